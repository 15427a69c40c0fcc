import Testing

@testable import StemmaSupport

@Suite struct ReserveAmortizedTests {
  /// Reservations that grow a little at a time still grow the capacity at least twofold, so
  /// many batches copy each array O(1) times per element.
  @Test func growsAtLeastTwofold() {
    var numbers: [Int] = []
    numbers.reserveAmortized(1_000)
    let first = numbers.capacity
    #expect(first >= 1_000)
    numbers.reserveAmortized(first + 1)
    #expect(numbers.capacity >= 2 * first)
    let grown = numbers.capacity
    numbers.reserveAmortized(grown)
    #expect(numbers.capacity == grown, "no growth when the room is there")
  }
}
