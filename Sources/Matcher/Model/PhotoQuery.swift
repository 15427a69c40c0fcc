public import Foundation

/// What a person asked for: filters that every hit must pass (AND across fields, as in SiriKit's
/// photo search) and search terms that rank the hits.
public struct PhotoQuery: Hashable, Sendable {
  /// A word or phrase to match against tags, titles, captions, album and location names.
  public var searchTerms: [String]
  /// Labels from an image classifier, each with its confidence in 0…1.
  public var labels: [WeightedLabel]
  /// When the photo was taken; `nil` for any date.
  public var created: DateRange?
  /// `true` for favorites only, `false` for non-favorites only, `nil` for either.
  public var favorite: Bool?
  /// An album the photo must be in, as the user named it.
  public var album: String?
  /// People who must all be in the photo, as the user named them.
  public var people: [String]
  /// A place name the photo's location must match.
  public var location: String?
  /// Attributes every hit must have.
  public var includedAttributes: Set<PhotoAttribute>
  /// Attributes no hit may have.
  public var excludedAttributes: Set<PhotoAttribute>
  /// Words or phrases no hit may match ("not cats", "without dogs"): a photo is left out when
  /// it matches every word of one of them exactly, by lemma, by stem or by synonym (not by a
  /// broader term, a prefix or a typo; see the query-language article).
  public var excludedTerms: [String]
  /// A day of the year the photo was taken on, in any year ("on July 4th", "at Christmas");
  /// `nil` for none. It narrows ``created`` when both are set.
  public var yearlyDate: YearlyDate?
  /// Words of the query text that were neither searched for nor read as a filter (function
  /// words such as "the", symbols such as "🐶"). A query with nothing else (no search term,
  /// label, filter or excluded term) matches no photo, and the search reports these words in
  /// ``SearchResult/unmatchedTerms``; with anything else they are ignored.
  public var droppedWords: [String]

  /// Creates a query; with no arguments it matches every photo.
  /// - Parameters:
  ///   - searchTerms: Words or phrases to match.
  ///   - labels: Weighted classifier labels.
  ///   - created: A creation-date range.
  ///   - favorite: The favorite filter.
  ///   - album: An album name.
  ///   - people: People's names.
  ///   - location: A place name.
  ///   - includedAttributes: Required attributes.
  ///   - excludedAttributes: Excluded attributes.
  ///   - excludedTerms: Words or phrases no hit may match.
  ///   - yearlyDate: A day of the year, in any year.
  ///   - droppedWords: Words the parser could not use.
  public init(
    searchTerms: [String] = [], labels: [WeightedLabel] = [], created: DateRange? = nil,
    favorite: Bool? = nil, album: String? = nil, people: [String] = [], location: String? = nil,
    includedAttributes: Set<PhotoAttribute> = [], excludedAttributes: Set<PhotoAttribute> = [],
    excludedTerms: [String] = [], yearlyDate: YearlyDate? = nil, droppedWords: [String] = []
  ) {
    self.searchTerms = searchTerms
    self.labels = labels
    self.created = created
    self.favorite = favorite
    self.album = album
    self.people = people
    self.location = location
    self.includedAttributes = includedAttributes
    self.excludedAttributes = excludedAttributes
    self.excludedTerms = excludedTerms
    self.yearlyDate = yearlyDate
    self.droppedWords = droppedWords
  }

  /// Whether the query asks for anything: a search term, a label, a filter or an excluded
  /// term. A query that asks for nothing and has ``droppedWords`` matches no photo.
  var asksForAnything: Bool {
    !searchTerms.isEmpty || !labels.isEmpty || created != nil || yearlyDate != nil
      || favorite != nil || album != nil || !people.isEmpty || location != nil
      || !includedAttributes.isEmpty || !excludedAttributes.isEmpty || !excludedTerms.isEmpty
  }
}

/// A classifier's label with its confidence ("golden retriever", 0.92).
public struct WeightedLabel: Hashable, Sendable, Codable {
  /// The label text.
  public var text: String
  /// The confidence, clamped to 0…1.
  public var confidence: Double

  /// Creates a label.
  /// - Parameters:
  ///   - text: The label text.
  ///   - confidence: The confidence; values outside 0…1 (and NaN, read as 0) are clamped.
  public init(_ text: String, confidence: Double) {
    self.text = text
    self.confidence = confidence.isNaN ? 0 : min(max(confidence, 0), 1)
  }
}

/// A half-open span of time, `[start, end)`; either end may be open.
public struct DateRange: Hashable, Sendable, Codable {
  /// The first instant included, or `nil` for no lower bound.
  public var start: Date?
  /// The first instant excluded, or `nil` for no upper bound.
  public var end: Date?

  /// Creates a range.
  /// - Parameters:
  ///   - start: The first instant included.
  ///   - end: The first instant excluded.
  public init(start: Date? = nil, end: Date? = nil) {
    self.start = start
    self.end = end
  }

  /// Whether `date` falls in the range.
  /// - Parameter date: An instant.
  public func contains(_ date: Date) -> Bool {
    if let start, date < start { return false }
    if let end, date >= end { return false }
    return true
  }
}
