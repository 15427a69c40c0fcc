extension String {
  /// Whether the two strings hold the same UTF-8 bytes (`==` compares canonical equivalence).
  @inlinable @inline(__always)
  package func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withUTF8Bytes { mine in other.withUTF8Bytes { mine.elementsEqual($0) } }
  }

  /// Calls `body` with the string's UTF-8 bytes: in place (a native string's storage), or in a
  /// contiguous copy for a string bridged from elsewhere.
  // Inlinable: other modules called it unspecialized, through a generic
  // `withContiguousStorageIfAvailable` that looked up metadata on every call.
  @inlinable @inline(__always)
  package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
