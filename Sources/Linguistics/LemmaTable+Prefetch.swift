internal import CStemmaSupport
internal import StemmaSupport

// Cache lines of the hash index brought in ahead of the lookups that read them. The English
// index is megabytes, probed at random once a word: a profile of `Analyzer.terms(in:)` put a
// sixth of its time on loads waiting for memory (the instructions of the whole lookup are a
// twentieth). The buckets, asked for all at once after a line is split, arrive while the
// words before them are analyzed; a bucket holds its keys' records, so that is the lookup's
// only line for most words.

extension LemmaTable {
  /// Asks for the hash index buckets where the lookups of `tokens`' words start, all at
  /// once: the misses overlap one another and the analysis of the words before each.
  ///
  /// A word's key is taken to be its UTF-8 in `text` with ASCII capitals lowercased (the key
  /// of a plain ASCII word, see `Lemmatizer.asciiDictionaryLookup(of:)`). A hint only: results
  /// never change, and non-ASCII words are skipped.
  /// - Parameters:
  ///   - tokens: Tokens of `text`.
  ///   - text: The text whose UTF-8 the tokens' ``Token/utf8Range`` index.
  /// - Complexity: O(*n*) in the length of `text`.
  // Apart from the loop over the words: inlined into it, it kept the loop's closures from
  // being specialized.
  @inline(never)
  func prefetchLookups(of tokens: [Token], in text: String) {
    guard let index = hashIndex, let base = storage.baseAddress else { return }
    text.withUTF8Bytes { bytes in
      for token in tokens.indices {
        let range = tokens[token].utf8Range
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { continue }
        index.prefetchHomeBucket(ofWord: UnsafeBufferPointer(rebasing: bytes[range]), in: base)
      }
    }
  }
}

extension LemmaTable {
  /// ``prefetchLookups(of:in:)`` for segments of `utf8` rather than tokens.
  /// - Complexity: O(*n*) in the bytes of the segments.
  @inline(never)
  func prefetchLookups(
    of segments: UnsafeBufferPointer<Analyzer.Segment>, in utf8: UnsafeBufferPointer<UInt8>
  ) {
    guard let index = hashIndex, let base = storage.baseAddress else { return }
    for segment in segments {
      guard segment.start >= 0, segment.end <= utf8.count else { continue }
      index.prefetchHomeBucket(
        ofWord: UnsafeBufferPointer(rebasing: utf8[segment.start..<segment.end]), in: base)
    }
  }
}

extension LemmaTable.HashIndex {
  /// Where in the table lies the bucket a key of hash `hash` is looked for first.
  func homeBucketOffset(of hash: UInt64) -> Int {
    bucketsBase + LemmaTable.HashIndex.bucketSize * homeBucket(of: hash)
  }

  /// Asks for the bucket where the lookup of `word` (its ASCII capitals lowercased) starts, in
  /// the table whose bytes start at `base`; nothing for a word that is not a plain ASCII key.
  @inline(__always)
  func prefetchHomeBucket(ofWord word: UnsafeBufferPointer<UInt8>, in base: UnsafeRawPointer) {
    guard let hash = Self.hash(ofLowercased: word) else { return }
    stemma_prefetch(base + homeBucketOffset(of: hash))
  }
}
