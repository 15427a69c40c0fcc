extension QueryParser {
  /// A month and day said alone, with no year and no "this"/"last" ("on July 4th", "at
  /// Christmas"), as the query's only date: that day in every year. People name holidays and
  /// anniversaries by the day, not the year ("fireworks on the 4th of July" means all of
  /// them), and the latest one alone hides every earlier year's photos. A year anywhere in the
  /// query ("July 4th 2019", "July 4th … in 2019") or "this"/"last" picks one day, as before.
  func yearlyDate(_ found: [(expression: DateExpression, range: DateRange)]) -> YearlyDate? {
    guard found.count == 1,
      case .day(let month, let day, year: nil, relative: nil) = found[0].expression
    else { return nil }
    return YearlyDate(month: month, day: day, timeZone: calendar.timeZone)
  }
}
