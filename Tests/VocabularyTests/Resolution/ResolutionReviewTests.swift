import Foundation
import Testing

@testable import Vocabulary

/// Rules the review of issue 23 found broken or untested: one identity is one match, a number is
/// exact (never a word cut short), spoken-form tiers keep their places, number words are written
/// the same in every process.
@Suite struct ResolutionReviewTests {
  /// Spellings under one identifier are one thing to the app: a query matching two of them is
  /// that one thing (success), not a choice between a person and themself.
  @Test func oneIdentityWithTwoSpellingsIsOneMatch() throws {
    let store = VocabularyStore()
    try store.add("Bob Stone", kind: .contactName, identifier: "contact-7", uses: 3)
    try store.add("Robert Stone", kind: .contactName, identifier: "contact-7", uses: 3)
    try store.add("Anne Lee", kind: .contactName, identifier: "contact-8", uses: 3)
    let resolution = store.resolve("stone", as: .contactName, now: referenceNow)
    #expect(resolution.outcome == .success)
    #expect(resolution.entry?.identifier == "contact-7")
    #expect(resolution.candidates.count == 1)
  }

  /// Entries without an identifier are never folded together by it.
  @Test func entriesWithoutIdentifierStayCandidates() throws {
    let store = VocabularyStore()
    try store.add("Stone Garden", kind: .photoAlbumName, uses: 3)
    try store.add("Stone Wall", kind: .photoAlbumName, uses: 3)
    let resolution = store.resolve("stone", as: .photoAlbumName, now: referenceNow)
    #expect(resolution.outcome == .disambiguation)
    #expect(resolution.candidates.count == 2)
  }

  /// A number is exact: "tahoe 201" is not "Tahoe 2019" cut short.
  @Test func aNumberIsNeverAWordCutShort() throws {
    let store = VocabularyStore()
    try store.add("Tahoe 2019", kind: .photoAlbumName, uses: 3)
    try store.add("Road Trip", kind: .photoAlbumName, uses: 3)
    #expect(
      store.resolve("tahoe 201", as: .photoAlbumName, now: referenceNow).outcome == .unsupported)
    #expect(
      store.resolve("road tri", as: .photoAlbumName, now: referenceNow).outcome != .unsupported)
  }

  /// The spoken-form tier is declared last (earlier cases keep their places in `allCases`) and
  /// orders right after an exact match.
  @Test func spokenFormOrdersAfterExact() {
    #expect(ResolutionTier.allCases.last == .spokenForm)
    #expect(ResolutionTier.allCases.first == .exact)
    #expect(ResolutionTier.exact < .spokenForm && ResolutionTier.spokenForm < .lemma)
    let sorted = ResolutionTier.allCases.sorted()
    #expect(sorted.prefix(3) == [.exact, .spokenForm, .lemma])
    #expect(sorted.last == .nickname)
  }

  /// Where a table gives a number two words, the one written is the first by Unicode scalars,
  /// whatever order the table came in.
  @Test func numberWordsAreChosenTheSameWay() {
    func table(_ pairs: [(String, Int)]) -> NumberWords {
      NumberWords(
        cardinals: Dictionary(uniqueKeysWithValues: pairs), ordinals: [:], hundreds: [],
        thousands: [], joiners: [], yearZeros: [], digitSuffixes: [], teenSuffix: "")
    }
    let words = table([("zwei", 2), ("zwo", 2), ("null", 0), ("nought", 0)])
    #expect(words.cardinalWord[2] == "zwei")
    #expect(words.cardinalWord[0] == "nought")
  }
}
