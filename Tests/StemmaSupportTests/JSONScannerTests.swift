import Testing

@testable import StemmaSupport

@Suite struct JSONScannerTests {
  /// The UTF-8 check agrees with decoding on every 1-, 2- and 3-byte sequence of interesting
  /// bytes.
  @Test func wellFormednessAgreesWithDecoding() {
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var sequences: [[UInt8]] = interesting.map { [$0] }
    for a in interesting { for b in interesting { sequences.append([a, b]) } }
    for a in interesting where a >= 0xE0 {
      for b in interesting {
        for c in [0x80, 0xBF, 0x41] as [UInt8] { sequences.append([a, b, c]) }
      }
    }
    for a in [0xF0, 0xF4, 0xF5] as [UInt8] {
      for b in interesting { sequences.append([a, b, 0x80, 0x80]) }
    }
    for sequence in sequences {
      let decoded = String(decoding: sequence, as: UTF8.self)
      let expected = decoded.utf8.elementsEqual(sequence)
      let actual = sequence.withUnsafeBufferPointer { JSONScanner.isWellFormed($0) }
      #expect(actual == expected, "\(sequence)")
    }
  }
}
