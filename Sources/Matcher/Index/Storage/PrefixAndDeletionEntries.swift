internal import StemmaSupport

/// A key of the prefix table: a folded word and its key id.
struct PrefixEntry: SortedTableElement {
  var text: String
  var key: UInt32

  static func < (lhs: PrefixEntry, rhs: PrefixEntry) -> Bool {
    lhs.text != rhs.text ? lhs.text < rhs.text : lhs.key < rhs.key
  }

  /// Sorts by comparison, as the protocol's default does, but specialized here: the default,
  /// compiled in StemmaSupport for any element, ran the standard library's unspecialized sort,
  /// which compares and moves every element through witness tables (at 20,000 photos, 558M
  /// instructions of a batch's build; specialized, 60M).
  static func sort(_ elements: inout [PrefixEntry]) { elements.sort() }
}

/// An entry of the typo table: the hash of a word with some letters deleted, and the key id.
struct DeletionEntry: SortedTableElement {
  var hash: UInt32
  var key: UInt32

  static func < (lhs: DeletionEntry, rhs: DeletionEntry) -> Bool {
    lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.key < rhs.key
  }

  /// Calls `body` with the key of every entry of a typo table whose hash is `hash`, in the
  /// order ``SortedTable/forEach(from:while:_:)`` visits them: the sorted ones from a binary
  /// search, then the pending ones in their order. The one walk of a built table's arrays and
  /// of a saved table's bytes (``MappedTypoTable``), on concrete entries: the generic walk,
  /// compiled in StemmaSupport for any element (and for any collection, tried), compared and
  /// read through witness tables for each of the hundred or so hashes a word's deletions look
  /// up, 7-15% of a typo query.
  /// - Complexity: O(log *n* + *m*) for *n* sorted entries and *m* pending ones.
  static func forEachKey(
    hash: UInt32, sorted: UnsafeBufferPointer<DeletionEntry>,
    pending: UnsafeBufferPointer<DeletionEntry>, _ body: (UInt32) -> Void
  ) {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) >> 1
      if sorted[middle].hash < hash { low = middle + 1 } else { high = middle }
    }
    while low < sorted.count, sorted[low].hash == hash {
      body(sorted[low].key)
      low += 1
    }
    for entry in pending where entry.hash == hash { body(entry.key) }
  }

  /// The smallest batch sorted by radix: each pass counts into 65,536 buckets, which costs
  /// more than comparing a small batch.
  static let radixMinimum = 4_096

  /// Sorts by hash in two passes of 16 bits (a radix sort, which keeps the order of equal
  /// hashes), then each run of equal hashes by key: a batch holds millions of entries, whose
  /// hashes are uniform, and sorting them by comparison was most of a batch's table work.
  static func sort(_ elements: inout [DeletionEntry]) {
    guard elements.count >= radixMinimum else { return elements.sort() }
    // The two digits' counts, from one read of the entries.
    var counts = [Int](repeating: 0, count: 2 << 16)
    counts.withUnsafeMutableBufferPointer { counts in
      elements.withUnsafeBufferPointer { entries in
        for entry in entries {
          counts[Int(truncatingIfNeeded: entry.hash & 0xFFFF)] += 1
          counts[1 << 16 | Int(truncatingIfNeeded: entry.hash >> 16)] += 1
        }
      }
    }
    // Every pass writes each position of the other buffer: filled, not copied.
    var other = [DeletionEntry](repeating: DeletionEntry(hash: 0, key: 0), count: elements.count)
    for pass in 0..<2 {
      let digits = (pass << 16)..<((pass + 1) << 16)
      // A digit all entries share leaves the order as it is.
      guard !counts[digits].contains(elements.count) else { continue }
      var start = 0
      for digit in digits {
        let count = counts[digit]
        counts[digit] = start
        start += count
      }
      let shift = UInt32(16 * pass)
      counts.withUnsafeMutableBufferPointer { starts in
        elements.withUnsafeBufferPointer { from in
          other.withUnsafeMutableBufferPointer { to in
            for entry in from {
              let digit = pass << 16 | Int(truncatingIfNeeded: entry.hash >> shift & 0xFFFF)
              to[starts[digit]] = entry
              starts[digit] += 1
            }
          }
        }
      }
      swap(&elements, &other)
    }
    // Equal hashes (one deletion of several words) are few: ordered by key in place.
    elements.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices.dropFirst() {
        let entry = entries[index]
        var position = index
        while position > 0 && entries[position - 1].hash == entry.hash
          && entries[position - 1].key > entry.key
        {
          entries[position] = entries[position - 1]
          position -= 1
        }
        entries[position] = entry
      }
    }
  }
}
