import Matcher
import Testing
import Vocabulary

/// `nameVocabulary()` is made once for each state of an index and handed out as copies: a
/// caller's change to its store reaches no other, and a change to the index (or an opened
/// index's first change) makes it again.
@Suite struct NameVocabularyTests {
  static func names(_ store: VocabularyStore) -> [String] {
    store.allEntries.map { "\($0.kind.rawValue) \($0.displayForm) \($0.useCount)" }.sorted()
  }

  static let photos = [
    Photo(id: "1", albums: ["Road Trip"], people: ["Anne Johnson"]),
    Photo(id: "2", albums: ["Road Trip", "Garden"], people: ["Bob"]),
  ]
  static let added = Photo(id: "3", albums: ["Beach"], people: ["Anne Johnson"])

  @Test func eachCallGivesAStoreOfItsOwn() throws {
    let index = try PhotoIndex(Self.photos)
    let first = index.nameVocabulary()
    let expected = Self.names(first)
    #expect(expected.count == 4)
    try first.add("Holiday", kind: .photoAlbumName)
    #expect(Self.names(index.nameVocabulary()) == expected)
    #expect(Self.names(first) != expected)
  }

  @Test(arguments: [false, true])
  func aChangeMakesTheNamesAgainAndCopiesKeepTheirs(opened: Bool) throws {
    var index = try PhotoIndex(Self.photos)
    if opened { index = try PhotoIndex(snapshotBytes: index.snapshotBytes()) }
    let before = Self.names(index.nameVocabulary())
    let copy = index
    try index.add(Self.added)
    let after = Self.names(index.nameVocabulary())
    #expect(after == Self.names(try PhotoIndex(Self.photos + [Self.added]).nameVocabulary()))
    #expect(after != before)
    #expect(Self.names(copy.nameVocabulary()) == before)
  }

  /// An index saved with a vocabulary beside it keeps its names as a vocabulary too: opened,
  /// it reads them (the same entries) instead of analyzing each name again.
  @Test func anIndexSavedWithAVocabularyReadsItsNames() throws {
    let index = try PhotoIndex(Self.photos)
    let bytes = index.snapshotBytes(vocabulary: VocabularyStore())
    #expect(SnapshotLazyCheckTests.section(104, of: bytes) != nil)
    #expect(SnapshotLazyCheckTests.section(104, of: index.snapshotBytes()) == nil)
    for verification in [SnapshotVerification.onDemand, .full] {
      let opened = try PhotoIndex(snapshotBytes: bytes, verification: verification)
      #expect(Self.names(opened.nameVocabulary()) == Self.names(index.nameVocabulary()))
    }
  }

  /// The saved names are read when first asked for, their checksum checked then: a damaged
  /// section gives the names made from the index, and the next search throws.
  @Test func damagedSavedNamesAreMadeAgainAndTheSearchThrows() throws {
    let index = try PhotoIndex(
      (0..<3_000).map { Photo(id: "p\($0)", albums: ["Album \($0)"], tags: ["dog"]) })
    var bytes = index.snapshotBytes(vocabulary: VocabularyStore())
    let entries = try #require(SnapshotLazyCheckTests.section(105, of: bytes))
    #expect(entries.length > 1 << 16, "a section of one block is checked when it is opened")
    bytes[entries.offset + entries.length / 2] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let query = PhotoQuery(searchTerms: ["dog"])
    #expect(try opened.search(query, limit: 3) == index.search(query, limit: 3))
    #expect(Self.names(opened.nameVocabulary()) == Self.names(index.nameVocabulary()))
    #expect(throws: SearchError.self) { try opened.search(query, limit: 3) }
    #expect(throws: SnapshotError.checksumMismatch(section: "nameVocabularyEntries")) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }
}
