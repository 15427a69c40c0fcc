import Foundation
import Testing

@testable import StemmaSupport

/// A timestamp is read to the millisecond, the precision Stemma writes dates back with, so a
/// date read, written and read again is the same date. Found by the catalog fuzz target (issue
/// 28): "…59.12330" was read as …59.1233 and written back as …59.123.
@Suite("ISO 8601 fractions")
struct ISO8601RoundTripTests {
  static let cases: [(text: String, same: String)] = [
    ("2020-02-29T23:59:59.12330", "2020-02-29T23:59:59.123Z"),
    ("2020-02-29T23:59:59.1234Z", "2020-02-29T23:59:59.123Z"),
    ("2020-02-29T23:59:59.1235Z", "2020-02-29T23:59:59.124Z"),
    ("2020-02-29T23:59:59.9999Z", "2020-03-01T00:00:00Z"),
    ("2020-02-29T23:59:59.5Z", "2020-02-29T23:59:59.500Z"),
    ("1969-12-31T23:59:59.25+01:00", "1969-12-31T22:59:59.250Z"),
  ]

  @Test("a fraction is read to the millisecond", arguments: cases)
  func milliseconds(text: String, same: String) throws {
    let date = try #require(ISO8601.date(from: text))
    #expect(date == ISO8601.date(from: same))
  }
}
