import Foundation
import Testing

@testable import Matcher

/// Each rule of a table an opened index reads in place exists once, in its reader: a crafted
/// entry makes the first search that reads it throw the very error that a full check, which
/// reads the table whole through the same reader, refuses the file with; and a repeated name
/// or spelling (which the whole album table refuses) stops the album hits read in place too.
@Suite struct SnapshotOneRuleTests {
  /// The byte range of each string of a string-list section (a count, its offsets, the bytes).
  static func stringRanges(_ section: (number: Int, offset: Int, length: Int), in bytes: [UInt8])
    -> [Range<Int>]
  {
    func integer(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    let count = integer(section.offset)
    let start = section.offset + 8 * (count + 2)
    return (0..<count).map { position in
      (start + integer(section.offset + 8 * (position + 1)))..<(start
        + integer(section.offset + 8 * (position + 2)))
    }
  }

  /// `bytes` with string `target` of a string-list section overwritten by string `source` of
  /// it, of the same length (so the layout holds), and the checksums written again.
  static func repeating(
    _ kind: SnapshotSection, string source: (([UInt8]) -> Bool), over target: (([UInt8]) -> Bool),
    in original: [UInt8]
  ) throws -> [UInt8] {
    var bytes = original
    let section = try SnapshotLazyAlbumTests.section(kind, of: bytes)
    let ranges = Self.stringRanges(section, in: bytes)
    let from = try #require(ranges.first { source(Array(bytes[$0])) })
    let to = try #require(ranges.first { target(Array(bytes[$0])) && $0 != from })
    try #require(from.count == to.count)
    bytes.replaceSubrange(to, with: Array(bytes[from]))
    SnapshotCraftedFileTests.reseal(&bytes, section: section.number)
    return bytes
  }

  /// Two album spellings made one ("Road Trip 2" written as "Road Trip 1"), or two albums'
  /// keys made one ("road trip 2" as "road trip 1").
  static func repeated(_ kind: SnapshotSection) throws -> [UInt8] {
    try repeating(
      kind, string: { String(decoding: $0, as: UTF8.self).lowercased() == "road trip 1" },
      over: { String(decoding: $0, as: UTF8.self).lowercased() == "road trip 2" },
      in: SnapshotLazyAlbumTests.index.snapshotBytes())
  }

  /// The error the first search that reads the crafted entry throws.
  static func searchError(_ bytes: [UInt8], query: String) throws -> SnapshotError? {
    let opened = try PhotoIndex(snapshotBytes: bytes)
    do {
      let answer = try opened.search(PhotoQuery(searchTerms: [query]))
      Issue.record("a search for \(query) read a crafted entry and answered \(answer.total)")
      return nil
    } catch {
      guard case .damagedSnapshot(_, let problem) = error else {
        Issue.record("\(error)")
        return nil
      }
      return problem
    }
  }

  /// The error a full check refuses the file with.
  static func fullCheckError(_ bytes: [UInt8]) -> SnapshotError? {
    do {
      _ = try PhotoIndex(snapshotBytes: bytes, verification: .full)
      Issue.record("a full check opened a crafted file")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["spelling", "key", "album key", "share"])
  func aSearchAndAFullCheckRefuseACraftedEntryAlike(crafted: String) throws {
    let (bytes, query, section): ([UInt8], String, String)
    switch crafted {
    case "spelling":
      (bytes, query, section) = (try Self.repeated(.albumSpellings), "road trip", "albumSpellings")
    case "key": (bytes, query, section) = (try Self.repeated(.albumKeys), "road trip", "albumKeys")
    case "album key":
      (bytes, query, section) = (
        try SnapshotLazyAlbumTests.craftedAlbumKey(), "dog walk", "albumNameKeys"
      )
    default:
      let crafted = try SnapshotLazyNarrowerTests.craftedShare()
      (bytes, query, section) = (crafted.bytes, crafted.term, "narrowerEntries")
    }
    let searched = try Self.searchError(bytes, query: query)
    let refused = Self.fullCheckError(bytes)
    #expect(
      searched != nil && searched == refused,
      "\(crafted): \(String(describing: searched)), \(String(describing: refused))")
    guard case .malformed(let name, _) = refused else {
      Issue.record("\(crafted): \(String(describing: refused))")
      return
    }
    #expect(name == section, "\(crafted)")
  }

  /// A repeated spelling or key: the album hits read in place throw, as the whole table's
  /// reading does, rather than answer until something reads the whole table.
  @Test(arguments: [SnapshotSection.albumSpellings, .albumKeys])
  func aRepeatedNameStopsTheAlbumHitsReadInPlace(kind: SnapshotSection) throws {
    let bytes = try Self.repeated(kind)
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(opened.mappedAlbums != nil, "the album names must be read in place")
    for text in ["dog walk", "road trip"] {
      #expect(throws: SearchError.self, "\(kind) \(text)") {
        try opened.search(PhotoQuery(searchTerms: [text]))
      }
      // Still the in-place read that threw, not the whole table's.
      #expect(opened.albumStore.isUnread, "\(kind) \(text)")
    }
  }
}
