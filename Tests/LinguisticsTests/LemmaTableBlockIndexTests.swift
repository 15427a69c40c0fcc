import StemmaTestSupport
import Testing

@testable import Linguistics

/// The lemma table's block index (the blocks a key's first two bytes leave to search) against
/// the search over every block, and the index itself against counting by hand.
@Suite("Lemma table block index")
struct LemmaTableBlockIndexTests {
  static let codes = ["en", "de", "fr", "es", "it", "pt", "nl", "ru"]

  /// Keys next to the table's own and at the edges of the byte order.
  static let edges = [
    "", "a", "A", "\u{0}", "\u{1}", "'", "-", "0", "zz", "zzzzzzzz", "ÿ", "é", "\u{10FFFF}",
    "日本", "ёж", "ß",
  ]

  @Test("The indexed search finds the block the full search finds", arguments: codes)
  func agreesWithFullSearch(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var keys: [String] = []
    var index = 0
    table.forEachEntry { form, _, _ in
      // Every English key; a sample of the larger tables (each key and its neighbours).
      if (code == "en" || index % 13 == 0) && keys.last != form { keys.append(form) }
      index += 1
    }
    var checked = 0
    for key in keys {
      for probe in [key, key + "\u{1}", key + "zz", String(key.dropLast()), "\u{1}" + key] {
        Array(probe.utf8).withUnsafeBufferPointer { bytes in
          let indexed = table.blocksNotAbove(bytes, indexed: true)
          let full = table.blocksNotAbove(bytes, indexed: false)
          #expect(indexed == full, "\(code) \(probe.debugDescription)")
        }
        checked += 1
      }
    }
    for probe in Self.edges {
      Array(probe.utf8).withUnsafeBufferPointer { bytes in
        #expect(
          table.blocksNotAbove(bytes, indexed: true) == table.blocksNotAbove(bytes, indexed: false),
          "\(code) \(probe.debugDescription)")
      }
    }
    #expect(checked > 1000)
  }

  /// The number of prefixes below `prefix`, counted one by one.
  static func countBelow(_ prefix: Int, in prefixes: [Int]) -> Int {
    prefixes.filter { $0 < prefix }.count
  }

  @Test("The range of a key holds the blocks whose first keys share its two-byte prefix")
  func rangesAgainstCounting() {
    var generator = SeededGenerator(seed: 27)
    for _ in 0..<20 {
      let count = Int.random(in: 0...300, using: &generator)
      let prefixes = (0..<count).map { _ in
        Int.random(in: 0..<LemmaTable.BlockIndex.prefixCount, using: &generator)
      }.sorted()
      let index = LemmaTable.BlockIndex()
      #expect(index.range(of: UnsafeBufferPointer(start: nil, count: 0)) == nil)
      index.read(prefixes: prefixes)
      let probes: [[UInt8]] =
        [[], [0], [0, 0], [255], [255, 255], [97], [97, 98]]
        + (0..<50).map { _ in
          (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
          }
        }
      for probe in probes {
        probe.withUnsafeBufferPointer { bytes in
          let prefix = LemmaTable.BlockIndex.prefix(of: bytes)
          let range = index.range(of: bytes)
          #expect(range?.lower == Self.countBelow(prefix, in: prefixes), "\(probe)")
          #expect(range?.upper == Self.countBelow(prefix + 1, in: prefixes), "\(probe)")
        }
      }
    }
  }

  @Test("Prefix numbers sort as the bytes do")
  func prefixOrder() {
    let keys: [[UInt8]] = [
      [], [0], [0, 0], [0, 1], [1], [97], [97, 0], [97, 98], [98], [255, 255],
    ]
    let numbers = keys.map { key in key.withUnsafeBufferPointer(LemmaTable.BlockIndex.prefix) }
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "\(numbers)")
  }

  @Test("First keys out of order leave the index unusable: the full search decides")
  func outOfOrder() {
    let index = LemmaTable.BlockIndex()
    index.read(prefixes: [5, 700, 3])
    #expect(index.isRead)
    [UInt8](arrayLiteral: 97).withUnsafeBufferPointer { #expect(index.range(of: $0) == nil) }
  }
}
