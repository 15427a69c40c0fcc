// Terms with only the forms a caller asks for: `stemma normalize --mode fold` writes folded
// forms, and computing a lemma it never prints doubled the cost of every word seen first.

extension Analyzer {
  /// The terms of `text` with only `forms` computed; the others hold the folded form (see
  /// ``Term/Forms``). The same terms as ``terms(in:)`` in every form asked for.
  /// - Parameters:
  ///   - text: Any string.
  ///   - forms: The forms to compute; ``Term/Forms/folded`` is always computed.
  /// - Complexity: O(*n*) in the length of `text`.
  public func terms(in text: String, forms: Term.Forms) -> [Term] {
    makesTermsFromSegments
      ? termsFromSegments(in: text, forms: forms) : termsFromTokens(in: text, forms: forms)
  }

  /// ``terms(in:forms:)`` from the tokenizer's tokens: the path of an analyzer that tags
  /// running text in context or joins names, and the reference for
  /// ``termsFromSegments(in:forms:)``.
  /// - Complexity: O(*n*) in the length of `text`.
  func termsFromTokens(in text: String, forms: Term.Forms) -> [Term] {
    terms(in: text, tagging: forms.contains(.lemma)) { word, tagged in
      // A tagged word's lemma comes from its tag: the context-free one would be thrown away.
      entry(for: word, forms: tagged ? forms.subtracting(.lemma) : forms)
    } lemma: {
      lemma(of: $0, tagged: $1, folded: $2)
    }
  }

  /// The terms of `text` with only `forms` computed, each word's forms memoized in `cache`.
  ///
  /// A cache holds the entries of one form set: asked for another set, it starts over, so an
  /// entry made without a lemma never answers a call that wants one (nor the reverse).
  /// - Parameters:
  ///   - text: Any string.
  ///   - forms: The forms to compute; ``Term/Forms/folded`` is always computed.
  ///   - cache: One thread's cache, used with this analyzer only.
  /// - Complexity: O(*n*) in the length of `text`.
  public func terms(in text: String, forms: Term.Forms, cache: inout AnalysisCache) -> [Term] {
    let tokens = tokenizer.tokens(in: text)
    // Tags only matter for lemmas: a caller that asks for none pays for no tagging.
    let tags = forms.contains(.lemma) ? contextTags(for: tokens, cache: &cache) : nil
    return terms(of: tokens, tags: tags) { word, _ in
      cache.forms(of: word, in: self, computing: forms)
    } lemma: {
      cache.lemma(of: $0, tagged: $1, folded: $2, in: self)
    }
  }

  /// The forms of one word that `forms` asks for, the others set to the folded form.
  /// - Complexity: O(*n*) in the length of `word`, plus the lemma's dictionary probes when
  ///   asked for.
  package func entry(for word: String, forms: Term.Forms) -> AnalysisCache.Entry {
    let (folded, lemma, stem, isStopWord) = wordForms(of: word, computing: forms)
    return AnalysisCache.Entry(folded: folded, lemma: lemma, stem: stem, isStopWord: isStopWord)
  }

  /// ``entry(for:forms:)`` as a tuple: each form a value of its own that a caller moves into
  /// a ``Term`` (a struct's fields were copied out, then the struct destroyed, every word).
  @inline(__always)
  func wordForms(of word: String, computing forms: Term.Forms) -> (
    folded: String, lemma: String, stem: String, isStopWord: Bool
  ) {
    word.withUTF8Bytes { wordForms(of: word, utf8: $0, computing: forms, by: lemmatizer) }
  }

  /// ``wordForms(of:computing:)`` of `word`, whose UTF-8 is `bytes`, lemmatized by
  /// `lemmatizer`, the analyzer's (see ``lemma(of:folded:shape:by:)``).
  @inline(__always)
  func wordForms(
    of word: String, utf8 bytes: UnsafeBufferPointer<UInt8>, computing forms: Term.Forms,
    by lemmatizer: borrowing Lemmatizer
  ) -> (folded: String, lemma: String, stem: String, isStopWord: Bool) {
    // One pass over the word's bytes for the three normalizers (folded form, stemmer and
    // lemmatizer input) and the stemmer's ASCII test.
    let shape = Normalizer.ASCIIShape(utf8: bytes)
    let folded = normalizer.normalize(word, shape: shape)
    let stem =
      forms.contains(.stem) ? stem(of: word, folded: folded, isASCII: shape != nil).stem : folded
    let lemma =
      forms.contains(.lemma)
      ? lemma(of: word, folded: folded, shape: shape, by: lemmatizer) : folded
    // Where folding leaves an ASCII word as it is, its bytes are the folded form's.
    let foldsToItself = shape.map { normalizer.leavesUnchanged($0) } ?? false
    let isStopWord =
      foldsToItself ? stopWords.contains(folded, utf8: bytes) : stopWords.contains(folded)
    return (folded, lemma, stem, isStopWord)
  }
}
