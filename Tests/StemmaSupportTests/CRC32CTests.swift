import StemmaSupport
import StemmaTestSupport
import Testing

/// CRC-32C against published check values and a bit-at-a-time reference.
@Suite struct CRC32CTests {
  /// RFC 3720 (iSCSI) appendix B.4 and the CRC catalogue's check value.
  @Test(arguments: [
    ("123456789", 0xE306_9283 as UInt32),
    ("", 0),
    ("a", 0xC1D0_4330),
    ("The quick brown fox jumps over the lazy dog", 0x2262_0404),
  ])
  func knownAnswers(text: String, expected: UInt32) {
    #expect(CRC32C.checksum(Array(text.utf8)) == expected)
  }

  @Test func iSCSIVectors() {
    #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
    #expect(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
    #expect(CRC32C.checksum((0..<32).map { UInt8($0) }) == 0x46DD_794E)
    #expect(CRC32C.checksum((0..<32).map { UInt8(31 - $0) }) == 0x113F_DB5C)
  }

  /// The sliced loop and the processor's instruction agree with the definition, at every
  /// length and split point.
  @Test func matchesBitwiseReference() {
    var random = SeededGenerator(seed: 7)
    for length in 0..<100 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let expected = Self.reference(bytes)
      #expect(CRC32C.checksum(bytes) == expected)
      #expect(bytes.withUnsafeBytes { CRC32C.softwareChecksum($0) } == expected)
      let split = length / 3
      let first = CRC32C.checksum(Array(bytes[..<split]))
      let whole = Array(bytes[split...]).withUnsafeBytes {
        CRC32C.checksum($0, continuing: first)
      }
      #expect(whole == expected)
      let software = Array(bytes[split...]).withUnsafeBytes {
        CRC32C.softwareChecksum($0, continuing: first)
      }
      #expect(software == expected)
    }
  }

  private static func reference(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return ~crc
  }
}
