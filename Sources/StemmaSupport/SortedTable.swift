/// A sorted array that takes insertions in batches: new elements wait in an unsorted buffer
/// that lookups scan, and are merged in when the buffer reaches a sixteenth of the sorted part
/// (at least 4,096). The sorted part grows geometrically, so *N* insertions cost O(*N*) moves
/// in all (about 17 per element), and a lookup is a binary search plus a scan of at most
/// max(4096, *N* / 16) elements.
package struct SortedTable<Element: SortedTableElement>: Sendable {
  package private(set) var sorted: [Element] = []
  package private(set) var pending: [Element] = []

  /// Creates an empty one.
  package init() {}

  /// Creates one holding `sorted`, which must be in ascending order, and `pending` (the parts
  /// of a table saved as they were, so that lookups visit them in the same order).
  /// - Returns: `nil` when `sorted` is out of order.
  package init?(sorted: [Element], pending: [Element]) {
    for index in sorted.indices.dropFirst() where sorted[index] < sorted[index - 1] { return nil }
    self.sorted = sorted
    self.pending = pending
  }

  /// Creates one holding `sorted`, which the caller has found in ascending order, and
  /// `pending`: a reader that checks the order as it decodes, on concrete elements, spares the
  /// generic check of ``init(sorted:pending:)`` (a witness call per element, most of reading a
  /// saved table of millions).
  package init(checkedSorted sorted: [Element], pending: [Element]) {
    self.sorted = sorted
    self.pending = pending
  }

  private let pendingLimit = 4096

  package var count: Int { sorted.count + pending.count }

  /// Adds an element. With `deferringMerge`, for a batch that calls ``consolidate()`` once at
  /// its end, the sorted elements are not merged as pending ones pile up (which copies them
  /// every 1/16 of growth).
  package mutating func insert(_ element: Element, deferringMerge: Bool = false) {
    pending.append(element)
    if !deferringMerge && pending.count >= Swift.max(pendingLimit, sorted.count / 16) {
      consolidate()
    }
  }

  /// Merges the pending elements into the sorted ones.
  package mutating func consolidate() {
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
  package var elements: some Sequence<Element> { [sorted, pending].joined() }

  /// Adds the elements of an array, taken over (not copied) when nothing is pending.
  /// - Complexity: O(*m* log *m* + *n*) for *m* new elements and *n* held.
  package mutating func insert(contentsOf elements: consuming [Element]) {
    if pending.isEmpty {
      pending = elements
    } else {
      pending.append(contentsOf: elements)
    }
    consolidate()
  }

  /// Calls `body` with every element at least `lower` for which `inRange` holds; `inRange`
  /// must hold for an initial run of the sorted elements from `lower` and for none after it.
  package func forEach(
    from lower: Element, while inRange: (Element) -> Bool, _ body: (Element) -> Void
  ) {
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
package protocol SortedTableElement: Comparable, Sendable {
  /// Sorts `elements` in ascending order.
  static func sort(_ elements: inout [Self])
}

extension SortedTableElement {
  /// Sorts by comparison.
  package static func sort(_ elements: inout [Self]) { elements.sort() }
}
