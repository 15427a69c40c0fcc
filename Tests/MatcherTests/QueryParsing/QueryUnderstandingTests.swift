import Foundation
import Matcher
import Testing

/// The names of ``TestNames`` plus three phrases of a library's tags.
struct TestPhrases: PhotoNameResolver {
  static let phrases: Set<String> = ["video game", "selfie stick", "favorite toy"]

  func albumName(for text: String) -> String? { TestNames().albumName(for: text) }
  func personName(for text: String) -> String? { TestNames().personName(for: text) }
  func isLibraryPhrase(_ text: String) -> Bool { Self.phrases.contains(text.lowercased()) }
}

/// The parser's query-understanding rules, each case failing when its rule is taken out: the
/// library's own phrases, negated terms, queries with nothing to search, yearly dates.
@Suite struct QueryUnderstandingTests {
  let utc = calendar("UTC")

  func summary(_ query: PhotoQuery) -> String { describe(query, in: utc) }

  /// Rule: a span the library has side by side in a tag, title, album or place stays a
  /// search term before any filter reading.
  @Test(arguments: [
    ("video game", "terms=video game"),
    ("selfie stick", "terms=selfie stick"),
    ("favorite toy", "terms=favorite toy"),
    ("video game from 2019", "terms=video game; created=2019-01-01/2020-01-01"),
    ("my favorite toy videos", "terms=favorite toy; in=video"),
    // Not a library phrase: the filters read as before.
    ("selfie", "in=selfie"),
    ("favorite game", "terms=game; fav=true"),
    ("video of a game", "terms=game; in=video"),
  ])
  func keepsTheLibrarysPhrases(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc, names: TestPhrases()).parse(text, now: referenceNow)
    #expect(summary(parsed.query) == expected, "\(text)")
  }

  /// Without phrases from the library the same words are filters (what the rule changes).
  @Test func withoutPhrasesTheWordsAreFilters() {
    let parsed = QueryParser(calendar: utc, names: TestNames()).parse(
      "video game", now: referenceNow)
    #expect(summary(parsed.query) == "terms=game; in=video")
  }

  /// Rule: a negated word or phrase, or a list of them, is an excluded term; a negated
  /// attribute or favorite stays a filter; a hyphen inside a word is no minus sign.
  @Test(arguments: [
    ("not cats", "not=cats"),
    ("dogs not cats", "terms=dogs; not=cats"),
    ("without dogs or cats", "not=dogs|cats"),
    ("no people", "not=people"),
    ("beach except sunsets", "terms=beach; not=sunsets"),
    ("beach -dogs", "terms=beach; not=dogs"),
    ("-dogs", "not=dogs"),
    ("no red cars", "not=red cars"),
    ("cars without people in 2019", "terms=cars; created=2019-01-01/2020-01-01; not=people"),
    ("no videos", "out=video"),
    ("no dogs and no videos", "out=video; not=dogs"),
    ("not favorites", "fav=false"),
    ("t-shirt", "terms=t-shirt"),
    ("beach - dogs", "terms=beach - dogs"),
  ])
  func readsNegatedTerms(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc).parse(text, now: referenceNow)
    #expect(summary(parsed.query) == expected, "\(text)")
  }

  /// The parsed JSON gains `excludedTerms` and the span's rule.
  @Test func negatedTermsAreRecognized() throws {
    let parsed = QueryParser(calendar: utc).parse("beach without dogs", now: referenceNow)
    #expect(parsed.recognized.map(\.rule) == [.searchTerm, .excludedTerm])
    let json = String(decoding: try JSONEncoder().encode(parsed), as: UTF8.self)
    #expect(json.contains(#""excludedTerms":["dogs"]"#))
  }

  /// Rule: a query of only function words or symbols keeps them as dropped words; a request
  /// for the library ("show me my photos") or any filter or term asks for something.
  @Test(arguments: [
    ("the", "dropped=the"),
    ("of the", "dropped=of|the"),
    ("🐶", "dropped=🐶"),
    ("the 🐶", "dropped=the|🐶"),
    ("show me my photos", ""),
    ("all pictures", ""),
    ("", ""),
    ("?", ""),
    ("the beach", "terms=beach"),
    ("favorites", "fav=true"),
    ("selfies or screenshots", ""),
  ])
  func keepsDroppedWords(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc).parse(text, now: referenceNow)
    #expect(summary(parsed.query) == expected, "\(text)")
  }

  /// Rule: a month and day (or a holiday) with no year and no "this"/"last", as the query's
  /// only date, is that day in every year; a year or a relative word picks one.
  @Test(arguments: [
    ("fireworks on July 4th", "terms=fireworks; yearly=--07-04"),
    ("on March 3", "yearly=--03-03"),
    ("4th of july", "yearly=--07-04"),
    ("at christmas", "yearly=--12-25"),
    ("July 4th 2019", "created=2019-07-04/2019-07-05"),
    ("July 4th photos from 2019", "created=2019-07-04/2019-07-05"),
    ("last christmas", "created=2025-12-25/2025-12-26"),
    ("this christmas", "created=2026-12-25/2026-12-26"),
    ("in March", "created=2026-03-01/2026-04-01"),
  ])
  func readsYearlyDates(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc).parse(text, now: referenceNow)
    #expect(summary(parsed.query) == expected, "\(text)")
  }
}
