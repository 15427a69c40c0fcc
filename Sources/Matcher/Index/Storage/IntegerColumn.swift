/// A column of fixed-width integers by ordinal (a photo's creation time, flags, hash or field
/// lengths): a Swift array in a built index, or a section of a snapshot read in place (an
/// opened one), so that opening a file copies none of it and the search code reads both forms
/// through the same subscript.
///
/// A mapped column is checked by blocks (``SnapshotBlockChecks``) as it is read: an element
/// of a block that fails reads as zero, and the failure makes the search throw. The first
/// change copies the column into an array (copy-on-write, as ``PostingLists`` does).
struct IntegerColumn<Element: FixedWidthInteger & Sendable>: Sendable {
  /// The elements, when they are an array (empty while ``mapped`` holds them).
  private(set) var array: [Element]
  /// The elements in a snapshot's bytes, until the first change.
  private(set) var mapped: MappedColumn<Element>?

  /// A column of these elements.
  init(_ array: [Element] = []) {
    self.array = array
    mapped = nil
  }

  /// A column read in place from a snapshot.
  init(mapped: MappedColumn<Element>) {
    array = []
    self.mapped = mapped
  }

  /// Whether the column is read in place from a snapshot.
  var isMapped: Bool { mapped != nil }

  /// The elements as an array (a copy of a mapped column).
  var elements: [Element] { mapped?.elements ?? array }

  /// Calls `body` with the elements in contiguous memory: a mapped column is checked whole
  /// first, and reads as zeros if that fails.
  @inline(__always)
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows
    -> R
  {
    if let mapped { return try mapped.withCheckedBuffer(body) }
    return try array.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with every element in contiguous memory, of which it reads only those in
  /// `range`: a mapped column checks only the blocks that hold `range`, so that a scan by
  /// blocks of ordinals checks each block of the column as it reaches it, as reading element
  /// by element would, at the cost of one check a block of ordinals rather than one a read.
  /// - Parameters:
  ///   - range: The positions `body` reads (within the column).
  ///   - body: Called with the whole column's elements; zeros when the check fails.
  @inline(__always)
  func withUnsafeBufferPointer<R>(
    reading range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R {
    if let mapped { return try mapped.withCheckedBuffer(reading: range, body) }
    return try array.withUnsafeBufferPointer(body)
  }

  /// Makes room for `count` elements in all (amortized, as the index's arrays grow).
  mutating func reserveAmortized(_ count: Int) {
    materialize()
    array.reserveAmortized(count)
  }

  /// Copies a mapped column into an array.
  private mutating func materialize() {
    guard let mapped else { return }
    array = mapped.elements
    self.mapped = nil
  }
}

extension IntegerColumn: RandomAccessCollection, MutableCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { mapped?.count ?? array.count }

  @inline(__always)
  subscript(position: Int) -> Element {
    get {
      if let mapped { return mapped[position] }
      return array[position]
    }
    set {
      materialize()
      array[position] = newValue
    }
  }
}

extension IntegerColumn: RangeReplaceableCollection {
  init() { self.init([]) }

  mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    materialize()
    array.replaceSubrange(subrange, with: newElements)
  }

  mutating func reserveCapacity(_ count: Int) {
    materialize()
    array.reserveCapacity(count)
  }
}

extension IntegerColumn: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

/// A run of little-endian integers in a snapshot's bytes, read in place and checked by blocks
/// as it is read.
struct MappedColumn<Element: FixedWidthInteger & Sendable>: @unchecked Sendable {
  // Sendable: the bytes are never written and the checks are thread-safe.
  /// The checks of the blocks (and the mapping they keep alive).
  let checks: SnapshotBlockChecks
  /// Whether the bytes still need their blocks checked (else their section was checked whole).
  let checksBlocks: Bool
  /// The first element.
  let base: UnsafePointer<Element>
  /// The number of elements.
  let count: Int

  /// The `count` elements at `base` (aligned for `Element`), inside `checks`' mapping.
  init(checks: SnapshotBlockChecks, checksBlocks: Bool, base: UnsafeRawPointer, count: Int) {
    self.checks = checks
    self.checksBlocks = checksBlocks
    self.base = UnsafePointer(base.bindMemory(to: Element.self, capacity: count))
    self.count = count
  }

  /// The element at `position` (zero when its block fails its check).
  @inline(__always)
  subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "index out of range")
    guard !checksBlocks || checks.check(base + position, count: MemoryLayout<Element>.size)
    else { return 0 }
    return Element(littleEndian: base[position])
  }

  /// Calls `body` with the elements, checked whole first; zeros when that fails.
  @inline(__always)
  func withCheckedBuffer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
    try withCheckedBuffer(reading: 0..<count, body)
  }

  /// Calls `body` with all the elements, of which it reads only `range`, checked first; zeros
  /// when that fails.
  @inline(__always)
  func withCheckedBuffer<R>(
    reading range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    guard
      !checksBlocks
        || checks.check(base + range.lowerBound, count: range.count * MemoryLayout<Element>.size)
    else {
      return try [Element](repeating: 0, count: count).withUnsafeBufferPointer(body)
    }
    return try withExtendedLifetime(checks) {
      try body(UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// The elements copied into an array (checked whole first; zeros when that fails).
  var elements: [Element] { withCheckedBuffer { Array($0) } }

  /// The elements copied into an array, or `nil` (the failure recorded) when a block fails its
  /// check: for a reader that must tell a failure from zeros.
  var checkedElements: [Element]? {
    guard !checksBlocks || checks.check(base, count: count * MemoryLayout<Element>.size) else {
      return nil
    }
    return withExtendedLifetime(checks) {
      UnsafeBufferPointer(start: base, count: count).map { Element(littleEndian: $0) }
    }
  }
}
