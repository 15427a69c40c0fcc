import Foundation
import Matcher

/// Reads a query line with the query parser: dates, favorites, media words, album and people
/// names (from the catalog's own names), and the remaining words as search terms.
struct SearchQueryText {
  let parser: QueryParser

  init(library: SearchLibrary, timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    parser = QueryParser(
      calendar: calendar,
      names: VocabularyNames(library.vocabulary, phrases: library.index.libraryPhrases()))
  }

  func parse(_ text: String, now: Date) -> ParsedQuery {
    parser.parse(text, now: now)
  }
}
