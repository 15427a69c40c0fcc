import Foundation
import Linguistics
import StemmaSupport
import StemmaTestSupport
import Testing

@testable import Vocabulary

/// A store read back from its saved payloads is the saved store: the same entries (spellings,
/// counts, last uses, decayed weights), the same analyses, the same rankings and resolutions,
/// and it goes on learning as the saved one does. Payloads that are not what a store saves
/// are refused with an error naming the payload, never a trap.
@Suite struct VocabularyStoreSavingTests {
  /// The texts the stores are made of: merged spellings, names with titles and honorifics,
  /// German and Japanese names, digits, an emoji, words whose stems agree by accident.
  static let texts = [
    "Road trip", "road-trip", "ROAD TRIP", "road trips", "Anne Johnson", "Mrs. Johnson",
    "Dr. Bob Smith", "Robert Smith", "たなかさん", "田中 太郎", "Jürgen Müller", "Juergen Mueller",
    "Hawaii 2019", "🎉", "Universe", "University", "Morning HIIT", "morning hiits", "Katherine",
    "Kate", "sunset", "Sunsets", "beach", "golden retriever", "O'Brien", "OBrien",
  ]
  static let kinds: [EntryKind] = [
    .photoTag, .photoAlbumName, .contactName, EntryKind(rawValue: "recipeName"),
  ]

  /// A store with seeded random uses of ``texts`` over several kinds, languages, identifiers,
  /// dated and undated, in its own configuration.
  static func store(seed: UInt64) throws -> VocabularyStore {
    var random = SeededGenerator(seed: seed)
    let configuration = VocabularyStore.Configuration(
      languages: [try Language("en"), try Language("de")], decay: Decay(halfLife: 30 * 86_400),
      resolution: ResolutionPolicy(
        dominanceRatio: 2.5, minimumScore: 0.4, maximumCandidates: 5,
        nameKinds: [.contactName, EntryKind(rawValue: "recipeName")]))
    let store = VocabularyStore(configuration: configuration)
    try store.update { batch in
      for _ in 0..<300 {
        let text = texts.randomElement(using: &random) ?? "beach"
        let kind = kinds.randomElement(using: &random) ?? .photoTag
        let dated = Int.random(in: 0..<4, using: &random) > 0
        let date = referenceNow.addingTimeInterval(
          -Double(Int.random(in: 0..<(400 * 86_400), using: &random)))
        let identifier =
          kind == .contactName && Bool.random(using: &random)
          ? "contact-\(Int.random(in: 0..<3, using: &random))" : nil
        let language = Int.random(in: 0..<5, using: &random) == 0 ? try Language("de") : nil
        try batch.add(
          text, kind: kind, identifier: identifier, uses: Int.random(in: 0..<4, using: &random),
          lastUsed: dated ? date : nil, language: language)
      }
    }
    return store
  }

  /// `store` saved and read back.
  static func reopened(_ store: VocabularyStore) throws -> VocabularyStore {
    let saved = store.saved()
    let contents = try saved.settings.withUnsafeBytes { settings in
      try saved.entries.withUnsafeBytes { entries in
        try saved.texts.withUnsafeBytes { texts in
          try VocabularyStore.read(savedSettings: settings, entries: entries, texts: texts)
        }
      }
    }
    return VocabularyStore(contents)
  }

  /// What a user can ask of a store, for comparing two: the values to resolve are every
  /// text, a typo of each, a prefix of each and a few that match nothing.
  static func expectSameAnswers(
    _ opened: VocabularyStore, _ built: VocabularyStore,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(opened.configuration == built.configuration, sourceLocation: sourceLocation)
    #expect(opened.allEntries == built.allEntries, sourceLocation: sourceLocation)
    #expect(opened.kinds == built.kinds, sourceLocation: sourceLocation)
    #expect(opened.snapshot.texts == built.snapshot.texts, sourceLocation: sourceLocation)
    var queries = texts + ["", "xyz", "mr johnson", "bobby smith", "tanaka"]
    queries += texts.map { String($0.dropLast()) } + texts.map { String($0.prefix(4)) }
    for kind in built.kinds {
      for now in [referenceNow, daysAgo(200), daysAgo(-400)] {
        #expect(
          opened.ranked(kind, now: now) == built.ranked(kind, now: now),
          sourceLocation: sourceLocation)
        #expect(
          opened.ranked(kind, limit: 3, now: now) == built.ranked(kind, limit: 3, now: now),
          sourceLocation: sourceLocation)
      }
      for query in queries {
        for required in [true, false] {
          #expect(
            opened.resolve(query, as: kind, required: required, now: referenceNow)
              == built.resolve(query, as: kind, required: required, now: referenceNow),
            "\(kind): \(query)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aStoreReadBackAnswersAsTheSavedOne(seed: UInt64) throws {
    let built = try Self.store(seed: seed)
    // One kind's lookup is built before saving: lookups are not saved, and the opened store
    // builds its own on first use.
    _ = built.resolve("beach", as: .photoTag)
    let opened = try Self.reopened(built)
    Self.expectSameAnswers(opened, built)
    #expect(opened.snapshot.analyzers.keys.sorted() == built.snapshot.analyzers.keys.sorted())
  }

  @Test func aStoreReadBackGoesOnLearningAsTheSavedOne() throws {
    let built = try Self.store(seed: 7)
    let opened = try Self.reopened(built)
    // Resolving first builds the lookups that new entries are then added to.
    _ = built.resolve("road", as: .photoAlbumName)
    _ = opened.resolve("road", as: .photoAlbumName)
    for store in [built, opened] {
      try store.recordUse(of: "Road Trips", kind: .photoAlbumName, at: daysAgo(1))
      try store.recordUse(of: "Lake Tahoe", kind: .photoAlbumName, at: daysAgo(2))
      try store.add("Anne Johnson", kind: .contactName, identifier: "contact-9", uses: 5)
    }
    Self.expectSameAnswers(opened, built)
    // Saved again, the grown store reads back the same.
    Self.expectSameAnswers(try Self.reopened(opened), built)
  }

  @Test func anEmptyStoreReadsBackEmpty() throws {
    let built = VocabularyStore()
    let opened = try Self.reopened(built)
    #expect(opened.count == 0)
    #expect(opened.configuration == built.configuration)
    #expect(opened.resolve("beach", as: .photoTag) == built.resolve("beach", as: .photoTag))
  }

  /// Reads payloads, turning the error into the payload's name and reason.
  static func read(_ settings: [UInt8], _ entries: [UInt8], _ texts: [UInt8]) -> Result<
    VocabularyStore, SavedVocabularyError
  > {
    settings.withUnsafeBytes { settings in
      entries.withUnsafeBytes { entries in
        texts.withUnsafeBytes { texts in
          do throws(SavedVocabularyError) {
            return .success(
              VocabularyStore(
                try VocabularyStore.read(savedSettings: settings, entries: entries, texts: texts)))
          } catch {
            return .failure(error)
          }
        }
      }
    }
  }

  @Test func everyCutOffPayloadIsRefusedByName() throws {
    let saved = try Self.store(seed: 4).saved()
    for length in 0..<saved.settings.count {
      let result = Self.read(Array(saved.settings.prefix(length)), saved.entries, saved.texts)
      #expect(throws: SavedVocabularyError.self) { try result.get() }
      if case .failure(let error) = result { #expect(error.part == "settings") }
    }
    for length in stride(from: 0, to: saved.entries.count, by: 7) {
      let result = Self.read(saved.settings, Array(saved.entries.prefix(length)), saved.texts)
      if case .failure(let error) = result {
        #expect(error.part == "entries")
      } else {
        Issue.record("entries cut to \(length) bytes were read")
      }
    }
    for length in stride(from: 0, to: saved.texts.count, by: 7) {
      let result = Self.read(saved.settings, saved.entries, Array(saved.texts.prefix(length)))
      if case .failure(let error) = result {
        #expect(error.part == "texts")
      } else {
        Issue.record("texts cut to \(length) bytes were read")
      }
    }
    let longer = Self.read(saved.settings, saved.entries + [0], saved.texts)
    #expect(throws: SavedVocabularyError(part: "entries", reason: "bytes after the last entry")) {
      try longer.get()
    }
  }

  @Test func aLaterLayoutIsRefusedByNumber() throws {
    var saved = try Self.store(seed: 5).saved()
    saved.settings[0] = 2
    let result = Self.read(saved.settings, saved.entries, saved.texts)
    #expect(
      throws: SavedVocabularyError(
        part: "settings", reason: "vocabulary layout 2 is not supported (this build reads 1)")
    ) { try result.get() }
  }

  /// Two entries of one identity would leave the identity map with one of them: a later use
  /// would merge into either, and the store would depend on which.
  @Test func twoEntriesOfOneIdentityAreRefused() throws {
    let store = VocabularyStore()
    try store.add("dog", kind: .photoTag)
    let saved = store.saved()
    // The entries payload: the kinds ("photoTag": a count, a length, 8 bytes), the count of
    // entries, then the entry; the texts payload: the count, then the text.
    let kinds = 1 + 1 + 8
    #expect(saved.entries[kinds] == 1 && saved.texts[0] == 1)
    let entries =
      saved.entries.prefix(kinds) + [2] + saved.entries.dropFirst(kinds + 1)
      + saved.entries.dropFirst(kinds + 1)
    let texts = [2] + saved.texts.dropFirst() + saved.texts.dropFirst()
    let result = Self.read(saved.settings, Array(entries), Array(texts))
    #expect(throws: SavedVocabularyError(part: "entries", reason: "entry 1 repeats an identity")) {
      try result.get()
    }
  }

  /// A saved store never holds a date or weight that is not a number: one would make every
  /// score of its kind NaN.
  @Test func aWeightThatIsNotANumberIsRefused() throws {
    let store = VocabularyStore()
    try store.add("dog", kind: .photoTag, uses: 3, lastUsed: referenceNow)
    let saved = store.saved()
    let three = withUnsafeBytes(of: (3.0).bitPattern.littleEndian, Array.init)
    let nan = withUnsafeBytes(of: Double.nan.bitPattern.littleEndian, Array.init)
    let position = try #require(
      (0...(saved.entries.count - 8)).first { Array(saved.entries[$0..<($0 + 8)]) == three })
    var entries = saved.entries
    entries.replaceSubrange(position..<(position + 8), with: nan)
    let result = Self.read(saved.settings, entries, saved.texts)
    #expect(
      throws: SavedVocabularyError(
        part: "entries", reason: "a date or weight that is not a finite number")
    ) { try result.get() }
  }

  /// Payloads changed at random places (as a crafted file whose checksums were computed again
  /// would hold them) are refused or give a store that ranks and resolves: never a trap.
  @Test(arguments: [11, 12] as [UInt64])
  func changedPayloadsNeverTrap(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let saved = try Self.store(seed: seed).saved()
    var refused = 0
    for _ in 0..<600 {
      var parts = [saved.settings, saved.entries, saved.texts]
      let part = Int.random(in: 0..<3, using: &random)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<parts[part].count, using: &random)
        parts[part][position] =
          [0, 1, 0x7F, 0x80, 0xFF, UInt8.random(in: 0...255, using: &random)]
          .randomElement(using: &random) ?? 0
      }
      switch Self.read(parts[0], parts[1], parts[2]) {
      case .failure: refused += 1
      case .success(let store):
        for kind in store.kinds {
          _ = store.ranked(kind, now: referenceNow)
          _ = store.resolve("road trip", as: kind)
          _ = store.resolve("anne", as: kind)
        }
        _ = try? store.recordUse(of: "beach", kind: .photoTag, at: referenceNow)
      }
    }
    #expect(refused > 0)
  }
}
