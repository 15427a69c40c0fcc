import Foundation
import Matcher
import Testing

/// The query-understanding rules end to end: a query parsed with the library's own names and
/// phrases, then searched.
@Suite struct QueryUnderstandingSearchTests {
  static let library: [Photo] = [
    Photo(id: "game", created: date("2021-02-01T10:00:00Z"), tags: ["video game"]),
    Photo(
      id: "clip", created: date("2021-02-02T10:00:00Z"), tags: ["game"], attributes: [.video]),
    Photo(id: "cat", created: date("2021-02-03T10:00:00Z"), tags: ["cats"]),
    Photo(id: "catalog", created: date("2021-02-04T10:00:00Z"), tags: ["catalog"]),
    Photo(id: "dog", created: date("2021-02-05T10:00:00Z"), tags: ["dog", "beach"]),
    Photo(id: "auto", created: date("2021-02-06T10:00:00Z"), tags: ["automobile"]),
    Photo(id: "sedan", created: date("2021-02-07T10:00:00Z"), tags: ["sedan"]),
    Photo(
      id: "july2019", created: date("2019-07-04T21:00:00Z"), favorite: true,
      tags: ["fireworks"]),
    Photo(id: "july2023", created: date("2023-07-04T21:30:00Z"), tags: ["fireworks"]),
    Photo(id: "july5", created: date("2024-07-05T21:00:00Z"), tags: ["fireworks"]),
    Photo(id: "xmas", created: date("2020-12-25T09:00:00Z"), tags: ["tree"]),
  ]

  static let everyone = Set(library.map(\.id))

  /// A UTC parser with the library's names and phrases; 2026-11-22.
  func search(_ text: String, in index: PhotoIndex) throws -> (
    ids: Set<String>, result: SearchResult
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let names = VocabularyNames(index.nameVocabulary(), phrases: index.libraryPhrases())
    let query = QueryParser(calendar: calendar, names: names).parse(text, now: referenceNow).query
    let result = try index.search(query, limit: 1000)
    return (Set(result.hits.filter { $0.kind == .photo }.map(\.id)), result)
  }

  @Test(
    arguments: [
      // Negation: exact, lemma and synonym matches are excluded; broader terms and prefixes not.
      ("not cats", everyone.subtracting(["cat"])),
      ("no cat", everyone.subtracting(["cat"])),
      ("no cars", everyone.subtracting(["auto"])),
      ("beach -dogs", []),
      ("fireworks without dogs", ["july2019", "july2023", "july5"]),
      // A month and day without a year: that day in every year.
      ("fireworks on July 4th", ["july2019", "july2023"]),
      ("fireworks on July 4th 2019", ["july2019"]),
      ("at christmas", ["xmas"]),
      // Filters alone are searchable.
      ("favorites", ["july2019"]),
      ("show me my photos", everyone),
      // Nothing to search: nothing found.
      ("the", []),
      ("🐶", []),
    ] as [(String, Set<String>)])
  func findsWhatTheQueryMeans(text: String, expected: Set<String>) throws {
    let index = try makeIndex(Self.library)
    #expect(try search(text, in: index).ids == expected, "\(text)")
  }

  /// The library's phrase stays a term, not the attribute *video* and the word "game": the photo
  /// of the video game ranks first, and the video "clip" tagged "game" comes only as the
  /// compound's head (a video game is a game), below it.
  @Test(arguments: ["video game", "video games"])
  func keepsTheLibrarysPhraseAsATerm(text: String) throws {
    let index = try makeIndex(Self.library)
    let hits = try search(text, in: index).result.hits.filter { $0.kind == .photo }
    #expect(hits.first?.id == "game", "\(text)")
    #expect(Set(hits.map(\.id)).isSubset(of: ["game", "clip"]), "\(text)")
    if hits.count == 2 { #expect(hits[0].score > hits[1].score, "\(text)") }
  }

  /// A query with nothing to search says which words matched nothing.
  @Test(arguments: [("the", ["the"]), ("🐶", ["🐶"]), ("of the 🐶", ["of", "the", "🐶"])])
  func reportsWordsThatMatchedNothing(text: String, words: [String]) throws {
    let index = try makeIndex(Self.library)
    let result = try search(text, in: index).result
    #expect(result.total == 0)
    #expect(result.unmatchedTerms == words)
  }

  /// An excluded word's broader-term matches stay: "no cars" keeps the sedan (a kind of car
  /// only through the hierarchy), and "no cat" keeps the catalog (a prefix).
  @Test func exclusionLeavesBroaderTermsAndPrefixes() throws {
    let index = try makeIndex(Self.library)
    #expect(try search("no cars", in: index).ids.contains("sedan"))
    #expect(try search("no cat", in: index).ids.contains("catalog"))
    #expect(try index.ids("cars").contains("sedan"))
  }

  /// The yearly day is read in the query's time zone.
  @Test func yearlyDateUsesItsTimeZone() {
    let newYork = TimeZone(identifier: "America/New_York") ?? .current
    let day = YearlyDate(month: 7, day: 4, timeZone: newYork)
    // 2023-07-05T01:00Z is the evening of July 4th in New York.
    #expect(day.contains(date("2023-07-05T01:00:00Z")))
    #expect(!day.contains(date("2023-07-04T03:00:00Z")))
    #expect(YearlyDate(month: 7, day: 4).contains(date("2023-07-04T03:00:00Z")))
  }
}
