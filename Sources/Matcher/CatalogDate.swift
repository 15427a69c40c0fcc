public import Foundation

/// The catalog's timestamps: ISO 8601 in the forms people and exporters write
/// (`2019-07-04T10:22:00Z`, `2019-07-04T10:22:00.250+02:00`, `2019-07-04 10:22`, `2019-07-04`),
/// parsed and printed without `DateFormatter`, so a million lines cost microseconds each and the
/// result never depends on the machine's locale or time zone.
///
/// A time without an offset is read as UTC; a date alone is midnight UTC.
public enum CatalogDate {
  /// Parses an ISO 8601 timestamp.
  /// - Parameter text: `YYYY-MM-DD`, optionally followed by `T` (or a space) `HH:MM[:SS[.fff]]`
  ///   and `Z` or `±HH[:MM]`.
  /// - Returns: The instant, or `nil` when `text` is not such a timestamp or names an impossible
  ///   date (February 30th, hour 25).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func parse(_ text: some StringProtocol) -> Date? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    if scanner.isAtEnd { return Date(timeIntervalSince1970: seconds) }
    guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), hour < 24, minute < 60
    else { return nil }
    seconds += Double(hour * 3600 + minute * 60)
    if scanner.skip(":") {
      guard let second = scanner.number(digits: 2), second < 61 else { return nil }
      seconds += Double(second)
      if scanner.skip(".") || scanner.skip(",") {
        guard let fraction = scanner.fraction() else { return nil }
        seconds += fraction
      }
    }
    if scanner.isAtEnd || scanner.skip("Z") || scanner.skip("z") {
      return scanner.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
    }
    let sign: Double
    if scanner.skip("+") {
      sign = 1
    } else if scanner.skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let offsetHours = scanner.number(digits: 2), offsetHours < 24 else { return nil }
    var offsetMinutes = 0
    if !scanner.isAtEnd {
      _ = scanner.skip(":")
      guard let minutes = scanner.number(digits: 2), minutes < 60 else { return nil }
      offsetMinutes = minutes
    }
    guard scanner.isAtEnd else { return nil }
    seconds -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    return Date(timeIntervalSince1970: seconds)
  }

  /// Prints an instant as UTC ISO 8601: `2019-07-04T10:22:00Z`, with milliseconds only when the
  /// instant has a fraction of a second.
  /// - Parameter date: The instant.
  /// - Returns: The timestamp.
  public static func format(_ date: Date) -> String {
    let total = date.timeIntervalSince1970
    let wholeSeconds = total.rounded(.down)
    let days = Int((wholeSeconds / 86_400).rounded(.down))
    let secondsOfDay = Int(wholeSeconds - Double(days) * 86_400)
    let (year, month, day) = civilFromDays(days)
    let milliseconds = Int(((total - wholeSeconds) * 1000).rounded())
    var text =
      pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondsOfDay / 3600, 2)
      + ":" + pad(secondsOfDay / 60 % 60, 2) + ":" + pad(secondsOfDay % 60, 2)
    if milliseconds > 0 && milliseconds < 1000 { text += "." + pad(milliseconds, 3) }
    return text + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }

  static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01.
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

/// Reads fixed-width numbers from ASCII bytes.
private struct DigitScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position == bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  mutating func number(digits: Int) -> Int? {
    guard position + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[position..<(position + digits)] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    position += digits
    return value
  }

  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 0.1
    let start = position
    while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
      value += Double(bytes[position] - 0x30) * scale
      scale /= 10
      position += 1
    }
    return position > start ? value : nil
  }
}
