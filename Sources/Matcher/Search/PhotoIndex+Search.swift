internal import Foundation
internal import Linguistics

extension PhotoIndex {
  /// Finds the photos (and albums) that match a query, best first.
  ///
  /// Every filter must hold (AND across creation date, favorite, album, people, location and
  /// attributes, as in SiriKit's photo search), and so must every search word, each at its best
  /// ``MatchTier`` in some field: "mountain lake" finds photos with both. A word that matches
  /// nothing anywhere in the library is left out and reported in
  /// ``SearchResult/unmatchedTerms`` (when no word matches, nothing does). Stop words are left out unless the query has nothing
  /// else. Classifier labels rank the hits by their confidence; a query of labels alone finds
  /// photos that match at least one label (every word of it). Ties go to the newer photo, then
  /// to the smaller id. See ``ScoringWeights`` for the score.
  ///
  /// - Parameters:
  ///   - query: The filters and words.
  ///   - limit: The most hits to return; 100 by default.
  ///   - continuation: A previous result's ``SearchResult/continuation``, for the next page.
  ///   - options: Prefix and typo matching, album hits and explanations.
  /// - Returns: The total, one page of hits and the next page's token.
  /// - Throws: ``SearchError`` when `continuation` is not a token, or belongs to another query
  ///   or to different library contents; ``SearchError/damagedSnapshot(path:_:)`` when the
  ///   index was opened from a file and a part of it the search read is damaged.
  /// - Complexity: O(*m* log *n*) where *m* is the length of the shortest postings list among
  ///   the query's words and filters and *n* the longest, plus O(*h* log *k*) to rank *h* hits
  ///   for a page ending at *k*.
  public func search(
    _ query: PhotoQuery, limit: Int = 100, after continuation: String? = nil,
    options: SearchOptions = SearchOptions()
  ) throws(SearchError) -> SearchResult {
    let queryHash = SearchContinuation.hash(of: query, options: options, weights: weights)
    var offset = 0
    if let continuation {
      let token = try SearchContinuation(token: continuation)
      guard token.fingerprint == fingerprint, token.queryHash == queryHash else {
        throw .staleContinuation
      }
      offset = token.offset
    }
    let limit = max(limit, 0)
    let evaluation = evaluate(
      query, options: options, pageEnd: Evaluation.pageEnd(offset: offset, limit: limit))
    let ranked = evaluation.page(offset: offset, limit: limit, index: self)
    let hits = created.withReader { created in
      ids.withReader { ids in
        self.hits(ranked, of: evaluation, options: options, created: created, ids: ids)
      }
    }
    // Reads of damaged blocks found nothing (never bad bytes), so the answer is incomplete:
    // it is thrown away rather than returned.
    if let checks = snapshotChecks, let failure = checks.failure {
      throw .damagedSnapshot(path: checks.path, failure)
    }
    let total = evaluation.photoCount + evaluation.albums.count
    let next = offset + hits.count
    return SearchResult(
      total: total, photoCount: evaluation.photoCount, albumCount: evaluation.albums.count,
      hits: hits,
      continuation: next < total && limit > 0
        ? SearchContinuation(fingerprint: fingerprint, queryHash: queryHash, offset: next).token
        : nil,
      unmatchedTerms: evaluation.unmatched)
  }

  /// The hits of the ranked entries: the photos' ids and dates are scattered reads (of a mapped
  /// index's file, two dependent ones for an id: its offsets, then its bytes), so they are
  /// asked for ahead, all at once, for their misses to overlap.
  private func hits(
    _ ranked: [RankedEntry], of evaluation: Evaluation, options: SearchOptions,
    created: IntegerColumn<Int64>.Reader, ids: StringColumn.Reader
  ) -> [SearchHit] {
    for entry in ranked {
      guard case .photo(let position) = entry else { continue }
      let ordinal = Int(evaluation.candidates[position])
      ids.prefetch(ordinal)
      created.prefetch(ordinal)
    }
    for entry in ranked {
      guard case .photo(let position) = entry else { continue }
      ids.prefetchBytes(Int(evaluation.candidates[position]))
    }
    var hits: [SearchHit] = []
    hits.reserveCapacity(ranked.count)
    for entry in ranked {
      switch entry {
      case .photo(let position):
        let ordinal = evaluation.candidates[position]
        let seconds = created[Int(ordinal)]
        hits.append(
          SearchHit(
            kind: .photo, id: ids[Int(ordinal)], score: Self.rounded(evaluation.scores[position]),
            created: seconds == .min ? nil : Date(timeIntervalSince1970: TimeInterval(seconds)),
            explanation: options.explain ? explain(ordinal, evaluation.plans) : []))
      case .album(let position):
        let album = evaluation.albums[position]
        hits.append(
          SearchHit(
            kind: .album, id: album.name, score: Self.rounded(album.score),
            photoCount: album.photoCount,
            explanation: options.explain ? album.explanation : []))
      }
    }
    return hits
  }

  static func rounded(_ score: Float) -> Double { (Double(score) * 10_000).rounded() / 10_000 }
}
