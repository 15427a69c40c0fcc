/// Generates the forms of a lemma, the reverse of the ``Lemmatizer``: "mouse" → ["mouse",
/// "mice"], "go" → ["go", "goes", "going", "went", "gone"], "good" (adjective) → ["good",
/// "better", "best"].
///
/// Use it to augment an app's own data with word forms (index "mouse" under "mice" too), so
/// queries match without being lemmatized. Forms come from the language's inflection
/// dictionary (English: LemmInflect's tables and the reverse of the lemma dictionary); a lemma
/// the dictionary does not know gets its regular forms from suffix rules (English), or just
/// itself.
public struct Inflector: Hashable, Sendable {
  /// The language.
  public let language: Language
  let table: LemmaTable?
  let rules: SuffixRules?

  /// The inflector for `language`.
  /// - Complexity: O(1).
  public init(language: Language) {
    self.language = language
    self.table = LemmaTable(code: language.code, kind: "inflections")
    self.rules = SuffixRules(code: language.code)
  }

  /// Whether an inflection dictionary is shipped for the language.
  public var hasDictionary: Bool { table != nil }

  /// Two inflectors are equal when they are for the same language.
  public static func == (lhs: Inflector, rhs: Inflector) -> Bool { lhs.language == rhs.language }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// The forms of `lemma`, the lemma itself first, without duplicates.
  /// - Parameters:
  ///   - lemma: A dictionary form ("mouse", "go").
  ///   - partOfSpeech: Only the forms of this reading ("good" as an adjective: "better",
  ///     "best"; as a noun: "goods"); every reading's forms when `nil`.
  /// - Returns: At least `[lemma]`; empty only for an empty lemma.
  /// - Complexity: O(log *n*) for a dictionary of *n* lemmas.
  public func inflections(of lemma: String, as partOfSpeech: PartOfSpeech? = nil) -> [String] {
    guard !lemma.isEmpty else { return [] }
    let key = Lemmatizer.key(of: lemma)
    var forms = [lemma]
    func add(_ form: String) { if !form.isEmpty && !forms.contains(form) { forms.append(form) } }
    let values = table?.values(for: key) ?? []
    let tag = (partOfSpeech == .properNoun ? PartOfSpeech.noun : partOfSpeech)?.tableTag
    // Closed-class forms ("is" of "be", "me" of "I") are listed for any part of speech, and an
    // auxiliary has its verb's forms too.
    let accepted: Set<UInt8> =
      partOfSpeech == .auxiliary
      ? [PartOfSpeech.verb.tableTag, UInt8(ascii: "x")] : [UInt8(ascii: "x")]
    var found = false
    for value in values where tag == nil || value.tag == tag || accepted.contains(value.tag) {
      found = true
      add(value.word)
    }
    if !found, let rules {
      for form in rules.regularForms(of: key, as: partOfSpeech) { add(form) }
    }
    return forms
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
