import Foundation

extension VocabularyStore {
  /// Resolves the app's own identifier of an entry of `kind`: the second step after a
  /// disambiguation or a confirmation, when the user has picked a candidate and the app holds
  /// its ``Entry/identifier`` (SiriKit's `customIdentifier`) rather than its words.
  ///
  /// ```swift
  /// try store.add("Maria Garcia", kind: .contactName, identifier: "contact-4711")
  /// try store.add("Maria Garcia", kind: .contactName, identifier: "contact-0815")
  /// store.resolve("Maria Garcia", as: .contactName)             // .disambiguation, both ids
  /// store.resolve(identifier: "contact-0815", as: .contactName) // .success(contact-0815)
  /// ```
  /// - Parameters:
  ///   - identifier: The identifier of a candidate an earlier resolution gave.
  ///   - kind: The kind of entry it names.
  ///   - now: The moment usage is scored at.
  /// - Returns: ``Resolution/success(_:)`` with the entry, an exact match; when the app gave
  ///   several spellings of one thing that do not merge (different words under one
  ///   identifier), the most used of them. ``Resolution/unsupported`` when no entry of `kind`
  ///   has the identifier; ``Resolution/needsValue`` when it is empty.
  /// - Complexity: O(*k*) in the entries that carry the identifier, through a hash index.
  public func resolve(identifier: String, as kind: EntryKind, now: Date = Date()) -> Resolution {
    snapshot.resolve(identifier: identifier, as: kind, now: now)
  }

  /// The entries of `kind` that carry `identifier`, most likely first (one, unless the app
  /// recorded spellings with different words under it).
  /// - Parameters:
  ///   - identifier: The app's identifier.
  ///   - kind: The kind.
  ///   - now: The moment to score at.
  /// - Complexity: O(*k* log *k*) in the entries that carry the identifier.
  public func entries(
    identifiedBy identifier: String, kind: EntryKind, now: Date = Date()
  ) -> [Entry] {
    snapshot.ranked(identifiedBy: identifier, kind: kind, now: now).map(\.entry)
  }
}

extension VocabularySnapshot {
  /// See ``VocabularyStore/resolve(identifier:as:now:)``.
  func resolve(identifier: String, as kind: EntryKind, now: Date) -> Resolution {
    guard !identifier.isEmpty else { return .needsValue }
    guard let best = ranked(identifiedBy: identifier, kind: kind, now: now).first else {
      return .unsupported
    }
    return .success(
      Resolution.Candidate(
        entry: best.entry, score: ResolutionPolicy.Score.exact, tier: .exact, strength: .exact,
        usage: best.score))
  }

  /// The entries of `kind` carrying `identifier`, in the ranking's order.
  func ranked(identifiedBy identifier: String, kind: EntryKind, now: Date) -> [RankedEntry] {
    let ids = kinds[kind]?.byIdentifier[identifier] ?? []
    let ranked = ids.map { id in
      let entry = entries[Int(id)]
      return RankedEntry(entry: entry, score: decay.score(of: entry, at: now))
    }
    return ranked.sorted { Ranking.precedes($0.entry, $0.score, $1.entry, $1.score) }
  }
}
