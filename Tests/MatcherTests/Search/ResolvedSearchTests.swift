import Foundation
import Matcher
import Testing
import Vocabulary

/// DateResolver's and Vocabulary's outcomes through a search.
@Suite struct ResolvedSearchTests {
  static let index: PhotoIndex = {
    (try? makeIndex([
      Photo(
        id: "1", created: date("2019-07-04"), albums: ["Road Trip 2019"], tags: ["lake"],
        people: ["Anne Johnson"]),
      Photo(id: "2", created: date("2020-05-01"), albums: ["Family"], tags: ["lake"]),
      Photo(id: "3", created: date("2021-01-01"), albums: ["Road Trip 2021"], tags: ["lake"]),
    ])) ?? PhotoIndex()
  }()

  private func search(_ query: PhotoQuery) throws -> ResolvedSearch {
    try Self.index.search(resolving: query, vocabulary: Self.index.nameVocabulary())
  }

  @Test func noDateRangeIsNotRequired() throws {
    let resolved = try search(PhotoQuery(searchTerms: ["lake"]))
    #expect(resolved.date == .notRequired)
    #expect(resolved.result.total == 3)
  }

  @Test func aRangeOutsideTheLibraryIsUnsupportedAndFindsNothing() throws {
    let resolved = try search(
      PhotoQuery(
        searchTerms: ["lake"],
        created: DateRange(start: date("2009-01-01"), end: date("2010-01-01"))))
    #expect(resolved.date == .unsupported)
    #expect(resolved.isUnsupported)
    #expect(resolved.result.total == 0)
  }

  @Test func aRangeInsideTheLibrarySucceeds() throws {
    let range = DateRange(start: date("2020-01-01"), end: date("2021-01-01"))
    let resolved = try search(PhotoQuery(searchTerms: ["lake"], created: range))
    #expect(resolved.date == .success(range))
    #expect(resolved.result.hits.map(\.id) == ["2"])
  }

  @Test func namesResolveToTheLibrarysSpelling() throws {
    let resolved = try search(PhotoQuery(album: "road trip 2019", people: ["anne johnson"]))
    #expect(resolved.album?.outcome == .success)
    #expect(resolved.album?.value == "Road Trip 2019")
    #expect(resolved.people.first?.value == "Anne Johnson")
    #expect(resolved.result.hits.map(\.id) == ["1"])
  }

  @Test func unknownNamesAreUnsupported() throws {
    let resolved = try search(PhotoQuery(album: "Paris Weekend"))
    #expect(resolved.album?.outcome == .unsupported)
    #expect(resolved.result.total == 0)
    let person = try search(PhotoQuery(people: ["Zbigniew"]))
    #expect(person.people.first?.outcome == .unsupported)
    #expect(person.result.total == 0)
  }

  @Test func ambiguousNamesKeepTheUsersWordsAndFindEveryCandidate() throws {
    let resolved = try search(PhotoQuery(album: "Road Trip"))
    #expect(resolved.album?.outcome == .disambiguation)
    #expect(Set(resolved.album?.candidates ?? []) == ["Road Trip 2019", "Road Trip 2021"])
    #expect(Set(resolved.result.hits.map(\.id)) == ["1", "3"])
  }
}
