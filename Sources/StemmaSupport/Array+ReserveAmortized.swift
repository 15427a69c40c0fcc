extension Array {
  /// Makes room for `count` elements in all, growing the capacity at least twofold when it
  /// must grow: `reserveCapacity(_:)` allocates exactly what it is asked, so reserving a little
  /// more before each of many batches would copy the whole array each time.
  package mutating func reserveAmortized(_ count: Int) {
    guard count > capacity else { return }
    reserveCapacity(Swift.max(count, 2 * capacity))
  }
}
