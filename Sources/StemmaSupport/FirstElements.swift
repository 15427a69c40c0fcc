/// The first `count` of `items` in the order `precedes` (a strict weak ordering), unsorted: a
/// heap of `count` with the last of them on top, which most items fail to beat in one
/// comparison. Vocabulary ranks its entries with it, the Matcher its tied photos (it finds a
/// page's lowest score with `LowestOfBest`, the same heap over bare floats).
/// - Complexity: O(*n* + *r* log *k*) for *n* items of which *r* enter the heap of *k*.
@inlinable package func firstElements<Element>(
  _ count: Int, of items: some Sequence<Element>, by precedes: (Element, Element) -> Bool
) -> [Element] {
  guard count > 0 else { return [] }
  var heap: [Element] = []
  heap.reserveCapacity(count)
  for item in items {
    if heap.count < count {
      heap.append(item)
      // Sift up: the last of the kept items rises to the top.
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard precedes(heap[parent], heap[child]) else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    } else if precedes(item, heap[0]) {
      heap[0] = item
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        var last = left
        if left + 1 < heap.count, precedes(heap[left], heap[left + 1]) { last = left + 1 }
        guard precedes(heap[parent], heap[last]) else { break }
        heap.swapAt(parent, last)
        parent = last
      }
    }
  }
  return heap
}
