public import Foundation
public import Vocabulary

/// How one album or person named in a query resolved against the library's names.
public struct NameResolution: Hashable, Sendable {
  /// The name as the query gave it.
  public var input: String
  /// SiriKit's outcome: success, disambiguation, confirmationRequired, unsupported, …
  public var outcome: Resolution.Outcome
  /// The library's spelling searched for, when one was chosen.
  public var value: String?
  /// The candidates, for a disambiguation.
  public var candidates: [String]

  /// Creates a name resolution.
  /// - Parameters:
  ///   - input: The name as given.
  ///   - outcome: The outcome.
  ///   - value: The chosen name.
  ///   - candidates: The candidates of a disambiguation.
  public init(
    input: String, outcome: Resolution.Outcome, value: String? = nil, candidates: [String] = []
  ) {
    self.input = input
    self.outcome = outcome
    self.value = value
    self.candidates = candidates
  }
}

/// A search whose date range and names were first resolved against the library, SiriKit-style.
public struct ResolvedSearch: Hashable, Sendable {
  /// The query as searched: names replaced by the library's spellings where they resolved.
  public var query: PhotoQuery
  /// The outcome of the query's dates: its range, or its day said without a year.
  public var date: DateResolution
  /// The album's outcome, if the query names one.
  public var album: NameResolution?
  /// Each person's outcome.
  public var people: [NameResolution]
  /// The hits: none when anything is unsupported.
  public var result: SearchResult

  /// Whether the date range or a name is unsupported (and the result therefore empty).
  public var isUnsupported: Bool {
    date == .unsupported || album?.outcome == .unsupported
      || people.contains { $0.outcome == .unsupported }
  }
}

extension PhotoIndex {
  /// The library's album names (`EntryKind.photoAlbumName`) and people
  /// (`EntryKind.contactName`) as a vocabulary, each used once per photo that carries it:
  /// what query names resolve against.
  ///
  /// The names are analyzed once for each state of the index (the first call after it is
  /// built, opened or changed, from any thread); later calls return a copy of that store
  /// (changing one store changes no other).
  /// - Complexity: O(*a* + *p*) in the number of distinct names on the first call, O(1)
  ///   after.
  public func nameVocabulary() -> VocabularyStore {
    nameCache.vocabulary(building: buildNameVocabulary).copy()
  }

  /// The names as a new vocabulary (see ``nameVocabulary()``).
  private func buildNameVocabulary() -> VocabularyStore {
    let store = VocabularyStore()
    store.update { batch in
      for (name, count) in albumNames {
        _ = try? batch.add(name, kind: .photoAlbumName, uses: count, lastUsed: nil, language: nil)
      }
      for (name, count) in personNames {
        _ = try? batch.add(name, kind: .contactName, uses: count, lastUsed: nil, language: nil)
      }
    }
    return store
  }

  /// Resolves a query's date range (``DateResolver``) and its album and people names (through
  /// `vocabulary`), then searches.
  ///
  /// A date range wholly outside the library's dates, or a name the library does not have,
  /// is ``DateResolution/unsupported`` / `Resolution.Outcome.unsupported` and the result is
  /// empty: "photos from 2009" in a library that starts in 2012 says so rather than showing
  /// nothing silently. A name that resolves (success, or confirmationRequired for a near
  /// miss such as a typo) is searched under the library's spelling; a disambiguation keeps
  /// the user's words, which match every candidate's photos.
  /// - Parameters:
  ///   - query: The query.
  ///   - vocabulary: The library's names, e.g. ``nameVocabulary()``.
  ///   - now: The moment names' usage is scored at.
  ///   - limit: The most hits.
  ///   - continuation: A previous result's continuation.
  ///   - options: Matching options.
  /// - Returns: The outcomes and the result.
  /// - Throws: ``SearchError`` for a bad continuation.
  public func search(
    resolving query: PhotoQuery, vocabulary: VocabularyStore, now: Date = Date(),
    limit: Int = 100, after continuation: String? = nil, options: SearchOptions = SearchOptions()
  ) throws(SearchError) -> ResolvedSearch {
    var searched = query
    let date = DateResolver().resolve(query, knownDates: creationDateRange)
    var album: NameResolution?
    if let name = query.album {
      let resolution = Self.resolve(name, as: .photoAlbumName, in: vocabulary, now: now)
      if let value = resolution.value { searched.album = value }
      album = resolution
    }
    var people: [NameResolution] = []
    for (position, name) in query.people.enumerated() {
      let resolution = Self.resolve(name, as: .contactName, in: vocabulary, now: now)
      if let value = resolution.value { searched.people[position] = value }
      people.append(resolution)
    }
    var resolved = ResolvedSearch(
      query: searched, date: date, album: album, people: people, result: SearchResult())
    guard !resolved.isUnsupported else { return resolved }
    resolved.result = try search(searched, limit: limit, after: continuation, options: options)
    return resolved
  }

  private static func resolve(
    _ name: String, as kind: EntryKind, in vocabulary: VocabularyStore, now: Date
  ) -> NameResolution {
    let resolution = vocabulary.resolve(name, as: kind, required: true, now: now)
    switch resolution {
    case .success(let candidate), .confirmationRequired(let candidate):
      return NameResolution(
        input: name, outcome: resolution.outcome, value: candidate.entry.displayForm)
    case .disambiguation(let candidates):
      return NameResolution(
        input: name, outcome: .disambiguation, candidates: candidates.map(\.entry.displayForm))
    case .needsValue, .notRequired, .unsupported:
      return NameResolution(input: name, outcome: resolution.outcome)
    }
  }
}
