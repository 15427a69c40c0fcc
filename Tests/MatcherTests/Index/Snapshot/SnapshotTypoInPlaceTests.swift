import Foundation
import Testing

@testable import Matcher

/// An opened index looks typos up in its typo table where the file holds it: the same
/// candidates as the built index, in the same order, without a copy of the table (which a
/// change or a save still makes).
@Suite struct SnapshotTypoInPlaceTests {
  static let words = [
    "harbour", "lantern", "meadow", "orchard", "pebble", "quarry", "thimble", "lanterns",
    "lantana", "mantern",
  ]
  static let index: PhotoIndex =
    (try? PhotoIndex(words.enumerated().map { Photo(id: "t\($0)", tags: [$1]) })) ?? PhotoIndex()

  static let explaining = SearchOptions(explain: true)

  /// Misspellings that only typo tolerance finds, some with several candidates.
  static let typos = ["lantren", "harbur", "orcahrd", "pebbel", "lanterm", "qaurry", "zzzzzzz"]

  @Test func typoSearchesReadTheTableInPlaceAndAnswerAsTheBuiltIndex() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    #expect(opened.typoMapped != nil && opened.typoStore.isUnread)
    for typo in Self.typos {
      let query = PhotoQuery(searchTerms: [typo])
      let expected = try Self.index.search(query, options: Self.explaining)
      // Each misspelling finds its word through the typo table; the control finds nothing.
      #expect((expected.total > 0) == (typo != "zzzzzzz"), "\(typo): \(expected.total)")
      #expect(try opened.search(query, options: Self.explaining) == expected, "\(typo)")
    }
    #expect(opened.typoStore.isUnread, "a search copied the typo table")
  }

  /// The walk visits each hash's keys as the built table's walk does: every deletion hash of
  /// every word, in both tables.
  @Test func bothWalksVisitTheSameKeysInTheSameOrder() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    let hashes = Set(Self.index.typoTable.elements.map(\.hash)).sorted() + [0, .max]
    for hash in hashes {
      var built: [UInt32] = []
      var mapped: [UInt32] = []
      Self.index.forEachTypoCandidate(hash: hash) { built.append($0) }
      opened.forEachTypoCandidate(hash: hash) { mapped.append($0) }
      let expected = Self.index.typoTable.elements.filter { $0.hash == hash }.map(\.key)
      #expect(built == expected && mapped == expected, "hash \(hash)")
    }
  }

  /// The same with entries still pending (a photo added alone after the batch), which both
  /// walks scan after the sorted part.
  @Test func bothWalksAgreeWithPendingEntries() throws {
    var index = Self.index
    try index.add(Photo(id: "late", tags: ["lanterne"]))
    #expect(!index.typoTable.pending.isEmpty, "the photo added alone must leave entries pending")
    let opened = try PhotoIndex(snapshotBytes: index.snapshotBytes())
    for hash in Set(index.typoTable.elements.map(\.hash)).sorted() {
      var built: [UInt32] = []
      var mapped: [UInt32] = []
      index.forEachTypoCandidate(hash: hash) { built.append($0) }
      opened.forEachTypoCandidate(hash: hash) { mapped.append($0) }
      let expected = index.typoTable.elements.filter { $0.hash == hash }.map(\.key)
      #expect(mapped == built && built.sorted() == expected.sorted(), "hash \(hash)")
    }
  }

  /// An opened index reads a saved entry's bytes as a `DeletionEntry` (the walk of the built
  /// table's arrays): its layout is the file's, hash then key, eight bytes.
  @Test func aDeletionEntryIsLaidOutAsTheFileSavesIt() {
    #expect(MemoryLayout<DeletionEntry>.size == 8 && MemoryLayout<DeletionEntry>.stride == 8)
    #expect(MemoryLayout<DeletionEntry>.offset(of: \.hash) == 0)
    #expect(MemoryLayout<DeletionEntry>.offset(of: \.key) == 4)
  }

  /// A change reads the table (a copy) and then looks words up in it.
  @Test func aChangeCopiesTheTable() throws {
    var opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    try opened.add(Photo(id: "new", tags: ["lighthouse"]))
    #expect(opened.typoMapped == nil && !opened.typoStore.isUnread)
    var built = Self.index
    try built.add(Photo(id: "new", tags: ["lighthouse"]))
    for typo in Self.typos + ["lihgthouse"] {
      let query = PhotoQuery(searchTerms: [typo])
      #expect(try opened.search(query) == built.search(query), "\(typo)")
    }
  }
}
