/// A sorted array that takes insertions in batches: new elements wait in an unsorted buffer
/// that lookups scan, and are merged in when the buffer reaches a sixteenth of the sorted part
/// (at least 4,096). The sorted part grows geometrically, so *N* insertions cost O(*N*) moves
/// in all (about 17 per element), and a lookup is a binary search plus a scan of at most
/// max(4096, *N* / 16) elements.
struct SortedTable<Element: SortedTableElement>: Sendable {
  private(set) var sorted: [Element] = []
  private(set) var pending: [Element] = []
  private let pendingLimit = 4096

  var count: Int { sorted.count + pending.count }

  /// Adds an element. With `deferringMerge`, for a batch that calls ``consolidate()`` once at
  /// its end, the sorted elements are not merged as pending ones pile up (which copies them
  /// every 1/16 of growth).
  mutating func insert(_ element: Element, deferringMerge: Bool = false) {
    pending.append(element)
    if !deferringMerge && pending.count >= Swift.max(pendingLimit, sorted.count / 16) {
      consolidate()
    }
  }

  /// Merges the pending elements into the sorted ones.
  mutating func consolidate() {
    guard !pending.isEmpty else { return }
    Element.sort(&pending)
    // Into an empty table, the sorted batch is the table: not copied.
    if sorted.isEmpty {
      swap(&sorted, &pending)
      return
    }
    var merged: [Element] = []
    merged.reserveCapacity(sorted.count + pending.count)
    var left = 0
    var right = 0
    while left < sorted.count && right < pending.count {
      if pending[right] < sorted[left] {
        merged.append(pending[right])
        right += 1
      } else {
        merged.append(sorted[left])
        left += 1
      }
    }
    merged.append(contentsOf: sorted[left...])
    merged.append(contentsOf: pending[right...])
    sorted = merged
    pending.removeAll(keepingCapacity: true)
  }

  /// Every element, the sorted ones first, then the pending ones in insertion order.
  var elements: some Sequence<Element> { [sorted, pending].joined() }

  /// Adds the elements of an array, taken over (not copied) when nothing is pending.
  /// - Complexity: O(*m* log *m* + *n*) for *m* new elements and *n* held.
  mutating func insert(contentsOf elements: consuming [Element]) {
    if pending.isEmpty {
      pending = elements
    } else {
      pending.append(contentsOf: elements)
    }
    consolidate()
  }

  /// Calls `body` with every element at least `lower` for which `inRange` holds; `inRange`
  /// must hold for an initial run of the sorted elements from `lower` and for none after it.
  func forEach(from lower: Element, while inRange: (Element) -> Bool, _ body: (Element) -> Void) {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) >> 1
      if sorted[middle] < lower { low = middle + 1 } else { high = middle }
    }
    while low < sorted.count, inRange(sorted[low]) {
      body(sorted[low])
      low += 1
    }
    for element in pending where !(element < lower) && inRange(element) { body(element) }
  }
}

/// An element of a ``SortedTable``, with the way to sort a batch of them.
protocol SortedTableElement: Comparable, Sendable {
  /// Sorts `elements` in ascending order.
  static func sort(_ elements: inout [Self])
}

extension SortedTableElement {
  /// Sorts by comparison.
  static func sort(_ elements: inout [Self]) { elements.sort() }
}

/// A key of the prefix table: a folded word and its key id.
struct PrefixEntry: SortedTableElement {
  var text: String
  var key: UInt32

  static func < (lhs: PrefixEntry, rhs: PrefixEntry) -> Bool {
    lhs.text != rhs.text ? lhs.text < rhs.text : lhs.key < rhs.key
  }
}

/// An entry of the typo table: the hash of a word with some letters deleted, and the key id.
struct DeletionEntry: SortedTableElement {
  var hash: UInt32
  var key: UInt32

  static func < (lhs: DeletionEntry, rhs: DeletionEntry) -> Bool {
    lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.key < rhs.key
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
