internal import Dispatch
import Synchronization

/// Work split over the cores, for the modules that build in parallel.
package enum Parallel {
  /// `body` of each of `0..<count`, run concurrently on the cores
  /// (`DispatchQueue.concurrentPerform`), the results in order. They are moved out of the
  /// collecting array, not copied, so each result's storage is referenced once: a caller can
  /// change a result's arrays in place.
  package static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result)
    -> [Result]
  {
    let results = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = body(index)
      results.withLock { $0[index] = result }
    }
    var taken = results.withLock { results in
      let taken = results
      results = []
      return taken
    }
    // Every iteration ran and filled its slot (a nil `Result` is a filled slot holding nil),
    // so nothing is dropped and no result moves to another index.
    let unwrapped = taken.compactMap { $0 }
    precondition(unwrapped.count == taken.count, "every iteration fills its slot")
    taken = []
    return unwrapped
  }

  /// Part `part` of `0..<count` cut into `parts` contiguous ranges in order, their sizes
  /// differing by at most one.
  package static func range(_ part: Int, of parts: Int, count: Int) -> Range<Int> {
    (count * part / parts)..<(count * (part + 1) / parts)
  }
}
