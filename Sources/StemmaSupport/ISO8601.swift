package import Foundation

/// Reads ISO 8601 dates and times as catalogs write them, without a formatter: `2019-07-04`,
/// `2019-07-04T10:22:00Z`, `2019-07-04T10:22:00.250+02:00`, `2019-07-04 10:22`. A time without
/// a zone is UTC.
package enum ISO8601 {
  /// The moment `text` names, or `nil` when it is not an ISO 8601 date or date-time.
  /// - Parameter text: The date, possibly with a time and zone.
  /// - Complexity: O(*n*) in the length of `text`.
  package static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { parse(UnsafeBufferPointer(rebasing: $0[...])) }
  }

  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let seconds = parseUTC(bytes) { return Date(timeIntervalSince1970: seconds) }
    var index = 0
    func number(_ digits: Int) -> Int? {
      guard index + digits <= bytes.count else { return nil }
      var value = 0
      for _ in 0..<digits {
        let byte = bytes[index]
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
        index += 1
      }
      return value
    }
    func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    guard let year = number(4), take(UInt8(ascii: "-")), let month = number(2),
      take(UInt8(ascii: "-")), let day = number(2), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    guard index < bytes.count else { return Date(timeIntervalSince1970: seconds) }
    guard take(UInt8(ascii: "T")) || take(UInt8(ascii: "t")) || take(UInt8(ascii: " ")),
      let hour = number(2), take(UInt8(ascii: ":")), let minute = number(2), hour < 24,
      minute < 60
    else { return nil }
    var second = 0.0
    if take(UInt8(ascii: ":")) {
      guard let whole = number(2), whole <= 60 else { return nil }
      second = Double(whole)
      if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
        // Rounded to the millisecond, the precision timestamps are written back with
        // (`CatalogDate.format`): a date read, written and read again is the same date.
        var milliseconds = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
          let digit = Int(bytes[index] - 0x30)
          if digits < 3 {
            milliseconds = milliseconds * 10 + digit
          } else if digits == 3 && digit >= 5 {
            milliseconds += 1
          }
          digits += 1
          index += 1
        }
        guard digits > 0 else { return nil }
        for _ in digits..<max(digits, 3) { milliseconds *= 10 }
        second += Double(milliseconds) / 1000
      }
    }
    seconds += Double(hour * 3600 + minute * 60) + second
    if index == bytes.count || take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) {
      return index == bytes.count ? Date(timeIntervalSince1970: seconds) : nil
    }
    let sign: Double
    if take(UInt8(ascii: "+")) {
      sign = 1
    } else if take(UInt8(ascii: "-")) {
      sign = -1
    } else {
      return nil
    }
    guard let offsetHours = number(2), offsetHours < 24 else { return nil }
    _ = take(UInt8(ascii: ":"))
    let offsetMinutes = index < bytes.count ? number(2) : 0
    guard let offsetMinutes, offsetMinutes < 60, index == bytes.count else { return nil }
    seconds -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    return Date(timeIntervalSince1970: seconds)
  }

  /// The common shape `YYYY-MM-DDTHH:MM:SSZ` read in one pass, as seconds since 1970 computed
  /// exactly as ``parse(_:)`` computes them; `nil` for any other shape or an invalid value.
  private static func parseUTC(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func digits(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for offset in start..<start + count {
        let digit = Int(bytes[offset]) &- 0x30
        guard digit >= 0 && digit <= 9 else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
      let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24,
      minute < 60, second <= 60
    else { return nil }
    let seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    return seconds + (Double(hour * 3600 + minute * 60) + Double(second))
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
