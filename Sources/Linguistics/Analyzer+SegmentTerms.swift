internal import StemmaSupport

// Terms made straight from the tokenizer's segments. Where no tagger reads a line in context
// and no name joins tokens, `terms(in:)` needs no `[Token]`: building one per line (a token's
// text retained and released as it was copied into the array, out of it and into the term,
// the array destroyed word by word) cost a tenth of the analysis of text never seen.

extension Analyzer {
  /// A segment the tokenizer keeps: its UTF-8 byte range and kind, without its text.
  struct Segment {
    let start: Int
    let end: Int
    let kind: Token.Kind
  }

  /// The terms ``terms(in:forms:)`` gives where ``makesTermsFromSegments`` holds, each made
  /// as its segment's token would be without the token array.
  /// - Parameters:
  ///   - text: Any string.
  ///   - forms: The forms to compute; ``Term/Forms/folded`` is always computed.
  /// - Complexity: O(*n*) in the length of `text`.
  func termsFromSegments(in text: String, forms: Term.Forms) -> [Term] {
    var terms: [Term] = []
    let options = tokenizer.options
    let (omitWhitespace, omitPunctuation) =
      (options.contains(.omitWhitespace), options.contains(.omitPunctuation))
    text.withUTF8Bytes { utf8 in
      // Two passes: the segments first, so that the lemma table's lines for all the words are
      // asked for before the first is looked up (see `LemmaTable.prefetchLookups(of:in:)`).
      // No segment is empty, so there are at most as many as bytes: a buffer on the stack for
      // a line (an array checked its storage was its own at every segment appended).
      withUnsafeTemporaryAllocation(of: Segment.self, capacity: utf8.count) { buffer in
        var count = 0
        tokenizer.forEachSegment(in: utf8, of: text) { start, end, kind in
          if kind == .whitespace && omitWhitespace { return }
          if kind == .punctuation && omitPunctuation { return }
          guard count < buffer.count else { return }
          buffer.initializeElement(at: count, to: Segment(start: start, end: end, kind: kind))
          count += 1
        }
        terms = makeTerms(
          of: UnsafeBufferPointer(rebasing: buffer[..<count]), in: text, utf8, forms: forms)
      }
    }
    return terms
  }

  /// The terms of `segments` of `text`, whose UTF-8 is `utf8`.
  private func makeTerms(
    of segments: UnsafeBufferPointer<Segment>, in text: String, _ utf8: UnsafeBufferPointer<UInt8>,
    forms: Term.Forms
  ) -> [Term] {
    if forms.contains(.lemma), hasLemmaDictionary {
      lemmatizer.table?.prefetchLookups(of: segments, in: utf8)
    }
    let lemmatizer = self.lemmatizer
    var terms: [Term] = []
    terms.reserveCapacity(segments.count)
    for segment in segments {
      let (surface, range, cut) = tokenizer.tokenParts(in: text, utf8, segment.start, segment.end)
      let (folded, lemma, stem, isStopWord) = wordForms(
        of: surface, utf8: UnsafeBufferPointer(rebasing: utf8[segment.start..<cut]),
        computing: forms, by: lemmatizer)
      if isStopWord && removesStopWords { continue }
      terms.append(
        Term(
          surface: surface, range: range, utf8Range: segment.start..<segment.end,
          kind: segment.kind, folded: folded, lemma: lemma, stem: stem, isStopWord: isStopWord))
    }
    return terms
  }
}
