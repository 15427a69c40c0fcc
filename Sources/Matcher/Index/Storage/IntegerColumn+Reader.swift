internal import CStemmaSupport

extension IntegerColumn {
  /// A reader of a column's elements by position for a loop of scattered reads (ranking the
  /// hits tied on score by date, making a page's hits): it holds the column's address and, for
  /// a mapped column, an unowned reference to its block checks, so that a read is a load and a
  /// bit test — not, as a read through the column's subscript is, a copy of the mapped form
  /// that retains and releases its checks.
  ///
  /// A mapped column's reads are checked by blocks as the subscript's are: an element of a
  /// block that fails reads as zero, and the failure makes the search throw.
  struct Reader {
    /// The first element (`nil` for an empty column).
    private let base: UnsafePointer<Element>?
    /// The number of elements.
    let count: Int
    /// The block checks, when the reads still need them (`nil` for an array or a section
    /// checked whole). Unowned: ``IntegerColumn/withReader(_:)`` keeps them alive.
    private let checks: SnapshotBlockChecks.Probe?

    fileprivate init(
      base: UnsafePointer<Element>?, count: Int, checks: SnapshotBlockChecks.Probe?
    ) {
      self.base = base
      self.count = count
      self.checks = checks
    }

    /// The element at `position` (zero when its block fails its check).
    @inline(__always)
    subscript(position: Int) -> Element {
      precondition(position >= 0 && position < count, "index out of range")
      let address = base.unsafelyUnwrapped + position
      if let checks, !checks.check(address, count: MemoryLayout<Element>.size) { return 0 }
      // Snapshots are opened on little-endian machines only
      // (``SnapshotError/unsupportedByteOrder``), so the bytes are the native element.
      return address.pointee
    }

    /// Asks the processor to load the cache line of the element at `position`, so that a pass
    /// of reads over scattered positions overlaps its misses.
    @inline(__always)
    func prefetch(_ position: Int) {
      guard position >= 0, position < count, let base else { return }
      stemma_prefetch(base + position)
    }
  }

  /// Calls `body` with a reader of the column's elements (see ``Reader``), valid until `body`
  /// returns.
  @inline(__always)
  func withReader<R>(_ body: (Reader) throws -> R) rethrows -> R {
    if let mapped { return try mapped.withReader(body) }
    return try array.withUnsafeBufferPointer {
      try body(Reader(base: $0.baseAddress, count: $0.count, checks: nil))
    }
  }
}

extension MappedColumn {
  /// Calls `body` with a reader of the elements that checks their blocks as it reads, the
  /// checks (and the mapping) kept alive until `body` returns.
  @inline(__always)
  func withReader<R>(_ body: (IntegerColumn<Element>.Reader) throws -> R) rethrows -> R {
    try withExtendedLifetime(checks) {
      try body(
        IntegerColumn<Element>.Reader(
          base: count > 0 ? base : nil, count: count, checks: checksBlocks ? checks.probe : nil))
    }
  }
}
