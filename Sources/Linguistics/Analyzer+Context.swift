// Running text is lemmatized in context: the words of a title, caption or sentence are tagged
// first, so that "She leaves" gives "leave" and "the leaves" gives "leaf". One word alone (a
// query term) has no context and keeps the context-free ranking of its readings.

extension Analyzer {
  /// The tags of `tokens` read as one sentence, or `nil` where there is no context to read:
  /// no tagger, no lemma dictionary, or fewer than two word-like tokens.
  func contextTags(for tokens: [Token]) -> [UniversalTag]? {
    guard let tagger, lemmatizer.hasDictionary,
      tokens.lazy.filter(\.isWordLike).prefix(2).count == 2
    else { return nil }
    return tagger.tags(for: tokens.map(\.text))
  }

  /// The lemma of one word as `tag` reads it in its sentence, folded like ``Term/lemma``.
  /// - Parameters:
  ///   - word: One token's text.
  ///   - tag: Its tag in context.
  ///   - folded: Its folded form, as ``forms(of:)`` gives it.
  /// - Complexity: O(log *n*) dictionary probes plus O(*k*) folding for a word of length *k*.
  public func lemma(of word: String, tagged tag: UniversalTag, folded: String) -> String {
    guard lemmatizer.hasDictionary else { return folded }
    return foldedLemma(lemmatizer.lemma(of: lemmatizerInput(of: word), tagged: tag), folded: folded)
  }
}

extension AnalysisCache {
  /// The lemma of `word` tagged `tag` under `analyzer`, memoized by word and tag (a tagged
  /// word's lemma depends on its tag, so it has its own memo beside the context-free forms).
  /// - Complexity: O(1) on a hit.
  mutating func lemma(
    of word: String, tagged tag: UniversalTag, folded: String, in analyzer: Analyzer
  ) -> String {
    let key = TaggedWord(word: word, tag: tag)
    if let lemma = taggedLemmas[key] { return lemma }
    let lemma = analyzer.lemma(of: word, tagged: tag, folded: folded)
    if taggedLemmas.count >= capacity { taggedLemmas.removeAll(keepingCapacity: true) }
    taggedLemmas[key] = lemma
    return lemma
  }
}

/// A memo key: a word and its tag in context.
struct TaggedWord: Hashable {
  let word: String
  let tag: UniversalTag
}
