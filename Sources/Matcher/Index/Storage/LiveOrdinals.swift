/// The ordinals a snapshot's posting lists may name: those below the photo count that no
/// removed photo holds. A removed photo's ordinal in a list would make searches return it, with
/// an empty id, so a list read in place is checked against this on its first read.
struct LiveOrdinals: Sendable {
  /// The photo count: every ordinal is below it.
  let count: Int
  /// One bit per ordinal, set for a removed photo; empty when none is removed.
  private let removed: [UInt64]

  /// The ordinals below `count` but `removed`.
  /// - Parameters:
  ///   - count: The photo count.
  ///   - removed: The removed photos' ordinals, each below `count`.
  /// - Complexity: O(*n* / 64 + *r*) for *n* photos and *r* removed.
  init(count: Int, removed: [UInt32]) {
    self.count = count
    guard !removed.isEmpty else {
      self.removed = []
      return
    }
    var bits = [UInt64](repeating: 0, count: (count + 63) >> 6)
    for ordinal in removed where Int(ordinal) < count {
      bits[Int(ordinal) >> 6] |= 1 << UInt64(ordinal & 63)
    }
    self.removed = bits
  }

  /// Whether `ordinal` is below the count and no removed photo's.
  @inline(__always)
  func contains(_ ordinal: Int) -> Bool {
    guard ordinal >= 0, ordinal < count else { return false }
    return removed.isEmpty || removed[ordinal >> 6] & (1 << UInt64(ordinal & 63)) == 0
  }

  /// Whether `list` holds live ordinals in increasing order.
  /// - Complexity: O(*m*) for *m* postings.
  func holdsSorted(_ list: UnsafeBufferPointer<UInt32>) -> Bool {
    guard PhotoIndex.isSortedPostings(list, below: count) else { return false }
    guard !removed.isEmpty else { return true }
    return removed.withUnsafeBufferPointer { bits in
      list.allSatisfy { posting in
        let ordinal = Int(Posting.ordinal(posting))
        return bits[ordinal >> 6] & (1 << UInt64(ordinal & 63)) == 0
      }
    }
  }
}
