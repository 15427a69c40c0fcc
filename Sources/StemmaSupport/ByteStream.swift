/// A sequence of values written one after another into bytes: unsigned integers as LEB128
/// varints, `Double`s as their 8-byte bit patterns (little-endian), strings as their UTF-8
/// length then bytes. For payloads that are read whole into values (a vocabulary's entries),
/// where a column layout used in place would buy nothing.
package struct ByteStreamWriter: Sendable {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []

  /// An empty stream.
  package init() {}

  /// Appends `value` as a LEB128 varint (1 byte below 128, at most 10).
  package mutating func append(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// Appends a count or an index, which is never negative.
  package mutating func append(count: Int) { append(UInt64(max(0, count))) }

  /// Appends `value`'s bit pattern, so that it reads back identical (NaN payloads and the
  /// sign of zero included).
  package mutating func append(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends a flag as one byte.
  package mutating func append(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// Appends `string`'s UTF-8 length and bytes.
  package mutating func append(_ string: String) {
    append(count: string.utf8.count)
    bytes.append(contentsOf: string.utf8)
  }

  /// Appends an optional string: a flag, then the string when there is one.
  package mutating func append(_ string: String?) {
    append(string != nil)
    if let string { append(string) }
  }

  /// Appends a list of strings: its count, then each string.
  package mutating func append(_ strings: [String]) {
    append(count: strings.count)
    for string in strings { append(string) }
  }
}

/// Why a ``ByteStreamReader`` stopped: what it was reading and what was wrong.
package struct ByteStreamError: Error, Hashable, Sendable {
  /// What was wrong ("ends inside a string", "a string is not UTF-8").
  package let reason: String

  /// An error with its reason.
  package init(_ reason: String) { self.reason = reason }
}

/// Reads what a ``ByteStreamWriter`` wrote, checking every length against the bytes left, so
/// that damaged or crafted bytes give a ``ByteStreamError``, never a trap. It does not own the
/// bytes: they must outlive it.
package struct ByteStreamReader {
  private let bytes: UnsafeRawBufferPointer
  /// The offset of the next byte to read.
  package private(set) var offset = 0

  /// A reader at the start of `bytes`.
  package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { offset == bytes.count }

  /// The next varint.
  package mutating func integer() throws(ByteStreamError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < bytes.count else { throw ByteStreamError("ends inside a number") }
      let byte = bytes[offset]
      offset += 1
      // The tenth byte may hold only the top bit of a 64-bit value.
      guard shift < 63 || byte <= 1 else { throw ByteStreamError("a number is too large") }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// The next varint as a count of things still to read, each taking at least
  /// `minimumBytes` bytes: a count the bytes left cannot hold is refused before anything is
  /// reserved for it.
  package mutating func count(minimumBytes: Int = 1) throws(ByteStreamError) -> Int {
    let value = try integer()
    guard value <= UInt64((bytes.count - offset) / max(1, minimumBytes)) else {
      throw ByteStreamError("a count of \(value) does not fit in the bytes left")
    }
    return Int(value)
  }

  /// The next varint as an `Int` (a number of uses, a setting).
  package mutating func int() throws(ByteStreamError) -> Int {
    let value = try integer()
    guard value <= UInt64(Int.max) else { throw ByteStreamError("a number is too large") }
    return Int(value)
  }

  /// The next varint, which must be below `limit`.
  package mutating func index(below limit: Int) throws(ByteStreamError) -> Int {
    let value = try integer()
    guard value < UInt64(max(0, limit)) else {
      throw ByteStreamError("\(value) is out of range (below \(limit))")
    }
    return Int(value)
  }

  /// The next `Double`.
  package mutating func double() throws(ByteStreamError) -> Double {
    guard bytes.count - offset >= 8 else { throw ByteStreamError("ends inside a number") }
    let bits = UInt64(
      littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    offset += 8
    return Double(bitPattern: bits)
  }

  /// The next flag.
  package mutating func bool() throws(ByteStreamError) -> Bool {
    guard offset < bytes.count else { throw ByteStreamError("ends inside a flag") }
    let byte = bytes[offset]
    offset += 1
    guard byte <= 1 else { throw ByteStreamError("a flag of \(byte)") }
    return byte == 1
  }

  /// The next string, checked to be UTF-8.
  package mutating func string() throws(ByteStreamError) -> String {
    let length = try count()
    let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
    guard let string = String(validating: slice, as: UTF8.self) else {
      throw ByteStreamError("a string is not UTF-8")
    }
    offset += length
    return string
  }

  /// The next optional string.
  package mutating func optionalString() throws(ByteStreamError) -> String? {
    try bool() ? try string() : nil
  }

  /// The next list of strings.
  package mutating func strings() throws(ByteStreamError) -> [String] {
    let count = try self.count()
    var strings: [String] = []
    strings.reserveCapacity(count)
    for _ in 0..<count { strings.append(try string()) }
    return strings
  }
}
