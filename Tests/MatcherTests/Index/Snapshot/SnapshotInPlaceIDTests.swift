import Foundation
import Testing

@testable import Matcher

/// The photo ids' hash slots of an opened index are read in place: each lookup is checked by
/// blocks and against the table it came from (a live photo whose id is the one sought), and
/// the table's rules are checked before the first change, which copies it.
@Suite struct SnapshotInPlaceIDTests {
  /// Enough photos that the slots span several 64 KiB blocks (read in place, checked by
  /// blocks), one removed so that a free ordinal exists.
  static let index: PhotoIndex = {
    var index =
      (try? PhotoIndex((0..<20_000).map { Photo(id: "p\($0)", tags: ["dog"]) })) ?? PhotoIndex()
    _ = index.remove(id: "p3")
    return index
  }()

  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
  }

  /// The offset of the slot that holds `ordinal` in the id slots of `bytes`.
  static func slot(of ordinal: UInt32, in bytes: [UInt8]) throws -> Int {
    let section = try #require(
      SnapshotLazyCheckTests.section(SnapshotSection.photoIDSlots.rawValue, of: bytes))
    let index = try #require(
      (0..<(section.length / 8)).first {
        integer(bytes, at: section.offset + 8 * $0, size: 4) == Int(ordinal) + 1
      })
    return section.offset + 8 * index
  }

  /// A damaged block of the slots opens; the lookup that reads it finds nothing and makes the
  /// next search throw, naming the section; a full check refuses the file.
  @Test func aDamagedBlockMakesTheSearchAfterTheLookupThrow() throws {
    var bytes = Self.index.snapshotBytes()
    let section = try #require(
      SnapshotLazyCheckTests.section(SnapshotSection.photoIDSlots.rawValue, of: bytes))
    #expect(section.length > 2 << 16, "the slots must span several blocks")
    let ordinal = try #require(Self.index.ordinal(of: "p12345"))
    // A bit of the slot's hash tag: only the block's checksum tells.
    bytes[try Self.slot(of: ordinal, in: bytes) + 6] ^= 1
    let query = PhotoQuery(searchTerms: ["dog"])
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(opened.ordinalOfID.mapped != nil, "the slots must be read in place")
    #expect(try opened.search(query, limit: 3) == Self.index.search(query, limit: 3))
    #expect(!opened.contains(id: "p12345"))
    do {
      let answer = try opened.search(query, limit: 3)
      Issue.record("a lookup read a damaged block and the search answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .checksumMismatch(let name)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(name.hasPrefix("photoIDSlots"))
    }
    #expect(throws: SnapshotError.checksumMismatch(section: "photoIDSlots")) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }

  /// A crafted slot (its checksums sealed again) that names a removed photo: the lookup finds
  /// nothing and records it; a full check refuses the file; the first change checks the
  /// table, records the problem and makes it again, so every live photo is found (and counted,
  /// two photos with one id included: found by FuzzSnapshot).
  @Test func aSlotNamingARemovedPhotoIsRefused() throws {
    var small = try PhotoIndex((0..<10).map { Photo(id: "s\($0)", tags: ["dog"]) })
    _ = small.remove(id: "s3")
    var bytes = small.snapshotBytes()
    let ordinal = try #require(small.ordinal(of: "s5"))
    let offset = try Self.slot(of: ordinal, in: bytes)
    bytes[offset] = 3 + 1  // the removed photo's ordinal, plus one
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let number = try #require(
      table.indices.first {
        table[$0].offset <= offset && offset < table[$0].offset + table[$0].length
      })
    SnapshotCraftedFileTests.reseal(&bytes, section: number)
    // And two photos with one id ("s6" reads "s7"): the table made again keeps both.
    let ids = try #require(
      table.indices.first {
        UInt32(bytes[table[$0].entry]) == SnapshotSection.photoIDs.rawValue
          && bytes[table[$0].entry + 1] == 0
      })
    let start = table[ids].offset
    let six = try #require(
      (start..<(start + table[ids].length - 1)).first { bytes[$0] == 0x73 && bytes[$0 + 1] == 0x36 }
    )
    bytes[six + 1] = 0x37
    SnapshotCraftedFileTests.reseal(&bytes, section: ids)
    #expect(
      throws: SnapshotError.malformed(
        section: "photoIDSlots", reason: "not the live photos' table")
    ) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
    let query = PhotoQuery(searchTerms: ["dog"])
    let lookedUp = try PhotoIndex(snapshotBytes: bytes)
    #expect(!lookedUp.contains(id: "s5"))
    #expect(throws: SearchError.self) { try lookedUp.search(query) }
    var changed = try PhotoIndex(snapshotBytes: bytes)
    try changed.add(Photo(id: "s10", tags: ["dog"]))
    #expect(changed.ordinalOfID.mapped == nil)
    #expect(changed.count == 10, "every live photo keeps its slot")
    #expect(
      changed.contains(id: "s5") && changed.contains(id: "s10") && !changed.contains(id: "s3"))
    #expect(throws: SearchError.self) { try changed.search(query) }
    let again = try PhotoIndex(snapshotBytes: changed.snapshotBytes(), verification: .full)
    #expect(try again.search(query).total == 10 && again.count == 10)
  }

  /// Every ordinal is a removed photo's (flags 0) or a live one's (its live bit set), checked
  /// at open: a crafted live photo without the bit, or a removed one with flags, is refused.
  @Test(arguments: [(5, UInt8(0)), (3, UInt8(1))])
  func flagsThatContradictTheFreeOrdinalsAreRefused(ordinal: Int, flag: UInt8) throws {
    var small = try PhotoIndex((0..<10).map { Photo(id: "s\($0)", tags: ["dog"]) })
    _ = small.remove(id: "s3")
    var bytes = small.snapshotBytes()
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let flags = try #require(
      table.indices.first {
        UInt32(bytes[table[$0].entry]) == SnapshotSection.flags.rawValue
          && bytes[table[$0].entry + 1] == 0
      })
    #expect(try PhotoIndex(snapshotBytes: bytes).count == 9)
    bytes[table[flags].offset + 4 * ordinal] = flag
    SnapshotCraftedFileTests.reseal(&bytes, section: flags)
    let expected =
      flag == 0
      ? SnapshotError.malformed(section: "photoIDs", reason: "photo 5")
      : .malformed(section: "freeOrdinals", reason: "ordinal 3")
    for verification in [SnapshotVerification.onDemand, .full] {
      #expect(throws: expected) { try PhotoIndex(snapshotBytes: bytes, verification: verification) }
    }
  }

  /// An opened index finds every id as the built one, writes the same file, and after the
  /// same changes (which copy its slots) still answers and writes alike.
  @Test func anOpenedIndexAnswersAndChangesAsTheBuiltOne() throws {
    var built = Self.index
    var opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    #expect(opened.ordinalOfID.mapped != nil)
    let ids = (0..<20_010).map { "p\($0)" } + ["", "q1"]
    #expect(ids.allSatisfy { opened.contains(id: $0) == built.contains(id: $0) })
    #expect(opened.count == built.count)
    #expect(opened.snapshotBytes() == built.snapshotBytes())
    for index in [0, 1] {
      var changed = index == 0 ? built : opened
      _ = changed.remove(id: "p7")
      try changed.add(Photo(id: "p3", tags: ["cat"]))
      try changed.add(Photo(id: "p20000", tags: ["dog"]))
      if index == 0 { built = changed } else { opened = changed }
    }
    #expect(opened.ordinalOfID.mapped == nil)
    #expect(ids.allSatisfy { opened.contains(id: $0) == built.contains(id: $0) })
    for word in ["dog", "cat"] {
      let query = PhotoQuery(searchTerms: [word])
      #expect(try opened.search(query, limit: 5) == built.search(query, limit: 5))
    }
    #expect(opened.snapshotBytes() == built.snapshotBytes())
  }
}
