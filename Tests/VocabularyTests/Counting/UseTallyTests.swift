import Foundation
import Testing

@testable import Vocabulary

/// Uses counted per spelling, compared byte for byte and merged as strings.
@Suite struct UseTallyTests {
  @Test func spellingsInAnotherNormalizationAreOne() {
    var tally = UseTally()
    tally.add("Café", kind: .photoTag)  // NFC
    tally.add("Cafe\u{301}", kind: .photoTag)  // NFD
    #expect(tally.spellingCount == 2)
    let spellings = tally.spellings(ofKindAt: 0)
    #expect(spellings.count == 1)
    #expect(spellings.values.first?.count == 2)
  }

  @Test func manySpellingsGrowTheTable() {
    var tally = UseTally()
    for index in 0..<5_000 { tally.add("tag \(index % 1_000)", kind: .photoTag) }
    #expect(tally.spellingCount == 1_000)
    #expect(tally.spellings(ofKindAt: 0).values.allSatisfy { $0.count == 5 })
  }
}

extension UseTallyTests {
  /// Adding several spellings at once counts each as adding it alone would.
  @Test func addingManyIsAddingEach() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    var many = UseTally()
    many.add(["beach", "lake", "beach"], kind: .photoTag, at: date)
    many.add([], kind: .contactName)
    many.add(["Trip"], kind: EntryKind(rawValue: "appAlbum"), at: date)
    var each = UseTally()
    for text in ["beach", "lake", "beach"] { each.add(text, kind: .photoTag, at: date) }
    each.add("Trip", kind: EntryKind(rawValue: "appAlbum"), at: date)
    #expect(summary(many) == summary(each))
    #expect(
      summary(many) == [
        "appAlbum Trip 1 1700000000.0", "photoTag beach 2 1700000000.0",
        "photoTag lake 1 1700000000.0",
      ])
  }

  private func summary(_ tally: UseTally) -> [String] {
    tally.kinds.indices.flatMap { index in
      tally.spellings(ofKindAt: index).map { text, uses in
        "\(tally.kinds[index].rawValue) \(text) \(uses.count)"
          + (uses.lastUsed == nil ? "" : " \(uses.lastUsed?.timeIntervalSince1970 ?? 0)")
      }
    }.sorted()
  }
}
