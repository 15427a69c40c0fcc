public import Foundation

extension PhotoQuery {
  /// Reads a free-text query: "favorite mountain photos from 2019 in Road Trip" becomes
  /// favorites, created in 2019, album "Road Trip" (when `names` knows it) and the search term
  /// "mountain". See ``QueryParser`` for the rules; ``QueryParser/parse(_:now:)`` also says
  /// which span was read how.
  /// - Parameters:
  ///   - text: The query.
  ///   - names: Album and people names, if the app has them.
  ///   - now: The instant relative dates count from.
  ///   - calendar: The calendar and time zone to read dates in.
  ///   - hemisphere: Where seasons fall.
  ///   - phrases: The language's phrases.
  public init(
    parsing text: String, names: (any PhotoNameResolver)? = nil, now: Date,
    calendar: Calendar = Calendar(identifier: .gregorian), hemisphere: Hemisphere = .northern,
    phrases: PhraseTable = .english
  ) {
    let parser = QueryParser(
      phrases: phrases, calendar: calendar, hemisphere: hemisphere, names: names)
    self = parser.parse(text, now: now).query
  }
}
