import StemmaTestSupport
import Testing

@testable import Matcher

/// Held-back postings appended in one pass give the lists that appending them one by one
/// gives, on one core or several.
@Suite struct PendingPostingsTests {
  /// Lists, some already holding postings, and entries for them: each slot's entries of
  /// increasing ordinals past its list's last, in an order that interleaves the slots.
  static func scenario(slots: Int, entries count: Int, seed: UInt64) -> (
    lists: [[UInt32]], entries: [UInt64]
  ) {
    var random = SeededGenerator(seed: seed)
    var lists = [[UInt32]](repeating: [], count: slots)
    var next = [UInt32](repeating: 0, count: slots)
    for slot in 0..<slots where Bool.random(using: &random) {
      let length = Int.random(in: 1...5, using: &random)
      for _ in 0..<length {
        next[slot] += UInt32.random(in: 1...3, using: &random)
        lists[slot].append(Posting.make(ordinal: next[slot], forms: .folded, frequency: 1))
      }
    }
    var entries: [UInt64] = []
    // A few slots take most entries, as a few keys take most postings.
    for _ in 0..<count {
      let slot =
        Bool.random(using: &random)
        ? Int.random(in: 0..<min(3, slots), using: &random)
        : Int.random(in: 0..<slots, using: &random)
      next[slot] += UInt32.random(in: 1...3, using: &random)
      let posting = Posting.make(
        ordinal: next[slot], forms: .lemma, frequency: Int.random(in: 1...3, using: &random))
      entries.append(UInt64(slot) << 32 | UInt64(posting))
    }
    return (lists, entries)
  }

  @Test(arguments: [1, 2, 3, 8])
  func appendsEachSlotsPostingsInOrder(cores: Int) {
    for (slots, count, seed) in [(1, 50, 1), (3, 0, 2), (5, 200, 3), (400, 5_000, 4)] {
      let (lists, entries) = Self.scenario(slots: slots, entries: count, seed: UInt64(seed))
      var expected = lists
      for entry in entries {
        expected[Int(entry >> 32)].append(UInt32(truncatingIfNeeded: entry))
      }
      var appended = lists
      PendingPostings.append(entries, to: &appended, cores: cores)
      #expect(appended == expected, "\(slots) slots, \(count) entries, \(cores) cores")
    }
  }

  /// Entries split into batches (as a merge leaves each chunk's) give the lists that one
  /// batch of them all gives: batch after batch, each in its order.
  @Test(arguments: [1, 2, 3])
  func appendsBatchesInTheirOrder(cores: Int) {
    let (lists, entries) = Self.scenario(slots: 300, entries: 4_000, seed: 9)
    var whole = lists
    PendingPostings.append(entries, to: &whole, cores: cores)
    for cuts in [[0, 4_000], [1_000, 1_001, 2_500], [3_999], [0, 0, 2_000]] {
      var batches: [[UInt64]] = []
      var start = 0
      for cut in cuts + [entries.count] {
        batches.append(Array(entries[start..<cut]))
        start = cut
      }
      var appended = lists
      PendingPostings.append(batches: batches, to: &appended, cores: cores)
      #expect(appended == whole, "cut at \(cuts), \(cores) cores")
    }
    // Batches in the wrong order put later postings first.
    var swapped = lists
    PendingPostings.append(
      batches: [Array(entries[2_000...]), Array(entries[..<2_000])], to: &swapped, cores: cores)
    #expect(swapped != whole)
  }

  /// Each list grows once, to its exact size, whether it was empty or held postings (it keeps
  /// them first); one by one, 100 postings would grow a list to 128 or more.
  @Test func listsGrowToTheirSize() {
    func posting(_ ordinal: UInt32) -> UInt32 {
      Posting.make(ordinal: ordinal, forms: .folded, frequency: 1)
    }
    var lists: [[UInt32]] = [[], [posting(0)], []]
    var entries: [UInt64] = []
    for ordinal in UInt32(1)...100 {
      entries.append(0 << 32 | UInt64(posting(ordinal)))
      entries.append(1 << 32 | UInt64(posting(ordinal)))
    }
    PendingPostings.append(entries, to: &lists, cores: 2)
    let hundred = (UInt32(1)...100).map(posting)
    #expect(lists == [hundred, [posting(0)] + hundred, []])
    #expect(lists[0].capacity < 110 && lists[1].capacity < 110)
  }
}
