import Foundation
import Testing

@testable import Matcher

/// An opened index reads the album entries a search needs in place (the albums of the query's
/// words, their photos and display names) rather than the whole album table: the same answers
/// as the built index, a damaged or crafted entry throws from the search that reads it, and
/// damage elsewhere in the table does not stop a search that never reads it.
@Suite struct SnapshotLazyAlbumTests {
  /// Photos in "Dog Walk" (every 50th, listed first in the album table) and in one of seven
  /// "Road Trip" albums (all of them, so that the members section spans two 64 KiB blocks and
  /// its last bytes are a Road Trip album's, far from Dog Walk's).
  static let index: PhotoIndex = {
    var photos: [Photo] = []
    for number in 0..<24_000 {
      var albums = ["Road Trip \(number % 7)"]
      if number % 50 == 0 { albums.insert("Dog Walk", at: 0) }
      let tags = number % 3 == 0 ? ["dog"] : ["beach"]
      photos.append(Photo(id: "w\(number)", albums: albums, tags: tags))
    }
    var index = PhotoIndex()
    try? index.add(contentsOf: photos)
    return index
  }()

  static let albumQueries = ["dog walk", "dog", "walk", "road trip", "trip 3", "beach"]

  /// The section of kind `kind` in `bytes`, and its number in the table.
  /// Records an issue unless searching `index` for `terms` throws a malformed snapshot whose
  /// problem lies in `section` (a crafted entry read at first use, refused as a full check
  /// refuses it).
  static func expectRefused(
    _ index: PhotoIndex, searching terms: String, naming section: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let answer = try index.search(PhotoQuery(searchTerms: [terms]))
      Issue.record(
        "a search for \(terms) read a crafted entry and answered \(answer.total)",
        sourceLocation: sourceLocation)
    } catch {
      guard case .damagedSnapshot(_, .malformed(let found, _)) = error else {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return
      }
      #expect(found == section, sourceLocation: sourceLocation)
    }
  }

  static func section(_ kind: SnapshotSection, of bytes: [UInt8]) throws -> (
    number: Int, offset: Int, length: Int
  ) {
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let number = try #require(
      table.indices.first {
        bytes[table[$0].entry] == UInt8(kind.rawValue) && bytes[table[$0].entry + 1] == 0
      })
    return (number, table[number].offset, table[number].length)
  }

  @Test func albumHitsBeforeTheTableIsReadAreTheBuiltIndexs() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    let options = SearchOptions(explain: true)
    for text in Self.albumQueries {
      let query = PhotoQuery(searchTerms: [text])
      let expected = try Self.index.search(query, limit: 50, options: options)
      #expect(expected.albumCount > 0 || text == "beach", "\(text)")
      #expect(try opened.search(query, limit: 50, options: options) == expected, "\(text)")
    }
    // Once the whole table is read (the album names), the same answers from it.
    #expect(opened.albumNames.count == 8)
    for text in Self.albumQueries {
      let query = PhotoQuery(searchTerms: [text])
      #expect(try opened.search(query, limit: 50) == Self.index.search(query, limit: 50))
    }
  }

  /// A damaged block of the members section, in a Road Trip album's photos: a search for the
  /// Dog Walk album never reads it and answers; one that reads it throws, naming the section.
  @Test func aDamagedMembersBlockThrowsOnlyFromTheSearchThatReadsIt() throws {
    var bytes = Self.index.snapshotBytes()
    let members = try Self.section(.albumMembers, of: bytes)
    #expect(members.length > 1 << 16, "the members must span two blocks")
    bytes[members.offset + members.length - 2] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let walk = PhotoQuery(searchTerms: ["dog walk"])
    #expect(try opened.search(walk, limit: 20) == Self.index.search(walk, limit: 20))
    do {
      let answer = try opened.search(PhotoQuery(searchTerms: ["road trip"]))
      Issue.record("a search read a damaged block and answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .checksumMismatch(let name)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(name.hasPrefix("albumMembers"), "\(name)")
    }
    #expect(throws: SnapshotError.self) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }

  /// The index's file with the first album's (Dog Walk's) first key out of range, the
  /// checksums written again.
  static func craftedAlbumKey() throws -> [UInt8] {
    var bytes = index.snapshotBytes()
    let keys = try section(.albumNameKeys, of: bytes)
    let count = (0..<8).reduce(0) { $0 | Int(bytes[keys.offset + $1]) << (8 * $1) }
    // After the count and the offsets.
    let first = keys.offset + 8 * (count + 2)
    for byte in 0..<4 { bytes[first + byte] = 0xFF }
    SnapshotCraftedFileTests.reseal(&bytes, section: keys.number)
    return bytes
  }

  /// A crafted entry of the album keys (a key out of range, the checksums written again): the
  /// file opens, a search that reads the entry throws, one that does not answers, and a full
  /// check refuses the file.
  @Test func aCraftedAlbumKeyThrowsFromTheSearchThatReadsIt() throws {
    let bytes = try Self.craftedAlbumKey()
    #expect(throws: SnapshotError.self) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let beach = PhotoQuery(searchTerms: ["beach"])
    #expect(try opened.search(beach, limit: 5) == Self.index.search(beach, limit: 5))
    // Saved before any search read the entry: the problem found is recorded (see
    // SnapshotLazyNarrowerTests), so that index's searches throw.
    let saved = try PhotoIndex(snapshotBytes: bytes)
    _ = saved.snapshotBytes()
    #expect(throws: (any Error).self, "a save dropped a crafted album key quietly") {
      try saved.search(beach, limit: 5)
    }
    Self.expectRefused(opened, searching: "dog walk", naming: "albumNameKeys")
  }

  /// A crafted spelling use count (negative, which no table holds): every search that asks
  /// for an album's display name throws, naming the spellings, the first one (which works out
  /// every name's spellings) and those after it (which find that work remembered).
  @Test func aCraftedSpellingUseThrowsFromEverySearchThatNamesAnAlbum() throws {
    var bytes = Self.index.snapshotBytes()
    let uses = try Self.section(.albumSpellingUses, of: bytes)
    try #require(uses.length >= 8, "the use counts of two spellings or more")
    // The last spelling's (a Road Trip album's), not Dog Walk's.
    for byte in 0..<4 { bytes[uses.offset + uses.length - 4 + byte] = 0xFF }
    SnapshotCraftedFileTests.reseal(&bytes, section: uses.number)
    let opened = try PhotoIndex(snapshotBytes: bytes)
    for _ in 0..<2 {
      Self.expectRefused(opened, searching: "dog walk", naming: "albumSpellings")
    }
  }

  /// Changed after opening (a new album and a photo in an old one), the opened index answers
  /// as the built one changed the same way.
  @Test func anOpenedIndexChangesItsAlbumsAsTheBuiltOne() throws {
    var opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    var built = Self.index
    let photos = [
      Photo(id: "new1", albums: ["Dog Show"], tags: ["dog"]),
      Photo(id: "new2", albums: ["Dog Walk", "Road Trip 2"], tags: ["cat"]),
    ]
    try opened.add(contentsOf: photos)
    try built.add(contentsOf: photos)
    for text in Self.albumQueries + ["dog show", "show"] {
      let query = PhotoQuery(searchTerms: [text])
      #expect(try opened.search(query, limit: 50) == built.search(query, limit: 50), "\(text)")
    }
    let again = try PhotoIndex(snapshotBytes: opened.snapshotBytes())
    for text in Self.albumQueries + ["dog show"] {
      let query = PhotoQuery(searchTerms: [text])
      #expect(try again.search(query, limit: 50) == built.search(query, limit: 50), "\(text)")
    }
  }
}
