import Testing

@testable import Matcher

/// A big-endian machine is refused before it reads a snapshot (the sections read in place are
/// read as native integers), with an error that says why; a little-endian one reads on.
@Suite struct SnapshotByteOrderTests {
  @Test func bigEndianHostIsRefusedWithTheReason() throws {
    let error = #expect(throws: SnapshotError.self) {
      try SnapshotFormat.checkByteOrder(hostIsBigEndian: true)
    }
    #expect(error == .unsupportedByteOrder)
    #expect(error?.description.contains("big-endian") == true)
  }

  /// A small index's snapshot.
  static let snapshot: [UInt8] = {
    var index = PhotoIndex()
    try? index.add(
      contentsOf: [
        Photo(id: "a", albums: ["Road Trip"], tags: ["dog"]),
        Photo(id: "b", tags: ["cat"], people: ["Anne"]),
      ])
    return index.snapshotBytes()
  }()

  /// Opens `bytes` as a snapshot on a machine of the given byte order.
  static func open(_ bytes: [UInt8], hostIsBigEndian: Bool) throws -> UInt32 {
    try bytes.withUnsafeBytes { buffer in
      try SnapshotDecoder(bytes: buffer, hostIsBigEndian: hostIsBigEndian).version
    }
  }

  /// The decoder asks the byte order before reading: a real snapshot is refused on a
  /// big-endian machine, and read on a little-endian one.
  @Test func decoderRefusesASnapshotOnABigEndianHost() throws {
    let error = #expect(throws: SnapshotError.self) {
      try Self.open(Self.snapshot, hostIsBigEndian: true)
    }
    #expect(error == .unsupportedByteOrder)
    #expect(try Self.open(Self.snapshot, hostIsBigEndian: false) == SnapshotFormat.version)
  }

  /// A file that is no snapshot is called so on either machine: the byte order is asked only
  /// of a file that starts like a snapshot.
  @Test(arguments: [false, true])
  func notASnapshotIsCalledSoOnEitherHost(hostIsBigEndian: Bool) {
    let text = Array("{\"id\": \"a\"}\n".utf8)
    let error = #expect(throws: SnapshotError.self) {
      try Self.open(text, hostIsBigEndian: hostIsBigEndian)
    }
    #expect(error == .notASnapshot)
  }

  /// The compile-time answer agrees with the bytes of an integer on this machine.
  @Test func hostByteOrderIsThisMachines() {
    let one: UInt16 = 1
    let firstByte = withUnsafeBytes(of: one) { $0[0] }
    #expect(SnapshotFormat.hostIsBigEndian == (firstByte == 0))
  }
}
