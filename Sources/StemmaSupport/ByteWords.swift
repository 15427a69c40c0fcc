/// Bytes read as 8-byte words, for hashing a text a word at a time: the spelling table's hash,
/// and the Matcher's build tables and stable photo hash.
package enum ByteWords {
  /// Calls `body` with each whole 8-byte word of `bytes` in order, read little-endian.
  /// - Returns: The 0 to 7 bytes after the last whole word, zero-padded into one word
  ///   (little-endian), and how many there are.
  @inlinable @inline(__always)
  package static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void
  ) -> (tail: UInt64, count: Int) {
    var offset = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= bytes.count {
        body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        offset += 8
      }
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    return (tail, Int(shift / 8))
  }
}
