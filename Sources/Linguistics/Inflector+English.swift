// English forms: the inflection table, without clitic fragments, ordered by the lemma's most
// frequent reading; suffix rules for words no dictionary knows.

extension Inflector {
  /// The fragments that Universal Dependencies tokenization splits off contractions, which the
  /// lemma dictionary must list ("gon" of "gonna" is "go", "ca" of "can't" is "can") but which
  /// are not forms anyone writes alone. Forms beginning with an apostrophe ("'s", "'ll") are
  /// left out too.
  static let cliticFragments: Set<String> = [
    "gon", "wan", "got", "gotta", "na", "ta", "ca", "wo", "sha", "ai", "nt", "m", "r", "s",
    "ve", "d", "ll", "n't", "n’t",
  ]

  /// Whether `form` of `key` is a clitic fragment rather than a word ("gotta" of "got" and
  /// "got" of "get" are checked against their own lemma: "got" stays a form of "get").
  static func isCliticFragment(_ form: String, of key: String) -> Bool {
    if form.hasPrefix("'") || form.hasPrefix("’") { return true }
    let formKey = Lemmatizer.key(of: form)
    if formKey == "got" { return key != "get" }
    return cliticFragments.contains(formKey)
  }

  func englishForms(
    of lemma: String, key: String, as pos: PartOfSpeech?, into forms: inout FormList
  ) {
    let values = table?.values(for: key) ?? []
    // The lemma's own readings, best first, order the part-of-speech groups ("go": verb).
    let readings = (lemmaTable?.values(for: key) ?? []).filter {
      Lemmatizer.key(of: $0.word) == key
    }
    let mainReading = readings.first?.tag
    let accepted = values.filter {
      Inflector.accepts($0.tag, for: pos) && !Inflector.isCliticFragment($0.word, of: key)
    }
    let selected = accepted.filter {
      pos != nil || $0.tag == mainReading || isOnlyForm($0.word, of: key, tag: $0.tag)
    }
    let order = Inflector.tagOrder(first: readings.map(\.tag))
    for form in Inflector.grouped(selected.map { ($0.word, $0.tag) }, order: order) {
      forms.add(form)
    }
    // Regular forms where the dictionary has none for this reading, unless the word is only
    // listed as a form of other lemmas ("mice"): its forms are itself alone.
    guard accepted.isEmpty, let rules, Inflector.isLatin(key) else { return }
    let lemmaValues = lemmaTable?.values(for: key) ?? []
    if values.isEmpty && !lemmaValues.isEmpty && readings.isEmpty { return }
    for form in rules.regularForms(of: key, as: pos) { forms.add(form) }
  }
}

extension Inflector {
  /// Whether the lemma dictionary reads `form`, as part of speech `tag`, back to `key` alone.
  ///
  /// Without a part of speech, the forms of a lemma's minor readings are kept only when they
  /// pass this test: "goods" is the plural of the noun "good", but the dictionary also lists
  /// "goods" as a noun of its own (merchandise), so `inflections(of: "good")` (an adjective
  /// first) leaves it out, while `inflections(of: "good", as: .noun)` keeps it.
  /// Common and proper nouns count as one part of speech here ("goods" is also tagged as
  /// the plural of the name "Good").
  func isOnlyForm(_ form: String, of key: String, tag: UInt8) -> Bool {
    let nouns = [PartOfSpeech.noun.tableTag, PartOfSpeech.properNoun.tableTag]
    let tags = nouns.contains(tag) ? nouns : [tag]
    let lemmas = (lemmaTable?.values(for: Lemmatizer.key(of: form)) ?? []).filter {
      tags.contains($0.tag)
    }
    return lemmas.allSatisfy { Lemmatizer.key(of: $0.word) == key }
  }

  /// Whether every letter of `word` is in the Latin script, the only one the English suffix
  /// rules apply to ("カメラ" and "привет" get no "-s", "-ing", "-ed").
  static func isLatin(_ word: String) -> Bool {
    word.unicodeScalars.allSatisfy { scalar in
      guard scalar.properties.isAlphabetic else { return true }
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
        0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
        return true
      default:
        return false
      }
    }
  }

  /// The order of part-of-speech groups: the given tags (the lemma's readings, best first),
  /// then every other tag in the order of ``PartOfSpeech``, "any" last.
  static func tagOrder(first: [UInt8]) -> [UInt8] {
    var order: [UInt8] = []
    for tag in first where !order.contains(tag) { order.append(tag) }
    for pos in PartOfSpeech.allCases where !order.contains(pos.tableTag) {
      order.append(pos.tableTag)
    }
    return order
  }

  /// Forms grouped by tag in `order`, keeping each group's order; tags not in `order` last.
  static func grouped(_ forms: [(form: String, tag: UInt8)], order: [UInt8]) -> [String] {
    let rank = { (tag: UInt8) in order.firstIndex(of: tag) ?? order.count }
    return forms.enumerated()
      .sorted { (rank($0.element.tag), $0.offset) < (rank($1.element.tag), $1.offset) }
      .map(\.element.form)
  }
}

extension SuffixRules {
  /// The regular English forms of a lemma the dictionary does not know.
  func regularForms(of lemma: String, as pos: PartOfSpeech?) -> [String] {
    guard lemma.allSatisfy({ $0.isLetter || $0 == "-" }), let last = lemma.last else { return [] }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    let stem = String(lemma.dropLast())
    let consonantY = last == "y" && !(stem.last.map { vowels.contains($0) } ?? true)
    let sibilant = ["s", "x", "z", "ch", "sh"].contains { lemma.hasSuffix($0) }
    let plural = consonantY ? stem + "ies" : sibilant ? lemma + "es" : lemma + "s"
    var forms: [String] = []
    if pos == nil || pos == .noun || pos == .properNoun { forms.append(plural) }
    if pos == nil || pos == .verb {
      forms.append(plural)
      let base = last == "e" ? stem : lemma
      forms.append(base + "ing")
      forms.append(consonantY ? stem + "ied" : last == "e" ? lemma + "d" : lemma + "ed")
    }
    if pos == .adjective {
      let base = consonantY ? stem + "i" : last == "e" ? stem : lemma
      forms.append(base + "er")
      forms.append(base + "est")
    }
    return forms
  }
}
