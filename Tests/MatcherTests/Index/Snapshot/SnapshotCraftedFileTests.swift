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

  /// A crafted weight that is not a finite number is refused: its scores do not order, and a
  /// page left out hits its total counted (found by the FuzzSnapshot target).
  @Test(arguments: [Float.nan, .infinity, -.infinity])
  func aWeightThatIsNotFiniteIsRefused(value: Float) {
    var bytes = SnapshotBadFileTests.small
    let table = Self.sections(of: bytes)
    // The weights section (kind 33) starts with k1's bit pattern.
    guard
      let number = table.indices.first(where: {
        bytes[table[$0].entry] == 33 && bytes[table[$0].entry + 1] == 0
      })
    else {
      Issue.record("no weights section")
      return
    }
    for byte in 0..<4 {
      bytes[table[number].offset + byte] = UInt8(truncatingIfNeeded: value.bitPattern >> (8 * byte))
    }
    Self.reseal(&bytes, section: number)
    #expect(
      throws: SnapshotError.malformed(
        section: "weights", reason: "a weight that is not a finite number")
    ) { try PhotoIndex(snapshotBytes: bytes) }
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
