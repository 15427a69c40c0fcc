/// Typo tolerance: which words are a few typing mistakes apart, found through deletion
/// neighbourhoods (SymSpell) rather than by comparing the query with every word of the index.
///
/// Two words are within *k* edits (insertions, deletions, substitutions) only if deleting at most
/// *k* letters from each gives a common string. The index stores, for every folded word, the
/// word and its one- and (for long words) two-letter deletions; a query word looks up its own,
/// and each candidate is checked with Vocabulary's ``EditDistance`` (optimal string alignment:
/// a swap of two neighbouring letters is one edit), the same rule the Vocabulary resolves with.
enum TypoTolerance {
  /// The shortest word a typo table holds (a 5-letter query with one deletion).
  static let shortestIndexed = 4
  /// The shortest word whose two-letter deletions the table holds (a 9-letter query, two edits).
  static let shortestWithTwoDeletions = 7

  /// The hashes of `word` and its deletions of up to `depth` (1 or 2) letters, sorted, without
  /// duplicates. Each variant is hashed in place, skipping the deleted positions: no strings or
  /// arrays are made.
  static func deletionHashes(of word: [Unicode.Scalar], depth: Int) -> [UInt32] {
    var hashes: [UInt32] = []
    appendDeletionHashes(of: word, depth: depth, to: &hashes)
    return hashes
  }

  /// Appends ``deletionHashes(of:depth:)`` to `hashes`, sorted and without duplicates among
  /// themselves.
  static func appendDeletionHashes(
    of word: [Unicode.Scalar], depth: Int, to hashes: inout [UInt32]
  ) {
    let start = hashes.count
    let count = word.count
    hashes.append(hash(word))
    if depth >= 1 && count > 1 {
      for first in 0..<count { hashes.append(hash(word, skipping: first, -1)) }
    }
    if depth >= 2 && count > 2 {
      for first in 0..<count {
        for second in (first + 1)..<count { hashes.append(hash(word, skipping: first, second)) }
      }
    }
    hashes.withUnsafeMutableBufferPointer { $0[start...].sort() }
    var kept = start + 1
    for index in (start + 1)..<hashes.count where hashes[index] != hashes[kept - 1] {
      hashes[kept] = hashes[index]
      kept += 1
    }
    hashes.removeSubrange(kept...)
  }

  /// FNV-1a over the scalars of `word` except those at `first` and `second`, its two halves
  /// folded into 32 bits: the table's entries are half the size, and a rare collision only adds
  /// a candidate that the edit distance then rejects.
  private static func hash(_ word: [Unicode.Scalar], skipping first: Int, _ second: Int) -> UInt32 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in word.indices where index != first && index != second {
      value = (value ^ UInt64(word[index].value)) &* 0x100_0000_01b3
    }
    return UInt32(truncatingIfNeeded: value ^ value >> 32)
  }

  /// The hash of a whole word, as its deletions are hashed (a test hashes each deletion it
  /// spells out with it): stable across runs, so a candidate list never depends on a seed.
  static func hash(_ scalars: [Unicode.Scalar]) -> UInt32 { hash(scalars, skipping: -1, -1) }
}
