import Synchronization
import Testing

@testable import StemmaSupport

/// The work split that the sharded index build, the typo table and the word cache share.
@Suite struct ParallelTests {
  /// The parts of a range cover every index once, in order, their sizes differing by at most
  /// one, for counts below, at and above the number of parts.
  @Test(arguments: 1...9)
  func rangesCoverEveryIndexOnceInOrder(parts: Int) {
    for count in 0..<60 {
      let ranges = (0..<parts).map { Parallel.range($0, of: parts, count: count) }
      #expect(ranges.flatMap { Array($0) } == Array(0..<count), "\(count) in \(parts)")
      let sizes = ranges.map(\.count)
      #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(count) in \(parts): \(sizes)")
    }
  }

  /// Each iteration runs once and its result lands at its own index, a `nil` result included.
  @Test(arguments: [0, 1, 2, 7, 64])
  func mapKeepsEachResultAtItsIndex(count: Int) {
    let runs = Mutex([Int](repeating: 0, count: count))
    let results = Parallel.map(count) { index -> Int? in
      runs.withLock { $0[index] += 1 }
      return index.isMultiple(of: 3) ? nil : index * index
    }
    #expect(results == (0..<count).map { $0.isMultiple(of: 3) ? nil : $0 * $0 })
    #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
  }
}
