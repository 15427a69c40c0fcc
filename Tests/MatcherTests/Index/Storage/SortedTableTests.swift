import StemmaTestSupport
import Testing

@testable import Matcher
@testable import StemmaSupport

/// The typo table's radix sort orders entries as comparing them does: by hash, then by key.
@Suite struct SortedTableTests {
  static func entries(
    count: Int, hashes: ClosedRange<UInt32>, keys: ClosedRange<UInt32>, seed: UInt64
  )
    -> [DeletionEntry]
  {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      DeletionEntry(
        hash: UInt32.random(in: hashes, using: &random),
        key: UInt32.random(in: keys, using: &random))
    }
  }

  @Test func radixSortEqualsComparisonSort() {
    let cases: [(count: Int, hashes: ClosedRange<UInt32>, keys: ClosedRange<UInt32>)] = [
      // Below the radix sort's minimum, and at it.
      (0, 0...0, 0...0), (10, 0...UInt32.max, 0...9),
      (DeletionEntry.radixMinimum - 1, 0...3, 0...100),
      (DeletionEntry.radixMinimum, 0...UInt32.max, 0...UInt32.max),
      // Few distinct hashes: long runs of equal hashes, ordered by key.
      (5_000, 0...40, 0...5_000),
      // Hashes that differ only in their high bits, or only in their low bits: passes whose
      // digit every entry shares are skipped.
      (5_000, 0...0xFFFF, 0...UInt32.max),
      (20_000, 0...UInt32.max, 0...1_000_000),
    ]
    for (number, test) in cases.enumerated() {
      var entries = Self.entries(
        count: test.count, hashes: test.hashes, keys: test.keys, seed: UInt64(number))
      if number == 5 {
        entries = entries.map { DeletionEntry(hash: $0.hash << 16, key: $0.key) }
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
        count: 3_000, hashes: 0...UInt32(500 * (batch + 1)), keys: 0...50, seed: UInt64(10 + batch))
      table.insert(contentsOf: entries)
      all += entries
    }
    #expect(table.sorted == all.sorted())
    // A batch joins elements still pending, and both are merged in.
    let late = Self.entries(count: 50, hashes: 0...100, keys: 0...5, seed: 20)
    table.insert(late[0], deferringMerge: true)
    table.insert(contentsOf: Array(late.dropFirst()))
    #expect(table.pending.isEmpty && table.sorted == (all + late).sorted())
  }

  /// A word's deletion hashes are those of every string made by deleting up to `depth` of its
  /// letters, each once, sorted; appended after what an array holds, they leave it as it was.
  @Test func deletionHashesAreThoseOfEveryDeletion() {
    for (word, depth) in [("sunset", 1), ("waterfall", 2), ("aaaa", 2), ("größere", 2), ("ab", 1)] {
      let scalars = Array(word.unicodeScalars)
      var variants: Set<[Unicode.Scalar]> = [scalars]
      for first in scalars.indices {
        var once = scalars
        once.remove(at: first)
        variants.insert(once)
        guard depth == 2 else { continue }
        for second in once.indices {
          var twice = once
          twice.remove(at: second)
          variants.insert(twice)
        }
      }
      let expected = Set(variants.map(TypoTolerance.hash)).sorted()
      #expect(TypoTolerance.deletionHashes(of: scalars, depth: depth) == expected, "\(word)")
      var appended: [UInt32] = [7, 3]
      TypoTolerance.appendDeletionHashes(of: scalars, depth: depth, to: &appended)
      #expect(appended == [7, 3] + expected, "\(word) appended")
    }
  }

  /// The typo hash is pinned to values worked out apart from the code (64-bit FNV-1a over the
  /// scalars, folded to 32 bits), so that the test above, which spells out the deletions and
  /// hashes them with the same function, cannot pass with a constant or order-blind hash.
  @Test func typoHashIsPinned() {
    #expect(TypoTolerance.hash(Array("sunset".unicodeScalars)) == 1_946_512_907)
    #expect(TypoTolerance.hash(Array("sunst".unicodeScalars)) == 4_117_897_938)
    #expect(TypoTolerance.hash(Array("é".unicodeScalars)) == 694_597_608)
    let deletions = TypoTolerance.deletionHashes(of: Array("sunset".unicodeScalars), depth: 1)
    #expect(deletions.count == 7)
    #expect(deletions.contains(4_117_897_938))
  }

  /// `typoEntryBound` bounds every word's entries, and is exact for words of distinct letters
  /// at the edges of the one- and two-deletion lengths.
  @Test func typoEntryBoundHoldsAndIsTightForDistinctLetters() {
    for word in [
      "abcd", "abcdefgh", "abcdefghi", "waterfall", "größere", "café", "日本語の写真", "aaaaaaaaa",
    ] {
      let entries = PhotoIndex.typoEntries(of: word, key: 0).count
      #expect(entries <= PhotoIndex.typoEntryBound(utf8Length: word.utf8.count), "\(word)")
    }
    for length in [3, 4, 5, 7, 8, 9, 10] {
      let word = String("abcdefghijklmnop".prefix(length))
      #expect(
        PhotoIndex.typoEntries(of: word, key: 0).count
          == PhotoIndex.typoEntryBound(utf8Length: length), "\(length) letters")
    }
  }
}
