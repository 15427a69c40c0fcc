internal import StemmaSupport

/// A configured pipeline for one language: ``Tokenizer`` → ``Normalizer`` → ``Stemmer`` (and
/// the lemma slot), producing ``Term``s.
///
/// ```swift
/// let analyzer = try Analyzer(language: Language("en"))
/// analyzer.terms(in: "My Dog's favourite toys").map(\.stem)   // ["my", "dog", "favourit", "toy"]
/// analyzer.normalize("ＲＯＡＤ-Trip")                          // "road-trip" (never split)
/// ```
///
/// An `Analyzer` is immutable and `Sendable`: build it once and share it across tasks.
public struct Analyzer: Hashable, Sendable {
  /// The language.
  public let language: Language
  /// The tokenizer.
  public let tokenizer: Tokenizer
  /// The normalizer that makes ``Term/folded``.
  public let normalizer: Normalizer
  /// The stemmer.
  public let stemmer: Stemmer
  /// The stop words, flagged on every term.
  public let stopWords: StopWords
  /// The lemmatizer that makes ``Term/lemma`` (where the language has a lemma dictionary).
  public let lemmatizer: Lemmatizer
  /// Whether stop words are left out of ``terms(in:)``; off unless asked for.
  public let removesStopWords: Bool
  /// The tagger that reads running text before it is lemmatized, or `nil` where the language
  /// has none or ``lemmatizesInContext`` is off.
  public let tagger: Tagger?
  /// Whether ``terms(in:)`` tags text of two or more words and lemmatizes each word with its
  /// tag in context (where a ``Tagger`` is shipped for the language); one word alone always
  /// keeps the context-free ranking of its readings. Off unless asked for: an index that
  /// builds its keys word by word (the Matcher's) needs a word's lemma not to depend on its
  /// neighbours.
  public let lemmatizesInContext: Bool
  /// The normalizer for stemmer input: the same steps without diacritic folding.
  private let stemInput: Normalizer
  /// The normalizer for lemmatizer input: width, punctuation and possessive folding only.
  private let lemmaInput: Normalizer
  // What every word asks of the parts above, worked out once: testing an optional lemma
  // table or tagger for `nil` copied the whole struct first (a `memcpy` of 200 bytes a word).
  /// Whether words are stemmed: a Snowball algorithm or overrides (see ``stem(of:folded:isASCII:)``).
  let stems: Bool
  /// Whether the lemmatizer has a dictionary (``Lemmatizer/hasDictionary``).
  let hasLemmaDictionary: Bool
  /// Whether ``terms(in:)`` makes its terms from the tokenizer's segments, without tokens:
  /// no tagger to read a line in context, no names to join across tokens.
  let makesTermsFromSegments: Bool

  /// Creates an analyzer.
  /// - Parameters:
  ///   - language: The language of the text.
  ///   - normalization: The folding steps; every step by default.
  ///   - tokenizerOptions: Which tokens to leave out; all but word-like tokens by default.
  ///   - names: Multi-word names kept as one term.
  ///   - protectedWords: Folded words the stemmer leaves alone.
  ///   - removesStopWords: Whether to leave stop words out of the terms.
  ///
  /// Each word is lemmatized alone, as a query term is; ask for
  /// ``init(language:normalization:tokenizerOptions:names:protectedWords:removesStopWords:lemmatizesInContext:)``
  /// to read running text in context.
  public init(
    language: Language, normalization: Normalizer.Options = .searchKey,
    tokenizerOptions: Tokenizer.Options = .searchDefault, names: NameList = NameList(),
    protectedWords: Set<String> = [], removesStopWords: Bool = false
  ) {
    self.init(
      language: language, normalization: normalization, tokenizerOptions: tokenizerOptions,
      names: names, protectedWords: protectedWords, removesStopWords: removesStopWords,
      lemmatizesInContext: false)
  }

  /// Creates an analyzer that lemmatizes running text in context or not.
  /// - Parameters:
  ///   - language: The language of the text.
  ///   - normalization: The folding steps; every step by default.
  ///   - tokenizerOptions: Which tokens to leave out; all but word-like tokens by default.
  ///   - names: Multi-word names kept as one term.
  ///   - protectedWords: Folded words the stemmer leaves alone.
  ///   - removesStopWords: Whether to leave stop words out of the terms.
  ///   - lemmatizesInContext: Whether text of two or more words is tagged and each word
  ///     lemmatized with its tag in context (see ``lemmatizesInContext``).
  public init(
    language: Language, normalization: Normalizer.Options = .searchKey,
    tokenizerOptions: Tokenizer.Options = .searchDefault, names: NameList = NameList(),
    protectedWords: Set<String> = [], removesStopWords: Bool = false,
    lemmatizesInContext: Bool
  ) {
    self.language = language
    self.tokenizer = Tokenizer(language: language, options: tokenizerOptions, names: names)
    self.normalizer = Normalizer(language: language, options: normalization)
    self.stemInput = Normalizer(
      language: language, options: normalization.subtracting(.diacriticFolding))
    self.lemmaInput = Normalizer(
      language: language,
      options: normalization.intersection([.widthFolding, .punctuationFolding, .possessiveRemoval]))
    self.stemmer = Stemmer(language: language, protectedWords: protectedWords)
    self.stopWords = StopWords(language: language)
    self.lemmatizer = Lemmatizer(language: language)
    self.removesStopWords = removesStopWords
    self.lemmatizesInContext = lemmatizesInContext
    self.tagger = lemmatizesInContext ? try? Tagger(language: language) : nil
    self.stems = language.hasStemmer || !stemmer.overrides.isEmpty
    self.hasLemmaDictionary = lemmatizer.hasDictionary
    self.makesTermsFromSegments = tagger == nil && tokenizer.tokenizesPiecesIndependently
  }

  /// The terms of `text`, in order.
  /// - Parameter text: Any string.
  /// - Returns: A term per word-like token (or per token, with tokenizer options that keep
  ///   punctuation), less stop words when ``removesStopWords`` is set.
  /// - Complexity: O(*n*) in the length of `text`.
  public func terms(in text: String) -> [Term] { terms(in: text, forms: .all) }

  /// The terms of `text`, with each word's forms memoized in `cache`: the same result as
  /// ``terms(in:)``, faster on text that repeats its words (a batch job's input).
  /// - Parameters:
  ///   - text: Any string.
  ///   - cache: One thread's cache, used with this analyzer only.
  /// - Complexity: O(*n*) in the length of `text`.
  public func terms(in text: String, cache: inout AnalysisCache) -> [Term] {
    let tokens = tokenizer.tokens(in: text)
    let tags = contextTags(for: tokens, cache: &cache)
    return terms(of: tokens, tags: tags) { word, _ in
      // One form set for every word: a cache asked for another starts over.
      cache.forms(of: word, in: self)
    } lemma: {
      cache.lemma(of: $0, tagged: $1, folded: $2, in: self)
    }
  }

  /// The terms of `text`, each word's forms from `forms`; where `tagging` is set and the
  /// analyzer lemmatizes in context, each word's lemma from `lemma` with its tag in context.
  /// `forms` is told whether the word is tagged (its entry's lemma is then not used).
  func terms(
    in text: String, tagging: Bool, forms: (String, _ tagged: Bool) -> AnalysisCache.Entry,
    lemma: (String, UniversalTag, String) -> String
  ) -> [Term] {
    let tokens = tokenizer.tokens(in: text)
    // Tags only matter for lemmas: a caller that asks for none pays for no tagging.
    let tags = tagging ? contextTags(for: tokens) : nil
    // Every word's lemma is looked up below: the table's lines are asked for first.
    if tagging { lemmatizer.table?.prefetchLookups(of: tokens, in: text) }
    return terms(of: tokens, tags: tags, forms: forms, lemma: lemma)
  }

  /// The terms of `tokens`, a word with a tag in `tags` lemmatized with it by `lemma`.
  func terms(
    of tokens: [Token], tags: [UniversalTag?]?,
    forms: (String, _ tagged: Bool) -> AnalysisCache.Entry,
    lemma: (String, UniversalTag, String) -> String
  ) -> [Term] {
    var terms: [Term] = []
    terms.reserveCapacity(tokens.count)
    // The tokens' fields read in place: copying each whole token (twice, for the loop and
    // the term) cost a twentieth of a word seen first.
    for index in tokens.indices {
      // A word the tagger is unsure of has no tag and keeps its context-free lemma.
      let tag = tags?[index] ?? nil
      let text = tokens[index].text
      let forms = forms(text, tag != nil)
      if forms.isStopWord && removesStopWords { continue }
      var lemmaInContext = forms.lemma
      if let tag {
        lemmaInContext = lemma(text, tag, forms.folded)
      }
      terms.append(
        Term(
          surface: text, range: tokens[index].range, utf8Range: tokens[index].utf8Range,
          kind: tokens[index].kind, folded: forms.folded, lemma: lemmaInContext,
          stem: forms.stem, isStopWord: forms.isStopWord))
    }
    return terms
  }

  /// Every form of one word: what a ``Term`` holds besides its place in the text. Package
  /// code that keeps its own memo of words (the Matcher's index builder) calls it directly.
  package func entry(for word: String) -> AnalysisCache.Entry { entry(for: word, forms: .all) }

  /// The folded form and stem of one word, as ``terms(in:)`` computes them.
  /// - Parameter word: One token's text.
  /// - Complexity: O(*n*) in the length of `word`.
  public func forms(of word: String) -> (folded: String, stem: String) {
    let folded = normalizer.normalize(word)
    return (folded, stem(of: word, folded: folded).stem)
  }

  /// The stem of one word and what the Snowball algorithm was given (`nil` when it did not
  /// run: no algorithm, or a protected word or override matched the folded form).
  /// - Parameter isASCII: Whether `word` is all ASCII, where the caller knows.
  func stem(of word: String, folded: String, isASCII: Bool? = nil) -> (
    stem: String, input: String?
  ) {
    guard stems else { return (folded, nil) }
    let needsSeparateInput =
      normalizer.options.contains(.diacriticFolding) && !(isASCII ?? Analyzer.isASCII(word))
    if !needsSeparateInput { return (stemmer.stem(folded), folded) }
    // Protected words and overrides are given as folded forms: honour them before the
    // stemmer sees the unfolded input.
    if let override = stemmer.overrides[folded] { return (override, nil) }
    if stemmer.protectedWords.contains(folded) { return (folded, nil) }
    let input = stemInput.normalize(word)
    let stem = normalizer.normalize(stemmer.stem(input))
    // Folding can take away all that Snowball left: English Snowball drops the leading
    // apostrophe of "'⃣⃣" and folding drops the enclosing marks after it. A word keeps a stem
    // (as `Stemmer.stem` does when Snowball removes a whole word): its folded form.
    return (stem.isEmpty ? folded : stem, input)
  }

  /// Whether `word` is all ASCII, read in place (`utf8.contains` went through the view's
  /// iterator, and a word-at-a-time helper through a closure across modules, for every word
  /// stemmed; a word is a few bytes).
  static func isASCII(_ word: String) -> Bool {
    word.withUTF8Bytes { bytes in
      var high: UInt8 = 0
      for byte in bytes { high |= byte }
      return high < 0x80
    }
  }

  /// The lemma of one word, folded like ``Term/folded``: the dictionary form where the
  /// language has a lemma dictionary ("mice" → "mouse", "ＭＩＣＥ's" → "mouse"), else `folded`.
  ///
  /// The lemmatizer is given the word with width, punctuation and possessive folding only
  /// (see ``lemmatizerInput(of:)``): the dictionary needs its case and diacritics, but not a
  /// full-width letter or a possessive `'s`.
  /// - Parameters:
  ///   - word: One token's text.
  ///   - folded: Its folded form, as ``forms(of:)`` gives it.
  /// - Complexity: O(log *n*) dictionary probes plus O(*k*) folding for a word of length *k*.
  public func lemma(of word: String, folded: String) -> String {
    lemma(of: word, folded: folded, shape: Normalizer.ASCIIShape(of: word))
  }

  /// ``lemma(of:folded:)`` of a word whose ``Normalizer/ASCIIShape`` (`nil`: not ASCII) is
  /// `shape`.
  func lemma(of word: String, folded: String, shape: Normalizer.ASCIIShape?) -> String {
    lemma(of: word, folded: folded, shape: shape, by: lemmatizer)
  }

  /// ``lemma(of:folded:shape:)`` by `lemmatizer`, the analyzer's: a caller that lemmatizes a
  /// line of words passes its own copy, made once (the lemmatizer, 200 bytes, was copied out
  /// of the analyzer for every word).
  func lemma(
    of word: String, folded: String, shape: Normalizer.ASCIIShape?,
    by lemmatizer: borrowing Lemmatizer
  ) -> String {
    guard hasLemmaDictionary else { return folded }
    let lemma = lemmatizer.lemma(of: lemmaInput.normalize(word, shape: shape))
    // A word read as itself (function words, names, words the table does not know: half of
    // running text) folds to the folded form already made. Where `word` is ASCII, `==` with
    // equal UTF-8 lengths is byte equality (a string canonically equivalent to an ASCII one
    // differs by singletons such as U+212A KELVIN SIGN, each longer than the letter it is).
    if shape != nil, lemma.utf8.count == word.utf8.count, lemma == word { return folded }
    return foldedLemma(lemma, folded: folded)
  }

  /// What the lemmatizer is given for `word`: the word with width, punctuation and possessive
  /// folding (those of the analyzer's steps that keep case and diacritics).
  /// - Complexity: O(*n*) in the length of `word`.
  public func lemmatizerInput(of word: String) -> String { lemmaInput.normalize(word) }

  /// A lemma as ``Term/lemma`` holds it: folded, or `folded` where folding leaves nothing.
  func foldedLemma(_ lemma: String, folded: String) -> String {
    let lemma = normalizer.normalize(lemma)
    return lemma.isEmpty ? folded : lemma
  }

  /// Folds one value for lookup without splitting or stemming it: the query-side path for a
  /// whole tag, album name or person ("Road-Trip 2019" → "road-trip 2019").
  /// - Complexity: O(*n*) in the length of `value`.
  public func normalize(_ value: String) -> String { normalizer.normalize(value) }
}
