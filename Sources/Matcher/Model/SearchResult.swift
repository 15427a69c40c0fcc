public import Foundation

/// What ``PhotoIndex/search(_:limit:after:options:)`` found: how many hits in all, one page of
/// them best first, and a token for the next page.
public struct SearchResult: Hashable, Sendable {
  /// The number of hits in all pages: photos plus albums.
  public var total: Int
  /// How many of ``total`` are photos.
  public var photoCount: Int
  /// How many of ``total`` are albums.
  public var albumCount: Int
  /// This page's hits, best first.
  public var hits: [SearchHit]
  /// Pass to ``PhotoIndex/search(_:limit:after:options:)`` for the next page; `nil` on the last.
  public var continuation: String?
  /// Query words that match nothing in the whole library, at any tier; they were left out of
  /// the search rather than making it return nothing ("mountain xyzzy" finds mountains).
  public var unmatchedTerms: [String]

  /// Creates a result.
  /// - Parameters:
  ///   - total: Hits in all pages.
  ///   - photoCount: Photo hits in all pages.
  ///   - albumCount: Album hits in all pages.
  ///   - hits: This page.
  ///   - continuation: The next page's token.
  ///   - unmatchedTerms: Words that matched nothing.
  public init(
    total: Int = 0, photoCount: Int = 0, albumCount: Int = 0, hits: [SearchHit] = [],
    continuation: String? = nil, unmatchedTerms: [String] = []
  ) {
    self.total = total
    self.photoCount = photoCount
    self.albumCount = albumCount
    self.hits = hits
    self.continuation = continuation
    self.unmatchedTerms = unmatchedTerms
  }
}

/// One photo or album in a ``SearchResult``.
public struct SearchHit: Hashable, Sendable {
  /// What a hit is.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A photo: ``SearchHit/id`` is the photo's id.
    case photo
    /// An album whose name matches the query: ``SearchHit/id`` is the album's name.
    case album
  }

  /// Photo or album.
  public var kind: Kind
  /// The photo's id, or the album's name (its most used spelling).
  public var id: String
  /// The relevance score; higher is better. Comparable within one result only.
  public var score: Double
  /// The photo's creation date (the tie-breaker after the score), `nil` for albums.
  public var created: Date?
  /// For an album, how many of its photos pass the query's filters; 1 for a photo.
  public var photoCount: Int
  /// Why it matched, when asked for with ``SearchOptions/explain``; otherwise empty.
  public var explanation: [MatchExplanation]

  /// Creates a hit.
  /// - Parameters:
  ///   - kind: Photo or album.
  ///   - id: The photo id or album name.
  ///   - score: The score.
  ///   - created: The creation date.
  ///   - photoCount: Photos behind the hit.
  ///   - explanation: Why it matched.
  public init(
    kind: Kind, id: String, score: Double, created: Date? = nil, photoCount: Int = 1,
    explanation: [MatchExplanation] = []
  ) {
    self.kind = kind
    self.id = id
    self.score = score
    self.created = created
    self.photoCount = photoCount
    self.explanation = explanation
  }
}

/// How one query word matched one field of a hit.
public struct MatchExplanation: Hashable, Sendable, CustomStringConvertible {
  /// What part of the query the word came from.
  public enum Role: Hashable, Sendable {
    /// A search term.
    case term
    /// A classifier label with its confidence.
    case label(confidence: Double)
    /// Two adjacent search words found side by side.
    case phrase
  }

  /// The query word (or word pair) as analyzed: its folded form.
  public var term: String
  /// Where it came from in the query.
  public var role: Role
  /// The field it matched.
  public var field: PhotoField
  /// How it matched.
  public var tier: MatchTier
  /// The photo's key it matched ("mountain", "golden retriever").
  public var matched: String
  /// Its share of the hit's score, before saturation across fields.
  public var weight: Double

  /// Creates an explanation.
  /// - Parameters:
  ///   - term: The query word.
  ///   - role: Where it came from.
  ///   - field: The field matched.
  ///   - tier: How.
  ///   - matched: The key matched.
  ///   - weight: Its weight.
  public init(
    term: String, role: Role, field: PhotoField, tier: MatchTier, matched: String, weight: Double
  ) {
    self.term = term
    self.role = role
    self.field = field
    self.tier = tier
    self.matched = matched
    self.weight = weight
  }

  /// `"mountains" → tag "mountain" (lemma, 1.90)`.
  public var description: String {
    "\"\(term)\" → \(field) \"\(matched)\" (\(tier), \((weight * 100).rounded() / 100))"
  }
}

/// How ``PhotoIndex/search(_:limit:after:options:)`` matches.
public struct SearchOptions: Hashable, Sendable {
  /// Whether each hit carries its ``SearchHit/explanation``.
  public var explain = false
  /// Whether the query's last word also matches words it begins (the user is still typing).
  public var prefixMatchesLastWord = true
  /// The shortest last word that prefix matching applies to.
  public var minimumPrefixLength = 3
  /// Whether a word that matches nothing as written is matched with typos (one edit from 5
  /// letters, two from 9).
  public var typoTolerance = true
  /// Whether albums whose names match the query come back as hits of their own.
  public var includesAlbums = true

  /// The default options.
  public init() {}

  /// Options with explanations.
  /// - Parameter explain: Whether hits carry explanations.
  public init(explain: Bool) { self.explain = explain }
}

/// Why a search was refused.
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The continuation token is not one this library made.
  case invalidContinuation(String)
  /// The token was made for another query or for different library contents (photos were
  /// added, changed or removed since): search again from the first page.
  case staleContinuation
  /// The index was opened from a snapshot file (``PhotoIndex/init(contentsOfFile:verification:analyzer:thesaurus:)``)
  /// whose sections are checked as searches first read them, and a part this search (or an
  /// earlier one) read is damaged: the file at `path` fails `error` (a checksum, or a rule of
  /// the format, naming the section). Open the file again with
  /// ``SnapshotVerification/full`` to check all of it, or build it again.
  case damagedSnapshot(path: String, SnapshotError)

  /// What went wrong.
  public var description: String {
    switch self {
    case .invalidContinuation(let token):
      "invalid continuation token '\(token.prefix(60))'"
    case .staleContinuation:
      "the continuation token belongs to another query or to an earlier state of the library"
    case .damagedSnapshot(let path, let error): "\(path): \(error.description)"
    }
  }
}
