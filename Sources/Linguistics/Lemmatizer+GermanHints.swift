// What a part-of-speech hint tells the German lookup table, which has no parts of speech and
// gives a form one lemma. The German Universal Dependencies treebank lemmatizes a verb as its
// infinitive, so a participle that the table keeps as written ("massiert", "zubereitet",
// "gefreut") is the infinitive the table knows; and an adjective as its uninflected form, so
// an inflected adjective the table reads as its verb (an attributive participle: "beheizten"
// → "beheizen") or as another inflected form ("schöne" → "schönes") is its stem less the
// ending, where the table knows that stem as a lemma or reads it as the same verb.
// Chosen on half A of de_gsd dev (dictionaries/split_dev.py), gold UPOS, content words:
// 0.9522 → 0.9602; see dictionaries/README.md.

extension Lemmatizer {
  /// The lemma a hint gives a lowercase German word whose table reading is `usual`, or `nil`
  /// where the rules have nothing to say.
  /// - Parameters:
  ///   - key: The word's dictionary key (NFC, lowercased).
  ///   - usual: The table's first reading of the word, lowercased.
  ///   - pos: The hint.
  /// - Complexity: O(*k*) dictionary probes for a word of *k* letters.
  func germanLemma(of key: String, usual: String, as pos: PartOfSpeech) -> String? {
    guard let table, language.code == "de" else { return nil }
    let rules = GermanRules(table: table)
    let lemma: String
    switch pos {
    case .verb: lemma = rules.verb(key, usual: usual)
    case .adjective: lemma = rules.adjective(key, usual: usual)
    default: return nil
    }
    return lemma == usual ? nil : lemma
  }
}

/// The hint rules of ``Lemmatizer/germanLemma(of:usual:as:)`` over the German table.
struct GermanRules {
  let table: LemmaTable

  /// Adjective endings, longest first.
  static let adjectiveEndings = ["en", "em", "er", "es", "e"]

  /// The table's first reading of `key`, preferring readings of lowercase source forms;
  /// `nil` where the table does not have the form. (The German table keeps every form that
  /// is its own lemma, so a lemma reads as itself.)
  func reading(_ key: String) -> String? {
    let values = table.values(for: key)
    let value = values.first { $0.tag == UInt8(ascii: "x") } ?? values.first
    return value.map { Lemmatizer.key(of: $0.word) }
  }

  /// A weak participle the table keeps as written ("massiert", "gefreut", "abgefertigt") is
  /// the infinitive the table knows: less -t or -et, and less a ge- after any separable
  /// prefix, plus -en.
  func verb(_ key: String, usual: String) -> String {
    guard usual == key, key.hasSuffix("t"), key.count >= 5 else { return usual }
    let letters = Array(key)
    var stems = [String(letters.dropLast())]
    if key.hasSuffix("et") { stems.append(String(letters.dropLast(2))) }
    for index in 0..<max(0, letters.count - 4)
    where letters[index] == "g" && letters[index + 1] == "e" {
      let rest = letters[(index + 2)...]
      stems.append(String(letters[..<index]) + String(rest.dropLast()))
      if key.hasSuffix("et") { stems.append(String(letters[..<index]) + String(rest.dropLast(2))) }
    }
    return stems.lazy.map { $0 + "en" }.first { reading($0) == $0 } ?? usual
  }

  /// An inflected adjective is its stem: less -en, -em, -er, -es or -e, where the table knows
  /// the stem as a lemma, or reads the stem as the verb it reads the word as and the stem is a
  /// participle (in -t, -en or -end: "beheizten" → "beheizt").
  func adjective(_ key: String, usual: String) -> String {
    // A reading without an adjective ending is already an uninflected form ("bester" is
    // "gut").
    guard usual == key || Self.adjectiveEndings.contains(where: { usual.hasSuffix($0) }) else {
      return usual
    }
    for ending in Self.adjectiveEndings where key.hasSuffix(ending) && key.count - ending.count >= 3
    {
      let stem = String(key.dropLast(ending.count))
      let read = reading(stem)
      if read == stem { return stem }
      if let read, read == usual, usual != key,
        stem.hasSuffix("t") || stem.hasSuffix("en") || stem.hasSuffix("end")
      {
        return stem
      }
    }
    return usual
  }
}
