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
