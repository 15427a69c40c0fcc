import StemmaTestSupport
import Testing

@testable import StemmaSupport

/// The first elements of a sequence in an order, unsorted: the same elements as a sort's prefix.
@Suite struct FirstElementsTests {
  @Test(arguments: 0..<6)
  func firstElementsAreTheSortedPrefix(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let items = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
      Int.random(in: 0..<30, using: &generator)
    }
    for count in [0, 1, 7, 100, 500] {
      let first = firstElements(count, of: items, by: >)
      #expect(first.sorted(by: >) == Array(items.sorted(by: >).prefix(count)))
    }
  }
}
