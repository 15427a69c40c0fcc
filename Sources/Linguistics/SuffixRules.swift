/// Suffix rules that undo regular inflection for words a dictionary does not list, and their
/// inverse for the ``Inflector``. English only for now: WordNet's "morphy" detachment rules
/// (the rules spaCy's English lemmatizer uses too), plus comparatives in -ier/-iest.
struct SuffixRules: Sendable {
  /// (suffix of the form, replacement giving the lemma), tried in order.
  let detachments: [PartOfSpeech: [(String, String)]]

  /// The rules for a language code, or `nil` where there are none.
  init?(code: String) {
    guard code == "en" else { return nil }
    detachments = [
      .noun: [
        ("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
        ("shes", "sh"), ("men", "man"), ("ies", "y"),
      ],
      .verb: [
        ("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
        ("ing", ""),
      ],
      .adjective: [
        ("er", ""), ("est", ""), ("er", "e"), ("est", "e"), ("ier", "y"), ("iest", "y"),
      ],
    ]
  }

  /// Lemmas the rules give for `key` that the table lists as lemmas of `pos`.
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms.
  func validated(_ key: String, as pos: PartOfSpeech, in table: LemmaTable?) -> [String] {
    guard let table, let rules = detachments[pos] else { return [] }
    var lemmas: [String] = []
    let isASCII = key.isPrintableASCII
    for (suffix, replacement) in rules
    where key.hasSuffix(suffix, isASCII: isASCII)
      && (isASCII ? key.utf8.count > suffix.utf8.count : key.count > suffix.count)
    {
      let lemma = String(key.dropLast(suffix.count)) + replacement
      if !lemmas.contains(lemma) && table.isLemma(lemma, tag: pos.tableTag) {
        lemmas.append(lemma)
      }
    }
    return lemmas
  }

  /// Words that are their own lemma although they look inflected: -ing nouns ("tutoring"),
  /// -ed and -ing adjectives ("computerized"), and anything with a digit ("90s").
  func keptAsIs(_ key: String, as pos: PartOfSpeech) -> String? {
    if key.containsNumber { return key }
    if pos == .noun && key.hasSuffix("ing") { return key }
    if pos == .adjective && (key.hasSuffix("ed") || key.hasSuffix("ing")) { return key }
    return nil
  }

  /// The regular singular of an unknown plural noun ("empanadas" → "empanada"), unchecked;
  /// `nil` where the word does not look like a regular plural.
  func unvalidated(_ key: String, as pos: PartOfSpeech) -> String? {
    guard pos == .noun, key.count > 3, key.hasSuffix("s"),
      key.allSatisfy({ $0.isLetter }),
      !key.hasSuffix("ss"), !key.hasSuffix("us"), !key.hasSuffix("is")
    else { return nil }
    if key.hasSuffix("ies") { return String(key.dropLast(3)) + "y" }
    for suffix in ["ches", "shes", "xes", "sses", "zes"] where key.hasSuffix(suffix) {
      return String(key.dropLast(2))
    }
    return String(key.dropLast())
  }
}
