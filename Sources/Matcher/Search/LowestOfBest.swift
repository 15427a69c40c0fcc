/// The lowest of the `count` best scores offered so far (ties counted), without ranking them:
/// a heap of `count` scores whose root is the lowest, which a score enters only by beating it,
/// so that most of many scores cost one comparison. It is `firstElements(_:of:by:)` with `>`
/// for bare floats, the comparison inlined rather than called through a closure per score.
/// - Complexity: O(*n* + *r* log *k*) for *n* scores offered of which *r* enter the heap of *k*.
struct LowestOfBest {
  private var heap: [Float] = []
  private let count: Int

  /// Keeps the best `count` scores (none when `count` is not positive).
  init(keeping count: Int) {
    self.count = max(count, 0)
    heap.reserveCapacity(self.count)
  }

  /// The lowest kept score: the `count`th best, or the lowest of all when fewer were offered;
  /// minus infinity when none was kept.
  var lowest: Float { heap.first ?? -.infinity }

  /// Offers `score`: kept when fewer than `count` are, or when it beats the lowest kept.
  @inline(__always) mutating func offer(_ score: Float) {
    if heap.count < count {
      heap.append(score)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[child] < heap[parent] else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    } else if count > 0 && score > heap[0] {
      heap[0] = score
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        var lower = left
        if left + 1 < count && heap[left + 1] < heap[left] { lower = left + 1 }
        guard heap[lower] < heap[parent] else { break }
        heap.swapAt(parent, lower)
        parent = lower
      }
    }
  }
}
