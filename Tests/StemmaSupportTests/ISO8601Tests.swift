import Foundation
import Testing

@testable import StemmaSupport

/// The one-pass reading of `YYYY-MM-DDTHH:MM:SSZ` gives what the general reader gives.
@Suite struct ISO8601FastPathTests {
  @Test(arguments: [
    "2024-05-01T10:00:00", "1970-01-01T00:00:00", "2000-02-29T23:59:59", "2023-02-29T00:00:00",
    "2024-12-31T23:59:60", "2024-13-01T00:00:00", "2024-00-10T00:00:00", "2024-04-31T00:00:00",
    "2024-05-01T24:00:00", "2024-05-01T10:60:00", "2024-05-01T10:00:61", "0001-01-01T00:00:00",
    "9999-12-31T23:59:59", "2024-05-0xT10:00:00", "1899-12-31T12:34:56",
  ])
  func utcShapeReadsAsTheGeneralReaderReadsIt(prefix: String) {
    let fast = ISO8601.date(from: prefix + "Z")
    let general = ISO8601.date(from: prefix + "+00:00")
    #expect(fast == general, "\(prefix)")
    #expect(fast?.timeIntervalSince1970.bitPattern == general?.timeIntervalSince1970.bitPattern)
  }
}
