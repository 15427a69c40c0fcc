// Running text is lemmatized in context: the words of a title, caption or sentence are tagged
// first, so that "She leaves" gives "leave" and "the leaves" gives "leaf". One word alone (a
// query term) has no context and keeps the context-free ranking of its readings.

extension Analyzer {
  /// The tags of `tokens` read as one sentence, `nil` for a word the tagger is unsure of (see
  /// ``Tagger/confidentTags(for:)``), or `nil` where there is no context to read: no tagger,
  /// no lemma dictionary, or fewer than two word-like tokens.
  func contextTags(for tokens: [Token]) -> [UniversalTag?]? {
    guard let tagger, lemmatizer.hasDictionary,
      tokens.lazy.filter(\.isWordLike).prefix(2).count == 2
    else { return nil }
    return tagger.confidentTags(for: tokens.map(\.text))
  }

  /// ``contextTags(for:)`` with the tagger asked only for the words whose lemma can change
  /// with their tag (``Lemmatizer/lemmaDependsOnTag(_:)``), each word's readings and that test
  /// memoized in `cache`: the same tag for each of those words, and `nil` for the others,
  /// whose lemma every tag leaves as it is. Most words of running text are such words, or
  /// words the tag dictionary fixes, which end the tagger's look back
  /// (``Tagger/tags(at:readings:words:)``), so most are never scored.
  func contextTags(for tokens: [Token], cache: inout AnalysisCache) -> [UniversalTag?]? {
    guard let tagger, lemmatizer.hasDictionary,
      tokens.lazy.filter(\.isWordLike).prefix(2).count == 2
    else { return nil }
    var readings: [TaggerReadings] = []
    readings.reserveCapacity(tokens.count)
    var positions: [Int] = []
    for (index, token) in tokens.enumerated() {
      let word = cache.contextWord(of: token.text, in: self, tagger: tagger)
      readings.append(word.readings)
      if word.lemmaDependsOnTag { positions.append(index) }
    }
    guard !positions.isEmpty else { return nil }
    let scored = tagger.scoredTags(at: positions, readings: readings) { tokens.map(\.text) }
    let least = tagger.confidentMargin
    var tags = [UniversalTag?](repeating: nil, count: tokens.count)
    for (position, score) in zip(positions, scored) where score.margin >= least {
      tags[position] = score.tag
    }
    return tags
  }

  /// ``terms(in:forms:cache:)`` with every word of the text tagged (``contextTags(for:)``),
  /// as that method did before it asked the tagger only for the words whose lemma depends on
  /// their tag: the same terms, slower. Kept to check the two agree and to measure them.
  /// - Complexity: O(*n*) in the length of `text`, plus the tagging of every word.
  package func termsTaggingEveryWord(
    in text: String, forms: Term.Forms, cache: inout AnalysisCache
  ) -> [Term] {
    terms(in: text, tagging: forms.contains(.lemma)) { word, _ in
      cache.forms(of: word, in: self, computing: forms)
    } lemma: {
      cache.lemma(of: $0, tagged: $1, folded: $2, in: self)
    }
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

extension AnalysisCache {
  /// What the context path needs of `word` in any sentence (its tagger readings and whether
  /// its lemma depends on its tag), memoized by word.
  /// - Complexity: O(1) on a hit.
  mutating func contextWord(
    of word: String, in analyzer: Analyzer, tagger: Tagger
  ) -> ContextWord {
    if let known = contextWords[word] { return known }
    let known = ContextWord(
      readings: tagger.readings(of: word),
      lemmaDependsOnTag: analyzer.lemmatizer.lemmaDependsOnTag(analyzer.lemmatizerInput(of: word)))
    if contextWords.count >= capacity { contextWords.removeAll(keepingCapacity: true) }
    contextWords[word] = known
    return known
  }
}

/// What the context path memoizes of one word: see ``AnalysisCache/contextWord(of:in:tagger:)``.
struct ContextWord {
  /// The word's readings, with their features, for ``Tagger/scoredTags(at:readings:words:)``.
  let readings: TaggerReadings
  /// Whether some tag gives the word another lemma (``Lemmatizer/lemmaDependsOnTag(_:)``).
  let lemmaDependsOnTag: Bool
}

/// A memo key: a word and its tag in context.
struct TaggedWord: Hashable {
  let word: String
  let tag: UniversalTag
}
