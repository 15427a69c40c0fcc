import Foundation
import Testing

@testable import Matcher

/// The key table and the prefix table of an opened index are read in place and checked by
/// blocks as lookups read them: a damaged block of any of their sections opens, then makes the
/// search that reads it throw (never a wrong answer); a full check refuses it at once.
@Suite struct SnapshotInPlaceKeyTests {
  /// A word of six letters for each number (distinct numbers, distinct words).
  static func word(_ number: Int) -> String {
    String(
      String.UnicodeScalarView(
        (0..<6).map { place in
          Unicode.Scalar(UInt8(97 + (number / Int(pow(26, Double(place)))) % 26))
        }))
  }

  /// Photos whose title is two words of their own: tens of thousands of words and pairs, so
  /// that each key section spans several 64 KiB blocks.
  static let index: PhotoIndex = {
    let photos = (0..<20_000).map { number in
      Photo(id: "p\(number)", title: word(2 * number + 1) + " " + word(2 * number + 2))
    }
    return (try? PhotoIndex(photos)) ?? PhotoIndex()
  }()

  /// The words the tests damage and look up: a photo's title words, far from the ends.
  static let first = word(2 * 12_345 + 1)
  static let second = word(2 * 12_345 + 2)

  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
  }

  /// Where section `kind` lies, checked to span several blocks (so it is read in place and
  /// checked by blocks, not whole when the file is opened).
  static func section(_ kind: SnapshotSection, of bytes: [UInt8]) throws -> Range<Int> {
    let found = try #require(SnapshotLazyCheckTests.section(kind.rawValue, of: bytes))
    #expect(found.length > 2 << 16, "\(kind.name) must span several blocks")
    return found.offset..<(found.offset + found.length)
  }

  /// The offset in `bytes` of the first `width`-byte element of `range` for which `matches`
  /// holds, its index passed along.
  static func element(
    in range: Range<Int>, of bytes: [UInt8], width: Int, from start: Int = 0,
    where matches: (Int, Int) -> Bool
  ) throws -> Int {
    let index = try #require(
      (0..<((range.count - start) / width)).first {
        matches($0, integer(bytes, at: range.lowerBound + start + $0 * width, size: width))
      })
    return range.lowerBound + start + index * width
  }

  /// Where to damage each section so that a search for ``first`` (or the pair, or a prefix)
  /// reads the damaged bytes: the entry, word, slot or prefix entry of the word looked up.
  static func damagedOffset(_ kind: SnapshotSection, in bytes: [UInt8]) throws -> Int {
    let range = try section(kind, of: bytes)
    let key = try #require(index.keys[first])
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let mapped = try #require(opened.keys.mapped, "the keys must be read in place")
    let id = try #require(mapped.wordID(first))
    switch kind {
    case .keyEntries: return range.lowerBound + 8 * Int(key)
    case .keyOfWord: return range.lowerBound + 4 * Int(id)
    case .keyWords:
      let count = integer(bytes, at: range.lowerBound, size: 8)
      let start = integer(bytes, at: range.lowerBound + 8 * (Int(id) + 1), size: 8)
      return range.lowerBound + 8 * (count + 2) + start
    case .keyWordSlots:
      return try element(in: range, of: bytes, width: 8) { $1 & 0xFFFF_FFFF == Int(id) + 1 }
    case .keyPairKeys: return try pairSlot(in: bytes).offset
    case .prefixSorted:
      return try element(in: range, of: bytes, width: 4) { $1 == Int(key) }
    default: throw CancellationError()
    }
  }

  /// A photo's title pair whose slot (its key plus one) lies a block or more from both ends
  /// of the pair map's section, so that the block a search checks there holds no other
  /// section (an error names the block's first section), and where it lies.
  static func pairSlot(in bytes: [UInt8]) throws -> (pair: String, offset: Int) {
    let range = try section(.keyPairKeys, of: bytes)
    let inner = (range.lowerBound + 1 << 16)..<(range.upperBound - 1 << 16)
    for number in 12_345..<20_000 {
      let pair = word(2 * number + 1) + " " + word(2 * number + 2)
      let key = try #require(index.keys[pair])
      let offset = try element(in: range, of: bytes, width: 4) { $1 == Int(key) + 1 }
      if inner.contains(offset) { return (pair, offset) }
    }
    throw CancellationError()
  }

  /// The query that reads the damaged bytes of `kind`.
  static func query(reading kind: SnapshotSection) throws -> PhotoQuery {
    switch kind {
    case .keyPairKeys: PhotoQuery(searchTerms: [try pairSlot(in: index.snapshotBytes()).pair])
    case .prefixSorted: PhotoQuery(searchTerms: [String(first.prefix(5))])
    default: PhotoQuery(searchTerms: [first])
    }
  }

  static let damagedSections: [SnapshotSection] = [
    .keyWords, .keyEntries, .keyWordSlots, .keyOfWord, .keyPairKeys, .prefixSorted,
  ]

  @Test(arguments: damagedSections)
  func aDamagedBlockOpensAndTheSearchThatReadsItThrows(_ kind: SnapshotSection) throws {
    var bytes = Self.index.snapshotBytes()
    let query = try Self.query(reading: kind)
    let expected = try Self.index.search(query, limit: 5)
    #expect(expected.total > 0, "the query must find the word")
    #expect(try PhotoIndex(snapshotBytes: bytes).search(query, limit: 5) == expected)
    bytes[try Self.damagedOffset(kind, in: bytes)] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    do {
      let answer = try opened.search(query, limit: 5)
      Issue.record("a search read a damaged block of \(kind.name) and answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .checksumMismatch(let section)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(section.hasPrefix(kind.name))
    }
    #expect(throws: SnapshotError.checksumMismatch(section: kind.name)) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }

  /// An opened index answers as the built one for words, pairs and prefixes, and after a
  /// change (which copies its tables) still does.
  @Test func anOpenedIndexAnswersAndChangesAsTheBuiltOne() throws {
    var built = Self.index
    var opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    #expect(opened.keys.mapped != nil && opened.prefixTable.mapped != nil)
    let queries =
      [Self.first, Self.second, Self.first + " " + Self.second, "zzzzzz"]
      .map { PhotoQuery(searchTerms: [$0]) }
      + [PhotoQuery(searchTerms: [String(Self.first.prefix(4))])]
    for query in queries {
      #expect(try opened.search(query, limit: 7) == built.search(query, limit: 7))
    }
    for index in [0, 1] {
      var changed = index == 0 ? built : opened
      try changed.add(Photo(id: "new", title: Self.first + " " + "lighthouse"))
      changed.remove(id: "p7")
      if index == 0 { built = changed } else { opened = changed }
    }
    #expect(opened.keys.mapped == nil && opened.prefixTable.mapped == nil)
    for query in queries + [PhotoQuery(searchTerms: ["lighthouse"])] {
      #expect(try opened.search(query, limit: 7) == built.search(query, limit: 7))
    }
    #expect(opened.snapshotBytes() == built.snapshotBytes())
  }

  /// A crafted lemma that names no key (read in place, and only compared with other keys by a
  /// search) is refused by a full check, and checked before the first change: that change
  /// records it (the next search throws) and repairs it, so the index written again is sound.
  @Test func aLemmaOutOfRangeIsCheckedBeforeTheFirstChange() throws {
    var bytes = SnapshotBadFileTests.small
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    let number = try #require(
      table.indices.first { bytes[table[$0].entry] == 5 && bytes[table[$0].entry + 1] == 0 })
    let keyCount = table[number].length / 4
    #expect(keyCount > 0)
    for byte in 0..<4 {
      bytes[table[number].offset + byte] = UInt8(truncatingIfNeeded: (keyCount + 7) >> (8 * byte))
    }
    SnapshotCraftedFileTests.reseal(&bytes, section: number)
    #expect(
      throws: SnapshotError.malformed(
        section: "lemmaOfKey", reason: "key \(keyCount + 7) out of range")
    ) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
    var opened = try PhotoIndex(snapshotBytes: bytes)
    _ = try opened.search(PhotoQuery(searchTerms: ["dog"]))
    try opened.add(Photo(id: "added", tags: ["zebra"]))
    #expect(throws: SearchError.self) { try opened.search(PhotoQuery(searchTerms: ["zebra"])) }
    let again = try PhotoIndex(snapshotBytes: opened.snapshotBytes(), verification: .full)
    #expect(try again.search(PhotoQuery(searchTerms: ["zebra"])).total == 1)
  }

  /// The album and people tables are read when a search first needs them: a damaged one (of
  /// more than a block: a smaller one is checked when the file is opened) opens, answers
  /// searches that need no names, and makes the first search that needs it throw.
  @Test(arguments: [SnapshotSection.albumMembers, .personSpellings])
  func aDamagedNameTableThrowsFromTheFirstSearchThatNeedsIt(_ kind: SnapshotSection) throws {
    let index = try PhotoIndex(
      (0..<20_000).map {
        Photo(id: "n\($0)", albums: ["Road Trip \($0 % 7)"], tags: ["dog"], people: ["Anne \($0)"])
      })
    var bytes = index.snapshotBytes()
    let section = try #require(SnapshotLazyCheckTests.section(kind.rawValue, of: bytes))
    #expect(section.length > 1 << 16, "\(kind.name) must be more than a block")
    bytes[section.offset + section.length / 2] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let plain = PhotoQuery(searchTerms: ["dog"])
    #expect(try opened.search(plain, limit: 3) == index.search(plain, limit: 3))
    let named =
      kind == .albumMembers ? PhotoQuery(album: "Road Trip 3") : PhotoQuery(people: ["Anne 5"])
    #expect(try index.search(named).total > 0)
    do {
      let answer = try opened.search(named)
      Issue.record("a search read a damaged \(kind.name) and answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .checksumMismatch(let name)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(name == kind.name)
    }
    #expect(throws: SnapshotError.checksumMismatch(section: kind.name)) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }

  /// A crafted prefix table whose sorted part is out of order far from where a lookup lands
  /// (its first two entries swapped, the checksums written again): the binary search alone
  /// would see nothing wrong there, so the whole order is checked on the first prefix lookup,
  /// and that search throws rather than answer from a table a built index would sort.
  @Test func aCraftedPrefixTableOutOfOrderElsewhereThrows() throws {
    let words = ["harbour", "lantern", "meadow", "orchard", "pebble", "quarry", "thimble"]
    let index = try PhotoIndex(words.enumerated().map { Photo(id: "t\($0)", tags: [$1]) })
    var bytes = index.snapshotBytes()
    let prefixes = try #require(
      SnapshotLazyCheckTests.section(SnapshotSection.prefixSorted.rawValue, of: bytes))
    try #require(prefixes.length >= 3 * 4, "the table must hold entries to swap and to find")
    let start = prefixes.offset
    bytes.replaceSubrange(
      start..<(start + 8),
      with: Array(bytes[(start + 4)..<(start + 8)] + bytes[start..<(start + 4)]))
    let number = try #require(
      SnapshotCraftedFileTests.sections(of: bytes).firstIndex {
        // An empty section before it may start at the same offset.
        $0.offset == prefixes.offset && $0.length == prefixes.length
      })
    SnapshotCraftedFileTests.reseal(&bytes, section: number)

    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(opened.prefixTable.mapped != nil, "the prefix table must be read in place")
    let prefix = PhotoQuery(searchTerms: ["pebb"])
    #expect(try index.search(prefix).total > 0, "the query must find the word by its prefix")
    do {
      let answer = try opened.search(prefix)
      Issue.record("a search read a prefix table out of order and answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .malformed(let section, let reason)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(section == "prefixSorted" && reason == "out of order")
    }
  }
}
