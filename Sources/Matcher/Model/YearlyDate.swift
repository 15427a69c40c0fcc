public import Foundation

/// A day of the year in every year: "July 4th" or "Christmas" said without a year means that
/// day whichever year it was, as people remember holidays and anniversaries.
public struct YearlyDate: Hashable, Sendable, Codable {
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…31.
  public var day: Int
  /// The time zone the day is read in.
  public var timeZone: TimeZone

  /// Creates a yearly date.
  /// - Parameters:
  ///   - month: The month, 1…12 (clamped).
  ///   - day: The day, 1…31 (clamped).
  ///   - timeZone: The time zone the day is read in; UTC by default.
  public init(month: Int, day: Int, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
    self.month = min(max(month, 1), 12)
    self.day = min(max(day, 1), 31)
    self.timeZone = timeZone
  }

  /// Whether `date` falls on this day of the year in the time zone.
  /// - Parameter date: An instant.
  public func contains(_ date: Date) -> Bool {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    return contains(seconds: seconds, offset: timeZone.secondsFromGMT(for: date))
  }

  /// `"--07-04"`, ISO 8601's form of a month and day without a year.
  public var iso: String {
    (month < 10 ? "--0\(month)" : "--\(month)") + (day < 10 ? "-0\(day)" : "-\(day)")
  }

  /// Whether an instant in whole seconds since 1970, shifted by `offset` seconds to local
  /// time, falls on this day: by arithmetic on the civil date, no calendar call per photo.
  @inline(__always) func contains(seconds: Int64, offset: Int) -> Bool {
    let local = seconds + Int64(offset)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    guard abs(days) < 1 << 40 else { return false }
    let (_, month, day) = CatalogDate.civilFromDays(Int(days))
    return month == self.month && day == self.day
  }

  /// The time zone's offset on this day (in a recent year): one offset for the whole query,
  /// so a photo within an hour of midnight across a daylight-saving change may fall on the
  /// neighbouring day.
  var typicalOffset: Int {
    var components = DateComponents()
    (components.year, components.month, components.day, components.hour) = (2024, month, day, 12)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let noon = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    return timeZone.secondsFromGMT(for: noon)
  }
}
