import Foundation
import Matcher
import Testing

@Suite struct DateResolverTests {
  let resolver = DateResolver()
  /// The library's photos: 2015-01-01 to 2020-12-31.
  let known =
    Date(timeIntervalSince1970: 1_420_070_400)...Date(timeIntervalSince1970: 1_609_372_800)

  func date(_ year: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    return calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? .distantPast
  }

  @Test func noRangeIsNotRequired() {
    #expect(resolver.resolve(nil, knownDates: known) == .notRequired)
    #expect(resolver.resolve(nil, knownDates: nil) == .notRequired)
  }

  @Test(arguments: [
    (2009, 2010), (2021, 2022), (1990, 2015),
  ])
  func rangesOutsideTheLibraryAreUnsupported(from: Int, to: Int) {
    let range = DateRange(start: date(from), end: date(to))
    #expect(resolver.resolve(range, knownDates: known) == .unsupported)
  }

  @Test(arguments: [
    (2019, 2020), (2010, 2016), (2020, 2030), (2000, 2040),
  ])
  func rangesMeetingTheLibrarySucceed(from: Int, to: Int) {
    let range = DateRange(start: date(from), end: date(to))
    #expect(resolver.resolve(range, knownDates: known) == .success(range))
  }

  @Test func openRangesCompareTheirOneEnd() {
    #expect(resolver.resolve(DateRange(start: date(2021)), knownDates: known) == .unsupported)
    #expect(resolver.resolve(DateRange(end: date(2015)), knownDates: known) == .unsupported)
    let since = DateRange(start: date(2020))
    #expect(resolver.resolve(since, knownDates: known) == .success(since))
    let before = DateRange(end: date(2016))
    #expect(resolver.resolve(before, knownDates: known) == .success(before))
    #expect(resolver.resolve(DateRange(), knownDates: known) == .success(DateRange()))
  }

  @Test func emptyRangesAndUndatedLibrariesAreUnsupported() {
    let empty = DateRange(start: date(2018), end: date(2018))
    #expect(resolver.resolve(empty, knownDates: known) == .unsupported)
    #expect(resolver.resolve(DateRange(start: date(2018)), knownDates: nil) == .unsupported)
  }

  @Test func parsedDatesResolveAgainstTheLibrary() {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    let parser = QueryParser(calendar: utc)
    let now = Date(timeIntervalSince1970: 1_795_348_800)
    let inside = parser.parse("summer 2019", now: now).query.created
    let outside = parser.parse("last summer", now: now).query.created
    #expect(resolver.resolve(inside, knownDates: known) != .unsupported)
    #expect(resolver.resolve(outside, knownDates: known) == .unsupported)
  }
}
