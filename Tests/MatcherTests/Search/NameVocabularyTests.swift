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
}
