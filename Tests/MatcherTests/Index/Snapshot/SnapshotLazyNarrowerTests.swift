import Foundation
import Testing

@testable import Matcher

/// An opened index looks up the broader terms of a query's words in place (the snapshot's
/// narrower terms and entries) rather than decoding them all when it opens: the same answers
/// as the built index, before and after a change, and a crafted entry throws from the search
/// that reads it.
@Suite struct SnapshotLazyNarrowerTests {
  static let tags = [
    "golden retriever", "poodle", "beagle", "cat", "kitten", "car", "bus", "bicycle", "oak",
    "tulip",
  ]

  static let index: PhotoIndex = {
    var index = PhotoIndex()
    try? index.add(
      contentsOf: tags.indices.map { Photo(id: "n\($0)", tags: [tags[$0]], title: tags[$0]) })
    return index
  }()

  static let queries = ["animal", "dog", "vehicle", "plant", "flower", "pet", "car", "-dog cat"]

  @Test func broaderTermsOfAnOpenedIndexAreTheBuiltIndexs() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    #expect(opened.narrowerTable.mapped != nil, "the terms must be read in place")
    let options = SearchOptions(explain: true)
    for text in Self.queries {
      let query = PhotoQuery(searchTerms: [text])
      let expected = try Self.index.search(query, limit: 20, options: options)
      #expect(try opened.search(query, limit: 20, options: options) == expected, "\(text)")
    }
    #expect(try Self.index.search(PhotoQuery(searchTerms: ["animal"])).total >= 5)
    #expect(opened.narrower == Self.index.narrower)
  }

  @Test func anOpenedIndexChangesItsBroaderTermsAsTheBuiltOne() throws {
    var opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    var built = Self.index
    let photos = [Photo(id: "x1", tags: ["dachshund"]), Photo(id: "x2", tags: ["truck"])]
    try opened.add(contentsOf: photos)
    try built.add(contentsOf: photos)
    #expect(opened.narrowerTable.mapped == nil)
    for text in Self.queries {
      let query = PhotoQuery(searchTerms: [text])
      #expect(try opened.search(query, limit: 20) == built.search(query, limit: 20), "\(text)")
    }
  }

  /// The index's file with the first term's first entry given a share of 2 (a probability no
  /// thesaurus gives), the checksums written again; and that term.
  static func craftedShare() throws -> (bytes: [UInt8], term: String) {
    var bytes = index.snapshotBytes()
    let terms = try SnapshotLazyAlbumTests.section(.narrowerTerms, of: bytes)
    func integer(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    let termCount = integer(terms.offset)
    let textStart = terms.offset + 8 * (termCount + 2)
    let first = String(
      decoding: bytes[
        (textStart + integer(terms.offset + 8))..<(textStart + integer(terms.offset + 16))],
      as: UTF8.self)
    let entries = try SnapshotLazyAlbumTests.section(.narrowerEntries, of: bytes)
    // The first entry's share: after the count, the offsets and its key.
    let share = entries.offset + 8 * (integer(entries.offset) + 2) + 4
    for byte in 0..<4 {
      bytes[share + byte] = UInt8(truncatingIfNeeded: (2 as Float).bitPattern >> (8 * byte))
    }
    SnapshotCraftedFileTests.reseal(&bytes, section: entries.number)
    return (bytes, first)
  }

  /// A crafted entry (see ``craftedShare()``): the file opens, a search for that term throws,
  /// one for another word answers, and a full check refuses the file.
  @Test func aCraftedEntryThrowsFromTheSearchThatReadsIt() throws {
    let (bytes, first) = try Self.craftedShare()
    #expect(throws: SnapshotError.self) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let tulip = PhotoQuery(searchTerms: ["tulip"])
    #expect(try opened.search(tulip) == Self.index.search(tulip))
    // Saved before any search read the entry: the file written leaves it out, and the problem
    // found is recorded, so that index's searches throw rather than answer without it.
    let saved = try PhotoIndex(snapshotBytes: bytes)
    _ = saved.snapshotBytes()
    #expect(throws: (any Error).self, "a save dropped a crafted entry quietly") {
      try saved.search(tulip)
    }
    SnapshotLazyAlbumTests.expectRefused(opened, searching: first, naming: "narrowerEntries")
  }

  /// Two broader terms of one length swapped in place (so out of order), the checksums
  /// written again: as the open took such a file before (its terms decoded into a
  /// dictionary), each term finds the entries now beside it, as under a full check, where a
  /// binary search of the terms would miss one.
  @Test func termsOutOfOrderAreLookedUpAsAFullCheckReadsThem() throws {
    var bytes = Self.index.snapshotBytes()
    let section = try SnapshotLazyAlbumTests.section(.narrowerTerms, of: bytes)
    func integer(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    let count = integer(section.offset)
    let textStart = section.offset + 8 * (count + 2)
    let ranges = (0..<count).map { position in
      (textStart + integer(section.offset + 8 * (position + 1)))..<(textStart
        + integer(section.offset + 8 * (position + 2)))
    }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    let pair = try #require(
      ranges.indices.lazy.compactMap { first in
        ranges.indices.first { second in
          second > first + 1 && ranges[second].count == ranges[first].count
            && !text(ranges[first]).contains(" ") && !text(ranges[second]).contains(" ")
        }.map { (first, $0) }
      }.first)
    let (a, b) = (text(ranges[pair.0]), text(ranges[pair.1]))
    bytes.replaceSubrange(ranges[pair.0], with: Array(b.utf8))
    bytes.replaceSubrange(ranges[pair.1], with: Array(a.utf8))
    SnapshotCraftedFileTests.reseal(&bytes, section: section.number)
    let full = try PhotoIndex(snapshotBytes: bytes, verification: .full)
    let opened = try PhotoIndex(snapshotBytes: bytes)
    for term in [a, b] {
      let query = PhotoQuery(searchTerms: [term])
      #expect(try opened.search(query, limit: 20) == full.search(query, limit: 20), "\(term)")
    }
    #expect(opened.narrower == full.narrower)
  }
}
