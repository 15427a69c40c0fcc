internal import Foundation
internal import Linguistics
internal import StemmaSupport

/// Each distinct word's forms, for analyzing many texts that share words: a catalog's
/// spellings repeat their words ("Road trip", "road-trip", "Road Trip 2019"), and a word's
/// lemma readings, stem and Double Metaphone codes need computing once.
struct WordCache {
  /// Whether words are kept; a disabled cache analyzes every word afresh.
  let isEnabled: Bool
  /// Forms by the word as written.
  private var words: [String: WordForms] = [:]

  /// The most words kept before the cache starts over, so memory stays flat.
  static let capacity = 100_000

  /// Creates an empty cache.
  /// - Parameter isEnabled: Whether to keep words.
  init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// The forms of `word`, computed on first sight.
  /// - Complexity: O(1) on a hit, O(*n*) in the word's length on a miss.
  mutating func forms(of word: String, analyzer: Analyzer) -> WordForms {
    if isEnabled, let forms = words[word] { return forms }
    let forms = WordForms(word: word, analyzer: analyzer)
    guard isEnabled else { return forms }
    if words.count >= Self.capacity { words.removeAll(keepingCapacity: true) }
    words[word] = forms
    return forms
  }
}

extension WordForms {
  /// The forms of one word (a token's text) under `analyzer`: its ``Term`` forms, with the
  /// lemma chosen as ``readings(of:input:folded:analyzer:)`` explains.
  /// - Complexity: O(*n*) in the word's length plus the lemmatizer's dictionary probes.
  init(word: String, analyzer: Analyzer) {
    let (folded, stem) = analyzer.forms(of: word)
    let (lemma, lemmas, isKnown) = Self.readings(of: word, folded: folded, analyzer: analyzer)
    self.init(
      folded: MatchFolding.fold(folded), lemma: lemma, stem: stem,
      alternate: MatchFolding.germanAlternate(of: word), lemmas: lemmas, isKnown: isKnown)
  }

  /// The best lemma of a word, folded as ``Term/lemma`` is, its dictionary and exception-list
  /// readings, best first, and whether its best reading is one of them.
  ///
  /// The best lemma is the analyzer's (``Term/lemma``), except for a word in capitals the
  /// lemmatizer does not know: it keeps unknown capitalized words as written (names:
  /// "Jones"), but capitals are usually a style ("MORNING HIITS"), so such a word is
  /// lemmatized in lowercase, as the same word written in lowercase would be, and "MORNING
  /// HIITS" merges with "morning hiit".
  /// - Parameters:
  ///   - word: The word as written.
  ///   - folded: Its folded form.
  ///   - analyzer: The analyzer of its language.
  /// - Complexity: O(log *n*) dictionary probes per rule tried, for *n* forms.
  static func readings(
    of word: String, folded: String, analyzer: Analyzer
  ) -> (lemma: String, lemmas: [String], isKnown: Bool) {
    let lemmatizer = analyzer.lemmatizer
    guard lemmatizer.hasDictionary else { return (folded, [], false) }
    let input = analyzer.lemmatizerInput(of: word)
    var readings = lemmatizer.lemmas(of: input)
    if readings.first?.source == .fallback, input.unicodeScalars.count >= 2,
      !input.unicodeScalars.contains(where: \.properties.isLowercase)
    {
      readings = lemmatizer.lemmas(of: input.lowercased())
    }
    // As Analyzer.lemma(of:folded:): the best reading folded, or the folded word.
    let best = analyzer.normalize(readings.first?.value ?? input)
    let lemma = best.isEmpty ? folded : best
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

extension AnalyzedText {
  /// The analyses of many texts, in order, shared out among the cores in contiguous slices,
  /// each with its own ``WordCache``; `nil` for a text with nothing to analyze.
  /// - Parameters:
  ///   - texts: The texts.
  ///   - analyzer: The analyzer of their language.
  ///   - honorifics: Titles and honorifics to set aside, or `nil`.
  /// - Complexity: O(*n*) in the texts' total length, divided among the cores.
  static func analyze(
    _ texts: [String], analyzer: Analyzer, honorifics: Honorifics?
  ) -> [AnalyzedText?] {
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, texts.count / 512, 16)
    guard workers > 1 else {
      var cache = WordCache()
      return texts.map {
        AnalyzedText($0, analyzer: analyzer, honorifics: honorifics, cache: &cache)
      }
    }
    return Parallel.map(workers) { worker in
      var cache = WordCache()
      return texts[Parallel.range(worker, of: workers, count: texts.count)].map {
        AnalyzedText($0, analyzer: analyzer, honorifics: honorifics, cache: &cache)
      }
    }.flatMap { $0 }
  }
}
