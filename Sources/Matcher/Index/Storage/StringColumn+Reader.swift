internal import CStemmaSupport

extension StringColumn {
  /// A reader of a column's strings by position for a loop of scattered reads (breaking ties by
  /// id, making a page's hits): for a mapped column it reads through ``MappedStrings/Reader``,
  /// which holds its checks unowned, so that a read retains nothing.
  struct Reader {
    /// The strings, when the column is an array (empty while ``mapped`` holds them).
    private let array: UnsafeBufferPointer<String>
    private let mapped: MappedStrings.Reader?

    fileprivate init(array: UnsafeBufferPointer<String>, mapped: MappedStrings.Reader?) {
      self.array = array
      self.mapped = mapped
    }

    /// The string at `position` (a mapped one is empty when it fails its checks).
    subscript(position: Int) -> String {
      if let mapped { return mapped[position] }
      return array[position]
    }

    /// Whether the string at `first` orders before the one at `second` (see
    /// ``StringColumn/orders(_:before:)``).
    /// - Complexity: O(*m*) for strings of *m* bytes.
    func orders(_ first: Int, before second: Int) -> Bool {
      if let mapped, let order = mapped.asciiOrder(first, second) { return order }
      return self[first] < self[second]
    }

    /// Asks the processor to load what a read of the string at `position` reads first: the
    /// array's element, or a mapped string's offsets.
    @inline(__always)
    func prefetch(_ position: Int) {
      if let mapped { return mapped.prefetchOffsets(position) }
      guard position >= 0, position < array.count, let base = array.baseAddress else { return }
      stemma_prefetch(base + position)
    }

    /// Asks the processor to load a mapped string's bytes, once its offsets are in the cache
    /// (see ``prefetch(_:)``); nothing for an array, whose short strings are in the element.
    @inline(__always)
    func prefetchBytes(_ position: Int) {
      mapped?.prefetchBytes(position)
    }
  }

  /// Calls `body` with a reader of the column's strings (see ``Reader``), valid until `body`
  /// returns.
  func withReader<R>(_ body: (Reader) throws -> R) rethrows -> R {
    if let mapped {
      return try mapped.withReader {
        try body(Reader(array: .init(start: nil, count: 0), mapped: $0))
      }
    }
    return try array.withUnsafeBufferPointer { try body(Reader(array: $0, mapped: nil)) }
  }
}
