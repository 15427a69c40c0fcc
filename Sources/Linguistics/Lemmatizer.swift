/// Finds the dictionary form of a word: "mice" → "mouse", "went" → "go", "better" → "good",
/// "Häuser" → "Haus".
///
/// ```swift
/// let lemmatizer = Lemmatizer(language: try Language("en"))
/// lemmatizer.lemma(of: "children")              // "child"
/// lemmatizer.lemma(of: "saw", as: .verb)        // "see"
/// lemmatizer.lemma(of: "saw", as: .noun)        // "saw"
/// lemmatizer.lemma(of: "Toyota", as: .properNoun) // "Toyota"
/// ```
///
/// Each word goes through the language's dictionary first (shipped in `dictionaries/<code>/`,
/// embedded in the binary and searched in place), then suffix rules checked against the
/// dictionary's lemmas (English), then falls back to the word itself, so there is always a
/// lemma. A part-of-speech hint picks the reading of an ambiguous word ("leaves" as a noun is
/// "leaf", as a verb "leave"); without one the most frequent reading comes first.
///
/// A `Lemmatizer` is a small immutable value: creating one costs no parsing, and it is safe to
/// share across threads.
public struct Lemmatizer: Hashable, Sendable {
  /// The language.
  public let language: Language
  let table: LemmaTable?
  let rules: SuffixRules?
  /// Whether the table's readings carry parts of speech (English); the other tables tag their
  /// readings with the case of the source form, so a hint cannot pick among them.
  let readsPartsOfSpeech: Bool

  /// The lemmatizer for `language`. Languages without a shipped dictionary get one that
  /// returns each word lowercased (see ``hasDictionary``).
  /// - Parameter language: The language of the words.
  /// - Complexity: O(1).
  public init(language: Language) {
    self.language = language
    self.table = LemmaTable(code: language.code, kind: "lemmas")
    self.rules = SuffixRules(code: language.code)
    self.readsPartsOfSpeech = table?.hasPartsOfSpeech ?? false
  }

  /// Whether a lemma dictionary is shipped for the language.
  public var hasDictionary: Bool { table != nil }

  /// A note on the terms that bind an app shipping this language's lemma data, or `nil` where
  /// the data is permissive (English: WordNet and SPECIALIST Lexicon terms, notice only).
  /// Sources and versions are in `dictionaries/README.md`.
  public var dataLicense: String? {
    guard hasDictionary, language.code != "en" else { return nil }
    let base =
      "lemma data from lemmatization-lists and Wiktionary via simplemma: ODbL 1.0 / CC BY-SA"
    switch language.code {
    case "it":
      return base + "; readings by part of speech from morph-it via spaCy: CC BY-SA 2.0 / LGPL"
    case "ru":
      return base + "; readings by part of speech from OpenCorpora: CC BY-SA 3.0"
    default: return base
    }
  }

  /// The codes of the languages with a shipped lemma dictionary.
  public static var languageCodes: [String] {
    ["en", "de", "fr", "es", "it", "pt", "nl", "ru"].filter {
      LemmaTable(code: $0, kind: "lemmas") != nil
    }
  }

  /// Two lemmatizers are equal when they are for the same language.
  public static func == (lhs: Lemmatizer, rhs: Lemmatizer) -> Bool {
    lhs.language == rhs.language
  }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// The best lemma of `word`.
  /// - Parameters:
  ///   - word: One word as written (any case; NFC or not).
  ///   - partOfSpeech: The word's part of speech, if known.
  /// - Returns: The lemma; never empty unless `word` is.
  /// - Complexity: O(log *n*) dictionary probes for a dictionary of *n* forms.
  public func lemma(of word: String, as partOfSpeech: PartOfSpeech? = nil) -> String {
    Lemmatizer.countCall()
    var known: (key: String, values: [LemmaTable.Value])?
    if partOfSpeech == nil {
      switch asciiDictionaryLookup(of: word) {
      case .lemma(let lemma): return lemma
      case .readings(let key, let values): known = (key, values)
      case nil: break
      }
    }
    // The first of ``lemmas(of:as:)`` without ranking the others: the list and its set of
    // seen values cost a fifth of each lemma.
    var ranking = Ranking()
    collect(word, partOfSpeech, into: &ranking, known: known)
    return ranking.entries.first?.value ?? word
  }

  /// The best lemma of `word` given a Universal Dependencies UPOS tag (`"NOUN"`, `"AUX"`, …);
  /// an unknown tag is treated as no hint.
  /// - Complexity: O(log *n*) dictionary probes.
  public func lemma(of word: String, universalTag: String) -> String {
    lemma(of: word, as: PartOfSpeech(universalTag: universalTag))
  }

  /// Every plausible lemma of `word`, best first, each with its part of speech, source and a
  /// rank-based score (1 for the first, 1/2 for the second, …).
  ///
  /// The list is never empty: the last resort is the word itself (lowercased, unless it is
  /// capitalized and unknown, which keeps names like "Toyota" as written).
  /// - Parameters:
  ///   - word: One word as written.
  ///   - partOfSpeech: The word's part of speech, if known; it puts that reading first.
  /// - Complexity: O(log *n*) dictionary probes per rule tried, for *n* forms.
  public func lemmas(of word: String, as partOfSpeech: PartOfSpeech? = nil) -> [Lemma] {
    Lemmatizer.countCall()
    var ranking = Ranking()
    collect(word, partOfSpeech, into: &ranking)
    return ranking.lemmas(orFallback: word)
  }
}

/// Candidates in order, without duplicates.
struct Ranking {
  private(set) var entries: [(value: String, pos: PartOfSpeech?, source: Lemma.Source)] = []

  init() {
    // Most words have one to three readings: one allocation instead of up to three.
    entries.reserveCapacity(4)
  }

  var isEmpty: Bool { entries.isEmpty }

  mutating func add(_ value: String, _ pos: PartOfSpeech?, _ source: Lemma.Source) {
    guard !value.isEmpty else { return }
    if entries.contains(where: { $0.value == value && $0.pos == pos }) { return }
    entries.append((value, pos, source))
  }

  /// Puts `value` first, ahead of the readings already added.
  mutating func prepend(_ value: String, _ pos: PartOfSpeech?, _ source: Lemma.Source) {
    guard !value.isEmpty else { return }
    entries.removeAll { $0.value == value && $0.pos == pos }
    entries.insert((value, pos, source), at: 0)
  }

  mutating func add(_ value: LemmaTable.Value) {
    add(value, as: PartOfSpeech(tableTag: value.tag))
  }

  /// Adds a table reading with the part of speech `pos` (`nil` where the table's tag is not a
  /// part of speech).
  mutating func add(_ value: LemmaTable.Value, as pos: PartOfSpeech?) {
    let source: Lemma.Source
    switch value.source {
    case UInt8(ascii: "e"), UInt8(ascii: "c"): source = .exceptionList
    default: source = .dictionary
    }
    add(value.word, pos, source)
  }

  func lemmas(orFallback word: String) -> [Lemma] {
    if entries.isEmpty {
      return [Lemma(value: word, partOfSpeech: nil, source: .fallback, score: 1)]
    }
    var seen = Set<String>()
    var lemmas: [Lemma] = []
    for entry in entries where seen.insert(entry.value).inserted || entry.pos != nil {
      let score = 1 / Double(lemmas.count + 1)
      lemmas.append(
        Lemma(value: entry.value, partOfSpeech: entry.pos, source: entry.source, score: score))
    }
    return lemmas
  }
}
