import Foundation
import Matcher
import StemmaSupport
import StemmaTestSupport
import Testing

/// Files whose checksums are right but whose contents are not: each section of a small
/// snapshot is changed at seeded random places (to random bytes and to the values that break
/// bounds: 0, counts, `UInt32.max`…) and its checksums are computed again, as a crafted file
/// would have them. Opening must throw a ``SnapshotError`` or give an index that can be
/// searched, changed and saved without a trap (a trap ends the test process).
@Suite struct SnapshotCraftedFileTests {
  /// The section table of a snapshot: each entry's offset in the table, and its section's
  /// offset and length.
  static func sections(of bytes: [UInt8]) -> [(entry: Int, offset: Int, length: Int)] {
    func word(_ at: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    return (0..<word(12, 4)).map { number in
      let entry = 64 + 32 * number
      return (entry, word(entry + 8, 8), word(entry + 16, 8))
    }
  }

  /// Writes the checksums of section `number`, of the table and of the header again.
  static func reseal(_ bytes: inout [UInt8], section number: Int) {
    let table = sections(of: bytes)
    let (entry, offset, length) = table[number]
    func put(_ value: UInt32, at position: Int) {
      for byte in 0..<4 { bytes[position + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte)) }
    }
    put(CRC32C.checksum(bytes[offset..<(offset + length)]), at: entry + 24)
    put(CRC32C.checksum(bytes[64..<(64 + 32 * table.count)]), at: 32)
    put(CRC32C.checksum(bytes[0..<36]), at: 36)
  }

  /// A crafted weight outside its range is refused, NaN and infinities as well as finite
  /// values too large for scores to add up (see `ScoringWeights.largestWeight`): their scores
  /// overflow to NaN, which does not order, and a page left out hits its total counted (found
  /// by the FuzzSnapshot target). Each case: the weight's word in the section (k1, b, the
  /// field count, six field weights, then exact, lemma, stem, synonym, broader, broaderDecay…),
  /// its value, and its name in the error.
  @Test(
    arguments: [
      (0, Float.nan, "k1"), (0, .infinity, "k1"), (0, -.infinity, "k1"), (0, 0, "k1"),
      (0, 3e38, "k1"), (1, 1.5, "b"), (1, -0.5, "b"), (3, 3e38, "field 0"), (8, -1, "field 5"),
      (10, 3e38, "lemma"), (10, ScoringWeights.largestWeight.nextUp, "lemma"),
      (14, 2, "broaderDecay"), (20, 1e30, "phraseBonus"),
    ] as [(Int, Float, String)])
  func aWeightOutsideItsRangeIsRefused(word: Int, value: Float, name: String) throws {
    var bytes = SnapshotBadFileTests.small
    let table = Self.sections(of: bytes)
    // The weights section (kind 33).
    let number = try #require(
      table.indices.first(where: {
        bytes[table[$0].entry] == 33 && bytes[table[$0].entry + 1] == 0
      }))
    for byte in 0..<4 {
      bytes[table[number].offset + 4 * word + byte] = UInt8(
        truncatingIfNeeded: value.bitPattern >> (8 * byte))
    }
    Self.reseal(&bytes, section: number)
    let error = #expect(throws: SnapshotError.self) { try PhotoIndex(snapshotBytes: bytes) }
    guard case .malformed(let section, let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(section == "weights")
    #expect(reason.hasPrefix("\(name) is "), "\(reason)")
  }

  /// The largest weight in range opens, and answers with finite scores.
  @Test func theLargestWeightOpens() throws {
    var bytes = SnapshotBadFileTests.small
    let table = Self.sections(of: bytes)
    let number = try #require(
      table.indices.first(where: {
        bytes[table[$0].entry] == 33 && bytes[table[$0].entry + 1] == 0
      }))
    // Every weight but b, the field count, broaderDecay and the broader distance.
    for word in [0] + Array(3..<14) + Array(16...20) {
      for byte in 0..<4 {
        bytes[table[number].offset + 4 * word + byte] = UInt8(
          truncatingIfNeeded: ScoringWeights.largestWeight.bitPattern >> (8 * byte))
      }
    }
    Self.reseal(&bytes, section: number)
    let index = try PhotoIndex(snapshotBytes: bytes)
    #expect(index.weights.lemma == ScoringWeights.largestWeight)
    for word in ["dog", "road trip", "mountian", "roa"] {
      let result = try index.search(PhotoQuery(searchTerms: [word]))
      #expect(result.hits.count == result.total, "\(word)")
      let finite = result.hits.allSatisfy { $0.score.isFinite }
      #expect(finite, "\(word): \(result.hits)")
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func craftedSectionsNeverTrap(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let original = SnapshotBadFileTests.small
    let table = Self.sections(of: original)
    var refused = 0
    var opened = 0
    for _ in 0..<800 {
      var bytes = original
      let number = Int.random(in: 0..<table.count, using: &random)
      let (_, offset, length) = table[number]
      guard length > 0 else { continue }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = offset + Int.random(in: 0..<length, using: &random) & ~3
        let values: [UInt32] = [
          0, 1, 2, 3, 5, 0xFF, 0x7FFF_FFFF, UInt32.max, UInt32.max - 1,
          UInt32(length), UInt32.random(in: 0...UInt32.max, using: &random),
        ]
        let value = values.randomElement(using: &random) ?? 0
        for byte in 0..<min(4, offset + length - position) {
          bytes[position + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte))
        }
      }
      Self.reseal(&bytes, section: number)
      guard var index = try? PhotoIndex(snapshotBytes: bytes) else {
        refused += 1
        continue
      }
      opened += 1
      // What a caller does with an index: search every way, change it, save it.
      for words in ["dog", "cat sofa", "roa", "mountian", "road trip", "anne"] {
        _ = try? index.search(
          PhotoQuery(searchTerms: [words]), options: SearchOptions(explain: true))
      }
      _ = try? index.search(PhotoQuery(favorite: true, album: "Road Trip", people: ["Anne"]))
      _ = index.albumNames
      _ = index.creationDateRange
      try? index.add(Photo(id: "new", albums: ["Road Trip"], tags: ["dog"], people: ["Anne"]))
      index.remove(id: "a")
      _ = try? index.update(Photo(id: "b", tags: ["beach"]))
      _ = try? index.search(PhotoQuery(searchTerms: ["dog"]))
      _ = try? PhotoIndex(snapshotBytes: index.snapshotBytes())
    }
    #expect(refused + opened > 700)
    print("crafted seed \(seed): \(refused) refused, \(opened) opened")
  }
}
