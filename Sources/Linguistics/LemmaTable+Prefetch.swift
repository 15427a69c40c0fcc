internal import CStemmaSupport
internal import StemmaSupport

// Cache lines of the hash index brought in ahead of the lookups that read them. The English
// index is megabytes, probed at random once a word: a profile of `Analyzer.terms(in:)` put a
// sixth of its time on two loads, the key's slot and then its record, each waiting for memory
// (the instructions of the whole lookup are a twentieth). The slots, asked for all at once
// after a line is split, arrive while the words before them are analyzed.

extension LemmaTable {
  /// Asks for the hash index slots where the lookups of `tokens`' words start, all at once:
  /// the misses overlap one another and the analysis of the words before each.
  ///
  /// Not the records the slots name: reading the slots to find them waited for memory once a
  /// line, which cost more than it saved on short lines (changelogs, 1.02x slower).
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
        guard range.lowerBound >= 0, range.upperBound <= bytes.count,
          let hash = HashIndex.hash(ofLowercased: UnsafeBufferPointer(rebasing: bytes[range]))
        else { continue }
        stemma_prefetch(base + index.homeSlotOffset(of: hash))
      }
    }
  }
}

extension LemmaTable.HashIndex {
  /// Where in the table lies the slot a key of hash `hash` is looked for first.
  func homeSlotOffset(of hash: UInt64) -> Int { slotsBase + 4 * homeSlot(of: hash) }
}
