import Synchronization

/// The ``KindLookup`` of each kind, built the first time a value of that kind is resolved:
/// ranking a catalog never pays for the indexes only resolution reads.
///
/// A snapshot shares its cache with the copies readers take; a reader that builds a kind's
/// lookup builds it once, under the cache's lock, for every holder of that snapshot. A writer
/// that adds an entry updates the lookups in place when it holds the only reference, and on a
/// fresh cache otherwise (see ``VocabularySnapshot/lookupsForWriting()``), so a reader never
/// sees a lookup of entries its snapshot does not have.
final class LookupCache: Sendable {
  private let lookups: Mutex<[EntryKind: KindLookup]>

  init(_ lookups: [EntryKind: KindLookup] = [:]) {
    self.lookups = Mutex(lookups)
  }

  /// A cache holding the same lookups, for a writer to change.
  func copy() -> LookupCache {
    LookupCache(lookups.withLock { $0 })
  }

  /// The lookup of `kind`, built by `build` if the cache has none yet.
  /// - Complexity: O(1) once built; `build` runs at most once per kind and cache.
  func lookup(_ kind: EntryKind, build: () -> KindLookup) -> KindLookup {
    lookups.withLock { lookups in
      if let lookup = lookups[kind] { return lookup }
      let lookup = build()
      lookups[kind] = lookup
      return lookup
    }
  }

  /// Adds a new entry to the lookup of its kind, if that lookup was built; otherwise it will
  /// be part of the lookup when it is.
  /// - Complexity: as ``KindLookup/insert(_:text:)``.
  func insert(_ id: Int32, kind: EntryKind, text: AnalyzedText) {
    lookups.withLock { lookups in
      guard lookups[kind] != nil else { return }
      lookups[kind]?.insert(id, text: text)
    }
  }
}
