import StemmaTestSupport
import Testing

@testable import Matcher

/// The typo table's radix sort orders entries as comparing them does: by hash, then by key.
@Suite struct SortedTableTests {
  static func entries(
    count: Int, hashes: ClosedRange<UInt64>, keys: ClosedRange<UInt32>, seed: UInt64
  )
    -> [DeletionEntry]
  {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      DeletionEntry(
        hash: UInt64.random(in: hashes, using: &random),
        key: UInt32.random(in: keys, using: &random))
    }
  }

  @Test func radixSortEqualsComparisonSort() {
    let cases: [(count: Int, hashes: ClosedRange<UInt64>, keys: ClosedRange<UInt32>)] = [
      // Below the radix sort's minimum, and at it.
      (0, 0...0, 0...0), (10, 0...UInt64.max, 0...9),
      (DeletionEntry.radixMinimum - 1, 0...3, 0...100),
      (DeletionEntry.radixMinimum, 0...UInt64.max, 0...UInt32.max),
      // Few distinct hashes: long runs of equal hashes, ordered by key.
      (5_000, 0...40, 0...5_000),
      // Hashes that differ only in their high bits, or only in their low bits: passes whose
      // digit every entry shares are skipped.
      (5_000, 0...0xFFFF, 0...UInt32.max),
      (20_000, 0...UInt64.max, 0...1_000_000),
    ]
    for (number, test) in cases.enumerated() {
      var entries = Self.entries(
        count: test.count, hashes: test.hashes, keys: test.keys, seed: UInt64(number))
      if number == 5 {
        entries = entries.map { DeletionEntry(hash: $0.hash << 48, key: $0.key) }
      }
      let expected = entries.sorted()
      DeletionEntry.sort(&entries)
      // The first difference, not two arrays of thousands, when they differ.
      let difference = entries.indices.first { entries[$0] != expected[$0] }
      #expect(entries.count == expected.count && difference == nil, "case \(number)")
    }
  }

  @Test func tablesMergeSortedBatches() {
    var table = SortedTable<DeletionEntry>()
    var all: [DeletionEntry] = []
    for batch in 0..<4 {
      let entries = Self.entries(
        count: 3_000, hashes: 0...UInt64(500 * (batch + 1)), keys: 0...50, seed: UInt64(10 + batch))
      table.insert(contentsOf: entries)
      all += entries
    }
    #expect(table.sorted == all.sorted())
  }
}
