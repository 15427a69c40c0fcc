import Foundation
import Matcher
import Testing
import Vocabulary

/// A day said without a year resolves against the library's dates like a range does (see
/// ``DateResolver/resolve(_:knownDates:)``): success when some year's day is among them,
/// unsupported when none is.
@Suite struct DateResolverYearlyDateTests {
  let resolver = DateResolver()
  let newYork = TimeZone(identifier: "America/New_York") ?? .current

  func known(_ from: String, _ to: String) -> ClosedRange<Date> { date(from)...date(to) }

  @Test func aDayInSomeYearOfTheLibrarySucceedsWithTheSpanOfItsDays() {
    let library = known("2019-07-04T10:00:00Z", "2021-01-01T00:00:00Z")
    #expect(
      resolver.resolve(YearlyDate(month: 7, day: 4), knownDates: library)
        == .success(
          DateRange(start: date("2019-07-04T00:00:00Z"), end: date("2020-07-05T00:00:00Z"))))
    #expect(
      resolver.resolve(YearlyDate(month: 12, day: 25), knownDates: library)
        == .success(
          DateRange(start: date("2019-12-25T00:00:00Z"), end: date("2020-12-26T00:00:00Z"))))
  }

  @Test(arguments: [
    // A library of one summer has no Christmas.
    (12, 25, "2019-06-01T00:00:00Z", "2019-09-01T00:00:00Z"),
    // No leap day between 2021 and 2023.
    (2, 29, "2021-01-01T00:00:00Z", "2023-06-01T00:00:00Z"),
    // No year has an April 31.
    (4, 31, "2000-01-01T00:00:00Z", "2030-01-01T00:00:00Z"),
  ])
  func aDayInNoYearOfTheLibraryIsUnsupported(month: Int, day: Int, from: String, to: String) {
    let day = YearlyDate(month: month, day: day)
    #expect(resolver.resolve(day, knownDates: known(from, to)) == .unsupported)
    #expect(resolver.resolve(day, knownDates: nil) == .unsupported)
  }

  @Test func aLeapDayIsFoundInALeapYear() {
    let library = known("2019-01-01T00:00:00Z", "2021-01-01T00:00:00Z")
    #expect(
      resolver.resolve(YearlyDate(month: 2, day: 29), knownDates: library)
        == .success(
          DateRange(start: date("2020-02-29T00:00:00Z"), end: date("2020-03-01T00:00:00Z"))))
  }

  /// The day is read in its time zone, as the search reads it: a library of one photo taken in
  /// the evening of July 4th in New York (after midnight UTC) has that day there, not in UTC.
  @Test func theDayIsReadInItsTimeZone() {
    let library = known("2023-07-05T01:00:00Z", "2023-07-05T01:00:00Z")
    #expect(
      resolver.resolve(YearlyDate(month: 7, day: 4, timeZone: newYork), knownDates: library)
        != .unsupported)
    #expect(resolver.resolve(YearlyDate(month: 7, day: 4), knownDates: library) == .unsupported)
  }

  /// A query with both a range and a day needs the day within the range and the library.
  @Test func aDayAndARangeTogetherNeedTheDayInBoth() {
    let library = known("2019-07-04T10:00:00Z", "2021-01-01T00:00:00Z")
    let day = YearlyDate(month: 7, day: 4)
    let in2020 = PhotoQuery(
      created: DateRange(start: date("2020-01-01"), end: date("2021-01-01")), yearlyDate: day)
    #expect(
      resolver.resolve(in2020, knownDates: library)
        == .success(
          DateRange(start: date("2020-07-04T00:00:00Z"), end: date("2020-07-05T00:00:00Z"))))
    let in2021 = PhotoQuery(
      created: DateRange(start: date("2020-08-01"), end: date("2022-01-01")), yearlyDate: day)
    #expect(resolver.resolve(in2021, knownDates: library) == .unsupported)
    #expect(
      resolver.resolve(PhotoQuery(searchTerms: ["lake"]), knownDates: library) == .notRequired)
  }

  /// Parsed and searched: "Christmas" and "July 4th" are every year's, "last Christmas" and
  /// "Christmas 2019" one year's; each outcome as the library's dates allow.
  @Test(arguments: [
    ("fireworks at Christmas", "success", 1),
    ("fireworks on July 4th", "success", 2),
    ("fireworks last Christmas", "unsupported", 0),
    ("fireworks at Christmas 2019", "success", 1),
    ("fireworks at Christmas 2018", "unsupported", 0),
    // Within the library's dates (2020's), though no photo was taken on it.
    ("fireworks on June 1st", "success", 0),
    ("fireworks", "notRequired", 3),
  ])
  func parsedDaysResolveAgainstTheLibrary(text: String, outcome: String, total: Int) throws {
    // July 2019 to New Year 2021: two July 4ths, one Christmas (2019's at 23:00).
    let index = try makeIndex([
      Photo(id: "a", created: date("2019-07-04T21:00:00Z"), tags: ["fireworks"]),
      Photo(id: "b", created: date("2019-12-25T23:00:00Z"), tags: ["fireworks"]),
      Photo(id: "c", created: date("2020-07-04T22:00:00Z"), tags: ["fireworks"]),
      Photo(id: "d", created: date("2021-01-01T00:00:00Z"), tags: ["snow"]),
    ])
    let query = QueryParser(calendar: calendar("UTC")).parse(text, now: referenceNow).query
    let resolved = try index.search(resolving: query, vocabulary: index.nameVocabulary())
    let name =
      switch resolved.date {
      case .success: "success"
      case .unsupported: "unsupported"
      case .notRequired: "notRequired"
      }
    #expect(name == outcome, "\(text)")
    #expect(resolved.result.total == total, "\(text)")
  }
}
