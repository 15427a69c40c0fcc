import Foundation
import Matcher
import Testing

/// The large sections of a snapshot are checked by blocks when a search first reads them: a
/// damaged block opens, then makes the search that reads it throw (never a wrong answer); a
/// full check refuses it at once.
@Suite struct SnapshotLazyCheckTests {
  /// Photos tagged "dog" and nothing else: the postings section is one list of this many
  /// postings, several 64 KiB blocks long.
  static let photoCount = 40_000

  static let index: PhotoIndex = {
    var index = PhotoIndex()
    try? index.add(contentsOf: (0..<photoCount).map { Photo(id: "p\($0)", tags: ["dog"]) })
    return index
  }()

  /// The offset and length of section `kind` of a snapshot (see the format's table).
  static func section(_ kind: UInt32, of bytes: [UInt8]) -> (offset: Int, length: Int)? {
    func integer(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    let count = integer(12, 4)
    for entry in 0..<count {
      let base = 64 + 32 * entry
      if integer(base, 4) == Int(kind) { return (integer(base + 8, 8), integer(base + 16, 8)) }
    }
    return nil
  }

  /// The snapshot with one bit flipped in the middle of the "dog" list: in its frequency bits,
  /// so that the list stays in order and only a checksum can tell.
  static func damaged() throws -> [UInt8] {
    var bytes = index.snapshotBytes()
    let postings = try #require(section(6, of: bytes))
    #expect(postings.length > 2 << 16, "the postings must span several blocks")
    let middle = (postings.offset + postings.length / 2) & ~3
    bytes[middle] ^= 2
    return bytes
  }

  @Test func aDamagedBlockOpensAndTheSearchThatReadsItThrows() throws {
    let opened = try PhotoIndex(snapshotBytes: try Self.damaged())
    // A search that reads no posting finds nothing wrong.
    #expect(try opened.search(PhotoQuery(searchTerms: ["cat"])).total == 0)
    #expect(throws: SearchError.self) {
      try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: 5)
    }
    do {
      _ = try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: 5)
      Issue.record("a search read a damaged block and answered")
    } catch {
      guard case .damagedSnapshot(let path, .checksumMismatch(let section)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "(in memory)")
      #expect(section.hasPrefix("postings"))
    }
  }

  @Test func aDamagedBlockIsRefusedAtOnceByAFullCheck() throws {
    #expect(throws: SnapshotError.checksumMismatch(section: "postings")) {
      try PhotoIndex(snapshotBytes: try Self.damaged(), verification: .full)
    }
  }

  @Test func aSoundFileAnswersAsTheBuiltIndexUnderBothChecks() throws {
    let bytes = Self.index.snapshotBytes()
    for verification in [SnapshotVerification.onDemand, .full] {
      let opened = try PhotoIndex(snapshotBytes: bytes, verification: verification)
      for terms in [["dog"], ["dogs"], ["cat"]] {
        let query = PhotoQuery(searchTerms: terms)
        #expect(try opened.search(query, limit: 7) == Self.index.search(query, limit: 7))
      }
    }
  }

  /// A file damaged on disk: the search throws naming the file and the section.
  @Test func theErrorNamesTheFile() throws {
    let path = try SnapshotTestSupport.temporaryPath()
    try Data(try Self.damaged()).write(to: URL(fileURLWithPath: path))
    let opened = try PhotoIndex(contentsOfFile: path)
    do {
      _ = try opened.search(PhotoQuery(searchTerms: ["dog"]))
      Issue.record("a search read a damaged block and answered")
    } catch {
      #expect(error.description.hasPrefix(path + ": "))
      #expect(error.description.contains("postings"))
    }
  }

  /// A damaged block of the ids (read in place, only for the hits returned): the search that
  /// returns them throws; one that returns none does not read them.
  @Test func aDamagedIDBlockThrowsFromTheSearchThatReturnsIt() throws {
    var bytes = Self.index.snapshotBytes()
    let ids = try #require(Self.section(13, of: bytes))
    #expect(ids.length > 2 << 16, "the ids must span several blocks")
    bytes[ids.offset + ids.length - ids.length / 4] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: 0).total == Self.photoCount)
    #expect(throws: SearchError.self) {
      try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: Self.photoCount)
    }
  }

  /// A damaged block of the creation dates (read in place through a column reader when the
  /// hits tied on score are ranked by date and when the hits are made): the search that
  /// ranks or returns those photos throws; one that returns none does not read them.
  @Test func aDamagedDateBlockThrowsFromTheSearchThatRanksByIt() throws {
    var bytes = Self.index.snapshotBytes()
    let created = try #require(Self.section(14, of: bytes))
    #expect(created.length > 2 << 16, "the dates must span several blocks")
    bytes[created.offset + created.length - created.length / 4] ^= 1
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: 0).total == Self.photoCount)
    #expect(throws: SearchError.self) {
      try opened.search(PhotoQuery(searchTerms: ["dog"]), limit: Self.photoCount)
    }
  }

  /// Threads that check the same blocks at once agree, and answer as the built index does.
  @Test func concurrentSearchesOfAnOpenedIndexAgree() async throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    let query = PhotoQuery(searchTerms: ["dog"])
    let expected = try Self.index.search(query, limit: 50, after: nil)
    let answers = await withTaskGroup(of: SearchResult?.self) { group in
      for _ in 0..<8 { group.addTask { try? opened.search(query, limit: 50) } }
      var answers: [SearchResult?] = []
      for await answer in group { answers.append(answer) }
      return answers
    }
    #expect(answers.count == 8)
    #expect(answers.allSatisfy { $0 == expected })
  }

  /// An opened index whose columns and lists are checked by blocks changes as the built one
  /// does (each copied on its first change).
  @Test func anOpenedIndexChangesAsTheBuiltOne() throws {
    var built = Self.index
    var opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    for index in [0, 1] {
      var changed = index == 0 ? built : opened
      changed.remove(id: "p7")
      _ = try changed.update(Photo(id: "p8", favorite: true, tags: ["cat"]))
      try changed.add(Photo(id: "new", tags: ["dog", "beach"]))
      if index == 0 { built = changed } else { opened = changed }
    }
    for terms in [["dog"], ["cat"], ["beach"]] {
      for favorite in [nil, true] as [Bool?] {
        var query = PhotoQuery(searchTerms: terms)
        query.favorite = favorite
        #expect(try opened.search(query, limit: 9) == built.search(query, limit: 9))
      }
    }
    #expect(opened.snapshotBytes().count == built.snapshotBytes().count)
  }

  /// The typo table is read on first use: a damaged one opens, answers exact words, and makes
  /// the first search that needs typo tolerance throw; a full check refuses it at once.
  @Test func aDamagedTypoTableThrowsFromTheFirstSearchThatNeedsIt() throws {
    // Distinct words of six letters: many deletion entries, a typo table of many blocks.
    func word(_ number: Int) -> String {
      String(
        String.UnicodeScalarView(
          (0..<6).map { place in
            Unicode.Scalar(UInt8(97 + (number / Int(pow(26, Double(place)))) % 26))
          }))
    }
    let index = try PhotoIndex((0..<12_000).map { Photo(id: "w\($0)", tags: [word($0 * 7 + 3)]) })
    var bytes = index.snapshotBytes()
    let typos = try #require(Self.section(11, of: bytes))
    #expect(typos.length > 2 << 16, "the typo table must span several blocks")
    bytes[typos.offset + typos.length / 2] ^= 4
    let opened = try PhotoIndex(snapshotBytes: bytes)
    let exact = PhotoQuery(searchTerms: [word(5 * 7 + 3)])
    #expect(try opened.search(exact) == index.search(exact))
    // The last letter (an "a" in every word) changed: no word starts with it, so only typo
    // tolerance finds it.
    var misspelled = Array(word(9 * 7 + 3))
    misspelled[5] = "q"
    let typo = PhotoQuery(searchTerms: [String(misspelled)])
    #expect(try index.search(typo).total > 0, "the query needs the typo table")
    do {
      _ = try opened.search(typo)
      Issue.record("a search read a damaged typo table and answered")
    } catch {
      guard case .damagedSnapshot(_, .checksumMismatch(let section)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(section == "typoSorted")
    }
    #expect(throws: SnapshotError.checksumMismatch(section: "typoSorted")) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }

  /// A crafted typo table whose sorted part is out of order (two entries of different hashes
  /// swapped, the checksums written again) makes the first search that needs typo tolerance
  /// throw, and a full check refuse it: the order is checked as the entries are decoded.
  @Test func aCraftedTypoTableOutOfOrderThrows() throws {
    let words = ["harbour", "lantern", "meadow", "orchard", "pebble", "quarry", "thimble"]
    let index = try PhotoIndex(words.enumerated().map { Photo(id: "t\($0)", tags: [$1]) })
    var bytes = index.snapshotBytes()
    let typos = try #require(Self.section(11, of: bytes))
    func entry(_ position: Int) -> (hash: UInt32, bytes: [UInt8]) {
      let start = typos.offset + 8 * position
      let hash = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[start + $1]) << (8 * $1) }
      return (hash, Array(bytes[start..<(start + 8)]))
    }
    let first = entry(0)
    let second = entry(1)
    try #require(typos.length >= 16 && first.hash < second.hash)
    bytes.replaceSubrange(typos.offset..<(typos.offset + 16), with: second.bytes + first.bytes)
    let number = try #require(
      SnapshotCraftedFileTests.sections(of: bytes).firstIndex {
        // An empty section before it may start at the same offset.
        $0.offset == typos.offset && $0.length == typos.length
      })
    SnapshotCraftedFileTests.reseal(&bytes, section: number)

    let opened = try PhotoIndex(snapshotBytes: bytes)
    let typo = PhotoQuery(searchTerms: ["lantren"])
    #expect(try index.search(typo).total > 0, "the query needs the typo table")
    do {
      _ = try opened.search(typo)
      Issue.record("a search read a typo table out of order and answered")
    } catch {
      guard case .damagedSnapshot(_, .malformed(let section, let reason)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(section == "typoSorted" && reason == "out of order")
    }
    #expect(throws: SnapshotError.malformed(section: "typoSorted", reason: "out of order")) {
      try PhotoIndex(snapshotBytes: bytes, verification: .full)
    }
  }
}
