public import Foundation

extension DateResolver {
  /// Resolves a query's dates: its range, its day of the year said without a year
  /// (``PhotoQuery/yearlyDate``), or both.
  ///
  /// "fireworks on July 4th" names a day, not "no date": it is
  /// ``DateResolution/success(_:)`` when that day falls within the library's dates in some
  /// year, and ``DateResolution/unsupported`` when it falls there in none (a library of one
  /// spring; February 29 in a library spanning no leap day), as a range is. The success's range
  /// runs from the start of the first such day to the end of the last.
  /// - Parameters:
  ///   - query: The query.
  ///   - knownDates: The earliest and latest creation dates in the library, or `nil` when no
  ///     photo has one.
  /// - Returns: ``DateResolution/notRequired`` when the query has neither a range nor a day;
  ///   otherwise the outcome for the range, the day, or the days of the range.
  /// - Complexity: O(1) for a range; for a day, O(1) calendar operations in a library that
  ///   holds it, O(*y*) for *y* years of dates when it holds it in no year.
  public func resolve(_ query: PhotoQuery, knownDates: ClosedRange<Date>?) -> DateResolution {
    guard let day = query.yearlyDate else { return resolve(query.created, knownDates: knownDates) }
    guard let knownDates else { return .unsupported }
    var bounds = knownDates
    if let range = query.created {
      guard case .success = resolve(range, knownDates: knownDates) else { return .unsupported }
      // The range's end is excluded, the library's latest date included.
      let lower = max(bounds.lowerBound, range.start ?? bounds.lowerBound)
      let upper = min(
        bounds.upperBound, range.end.map { $0.addingTimeInterval(-1e-3) } ?? bounds.upperBound)
      guard lower <= upper else { return .unsupported }
      bounds = lower...upper
    }
    return resolve(day, knownDates: bounds)
  }

  /// Resolves a day of the year said without a year.
  /// - Parameters:
  ///   - day: The day, read in its time zone as the search reads it (with the zone's offset on
  ///     that day).
  ///   - knownDates: The earliest and latest creation dates in the library, or `nil` when no
  ///     photo has one.
  /// - Returns: ``DateResolution/success(_:)`` with the span from the first of the days within
  ///   `knownDates` to the last, or ``DateResolution/unsupported`` when no year's day is
  ///   within them.
  /// - Complexity: O(1) calendar operations when some year's day is within `knownDates`,
  ///   otherwise O(*y*) for *y* years.
  public func resolve(_ day: YearlyDate, knownDates: ClosedRange<Date>?) -> DateResolution {
    guard let knownDates else { return .unsupported }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    let offset = TimeInterval(day.typicalOffset)
    /// The day in `year` as local time read at the day's offset, `nil` where the year has no
    /// such day (February 29 in a common year).
    func occurrence(in year: Int) -> (start: Date, end: Date)? {
      var components = DateComponents()
      (components.year, components.month, components.day) = (year, day.month, day.day)
      guard let midnight = utc.date(from: components),
        utc.component(.month, from: midnight) == day.month,
        utc.component(.day, from: midnight) == day.day
      else { return nil }
      let start = midnight.addingTimeInterval(-offset)
      return (start, start.addingTimeInterval(86_400))
    }
    // A day no year has (April 31) never matches.
    guard occurrence(in: 2000) != nil else { return .unsupported }
    func meets(_ span: (start: Date, end: Date)) -> Bool {
      span.start <= knownDates.upperBound && span.end > knownDates.lowerBound
    }
    // A year's day can start in the year before the library's first date in local time.
    let firstYear = utc.component(.year, from: knownDates.lowerBound) - 1
    let lastYear = utc.component(.year, from: knownDates.upperBound) + 1
    guard firstYear <= lastYear else { return .unsupported }
    var first: (start: Date, end: Date)?
    for year in firstYear...lastYear {
      if let span = occurrence(in: year), meets(span) {
        first = span
        break
      }
    }
    guard let first else { return .unsupported }
    var last = first
    for year in stride(from: lastYear, through: firstYear, by: -1) {
      if let span = occurrence(in: year), meets(span) {
        last = span
        break
      }
    }
    return .success(DateRange(start: first.start, end: last.end))
  }
}
