/// Typo tolerance: which words are a few typing mistakes apart, found through deletion
/// neighbourhoods (SymSpell) rather than by comparing the query with every word of the index.
///
/// Two words are within *k* edits (insertions, deletions, substitutions) only if deleting at most
/// *k* letters from each gives a common string. The index stores, for every folded word, the
/// word and its one- and (for long words) two-letter deletions; a query word looks up its own,
/// and each candidate is checked with the optimal-string-alignment distance (a swap of two
/// neighbouring letters is one edit).
enum TypoTolerance {
  /// Edits allowed for a word of `length` letters: none below 5, one from 5, two from 9.
  static func allowedEdits(forLength length: Int) -> Int {
    length >= 9 ? 2 : length >= 5 ? 1 : 0
  }

  /// The shortest word a typo table holds (a 5-letter query with one deletion).
  static let shortestIndexed = 4
  /// The shortest word whose two-letter deletions the table holds (a 9-letter query, two edits).
  static let shortestWithTwoDeletions = 7

  /// The hashes of `word` and its deletions of up to `depth` (1 or 2) letters, sorted, without
  /// duplicates. Each variant is hashed in place, skipping the deleted positions: no strings or
  /// arrays are made.
  static func deletionHashes(of word: [Unicode.Scalar], depth: Int) -> [UInt64] {
    let count = word.count
    var hashes: [UInt64] = [hash(word, skipping: -1, -1)]
    if depth >= 1 && count > 1 {
      for first in 0..<count { hashes.append(hash(word, skipping: first, -1)) }
    }
    if depth >= 2 && count > 2 {
      for first in 0..<count {
        for second in (first + 1)..<count { hashes.append(hash(word, skipping: first, second)) }
      }
    }
    hashes.sort()
    var unique: [UInt64] = []
    unique.reserveCapacity(hashes.count)
    for value in hashes where unique.last != value { unique.append(value) }
    return unique
  }

  /// FNV-1a over the scalars of `word` except those at `first` and `second`.
  private static func hash(_ word: [Unicode.Scalar], skipping first: Int, _ second: Int) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in word.indices where index != first && index != second {
      value = (value ^ UInt64(word[index].value)) &* 0x100_0000_01b3
    }
    return value
  }

  /// FNV-1a over the scalars: stable across runs, so a candidate list never depends on a seed.
  static func hash(_ scalars: [Unicode.Scalar]) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for scalar in scalars {
      value = (value ^ UInt64(scalar.value)) &* 0x100_0000_01b3
    }
    return value
  }

  /// The optimal-string-alignment distance between `a` and `b`, or `nil` when it exceeds
  /// `limit`.
  /// - Complexity: O(*m* · *n*).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty || b.isEmpty {
      return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil
    }
    let width = b.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    let result = previous[b.count]
    return result <= limit ? result : nil
  }
}
