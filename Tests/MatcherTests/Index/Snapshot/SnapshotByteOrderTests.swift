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

  @Test func littleEndianHostReadsOn() throws {
    try SnapshotFormat.checkByteOrder(hostIsBigEndian: false)
  }

  /// The compile-time answer agrees with the bytes of an integer on this machine.
  @Test func hostByteOrderIsThisMachines() {
    let one: UInt16 = 1
    let firstByte = withUnsafeBytes(of: one) { $0[0] }
    #expect(SnapshotFormat.hostIsBigEndian == (firstByte == 0))
  }
}
