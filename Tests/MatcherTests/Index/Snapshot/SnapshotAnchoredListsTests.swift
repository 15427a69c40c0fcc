import Foundation
import Testing

@testable import Matcher

/// The posting lists' offsets are saved as 32 bits past an anchor per 64 lists (format 5): a
/// section half the size of 64-bit offsets for the offsets, read back list for list; a crafted
/// anchor makes the lists it leads out of bounds fail their read (the search throws), or,
/// for the last one, the file be refused.
@Suite struct SnapshotAnchoredListsTests {
  /// Photos of one tag each, a word of six letters: hundreds of keys, several groups of 64
  /// lists.
  static let index: PhotoIndex =
    (try? PhotoIndex(
      (0..<300).map { Photo(id: "a\($0)", tags: [SnapshotInPlaceKeyTests.word(3 * $0 + 1)]) }))
    ?? PhotoIndex()

  static func postings(of bytes: [UInt8]) throws -> (number: Int, offset: Int, length: Int) {
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let number = try #require(
      table.indices.first { number in
        (0..<4).reduce(0) { $0 | Int(bytes[table[number].entry + $1]) << (8 * $1) }
          == Int(SnapshotSection.postings.rawValue)
      })
    return (number, table[number].offset, table[number].length)
  }

  @Test func theSectionHoldsAnAnchorPer64ListsAndHalfWidthOffsets() throws {
    let bytes = Self.index.snapshotBytes()
    let lists = Self.index.postings.count
    #expect(lists > 3 * 64, "the lists must span several groups")
    let elements = Self.index.postings.reduce(0) { $0 + $1.count }
    let anchors = lists / 64 + 1
    let offsets = (4 * (lists + 1) + 7) / 8 * 8
    #expect(try Self.postings(of: bytes).length == 8 + 8 * anchors + offsets + 4 * elements)
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(opened.postings.isMapped)
    for slot in Self.index.postings.indices {
      #expect(opened.postings[slot].elements == Self.index.postings[slot].elements, "\(slot)")
    }
  }

  /// Anchor `group` set past the end of the elements, the checksums computed again.
  static func crafted(group: Int) throws -> [UInt8] {
    var bytes = index.snapshotBytes()
    let (number, offset, _) = try postings(of: bytes)
    let anchor = offset + 8 + 8 * group
    for byte in 0..<8 { bytes[anchor + byte] = byte == 3 ? 1 : 0 }
    SnapshotCraftedFileTests.reseal(&bytes, section: number)
    return bytes
  }

  @Test func anAnchorPastTheEndFailsTheReadsOfItsLists() throws {
    let bytes = try Self.crafted(group: 1)
    // A list of another group reads as it was written.
    let first = PhotoQuery(searchTerms: [Self.index.keys.text(of: 0)])
    #expect(try PhotoIndex(snapshotBytes: bytes).search(first) == Self.index.search(first))
    // The keys whose lists are all in group 1 (lists 64 to 127); each search on an index of
    // its own, as a failure stays recorded for the later searches.
    let keys = (64 / PhotoField.count + 1)..<(128 / PhotoField.count)
    for key in keys {
      let query = PhotoQuery(searchTerms: [Self.index.keys.text(of: UInt32(key))])
      #expect(try Self.index.search(query).total > 0)
      let opened = try PhotoIndex(snapshotBytes: bytes)
      do {
        let answer = try opened.search(query)
        Issue.record("key \(key): a list out of bounds was read and answered \(answer.total)")
      } catch {
        guard case .damagedSnapshot(_, .malformed("postings", let reason)) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(reason.hasPrefix("offsets of list "), "\(reason)")
      }
    }
  }

  @Test func aLastAnchorPastTheEndIsRefused() throws {
    let last = Self.index.postings.count / 64
    #expect(
      throws: SnapshotError.malformed(section: "postings", reason: "bytes after the last entry")
    ) {
      try PhotoIndex(snapshotBytes: try Self.crafted(group: last))
    }
  }
}
