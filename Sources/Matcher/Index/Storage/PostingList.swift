/// One posting list, read-only: the elements of a Swift array (a built index), or a range of a
/// snapshot's mapped bytes (an opened one), which the list keeps alive while it is held.
///
/// Searching reads a list through ``withUnsafeBufferPointer(_:)``, the same for both forms, so
/// the scoring loops are unchanged by where the list lives.
struct PostingList: RandomAccessCollection, @unchecked Sendable {
  // Sendable: the mapped bytes are never written (``SnapshotMapping``), and `owner` keeps them.
  private let array: [UInt32]
  private let mapped: UnsafeBufferPointer<UInt32>?
  private let owner: SnapshotMapping?

  /// The list of an array.
  init(_ array: [UInt32]) {
    self.array = array
    mapped = nil
    owner = nil
  }

  /// The list at `mapped`, inside `owner`'s bytes.
  init(mapped: UnsafeBufferPointer<UInt32>, owner: SnapshotMapping) {
    array = []
    self.mapped = mapped
    self.owner = owner
  }

  var startIndex: Int { 0 }
  var endIndex: Int { mapped?.count ?? array.count }

  @inline(__always)
  subscript(position: Int) -> UInt32 {
    if let mapped { return mapped[position] }
    return array[position]
  }

  /// Calls `body` with the list's elements in contiguous memory.
  @inline(__always)
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows
    -> R
  {
    if let mapped { return try withExtendedLifetime(owner) { try body(mapped) } }
    return try array.withUnsafeBufferPointer(body)
  }

  /// The elements in contiguous memory (always available), so that appending a list to an
  /// array copies it in one move.
  @inline(__always)
  func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R)
    rethrows -> R?
  {
    try withUnsafeBufferPointer(body)
  }

  /// The list as an array (a copy of a mapped list).
  var elements: [UInt32] { mapped.map(Array.init) ?? array }

  /// The first position whose ordinal is at least `ordinal`, from `start` (see
  /// ``Swift/UnsafeBufferPointer/seekPosting(ordinal:from:)``).
  @inline(__always)
  func seekPosting(ordinal: UInt32, from start: Int) -> Int {
    withUnsafeBufferPointer { $0.seekPosting(ordinal: ordinal, from: start) }
  }
}
