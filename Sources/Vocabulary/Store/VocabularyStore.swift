public import Foundation
public import Linguistics
import Synchronization

/// A user's vocabulary: entries learned from use, ranked for a voice assistant, and resolved
/// from what the assistant heard.
///
/// ```swift
/// let store = VocabularyStore()
/// try store.recordUse(of: "Road trip", kind: .photoAlbumName, at: .now)
/// try store.add("Anne Johnson", kind: .contactName, uses: 12)
/// store.ranked(.photoAlbumName, limit: 10)           // most likely first
/// store.resolve("mrs johnson", as: .contactName)     // .success(Anne Johnson)
/// ```
///
/// The store is a `Sendable` class: any number of threads may read (rank, resolve, list) while
/// one writes. Each read takes the current snapshot under a lock held only for that, then
/// works on it without the lock; a write changes the store's own copy under the lock (in place
/// when no reader holds the snapshot, on a copy otherwise). Use ``update(_:)`` to apply many
/// changes as one.
public final class VocabularyStore: Sendable {
  /// The store's languages, decay and resolution policy.
  public let configuration: Configuration
  private let state: Mutex<VocabularySnapshot>

  /// Creates an empty store.
  /// - Parameter configuration: Languages, decay and resolution policy.
  public convenience init(configuration: Configuration = Configuration()) {
    self.init(
      configuration: configuration,
      nicknames: NicknameTable(language: Configuration.defaultLanguage))
  }

  /// Creates an empty store with its own nickname table.
  init(configuration: Configuration, nicknames: NicknameTable) {
    self.configuration = configuration
    self.state = Mutex(VocabularySnapshot(configuration: configuration, nicknames: nicknames))
  }

  /// Creates a store whose state is `snapshot` (a saved store read back).
  init(configuration: Configuration, snapshot: VocabularySnapshot) {
    self.configuration = configuration
    self.state = Mutex(snapshot)
  }

  /// Creates a store holding `entries` (as ``allEntries`` gave them, or decoded from JSON).
  ///
  /// Entries are re-analyzed from their spellings, so a store saved under one version of the
  /// analyzers loads under another; entries that now share a key merge.
  /// - Parameters:
  ///   - entries: The entries.
  ///   - configuration: Languages, decay and resolution policy.
  /// - Throws: ``VocabularyError`` for an entry whose text is empty or whose language is unknown.
  /// - Complexity: O(*n*) in the total length of the entries' spellings.
  public convenience init(
    entries: some Sequence<Entry>, configuration: Configuration = Configuration()
  ) throws(VocabularyError) {
    self.init(configuration: configuration)
    try update { batch throws(VocabularyError) in
      for entry in entries { try batch.insert(entry) }
    }
  }

  /// The current snapshot.
  var snapshot: VocabularySnapshot { state.withLock { $0 } }

  /// A store whose state starts as this one's current state: the two share it until either
  /// changes (the state is a value), so a copy costs no analysis and neither store sees the
  /// other's later changes.
  package func copy() -> VocabularyStore {
    VocabularyStore(configuration: configuration, snapshot: snapshot)
  }

  /// Applies several changes as one: readers see all of them or none.
  /// - Parameter body: The changes, made through the batch.
  /// - Throws: What `body` throws; changes made before the error are kept.
  public func update<Failure: Error>(
    _ body: (inout Batch) throws(Failure) -> Void
  ) throws(Failure) {
    try state.withLock { (snapshot: inout VocabularySnapshot) throws(Failure) -> Void in
      var batch = Batch(snapshot: snapshot)
      // Hand the storage over so that the batch changes it in place.
      snapshot.entries = []
      snapshot.texts = []
      snapshot.kinds = [:]
      snapshot.lookups = LookupCache()
      defer { snapshot = batch.snapshot }
      try body(&batch)
    }
  }

  /// Records one use of `text` as `kind`, merging it into the entry with the same key and
  /// identifier.
  /// - Parameters:
  ///   - text: The spelling used ("Road-Trip").
  ///   - kind: What it names.
  ///   - identifier: The app's identifier of the thing it names (SiriKit's
  ///     `customIdentifier`), if any: entries with different identifiers never merge, and one
  ///     without stays apart from one with (see <doc:ResolutionRules#Identity>).
  ///   - date: When it was used; an undated use adds to the count only.
  ///   - language: The language to analyze it with; the store's first language by default.
  /// - Returns: The entry after the change.
  /// - Throws: ``VocabularyError`` for empty text or an unknown language.
  /// - Complexity: O(*n*) in the length of `text`, plus a copy of the store when another
  ///   thread holds a snapshot.
  @discardableResult
  public func recordUse(
    of text: String, kind: EntryKind, identifier: String? = nil, at date: Date? = nil,
    language: Language? = nil
  ) throws(VocabularyError) -> Entry {
    try add(text, kind: kind, identifier: identifier, uses: 1, lastUsed: date, language: language)
  }

  /// Adds `uses` uses of `text` as `kind`, all at `lastUsed`.
  /// - Parameters:
  ///   - text: The spelling.
  ///   - kind: What it names.
  ///   - identifier: The app's identifier of the thing it names, if any; see
  ///     ``recordUse(of:kind:identifier:at:language:)``.
  ///   - uses: How many uses; 0 registers the entry without a use.
  ///   - lastUsed: When they happened, if known.
  ///   - language: The language to analyze it with; the store's first language by default.
  /// - Returns: The entry after the change.
  /// - Throws: ``VocabularyError`` for empty text or an unknown language.
  /// - Complexity: as ``recordUse(of:kind:identifier:at:language:)``.
  @discardableResult
  public func add(
    _ text: String, kind: EntryKind, identifier: String? = nil, uses: Int = 1,
    lastUsed: Date? = nil, language: Language? = nil
  ) throws(VocabularyError) -> Entry {
    var result: Entry?
    try update { batch throws(VocabularyError) in
      result = try batch.add(
        text, kind: kind, identifier: identifier, uses: uses, lastUsed: lastUsed,
        language: language)
    }
    guard let result else { throw .emptyText(kind: kind) }
    return result
  }

  /// The number of entries of every kind.
  public var count: Int { snapshot.entries.count }

  /// The kinds that have entries, SiriKit's first in their order, then app-defined ones by name.
  public var kinds: [EntryKind] {
    let present = Set(snapshot.kinds.keys)
    let builtIn = EntryKind.builtIn.filter(present.contains)
    let custom = present.subtracting(EntryKind.builtIn).sorted { $0.rawValue < $1.rawValue }
    return builtIn + custom
  }

  /// Every entry, in the order first seen.
  public var allEntries: [Entry] { snapshot.entries }

  /// The entries of `kind`, in the order first seen.
  /// - Complexity: O(*n*) in the kind's entries.
  public func entries(of kind: EntryKind) -> [Entry] {
    let snapshot = self.snapshot
    return snapshot.kinds[kind]?.ids.map { snapshot.entries[Int($0)] } ?? []
  }

  /// The entry `text` would merge into, if the store has one.
  /// - Parameters:
  ///   - text: A spelling.
  ///   - kind: Its kind.
  ///   - identifier: The app's identifier it would be recorded under; `nil` for none.
  /// - Complexity: O(*n*) in the length of `text`.
  public func entry(matching text: String, kind: EntryKind, identifier: String? = nil) -> Entry? {
    snapshot.entry(matching: text, kind: kind, language: nil, identifier: identifier)
  }

  /// The entries of `kind`, most likely first: by decayed usage score at `now`, then use
  /// count, then latest use, then display form and key, so ties come out the same every time.
  /// - Parameters:
  ///   - kind: The kind.
  ///   - limit: The most entries returned; all when `nil`.
  ///   - now: The moment to score at.
  /// - Returns: The entries with their scores.
  /// - Complexity: O(*n* log *n*) in the kind's entries.
  public func ranked(_ kind: EntryKind, limit: Int? = nil, now: Date = Date()) -> [RankedEntry] {
    snapshot.ranked(kind, limit: limit, now: now)
  }

  /// The display forms of `kind`, most likely first: what an app hands to
  /// `INVocabulary.setVocabularyStrings(_:of:)`.
  /// - Parameters:
  ///   - kind: The kind.
  ///   - limit: The most strings returned; all when `nil`.
  ///   - now: The moment to score at.
  /// - Complexity: O(*n* log *n*) in the kind's entries.
  public func vocabularyStrings(
    _ kind: EntryKind, limit: Int? = nil, now: Date = Date()
  ) -> [String] {
    ranked(kind, limit: limit, now: now).map(\.entry.displayForm)
  }

  /// Resolves a spoken or typed value to an entry of `kind`.
  ///
  /// Matching tiers, strongest first, are those of ``ResolutionTier``; for
  /// ``ResolutionPolicy/nameKinds`` titles and honorifics are set aside and nicknames match;
  /// sound-alikes match in every kind. The outcome follows ``ResolutionPolicy``.
  /// - Parameters:
  ///   - text: What was said or typed.
  ///   - kind: The kind of entry it names.
  ///   - required: Whether a value is required: decides between ``Resolution/needsValue`` and
  ///     ``Resolution/notRequired`` for empty input.
  ///   - now: The moment usage is scored at, for ordering near-ties.
  /// - Returns: The resolution.
  /// - Complexity: O(*c*) in the entries that share a word form, a sound, a typo neighbour or
  ///   a whole key with `text`, found through hash indexes; independent of the kind's size
  ///   otherwise.
  public func resolve(
    _ text: String, as kind: EntryKind, required: Bool = true, now: Date = Date()
  ) -> Resolution {
    snapshot.resolve(text, as: kind, required: required, now: now)
  }
}
