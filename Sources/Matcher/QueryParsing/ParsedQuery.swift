public import Foundation

/// What ``QueryParser`` made of a query: the ``PhotoQuery`` and every span it recognized.
///
/// The JSON form (``encode(to:)``, the parse's one serialization) is the `"parsed"` object of
/// `stemma search`, which writes it with `JSONEncoder` and sorted keys:
/// `{"searchTerms": […], "created": {"start": "2026-06-01T00:00:00Z", "end": …} | null,
/// "favorite": true | false | null, "album": … | null, "people": […], "location": … | null,
/// "includedAttributes": […], "excludedAttributes": […], "excludedTerms": […],
/// "yearlyDate": "--07-04" | null, "recognized": [{"text": "last summer",
/// "start": 10, "end": 21, "rule": "date", "value": "2026-06-01T00:00:00Z/2026-09-01T00:00:00Z",
/// "detail": "season"}, …]}`, dates in ISO 8601 in the parser's time zone, `start` and `end`
/// UTF-8 byte offsets into the query.
public struct ParsedQuery: Hashable, Sendable {
  /// The query text.
  public var text: String
  /// The filters and search terms.
  public var query: PhotoQuery
  /// The recognized spans, in the order they appear.
  public var recognized: [Recognition]
  /// The time zone dates were read in.
  public var timeZone: TimeZone

  /// Creates a parse result.
  /// - Parameters:
  ///   - text: The query text.
  ///   - query: The filters and search terms.
  ///   - recognized: The recognized spans.
  ///   - timeZone: The time zone dates were read in.
  public init(text: String, query: PhotoQuery, recognized: [Recognition], timeZone: TimeZone) {
    self.text = text
    self.query = query
    self.recognized = recognized
    self.timeZone = timeZone
  }
}

/// One span of a query and the rule that consumed it.
public struct Recognition: Hashable, Sendable {
  /// What a span was read as.
  public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
    /// A date expression: ``PhotoQuery/created``.
    case date
    /// Favorites only.
    case favorite
    /// Non-favorites only.
    case notFavorite
    /// A required attribute.
    case includedAttribute
    /// An excluded attribute.
    case excludedAttribute
    /// A negated search word or phrase ("not cats"): ``PhotoQuery/excludedTerms``.
    case excludedTerm
    /// An album name.
    case album
    /// A person's name.
    case person
    /// A place name.
    case location
    /// A word with no meaning for the search ("show me", "photos of").
    case filler
    /// Something recognized but not expressible, and so left out: a list of attributes meant
    /// as alternatives ("selfies or screenshots").
    case ignored
    /// A search term.
    case searchTerm
  }

  /// The rule.
  public var rule: Rule
  /// The span as written.
  public var text: String
  /// The span's UTF-8 byte offsets in the query.
  public var offsets: Range<Int>
  /// What it became: the attribute, the resolved name, the date range (ISO 8601 `start/end`,
  /// empty on an open side), or the term.
  public var value: String?
  /// How: the date expression's kind ("season", "relative", "range", …), or for names
  /// "vocabulary", "albumWord" or "capitalized".
  public var detail: String?

  /// Creates a recognition.
  /// - Parameters:
  ///   - rule: The rule.
  ///   - text: The span as written.
  ///   - offsets: UTF-8 byte offsets.
  ///   - value: What it became.
  ///   - detail: How.
  public init(
    rule: Rule, text: String, offsets: Range<Int>, value: String? = nil, detail: String? = nil
  ) {
    self.rule = rule
    self.text = text
    self.offsets = offsets
    self.value = value
    self.detail = detail
  }
}

extension ParsedQuery: Encodable {
  private enum Key: String, CodingKey {
    case searchTerms, created, favorite, album, people, location, includedAttributes
    case excludedAttributes, excludedTerms, yearlyDate, recognized
  }

  private enum RangeKey: String, CodingKey { case start, end }

  private enum RecognitionKey: String, CodingKey { case text, start, end, rule, value, detail }

  /// Writes the `"parsed"` object described on ``ParsedQuery``; absent values are `null`.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(query.searchTerms, forKey: .searchTerms)
    if let created = query.created {
      var range = container.nestedContainer(keyedBy: RangeKey.self, forKey: .created)
      try range.encode(created.start.map(iso), forKey: .start)
      try range.encode(created.end.map(iso), forKey: .end)
    } else {
      try container.encodeNil(forKey: .created)
    }
    try container.encode(query.favorite, forKey: .favorite)
    try container.encode(query.album, forKey: .album)
    try container.encode(query.people, forKey: .people)
    try container.encode(query.location, forKey: .location)
    try container.encode(
      query.includedAttributes.sorted().map(\.rawValue), forKey: .includedAttributes)
    try container.encode(
      query.excludedAttributes.sorted().map(\.rawValue), forKey: .excludedAttributes)
    try container.encode(query.excludedTerms, forKey: .excludedTerms)
    try container.encode(query.yearlyDate?.iso, forKey: .yearlyDate)
    var list = container.nestedUnkeyedContainer(forKey: .recognized)
    for recognition in recognized {
      var item = list.nestedContainer(keyedBy: RecognitionKey.self)
      try item.encode(recognition.text, forKey: .text)
      try item.encode(recognition.offsets.lowerBound, forKey: .start)
      try item.encode(recognition.offsets.upperBound, forKey: .end)
      try item.encode(recognition.rule.rawValue, forKey: .rule)
      try item.encode(recognition.value, forKey: .value)
      try item.encode(recognition.detail, forKey: .detail)
    }
  }

  /// An instant in ISO 8601 with the parser's time zone offset ("2026-06-01T00:00:00Z").
  func iso(_ date: Date) -> String { ParsedQuery.iso(date, in: timeZone) }

  /// ISO 8601 (proleptic Gregorian, whole seconds) by arithmetic: a formatter costs a hundred
  /// times more to make than this takes.
  static func iso(_ date: Date, in timeZone: TimeZone) -> String {
    let offset = timeZone.secondsFromGMT(for: date)
    let interval = date.timeIntervalSince1970.rounded(.down)
    guard interval.isFinite, abs(interval) < 1e14 else { return "" }
    let seconds = Int(interval) + offset
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = CatalogDate.civilFromDays(days)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = year >= 0 && year < 10_000 ? String("000\(year)".suffix(4)) : "\(year)"
    var text = "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3_600)):"
    text += "\(two(time % 3_600 / 60)):\(two(time % 60))"
    guard offset != 0 else { return text + "Z" }
    let zone = abs(offset) / 60
    return text + (offset < 0 ? "-" : "+") + "\(two(zone / 60)):\(two(zone % 60))"
  }
}
