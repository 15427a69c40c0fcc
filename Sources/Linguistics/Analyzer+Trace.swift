extension Analyzer {
  /// How each term of `text` is made: the folding steps, the lemmatizer's readings with the
  /// dictionary entry or rule behind each, the stemmer's input and the final forms.
  ///
  /// ```swift
  /// let analyzer = Analyzer(language: try Language("en"))
  /// for trace in analyzer.trace("ＤＯＧ's mice") {
  ///   print(trace.surface, trace.folding, trace.readings.first?.lemma.source, trace.stem)
  /// }
  /// // ＤＯＧ's [width → DOG's, case → dog's, possessive → dog] Optional(dictionary) dog
  /// // mice [] Optional(exceptionList) mice
  /// ```
  ///
  /// The traces are the terms of ``terms(in:)``, in the same order and with the same stop
  /// words left out: `trace(text).map(\.term) == terms(in: text)`. Tracing repeats work that
  /// ``terms(in:cache:)`` memoizes, so use it to explain results, not to index.
  /// - Parameter text: Any string.
  /// - Returns: One trace per term.
  /// - Complexity: O(*n*) in the length of `text`, with O(log *m*) dictionary probes per word.
  public func trace(_ text: String) -> [TermTrace] {
    var traces: [TermTrace] = []
    let tokens = tokenizer.tokens(in: text)
    let tags = contextTags(for: tokens)
    for (index, token) in tokens.enumerated() {
      let word = token.text
      let folding = normalizer.steps(of: word)
      let folded = folding.last?.text ?? word
      let isStopWord = stopWords.contains(folded)
      if isStopWord && removesStopWords { continue }
      let input = lemmatizerInput(of: word)
      let hint = tags.flatMap { lemmatizer.partOfSpeech(of: input, tagged: $0[index]) }
      let readings = lemmatizer.hasDictionary ? self.readings(of: input, as: hint) : []
      let lemma = readings.first.map { foldedLemma($0.lemma.value, folded: folded) } ?? folded
      let (stem, stemmerInput) = stem(of: word, folded: folded)
      traces.append(
        TermTrace(
          surface: word, range: token.range, utf8Range: token.utf8Range, kind: token.kind,
          folding: folding, folded: folded, lemmatizerInput: input, readings: readings,
          lemma: lemma, stemmerInput: stemmerInput, stem: stem, isStopWord: isStopWord))
    }
    return traces
  }

  /// The lemmatizer's ranked readings of `input` (with the hint its tag in context gives),
  /// each with its entry or rule.
  func readings(of input: String, as hint: PartOfSpeech? = nil) -> [TermTrace.Reading] {
    let key = Lemmatizer.key(of: input)
    return lemmatizer.lemmas(of: input, as: hint).map { lemma in
      switch lemma.source {
      case .dictionary, .exceptionList:
        TermTrace.Reading(lemma: lemma, entry: key, rule: nil)
      case .rule:
        TermTrace.Reading(
          lemma: lemma, entry: nil,
          rule: TermTrace.SuffixChange(from: key, to: Lemmatizer.key(of: lemma.value)))
      case .fallback:
        TermTrace.Reading(lemma: lemma, entry: nil, rule: nil)
      }
    }
  }
}
