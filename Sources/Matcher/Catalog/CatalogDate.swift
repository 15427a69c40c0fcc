public import Foundation
internal import StemmaSupport

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
    // The timestamp reader StemmaSupport shares: `vocab --entries` reads `lastUsed` with it too.
    ISO8601.date(from: String(text))
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
