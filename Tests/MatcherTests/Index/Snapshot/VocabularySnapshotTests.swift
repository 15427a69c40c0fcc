import Foundation
import Matcher
import StemmaTestSupport
import Testing
import Vocabulary

/// A vocabulary saved in a snapshot file, alone or beside an index, opens as the store it was
/// saved from; bad files are refused with a ``SnapshotError`` that names the problem.
@Suite struct VocabularySnapshotTests {
  /// 2024-06-01T00:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_717_200_000)

  /// The vocabulary of samples/photos.jsonl, as `stemma vocab` learns it, with a few uses
  /// recorded on top (identifiers, undated uses).
  static func sampleStore() throws -> VocabularyStore {
    var tally = UseTally()
    for photo in try SnapshotTestSupport.samplePhotos() { tally.add(photo) }
    let store = VocabularyStore(tally: tally)
    try store.add("Anne Johnson", kind: .contactName, identifier: "contact-1", uses: 4)
    try store.add("Dr. Robert Smith", kind: .contactName, uses: 2, lastUsed: now)
    try store.add("Morning HIIT", kind: .workoutActivityName)
    return store
  }

  /// Expects `opened` to rank and resolve as `built`: every kind at two moments, and every
  /// entry's spellings, cut short and misspelled, resolved.
  static func expectSameAnswers(
    _ opened: VocabularyStore, _ built: VocabularyStore,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(opened.configuration == built.configuration, sourceLocation: sourceLocation)
    #expect(opened.allEntries == built.allEntries, sourceLocation: sourceLocation)
    let texts = built.allEntries.flatMap { $0.spellings.map(\.text) }
    let queries = texts + texts.map { String($0.dropLast()) } + ["", "mr smith", "nothing"]
    for kind in built.kinds {
      for moment in [now, now.addingTimeInterval(-300 * 86_400)] {
        #expect(
          opened.ranked(kind, now: moment) == built.ranked(kind, now: moment),
          sourceLocation: sourceLocation)
      }
      for query in queries {
        #expect(
          opened.resolve(query, as: kind, now: now) == built.resolve(query, as: kind, now: now),
          "\(kind): \(query)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func aSavedVocabularyOpensAsTheStoreItWasSavedFrom() throws {
    let built = try Self.sampleStore()
    let path = try SnapshotTestSupport.temporaryPath("vocabulary.stemma")
    try built.write(toFile: path)
    Self.expectSameAnswers(try VocabularyStore(contentsOfFile: path), built)
    Self.expectSameAnswers(try VocabularyStore(contentsOf: URL(fileURLWithPath: path)), built)
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == built.snapshotBytes())
  }

  @Test func anIndexAndItsVocabularyShareOneFile() throws {
    let photos = try SnapshotTestSupport.samplePhotos()
    let index = try PhotoIndex(photos)
    let built = try Self.sampleStore()
    let path = try SnapshotTestSupport.temporaryPath()
    try index.write(toFile: path, vocabulary: built)
    Self.expectSameAnswers(try VocabularyStore(contentsOfFile: path), built)
    // The index in the same file answers as the index alone does.
    let queries = ["mountain", "road trip", "Anne", "sunset beach", "lake"].map {
      PhotoQuery(searchTerms: [$0])
    }
    try SnapshotTestSupport.expectSameAnswers(
      try PhotoIndex(contentsOfFile: path), index, queries: queries, "beside a vocabulary")
    #expect(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        == index.snapshotBytes(vocabulary: built))
    let info = try SnapshotInfo(contentsOfFile: path)
    #expect(info.photoCount == photos.count)
    #expect(
      info.sections.suffix(7).map(\.name) == [
        "vocabularySettings", "vocabularyEntries", "vocabularyTexts", "nameVocabularySettings",
        "nameVocabularyEntries", "nameVocabularyTexts", "blockChecksums",
      ])
  }

  /// Opening the vocabulary reads (and checksums) its own sections only, never the index's
  /// pages beside it: a damaged index section leaves the vocabulary whole, and the index
  /// itself is still refused.
  @Test func theVocabularyReadsNoneOfTheIndexsSections() throws {
    let index = try PhotoIndex(try SnapshotTestSupport.samplePhotos())
    let built = try Self.sampleStore()
    var bytes = index.snapshotBytes(vocabulary: built)
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let indexSections = table.filter { bytes[$0.entry] < 100 || bytes[$0.entry + 1] != 0 }
    let largest = try #require(indexSections.max { $0.length < $1.length })
    bytes[largest.offset + largest.length / 2] ^= 0x01
    #expect(throws: SnapshotError.self) { try PhotoIndex(snapshotBytes: bytes) }
    Self.expectSameAnswers(try VocabularyStore(snapshotBytes: bytes), built)
  }

  @Test func anIndexSavedWithoutAVocabularyHoldsNone() throws {
    let index = try PhotoIndex(try SnapshotTestSupport.samplePhotos())
    #expect(throws: SnapshotError.noVocabulary) {
      try VocabularyStore(snapshotBytes: index.snapshotBytes())
    }
  }

  /// A vocabulary saved alone is no index: opening it as one is a typed error.
  @Test func aVocabularyAloneIsNoIndex() throws {
    let bytes = try Self.sampleStore().snapshotBytes()
    #expect(throws: SnapshotError.self) { try PhotoIndex(snapshotBytes: bytes) }
  }

  @Test func anOpenedVocabularyGoesOnLearningAndSavesAgain() throws {
    let built = try Self.sampleStore()
    let opened = try VocabularyStore(snapshotBytes: built.snapshotBytes())
    for store in [built, opened] {
      try store.recordUse(of: "Road Trips 2019", kind: .photoAlbumName, at: Self.now)
      try store.recordUse(of: "kayak", kind: .photoTag, at: Self.now)
    }
    Self.expectSameAnswers(opened, built)
    #expect(opened.snapshotBytes() == built.snapshotBytes())
  }

  // MARK: Bad files

  static let small: [UInt8] = {
    let store = VocabularyStore()
    _ = try? store.add("Road trip", kind: .photoAlbumName, uses: 3, lastUsed: now)
    _ = try? store.add("Anne Johnson", kind: .contactName, identifier: "c1")
    return store.snapshotBytes()
  }()

  @Test func everyTruncationIsRefused() {
    for length in 0..<Self.small.count {
      do {
        _ = try VocabularyStore(snapshotBytes: Array(Self.small.prefix(length)))
        Issue.record("a prefix of \(length) bytes opened")
      } catch {
        switch error {
        case .truncated: break
        case .notASnapshot: #expect(length == 0, "length \(length)")
        default: Issue.record("length \(length): \(error)")
        }
      }
    }
  }

  @Test func everyFlippedBitIsRefused() {
    var random = SeededGenerator(seed: 26)
    for position in 0..<Self.small.count {
      var bytes = Self.small
      bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
      do {
        _ = try VocabularyStore(snapshotBytes: bytes)
        Issue.record("a flipped bit at \(position) went unnoticed")
      } catch {
        switch error {
        case .checksumMismatch, .notASnapshot, .unsupportedVersion, .malformed, .truncated: break
        default: Issue.record("position \(position): \(error)")
        }
      }
    }
  }

  @Test func aFutureVersionIsRefusedByNumber() {
    var bytes = Self.small
    bytes[8] = 6
    #expect(throws: SnapshotError.unsupportedVersion(found: 6, supported: 5)) {
      try VocabularyStore(snapshotBytes: bytes)
    }
  }

  @Test(arguments: [
    ("empty", [UInt8]()),
    ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] as [UInt8]),
    ("JSON", Array(#"{"kind": "photoTag", "text": "dog"}"#.utf8)),
  ])
  func anotherProgramsFileIsNotASnapshot(name: String, bytes: [UInt8]) {
    #expect(throws: SnapshotError.notASnapshot, "\(name)") {
      try VocabularyStore(snapshotBytes: bytes)
    }
  }

  @Test func aMissingFileIsAnIOErrorNamingIt() {
    #expect(throws: SnapshotError.io(errno: ENOENT, path: "/nonexistent/v.stemma")) {
      try VocabularyStore(contentsOfFile: "/nonexistent/v.stemma")
    }
  }

  /// Sections whose checksums are right but whose payloads are not (a crafted file) are
  /// refused as malformed, naming the vocabulary's section, or open as a store that ranks and
  /// resolves: never a trap.
  @Test func craftedVocabularySectionsNeverTrap() {
    var random = SeededGenerator(seed: 27)
    let table = SnapshotCraftedFileTests.sections(of: Self.small)
    var refused = 0
    for _ in 0..<600 {
      var bytes = Self.small
      let number = Int.random(in: 0..<table.count, using: &random)
      let (_, offset, length) = table[number]
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        bytes[offset + Int.random(in: 0..<length, using: &random)] =
          [0, 1, 0x7F, 0x80, 0xFF, UInt8.random(in: 0...255, using: &random)]
          .randomElement(using: &random) ?? 0
      }
      SnapshotCraftedFileTests.reseal(&bytes, section: number)
      do {
        let store = try VocabularyStore(snapshotBytes: bytes)
        for kind in store.kinds {
          _ = store.ranked(kind, now: Self.now)
          _ = store.resolve("road trip", as: kind)
        }
      } catch {
        refused += 1
        guard case .malformed(let section, _) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(section.hasPrefix("vocabulary"), "\(error)")
      }
    }
    #expect(refused > 0)
  }
}
