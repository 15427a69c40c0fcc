import Foundation
import Testing

@testable import Vocabulary

/// Variants merge by lemma key; words whose stems merely agree stay apart.
@Suite struct MergeKeyTests {
  @Test(arguments: [
    ["Road trip", "road-trip", "ROAD TRIP", "road trips", "roadtrip", "Road-Trips"],
    ["Hike", "hiking", "hikes"],
    ["Sunset", "sunsets"],
    ["Conor O'Brien", "Conor OBrien", "conor o’brien"],
    ["Morning HIIT", "morning hiit", "MORNING HIITS", "morning hiits"],
    ["goose", "geese"],
    ["ＲＯＡＤ ＴＲＩＰ", "road trip"],
  ])
  func variantsAreOneEntry(spellings: [String]) throws {
    let store = VocabularyStore()
    for text in spellings { try store.recordUse(of: text, kind: .photoTag) }
    let entries = store.entries(of: .photoTag)
    #expect(entries.count == 1, "\(entries.map(\.displayForm))")
    #expect(entries.first?.useCount == spellings.count)
  }

  @Test(arguments: [
    ("Universe", "University"),
    ("News", "New"),
    ("Organ", "Organization"),
    ("Gene", "General"),
    ("Wedding", "wed"),
    ("Universe 2019", "University 2019"),
  ])
  func wordsWhoseStemsMerelyAgreeStayApart(first: String, second: String) throws {
    let store = VocabularyStore()
    try store.recordUse(of: first, kind: .photoTag)
    try store.recordUse(of: second, kind: .photoTag)
    #expect(store.entries(of: .photoTag).map(\.displayForm).sorted() == [first, second].sorted())
  }

  @Test func mergeKeyIsTheLemmasRunTogether() throws {
    let store = VocabularyStore()
    let entry = try store.add("Road-Trips 2019", kind: .photoTag)
    #expect(entry.keys.lemma == "road trip 2019")
    #expect(entry.mergeKey == "roadtrip2019")
    #expect(
      store.entry(matching: "roadtrip 2019", kind: .photoTag)?.displayForm == entry.displayForm)
    #expect(store.entry(matching: "University", kind: .photoTag) == nil)
  }

  /// A stem shared by two dictionary words with different lemmas is a weak match; a lemma
  /// match beats it; a stem shared with an unknown word (a misspelling) stays strong.
  @Test(arguments: [
    (["University"], "universe", "University", Resolution.Outcome.confirmationRequired),
    (["Universe", "University"], "universes", "Universe", .success),
    (["Universe", "University"], "university", "University", .success),
    (["Organization"], "organ", "Organization", .confirmationRequired),
    (["Evening Run", "Yoga Flow"], "evenning run", "Evening Run", .success),
    (["Fall Leaves", "Sunset"], "fall leaf", "Fall Leaves", .success),
    (["Wedding", "Beach"], "weding", "Wedding", .confirmationRequired),
  ])
  func stemOnlyMatches(
    entries: [String], input: String, expected: String, outcome: Resolution.Outcome
  ) throws {
    let store = try makeStore(entries, kind: .photoTag)
    let resolution = store.resolve(input, as: .photoTag, now: referenceNow)
    #expect(resolution.outcome == outcome, "\(input): \(resolution)")
    #expect(resolution.candidates.first?.entry.displayForm == expected, "\(input)")
  }
}
