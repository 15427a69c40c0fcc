/// The candidates of an evaluation as a bitset over ordinals, with (unless made without) the
/// number of candidates before each 64-bit word: a posting's position among many candidates in
/// O(1), where galloping through them would cost O(log *d*) per posting.
struct CandidateSet {
  /// Below this many candidates, galloping is as fast and building the set is not worth it.
  static let minimumCount = 2048

  var bits: [UInt64]
  /// The number of candidates before each word of `bits`; empty when the set was made without
  /// them (see ``isRanked``).
  var ranks: [UInt32]

  /// The set of `candidates` (sorted, distinct ordinals below `ordinals`).
  init(_ candidates: [UInt32], ordinals: Int) {
    var bits = [UInt64](repeating: 0, count: (ordinals + 63) >> 6)
    bits.withUnsafeMutableBufferPointer { words in
      for ordinal in candidates { words[Int(ordinal >> 6)] |= 1 << UInt64(ordinal & 63) }
    }
    self.init(bits: bits)
  }

  /// A set whose bits are already those of the candidates.
  /// - Parameters:
  ///   - bits: The candidates' bits.
  ///   - ranked: Whether to count the candidates before each word, which only finding a
  ///     posting's position needs (see ``isRanked``); a set that is only counted against
  ///     (``count(of:)``) does without.
  init(bits: [UInt64], ranked: Bool = true) {
    self.bits = bits
    ranks = []
    guard ranked else { return }
    var ranks = [UInt32](repeating: 0, count: bits.count)
    var total: UInt32 = 0
    for index in bits.indices {
      ranks[index] = total
      total &+= UInt32(truncatingIfNeeded: bits[index].nonzeroBitCount)
    }
    self.ranks = ranks
  }

  /// Whether the set can give a candidate's position (it was made with its ranks).
  var isRanked: Bool { ranks.count == bits.count }

  /// How many postings of `list` are of candidates.
  func count(of list: [UInt32]) -> Int {
    bits.withUnsafeBufferPointer { bits in
      var count = 0
      for posting in list {
        let ordinal = Int(posting >> Posting.ordinalShift)
        count &+= Int(truncatingIfNeeded: bits[ordinal >> 6] >> UInt64(ordinal & 63) & 1)
      }
      return count
    }
  }
}
