import Foundation
import StemmaTestSupport
import Testing

@testable import Matcher
@testable import StemmaSupport

/// The photo-id table against Swift's own dictionary: the same ordinal for every id through
/// insertions, removals (whose backward shifts must keep every later entry findable) and growth.
@Suite struct OrdinalTableTests {
  @Test(arguments: [1, 2, 3])
  func matchesADictionaryThroughInsertsAndRemovals(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Few distinct ids, so that ids come back after being removed, and small enough tables
    // that runs of full slots wrap around the end.
    // Canonically equivalent spellings among them: each pair is one id.
    let pool =
      hashTableTexts(count: 400, using: &random)
      + ["café", "cafe\u{301}", "Å", "A\u{30A}", "\u{212B}", "Ω", "\u{2126}"]
    var table = OrdinalTable(seed: seed)
    var reference: [String: UInt32] = [:]
    // The ids by ordinal, as the index keeps them; freed ordinals are reused.
    var ids: [String] = []
    var free: [UInt32] = []
    var mismatches = 0
    for step in 0..<20_000 {
      let id = pool.randomElement(using: &random) ?? ""
      if let ordinal = reference[id], Bool.random(using: &random) {
        table.remove(id, at: ordinal)
        reference[id] = nil
        ids[Int(ordinal)] = ""
        free.append(ordinal)
      } else {
        let next = free.last ?? UInt32(ids.count)
        // As the index does, before the id is written at its ordinal.
        let held = table.insert(id, at: next, ids: ids)
        if held != reference[id] { mismatches += 1 }
        if held == nil {
          reference[id] = next
          if free.popLast() == nil { ids.append(id) } else { ids[Int(next)] = id }
        }
      }
      if step % 1_000 == 0 || step == 19_999 {
        for id in pool where table.ordinal(of: id, idAt: { ids[Int($0)] }) != reference[id] {
          mismatches += 1
        }
        if table.count != reference.count { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  /// Ids are equal as Swift strings are: a composed and a decomposed spelling are one id.
  @Test func canonicallyEquivalentIDsAreOneID() {
    var table = OrdinalTable(seed: 7)
    let ids = ["café", "IMG_1"]
    #expect(table.insert("café", at: 0, ids: ids) == nil)
    #expect(table.insert("IMG_1", at: 1, ids: ids) == nil)
    #expect(table.insert("cafe\u{301}", at: 2, ids: ids) == 0)
    #expect(table.ordinal(of: "cafe\u{301}") { ids[Int($0)] } == 0)
    table.remove("cafe\u{301}", at: 0)
    #expect(table.ordinal(of: "café") { ids[Int($0)] } == nil)
    #expect(table.ordinal(of: "IMG_1") { ids[Int($0)] } == 1)
    #expect(table.count == 1)
  }

  /// Removing an id the table does not hold, or a held id at an ordinal it is not at, changes
  /// nothing: no entry is lost and the count stays.
  @Test func removingWhatIsNotHeldChangesNothing() {
    var table = OrdinalTable(seed: 11)
    let ids = (0..<40).map { "IMG_\($0)" }
    for (ordinal, id) in ids.enumerated() {
      #expect(table.insert(id, at: UInt32(ordinal), ids: ids) == nil)
    }
    table.remove("IMG_999", at: 3)  // never held
    table.remove("IMG_5", at: 6)  // held, but at 5
    table.remove("IMG_7", at: 40)  // held, at an ordinal past every id
    #expect(table.count == ids.count)
    for (ordinal, id) in ids.enumerated() {
      #expect(table.ordinal(of: id) { ids[Int($0)] } == UInt32(ordinal), "\(id)")
    }
    var empty = OrdinalTable(seed: 11)
    empty.remove("IMG_1", at: 0)
    #expect(empty.count == 0)
  }
}
