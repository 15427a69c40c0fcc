import StemmaTestSupport
import Testing

@testable import Matcher

@Suite struct UndoListsTests {
  /// Random appends, replacements (some empty), whole tables appended and entries rewritten
  /// give the lists an array of arrays gives, through enough replacements to pack the runs
  /// many times over.
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
      case 9 where step % 1_000 == 0:
        lists.transformEntries { $0 &* 3 &+ 1 }
        reference = reference.map { $0.map { $0 &* 3 &+ 1 } }
      default:
        break
      }
    }
    #expect(lists.count == reference.count)
    let wrong = reference.indices.filter { Array(lists[$0]) != reference[$0] }
    #expect(wrong.isEmpty, "\(wrong.count) of \(reference.count) lists differ")
    #expect(lists.lists == reference)
    // Replaced runs were dropped along the way: at most as much garbage as live entries (and
    // the slack before packing is worth it).
    let live = reference.reduce(0) { $0 + $1.count }
    #expect(lists.storedEntries <= 2 * live + 4_096)
  }
}
