import StemmaTestSupport
import Testing

@testable import Matcher

@Suite struct UndoListsTests {
  /// Random appends, replacements (some empty, one longer than a page), whole tables appended
  /// and entries rewritten give the lists an array of arrays gives, through enough replacements
  /// to fill many pages and pack the runs many times over.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func matchAnArrayOfArrays(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var lists = UndoLists()
    var reference: [[UInt32]] = []
    func randomList() -> [UInt32] {
      (0..<Int.random(in: 0...12, using: &random)).map { _ in
        UInt32.random(in: 0...UInt32.max, using: &random)
      }
    }
    for step in 0..<30_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3:
        let list = randomList()
        lists.append(list)
        reference.append(list)
      case 3..<8 where !reference.isEmpty:
        let ordinal = Int.random(in: reference.indices, using: &random)
        let list = Bool.random(using: &random) ? [] : randomList()
        lists.set(ordinal, to: list)
        reference[ordinal] = list
      case 8 where step % 100 == 0:
        var other = UndoLists()
        var added: [[UInt32]] = []
        for _ in 0..<Int.random(in: 0...20, using: &random) {
          let list = randomList()
          other.append(list)
          added.append(list)
        }
        if let first = added.indices.first {
          other.set(first, to: [7, 8])
          added[first] = [7, 8]
        }
        lists.append(other)
        reference += added
      default:
        break
      }
      if step == 15_000 {
        // Longer than a page: a page of its own.
        let list = (0..<(UndoLists.pageSize + 5)).map { UInt32($0) }
        lists.set(0, to: list)
        reference[0] = list
      }
      if step % 7_000 == 6_999 {
        lists.transformEntries { $0 &* 3 &+ 1 }
        reference = reference.map { $0.map { $0 &* 3 &+ 1 } }
      }
      // Replaced runs are dropped along the way (between rewrites, which pack, garbage grows
      // past a page): at most as much garbage as live entries, plus the slack before packing.
      let live = reference.reduce(0) { $0 + $1.count }
      if lists.storedEntries > 2 * live + UndoLists.pageSize {
        Issue.record("step \(step): \(lists.storedEntries) stored for \(live) live")
        return
      }
    }
    // No run straddles two pages: a page holds at most a page's entries, or the one longer
    // run alone.
    let pages = lists.pageCounts
    #expect(pages.allSatisfy { $0 <= UndoLists.pageSize || $0 == UndoLists.pageSize + 5 })
    #expect(pages.count > 3)
    let all = lists.lists
    #expect(lists.count == reference.count && all.count == reference.count)
    let wrong = reference.indices.filter {
      all[$0] != reference[$0] || lists[$0] != reference[$0][...]
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(reference.count) lists differ")
  }
}

@Suite struct UndoListsInAnIndexTests {
  /// Updating a few photos thousands of times leaves replaced runs behind, which the index's
  /// undo lists pack away; the packed lists still take back exactly each photo's postings.
  @Test func anIndexPacksWhatItsUpdatesLeaveBehind() throws {
    var random = SeededGenerator(seed: 9)
    var index = PhotoIndex(thesaurus: testThesaurus)
    var current: [String: Photo] = [:]
    var written = 0
    for _ in 0..<4_000 {
      let id = "p\(Int.random(in: 0..<40, using: &random))"
      let photo = IncrementalTests.randomPhoto(id: id, using: &random)
      try index.add(photo)
      current[id] = photo
      written += index.forward[Int(index.ordinal(of: id) ?? 0)].count
    }
    let live = index.forward.lists.reduce(0) { $0 + $1.count }
    #expect(written > 2 * live + UndoLists.pageSize, "enough garbage to pack")
    #expect(index.forward.storedEntries <= 2 * live + UndoLists.pageSize)
    var rebuilt = PhotoIndex(thesaurus: testThesaurus)
    try rebuilt.add(contentsOf: current.values.sorted { $0.id < $1.id })
    #expect(index.postingCount == rebuilt.postingCount)
    #expect(index.fingerprint == rebuilt.fingerprint)
    for query in IncrementalTests.queries {
      #expect(try index.search(query, limit: 1000) == rebuilt.search(query, limit: 1000))
    }
    for id in current.keys { index.remove(id: id) }
    #expect(index.postingCount == 0 && index.count == 0)
  }
}
