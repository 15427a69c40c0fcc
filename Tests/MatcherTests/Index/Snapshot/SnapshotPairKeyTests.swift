import Foundation
import Testing

@testable import Matcher

/// The pair map of a snapshot holds each slot's key alone (format 5): the slot's pair is that
/// key's entry. A crafted slot that names a key out of range or a word's key, which no written
/// file holds, is found by the lookup that reads it (the search throws, never answers) and
/// refused by a full check.
@Suite struct SnapshotPairKeyTests {
  static let index: PhotoIndex =
    (try? PhotoIndex([
      Photo(id: "1", title: "golden retriever"), Photo(id: "2", title: "red fox"),
      Photo(id: "3", tags: ["dog"]),
    ])) ?? PhotoIndex()

  static let query = PhotoQuery(searchTerms: ["golden retriever"])

  /// The snapshot with the slot of the pair "golden retriever" holding `value` (a key plus
  /// one) in place of its own key, its checksums computed again.
  static func crafted(_ value: (_ keyCount: Int) throws -> UInt32) throws -> [UInt8] {
    var bytes = index.snapshotBytes()
    let table = SnapshotCraftedFileTests.sections(of: bytes)
    func integer(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    let number = try #require(
      table.indices.first { integer(table[$0].entry, 4) == SnapshotSection.keyPairKeys.rawValue })
    let pair = try #require(index.keys["golden retriever"])
    let (_, offset, length) = table[number]
    let slot = try #require(
      stride(from: offset, to: offset + length, by: 4).first { integer($0, 4) == Int(pair) + 1 })
    let crafted = try value(index.keys.count)
    for byte in 0..<4 { bytes[slot + byte] = UInt8(truncatingIfNeeded: crafted >> (8 * byte)) }
    SnapshotCraftedFileTests.reseal(&bytes, section: number)
    return bytes
  }

  @Test func aWrittenPairMapFindsEveryPair() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    let mapped = try #require(opened.keys.mapped, "the keys must be read in place")
    for key in 0..<UInt32(Self.index.keys.count) where !Self.index.keys.isWord(key) {
      #expect(mapped.key(of: Self.index.keys.text(of: key)) == key)
    }
    #expect(try opened.search(Self.query) == Self.index.search(Self.query))
    #expect(try Self.index.search(Self.query).total == 1)
  }

  @Test(arguments: ["out of range", "a word"])
  func aSlotNamingNoPairIsFoundByTheLookupAndRefusedByAFullCheck(_ damage: String) throws {
    let bytes = try Self.crafted { keyCount in
      if damage == "out of range" { return UInt32(keyCount + 3) }
      return try #require(Self.index.keys["dog"]) + 1
    }
    let opened = try PhotoIndex(snapshotBytes: bytes)
    #expect(opened.keys.mapped != nil, "the keys must be read in place")
    do {
      let answer = try opened.search(Self.query)
      Issue.record("a slot naming \(damage) was read and the search answered \(answer.total)")
    } catch {
      guard case .damagedSnapshot(_, .malformed(let section, let reason)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(section == "keyPairKeys" && reason.hasSuffix(damage), "\(reason)")
    }
    #expect(
      throws: SnapshotError.malformed(
        section: "keyEntries", reason: "keys that do not match their tables")
    ) { try PhotoIndex(snapshotBytes: bytes, verification: .full) }
  }
}

extension SnapshotPairKeyTests {
  /// A key's text is checked to lead back to the key once, then remembered: a prefix lookup
  /// and each plan's sort ask for the same keys' texts query after query.
  @Test func aKeysTextIsCheckedOnceAndRemembered() throws {
    let opened = try PhotoIndex(snapshotBytes: Self.index.snapshotBytes())
    let mapped = try #require(opened.keys.mapped, "the keys must be read in place")
    for text in ["golden retriever", "golden", "fox"] {
      let key = try #require(Self.index.keys[text])
      #expect(!mapped.isFound(key), "\(text)")
      #expect(mapped.foundText(of: key) == text)
      #expect(mapped.isFound(key), "\(text)")
      #expect(mapped.foundText(of: key) == text)
    }
  }
}
