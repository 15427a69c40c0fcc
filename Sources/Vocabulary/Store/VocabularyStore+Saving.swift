import Foundation
internal import Linguistics
internal import StemmaSupport

/// A store's whole state as three byte payloads, for a file format to hold (the Matcher's
/// snapshot files keep them as three sections; see `VocabularyStore(contentsOfFile:)`).
///
/// The payloads are the store's values written one after another (``ByteStreamWriter``):
/// a store is read back whole into its tables, so a column layout used in place would buy
/// nothing. They keep everything ranking and resolving read, so that a store read back
/// answers exactly as the saved one: each entry with its spellings, counts, last use and
/// decayed weight (``Entry/recency``), the analysis of each entry's text (so opening analyzes
/// nothing), and the configuration (languages, decay, resolution policy). The per-kind
/// resolution lookups are not saved: they are built on first use, as in a new store.
package struct SavedVocabulary: Sendable {
  /// The layout of the payloads this build writes and reads; a later layout gets a new number.
  package static let layout: UInt64 = 1

  /// The layout number, the configuration and the analyzers' language codes.
  package var settings: [UInt8]
  /// The entries, by id.
  package var entries: [UInt8]
  /// Each entry's analysis, by id.
  package var texts: [UInt8]

  /// A store's state read back from payloads, checked, ready to become a store.
  package struct Contents: Sendable {
    let configuration: VocabularyStore.Configuration
    let snapshot: VocabularySnapshot
  }
}

/// Why saved payloads could not be read back into a store: which payload and what was wrong.
package struct SavedVocabularyError: Error, Hashable, Sendable {
  /// The payload: `settings`, `entries` or `texts`.
  package let part: String
  /// What was wrong with it.
  package let reason: String
}

extension VocabularyStore {
  /// The store's state as payloads (see ``SavedVocabulary``), taken from one snapshot: a
  /// writer running at the same time changes a later state, never this one.
  /// - Complexity: O(*n*) in the size of the store.
  package func saved() -> SavedVocabulary {
    let snapshot = self.snapshot
    return SavedVocabulary(
      settings: Self.settingsPayload(configuration, analyzers: snapshot.analyzers.keys.sorted()),
      entries: Self.entriesPayload(snapshot.entries),
      texts: AnalyzedText.payload(snapshot.texts))
  }

  /// Reads back the payloads ``saved()`` made, for ``init(_:)``.
  /// - Parameters:
  ///   - settings: The settings payload.
  ///   - entries: The entries payload.
  ///   - texts: The texts payload.
  /// - Throws: ``SavedVocabularyError`` naming the payload and the problem, for payloads that
  ///   are not what ``saved()`` writes (a number out of range, a string that is not UTF-8, a
  ///   count that does not match, an unknown language, bytes left over).
  /// - Complexity: O(*n*) in the size of the payloads; nothing is analyzed.
  package static func read(
    savedSettings settings: UnsafeRawBufferPointer, entries: UnsafeRawBufferPointer,
    texts: UnsafeRawBufferPointer
  ) throws(SavedVocabularyError) -> SavedVocabulary.Contents {
    let (configuration, codes) = try Self.configuration(from: settings)
    var snapshot = VocabularySnapshot(
      configuration: configuration,
      nicknames: NicknameTable(language: Configuration.defaultLanguage))
    for code in codes where snapshot.analyzers[code] == nil {
      guard let language = try? Language(code) else {
        throw SavedVocabularyError(part: "settings", reason: "unknown language '\(code)'")
      }
      snapshot.analyzers[code] = Analyzer(language: language)
    }
    let decodedEntries = try Self.entries(from: entries)
    let decodedTexts = try AnalyzedText.texts(from: texts, count: decodedEntries.count)
    for (id, (entry, text)) in zip(decodedEntries, decodedTexts).enumerated() {
      let identity = EntryIdentity(identifier: entry.identifier, mergeKey: text.mergeKey)
      // Two entries of one identity would make the identity map forget one of them.
      guard snapshot.kinds[entry.kind]?.byIdentity[identity] == nil else {
        throw SavedVocabularyError(part: "entries", reason: "entry \(id) repeats an identity")
      }
      snapshot.kinds[entry.kind, default: KindIndex()].insert(
        Int32(id), identity: identity, language: entry.language)
    }
    snapshot.entries = decodedEntries
    snapshot.texts = decodedTexts
    return SavedVocabulary.Contents(configuration: configuration, snapshot: snapshot)
  }

  /// A store holding what ``read(savedSettings:entries:texts:)`` read back.
  /// - Parameter contents: The state read back.
  package convenience init(_ contents: SavedVocabulary.Contents) {
    self.init(configuration: contents.configuration, snapshot: contents.snapshot)
  }

  private static func settingsPayload(_ configuration: Configuration, analyzers: [String])
    -> [UInt8]
  {
    var writer = ByteStreamWriter()
    writer.append(SavedVocabulary.layout)
    writer.append(configuration.languages.map(\.code))
    writer.append(configuration.decay.halfLife)
    let policy = configuration.resolution
    writer.append(policy.dominanceRatio)
    writer.append(policy.minimumScore)
    writer.append(count: policy.maximumCandidates)
    writer.append(policy.nameKinds.map(\.rawValue).sorted())
    writer.append(policy.confirmedKinds.map(\.rawValue).sorted())
    writer.append(analyzers)
    return writer.bytes
  }

  private static func configuration(from bytes: UnsafeRawBufferPointer)
    throws(SavedVocabularyError) -> (Configuration, analyzers: [String])
  {
    var reader = ByteStreamReader(bytes)
    do throws(ByteStreamError) {
      let layout = try reader.integer()
      guard layout == SavedVocabulary.layout else {
        throw ByteStreamError(
          "vocabulary layout \(layout) is not supported (this build reads "
            + "\(SavedVocabulary.layout))")
      }
      var languages: [Language] = []
      for code in try reader.strings() {
        guard let language = try? Language(code) else {
          throw ByteStreamError("unknown language '\(code)'")
        }
        languages.append(language)
      }
      let halfLife = try reader.double()
      let policy = ResolutionPolicy(
        dominanceRatio: try reader.double(), minimumScore: try reader.double(),
        maximumCandidates: try reader.int(),
        nameKinds: Set(try reader.strings().map(EntryKind.init(rawValue:))),
        confirmedKinds: Set(try reader.strings().map(EntryKind.init(rawValue:))))
      let analyzers = try reader.strings()
      guard reader.isAtEnd else { throw ByteStreamError("bytes after the end") }
      let configuration = Configuration(
        languages: languages, decay: Decay(halfLife: halfLife), resolution: policy)
      return (configuration, analyzers)
    } catch {
      throw SavedVocabularyError(part: "settings", reason: error.reason)
    }
  }

  private static func entriesPayload(_ entries: [Entry]) -> [UInt8] {
    var writer = ByteStreamWriter()
    var kinds: [EntryKind] = []
    var kindIndex: [EntryKind: Int] = [:]
    for entry in entries where kindIndex[entry.kind] == nil {
      kindIndex[entry.kind] = kinds.count
      kinds.append(entry.kind)
    }
    writer.append(kinds.map(\.rawValue))
    writer.append(count: entries.count)
    for entry in entries {
      writer.append(count: kindIndex[entry.kind] ?? 0)
      writer.append(entry.keys.folded)
      writer.append(entry.keys.lemma)
      writer.append(entry.keys.stem)
      writer.append(entry.keys.tokens)
      writer.append(entry.language)
      writer.append(count: entry.useCount)
      writer.append(entry.lastUsed != nil)
      if let lastUsed = entry.lastUsed { writer.append(lastUsed.timeIntervalSinceReferenceDate) }
      writer.append(entry.recency)
      writer.append(count: entry.spellings.count)
      for spelling in entry.spellings {
        writer.append(spelling.text)
        writer.append(count: spelling.count)
      }
      writer.append(entry.identifier)
    }
    return writer.bytes
  }

  private static func entries(from bytes: UnsafeRawBufferPointer)
    throws(SavedVocabularyError) -> [Entry]
  {
    var reader = ByteStreamReader(bytes)
    do throws(ByteStreamError) {
      let kinds = try reader.strings().map(EntryKind.init(rawValue:))
      // An entry takes at least 12 bytes (its counts, flags and empty strings).
      let count = try reader.count(minimumBytes: 12)
      var entries: [Entry] = []
      entries.reserveCapacity(count)
      for _ in 0..<count {
        let kind = kinds[try reader.index(below: kinds.count)]
        let keys = Entry.Keys(
          folded: try reader.string(), lemma: try reader.string(), stem: try reader.string(),
          tokens: try reader.strings())
        let language = try reader.string()
        let useCount = try reader.int()
        let lastUsed = try reader.bool() ? try reader.double() : nil
        let recency = try reader.double()
        guard lastUsed?.isFinite ?? true, recency.isFinite else {
          throw ByteStreamError("a date or weight that is not a finite number")
        }
        let spellingCount = try reader.count(minimumBytes: 2)
        guard spellingCount > 0 else { throw ByteStreamError("an entry without a spelling") }
        var spellings: [Entry.Spelling] = []
        spellings.reserveCapacity(spellingCount)
        for _ in 0..<spellingCount {
          spellings.append(
            Entry.Spelling(text: try reader.string(), count: try reader.int()))
        }
        let identifier = try reader.optionalString()
        entries.append(
          Entry(
            kind: kind, displayForm: spellings[0].text, keys: keys, language: language,
            useCount: useCount,
            lastUsed: lastUsed.map(Date.init(timeIntervalSinceReferenceDate:)), recency: recency,
            spellings: spellings,
            identifier: identifier))
      }
      guard reader.isAtEnd else { throw ByteStreamError("bytes after the last entry") }
      return entries
    } catch {
      throw SavedVocabularyError(part: "entries", reason: error.reason)
    }
  }
}
