internal import Linguistics

/// Each distinct word's forms, for analyzing many texts that share words: a catalog's
/// spellings repeat their words in other cases and forms ("Kalori", "KALORI", "kaloris"), and
/// a word's lemma readings, stem and Double Metaphone codes need computing once.
struct WordCache {
  /// Whether words are kept; a disabled cache analyzes every word afresh.
  let isEnabled: Bool
  /// The analyzer's own memo of folded forms, lemmas and stems.
  var terms = AnalysisCache(capacity: WordCache.capacity)
  /// Forms by the word as written.
  private var words: [String: WordForms] = [:]

  /// The most words kept before the cache starts over, so memory stays flat.
  static let capacity = 100_000

  /// Creates an empty cache.
  /// - Parameter isEnabled: Whether to keep words.
  init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// The forms of `term`, computed on first sight of its text.
  /// - Complexity: O(1) on a hit, O(*n*) in the word's length on a miss.
  mutating func forms(of term: Term, analyzer: Analyzer) -> WordForms {
    if isEnabled, let forms = words[term.surface] { return forms }
    let forms = WordForms(term: term, analyzer: analyzer)
    guard isEnabled else { return forms }
    if words.count >= Self.capacity { words.removeAll(keepingCapacity: true) }
    words[term.surface] = forms
    return forms
  }
}

extension WordForms {
  /// The forms of one analyzed word.
  init(term: Term, analyzer: Analyzer) {
    let (lemma, lemmas, isKnown) = Self.readings(of: term, analyzer: analyzer)
    self.init(
      folded: MatchFolding.fold(term.folded), lemma: lemma, stem: term.stem,
      alternate: MatchFolding.germanAlternate(of: term.surface), lemmas: lemmas,
      isKnown: isKnown)
  }

  /// The best lemma of a term and its dictionary and exception-list readings, folded like
  /// ``Term/lemma``, best first, and whether its best reading is one of them.
  ///
  /// The best lemma is the term's own, except for a word in capitals the lemmatizer does not
  /// know: it keeps unknown capitalized words as written (names: "Jones"), but capitals are
  /// usually a style ("MORNING HIITS"), so such a word is lemmatized in lowercase, as the same
  /// word written in lowercase would be, and "MORNING HIITS" merges with "morning hiit".
  /// - Complexity: O(log *n*) dictionary probes per rule tried, for *n* forms.
  static func readings(
    of term: Term, analyzer: Analyzer
  ) -> (lemma: String, lemmas: [String], isKnown: Bool) {
    let lemmatizer = analyzer.lemmatizer
    guard lemmatizer.hasDictionary else { return (term.lemma, [], false) }
    let input = analyzer.lemmatizerInput(of: term.surface)
    var readings = lemmatizer.lemmas(of: input)
    var lemma = term.lemma
    if readings.first?.source == .fallback, input.unicodeScalars.count >= 2,
      !input.unicodeScalars.contains(where: \.properties.isLowercase)
    {
      readings = lemmatizer.lemmas(of: input.lowercased())
      if let best = readings.first {
        let folded = analyzer.normalize(best.value)
        if !folded.isEmpty { lemma = folded }
      }
    }
    var lemmas: [String] = []
    for reading in readings where reading.source == .dictionary || reading.source == .exceptionList
    {
      let folded = analyzer.normalize(reading.value)
      if !folded.isEmpty && !lemmas.contains(folded) { lemmas.append(folded) }
    }
    let isKnown = readings.first.map { $0.source == .dictionary || $0.source == .exceptionList }
    return (lemma, lemmas, isKnown ?? false)
  }
}
