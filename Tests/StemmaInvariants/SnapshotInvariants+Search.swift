internal import Foundation
internal import Matcher

extension SnapshotInvariants {
  /// Queries that reach each way of matching: exact, phrase, prefix, typo, filters, labels,
  /// exclusions, another script.
  static let fixedQueries = [
    PhotoQuery(searchTerms: ["dog"]),
    PhotoQuery(searchTerms: ["cat sofa"]),
    PhotoQuery(searchTerms: ["roa"]),
    PhotoQuery(searchTerms: ["mountian"]),
    PhotoQuery(searchTerms: ["road trip"], excludedTerms: ["cat"]),
    PhotoQuery(favorite: true, album: "Road Trip", people: ["Anne"]),
    PhotoQuery(
      labels: [WeightedLabel("dog", confidence: 0.9), WeightedLabel("lake", confidence: 0.4)],
      created: DateRange(start: Date(timeIntervalSince1970: 0))),
    PhotoQuery(searchTerms: ["犬"]),
  ]

  /// The queries an opened index answers: three of ``fixedQueries`` (which three turns with
  /// the file's length, to keep each input cheap), one for each of the first words of the
  /// file's own key table, and the first album and person name the index reports.
  static func queries(_ index: PhotoIndex, file: [UInt8]) -> [PhotoQuery] {
    var queries = (0..<3).map { fixedQueries[(file.count + $0) % fixedQueries.count] }
    for word in SnapshotLayout(file).keyWords(in: file, limit: 3) where !word.isEmpty {
      queries.append(PhotoQuery(searchTerms: [word]))
    }
    if let (name, _) = index.albumNames.first { queries.append(PhotoQuery(album: name)) }
    if let (name, _) = index.personNames.first { queries.append(PhotoQuery(people: [name])) }
    return queries
  }

  /// Whether every ranking weight lies in its range (see `ScoringWeights.largestWeight`): the
  /// decoder refuses a file with any other, so the score checks below hold for every index
  /// that opens (finite scores, best first, full pages).
  static func hasWeightsInRange(_ weights: ScoringWeights) -> Bool {
    let largest = ScoringWeights.largestWeight
    let values =
      [
        weights.k1, weights.b, weights.exact, weights.lemma, weights.stem, weights.synonym,
        weights.broader, weights.broaderDecay, weights.compoundHead, weights.prefix,
        weights.fuzzy, weights.compoundPart, weights.phraseBonus,
      ] + weights.fields
    return values.allSatisfy { $0 >= 0 && $0 <= largest } && weights.k1 > 0 && weights.b <= 1
      && weights.broaderDecay <= 1
  }

  /// The checks on an index opened from `file`: its answers to ``queries(_:file:)``, the
  /// same answers from its snapshot written again and opened, and a change to it.
  static func check(_ index: PhotoIndex, file: [UInt8]) -> [InvariantViolation] {
    var v = Violations()
    v.expect(hasWeightsInRange(index.weights), "an opened index's weights are in range", "")
    let queries = queries(index, file: file)
    let stored = SnapshotLayout(file).liveIDs(in: file, limit: 100_000)
    let ids = Set(stored)
    // A crafted file may give two photos one id: then two hits may show it.
    let distinct = ids.count == stored.count
    // `nil`: the search read a block or list that failed its check (a file whose blocks were
    // not resealed, or a list that breaks the format's rules), so it threw `damagedSnapshot`.
    let answers = queries.map { answer(index, $0, ids: ids, distinct: distinct, &v) }
    // Written again and opened: the same index, so the same answers, continuations included.
    let written = index.snapshotBytes()
    // Its own ids: a damaged index writes an id that failed its check as empty.
    let writtenIDs = SnapshotLayout(written).liveIDs(in: written, limit: 100_000)
    let again: PhotoIndex
    do {
      again = try PhotoIndex(snapshotBytes: written)
    } catch {
      v.expect(false, "an opened index written again opens", "\(error)")
      return v.list
    }
    v.expect(again.count == index.count, "the reopened index has as many photos", "")
    // A damaged index writes what its failed reads found (nothing), so the file written again
    // answers what the damaged one could not: it is compared only where that one answered.
    for (query, expected) in zip(queries, answers) {
      let reopened = answer(
        again, query, ids: Set(writtenIDs), distinct: Set(writtenIDs).count == writtenIDs.count,
        &v)
      v.expect(reopened != nil, "the reopened index is not damaged", "\(query.searchTerms)")
      guard let expected else { continue }
      v.expect(
        reopened == expected, "the reopened index answers the same",
        "\(query.searchTerms) \(query.album ?? "") \(query.people): \(expected) vs \(reopened ?? [])"
      )
    }
    // Changed: a new photo is found by its id, a removed one is gone.
    var changed = index
    var changedIDs = ids
    let id = "fuzz-added-photo"
    if !index.contains(id: id) && !ids.contains(id) {
      do {
        try changed.add(Photo(id: id, albums: ["Road Trip"], tags: ["zebra"], people: ["Anne"]))
        changedIDs.insert(id)
        v.expect(changed.contains(id: id), "an added photo is in the index", id)
        v.expect(changed.count == index.count + 1, "adding a photo counts one more", id)
      } catch {
        v.expect(false, "a small index takes one more photo", "\(error)")
      }
    }
    let found = answers.compactMap { $0 }.joined().flatMap(\.hits).first { $0.kind == .photo }
    if let hit = found, distinct, changed.contains(id: hit.id) {
      v.expect(changed.remove(id: hit.id), "a photo that was found can be removed", hit.id)
      v.expect(!changed.contains(id: hit.id), "a removed photo is gone", hit.id)
      changedIDs.remove(hit.id)
    }
    _ = answer(changed, PhotoQuery(searchTerms: ["zebra"]), ids: changedIDs, distinct: distinct, &v)
    _ = answer(changed, PhotoQuery(album: "Road Trip"), ids: changedIDs, distinct: distinct, &v)
    return v.list
  }

  /// What one query finds: the first page of three hits (explained), and the second when there
  /// is one, each checked; `nil` when a search found the index damaged (then every later
  /// search of it throws too).
  private static func answer(
    _ index: PhotoIndex, _ query: PhotoQuery, ids: Set<String>, distinct: Bool,
    _ v: inout Violations
  ) -> [SearchResult]? {
    let options = SearchOptions(explain: true)
    let first: SearchResult
    do {
      first = try index.search(query, limit: 3, options: options)
    } catch {
      // Without a token there is no continuation to refuse; any other error (a damaged part
      // of the file found while searching) is a typed answer.
      v.expect(
        !isContinuationError(error), "a search without a continuation is answered",
        "\(query.searchTerms): \(error)")
      return isDamaged(error) ? nil : []
    }
    check(first, index, ids: ids, distinct: distinct, offset: 0, &v)
    guard let token = first.continuation else { return [first] }
    let second: SearchResult
    do {
      second = try index.search(query, limit: 3, after: token, options: options)
    } catch {
      // The second page may read a block or list the first did not.
      if isDamaged(error) { return nil }
      v.expect(false, "a result's own continuation is taken", "\(query.searchTerms): \(error)")
      return [first]
    }
    check(second, index, ids: ids, distinct: distinct, offset: first.hits.count, &v)
    v.expect(second.total == first.total, "every page has the same total", "\(query.searchTerms)")
    let firstIDs = Set(first.hits.map { "\($0.kind) \($0.id)" })
    v.expect(
      !distinct || second.hits.allSatisfy { !firstIDs.contains("\($0.kind) \($0.id)") },
      "pages do not repeat hits", "\(query.searchTerms): \(first.hits) then \(second.hits)")
    if let last = first.hits.last, let next = second.hits.first {
      v.expect(
        last.score >= next.score, "a later page scores no higher",
        "\(query.searchTerms): \(last.score) then \(next.score)")
    }
    return [first, second]
  }

  /// Whether `error` says a search read a part of the file that failed its check.
  private static func isDamaged(_ error: SearchError) -> Bool {
    if case .damagedSnapshot = error { return true }
    return false
  }

  /// Whether `error` refuses a continuation token.
  private static func isContinuationError(_ error: SearchError) -> Bool {
    if case .invalidContinuation = error { return true }
    if case .staleContinuation = error { return true }
    return false
  }

  /// One page of a result against itself and the index: counts that add up, hits that exist,
  /// scores in order.
  private static func check(
    _ result: SearchResult, _ index: PhotoIndex, ids: Set<String>, distinct: Bool, offset: Int,
    _ v: inout Violations
  ) {
    let albums = Dictionary(index.albumNames.map { ($0.name, $0.count) }) { first, _ in first }
    v.expect(
      result.total == result.photoCount + result.albumCount && result.photoCount >= 0
        && result.albumCount >= 0,
      "the total is the photos plus the albums",
      "\(result.total) = \(result.photoCount) + \(result.albumCount)")
    // Every hit the total counts can be reached: a page is full unless it is the last (a score
    // that does not order, such as NaN, loses its hit from every page).
    v.expect(
      result.hits.count == min(3, max(0, result.total - offset)),
      "a page holds the limit or the rest of the total",
      "\(result.hits.count) at \(offset) of \(result.total)")
    v.expect(
      (result.continuation != nil) == (offset + result.hits.count < result.total),
      "a continuation exactly when hits remain",
      "\(result.hits.count) at \(offset) of \(result.total)")
    v.expect(
      !distinct || Set(result.hits.map { "\($0.kind) \($0.id)" }).count == result.hits.count,
      "a page holds each hit once", "\(result.hits)")
    for hit in result.hits {
      switch hit.kind {
      case .photo:
        v.expect(ids.contains(hit.id), "a photo hit is a photo of the index", hit.id)
        v.expect(hit.photoCount == 1, "a photo hit counts one photo", "\(hit)")
      case .album:
        let count = albums[hit.id]
        v.expect(count != nil, "an album hit is an album of the index", hit.id)
        v.expect(
          hit.photoCount >= 1 && hit.photoCount <= (count ?? 0),
          "an album hit counts some of its photos", "\(hit.photoCount) of \(count ?? 0)")
      }
      v.expect(hit.score.isFinite, "a score is a finite number", "\(hit)")
    }
    let scores = result.hits.map(\.score)
    v.expect(
      zip(scores, scores.dropFirst()).allSatisfy { $0 >= $1 }, "hits best first", "\(scores)")
  }
}
