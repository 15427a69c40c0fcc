public import Foundation

/// Resolves names a query mentions to the names a photo library uses: an app's albums and
/// contacts. `VocabularyStore` is one; an app can supply its own.
public protocol PhotoNameResolver: Sendable {
  /// The album `text` names, spelled as the library spells it, when it names one clearly.
  /// - Parameter text: A span of the query ("road trip").
  func albumName(for text: String) -> String?
  /// The person `text` names, spelled as the library spells it, when it names one clearly.
  /// - Parameter text: A span of the query ("Anne").
  func personName(for text: String) -> String?
  /// Whether `text` (two or more words) is one of the library's own phrases: a tag, title,
  /// album name or place that has these words side by side ("video game"). The parser keeps
  /// such a span a search term rather than reading "video" as a media type.
  /// - Parameter text: A span of the query.
  func isLibraryPhrase(_ text: String) -> Bool
}

extension PhotoNameResolver {
  /// No phrases: a resolver that knows only names.
  /// - Parameter text: A span of the query.
  public func isLibraryPhrase(_ text: String) -> Bool { false }
}

/// Turns a free-text photo query into filters plus residual search terms.
///
/// ```swift
/// let parser = QueryParser(calendar: calendar)
/// let parsed = parser.parse("favorite mountain photos from last summer", now: now)
/// parsed.query.favorite      // true
/// parsed.query.created       // June 1 – September 1 of the latest summer that has ended
/// parsed.query.searchTerms   // ["mountain"]
/// ```
///
/// The rules run in this order, each on the words the earlier ones left:
/// 1. **Albums**: "in the Road Trip album", "from my Vignette Picks album", "album Road Trip";
///    with a ``PhotoNameResolver``, also the longest span after "in"/"from" that it resolves
///    ("in Road Trip", "in Summer 2019"). Albums come first because a name the user gave wins
///    over reading its words as a date.
/// 1a. **The library's own phrases**: with a resolver that knows them
///    (``PhotoNameResolver/isLibraryPhrase(_:)``), a span of two to four words that a tag,
///    title, album name or place has side by side stays a search term: "video game" is not
///    the media type *video* plus "game", nor "favorite toy" favorites plus "toy".
/// 2. **Dates**, with the cue before them ("in 2019", "from last summer", "since March",
///    "between April and May 2018", "3 weeks ago"); see ``DatePhrases``. Ambiguous words
///    ("may", "fall", "christmas", weekdays, seasons) are dates only with a cue, "this"/"last",
///    a day or a year, or when the query also names a year ("summer photos from 2019" is
///    summer 2019). Several dates are intersected. A month right after "of"/"with" that the
///    resolver knows as a person ("photos of June") is a person.
/// 3. **Favorites and attributes**, negated after "not", "no", "without", "except"… ("no
///    screenshots", "not favorites"); a negated list excludes each item. A list of included
///    attributes joined by "and"/"or" ("selfies or screenshots") asks for either, which a
///    ``PhotoQuery`` cannot say, so it is left out (recognized as ``Recognition/Rule/ignored``).
///    A negated word that is no attribute ("not cats", "without dogs or cats", "-dogs") is an
///    excluded term (``PhotoQuery/excludedTerms``): hits may not match it.
/// 4. **People**, with a resolver only: spans after "of", "with", "featuring"…, joined by
///    "and", or capitalized anywhere, that it resolves ("of Anne", "with Anne and Bob",
///    "Anne's birthday").
/// 5. **Places**: after "in", "at", "near" or "around", a run of capitalized words ("at
///    Yosemite", "in Bay of Islands"). Lowercase places ("at the beach", "in yosemite") stay
///    search terms, which the index also matches against location names. When every word is
///    capitalized (or none is lowercase), capitals say nothing and no place is read.
/// 6. **Fillers** ("show me", "photos of", "the") are dropped.
/// 7. What is left becomes **search terms**: each run of adjacent words as written, one term
///    ("golden retriever", "t-shirt"), so the index can both require each word and reward the
///    words side by side; quoted text is one term as is.
/// 8. A query left with nothing to ask for keeps its **dropped words** ("the", "🐶"), so that
///    the search finds nothing and says which words it could not use, unless a word asked for
///    the library itself ("show me my photos").
public struct QueryParser: Sendable {
  /// The language's phrases.
  public let phrases: PhraseTable
  /// The calendar (and its time zone) dates are read in.
  public let calendar: Calendar
  /// Where seasons fall.
  public let hemisphere: Hemisphere
  /// Album and people names, if the app has them.
  public let names: (any PhotoNameResolver)?

  let grammar: DateGrammar
  let fillers: PhraseMatcher<Void>
  let favorites: PhraseMatcher<Bool>
  let negations: PhraseMatcher<Void>
  let joiners: PhraseMatcher<Void>
  let attributes: PhraseMatcher<PhotoAttribute>
  let albumWords: PhraseMatcher<Void>
  let albumCues: PhraseMatcher<Void>
  let personCues: PhraseMatcher<Void>
  let locationCues: PhraseMatcher<Void>
  let requestWords: Set<String>

  /// Creates a parser.
  /// - Parameters:
  ///   - phrases: The language's phrases; ``PhraseTable/english`` by default.
  ///   - calendar: The calendar and time zone to read dates in; by default the Gregorian
  ///     calendar in the current time zone. Its first weekday decides what "this week" is.
  ///   - hemisphere: Where seasons fall; northern by default.
  ///   - names: Album and people names; without them only "… album" names an album and no
  ///     people are read.
  public init(
    phrases: PhraseTable = .english, calendar: Calendar = Calendar(identifier: .gregorian),
    hemisphere: Hemisphere = .northern, names: (any PhotoNameResolver)? = nil
  ) {
    self.phrases = phrases
    self.calendar = calendar
    self.hemisphere = hemisphere
    self.names = names
    grammar = DateGrammar(phrases.dates)
    fillers = PhraseMatcher(phrases.fillers)
    favorites = PhraseMatcher(
      phrases.favorites.map { ($0, true) } + phrases.nonFavorites.map { ($0, false) })
    negations = PhraseMatcher(phrases.negations)
    joiners = PhraseMatcher(phrases.listJoiners)
    attributes = PhraseMatcher(
      phrases.attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    albumWords = PhraseMatcher(phrases.albumWords)
    albumCues = PhraseMatcher(phrases.albumCues)
    personCues = PhraseMatcher(phrases.personCues)
    locationCues = PhraseMatcher(phrases.locationCues)
    requestWords = Set(phrases.requestWords)
  }

  /// Parses a query.
  /// - Parameters:
  ///   - text: The query as typed or spoken.
  ///   - now: The instant relative dates are counted from.
  /// - Returns: The query and what each span was read as.
  /// - Complexity: O(*n*) in the query's length, plus one name resolution per candidate span
  ///   (at most six spans per cue word).
  public func parse(_ text: String, now: Date) -> ParsedQuery {
    var state = ParseState(text: text, tokens: QueryLexer.tokens(in: text))
    readAlbums(&state)
    readLibraryPhrases(&state)
    readDates(&state, now: now)
    readFavoritesAndAttributes(&state)
    readPeople(&state)
    readLocation(&state)
    readFillers(&state)
    state.reserved = []
    readSearchTerms(&state)
    state.recognized.sort { $0.offsets.lowerBound < $1.offsets.lowerBound }
    readDroppedWords(&state)
    return ParsedQuery(
      text: text, query: state.query, recognized: state.recognized, timeZone: calendar.timeZone)
  }
}

/// The tokens of a query, which of them the rules took, and what they made.
struct ParseState {
  let text: String
  let tokens: [QueryToken]
  var taken: [Bool]
  /// Tokens of the library's own phrases, kept from every rule but the search terms'; empty
  /// when there are none.
  var reserved: [Bool] = []
  var query = PhotoQuery()
  var recognized: [Recognition] = []

  init(text: String, tokens: [QueryToken]) {
    self.text = text
    self.tokens = tokens
    self.taken = Array(repeating: false, count: tokens.count)
  }

  /// Whether token `index` is free for a rule: not taken, and not quoted text.
  func isFree(_ index: Int) -> Bool {
    index < tokens.count && !taken[index] && tokens[index].kind != .quoted
      && (reserved.isEmpty || !reserved[index])
  }

  /// Whether token `index` is a free word or number.
  func isFreeWord(_ index: Int) -> Bool { isFree(index) && tokens[index].isWordLike }

  /// The query text of tokens `range`, as written (with what lies between them).
  func span(_ range: Range<Int>) -> Substring {
    guard !range.isEmpty else { return "" }
    return text[
      tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound]
  }

  /// Takes tokens `range` and records what they were read as.
  mutating func take(
    _ range: Range<Int>, as rule: Recognition.Rule, value: String? = nil, detail: String? = nil
  ) {
    guard !range.isEmpty else { return }
    for index in range { taken[index] = true }
    let span = self.span(range)
    let utf8 = text.utf8
    let start = utf8.distance(from: utf8.startIndex, to: span.startIndex)
    let end = utf8.distance(from: utf8.startIndex, to: span.endIndex)
    recognized.append(
      Recognition(
        rule: rule, text: String(span), offsets: start..<end, value: value, detail: detail))
  }
}
