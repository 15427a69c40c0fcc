import Foundation
import Testing

@testable import Vocabulary

/// Issue 23's principle "Identity": an entry may carry the app's identifier; entries with
/// different identifiers never merge; variants merge within one identity; candidates and
/// outcomes carry the identifier; an identifier resolves directly.
@Suite struct EntryIdentityTests {
  /// Two contacts "Maria Garcia" with the ids of the issue, equally used.
  func twoMarias(kind: EntryKind = .contactName) throws -> VocabularyStore {
    let store = VocabularyStore()
    try store.update { batch in
      try batch.add(
        "Maria Garcia", kind: kind, identifier: "contact-4711", uses: 5, lastUsed: daysAgo(1))
      try batch.add(
        "Maria Garcia", kind: kind, identifier: "contact-0815", uses: 5, lastUsed: daysAgo(1))
    }
    return store
  }

  @Test func differentIdentifiersNeverMerge() throws {
    let store = try twoMarias()
    // However alike the text: another spelling under a third id is a third entry.
    try store.add("maria-garcia", kind: .contactName, identifier: "contact-0001")
    let entries = store.entries(of: .contactName)
    #expect(entries.count == 3)
    #expect(
      Set(entries.compactMap(\.identifier)) == ["contact-4711", "contact-0815", "contact-0001"])
    #expect(store.ranked(.contactName, now: referenceNow).count == 3)
  }

  @Test func variantsMergeWithinOneIdentifier() throws {
    let store = VocabularyStore()
    try store.add("Road trip", kind: .photoAlbumName, identifier: "album-1", uses: 2)
    try store.add("road-trip", kind: .photoAlbumName, identifier: "album-1", uses: 1)
    try store.add("ROAD TRIPS", kind: .photoAlbumName, identifier: "album-1", uses: 1)
    let entries = store.entries(of: .photoAlbumName)
    #expect(entries.count == 1)
    #expect(entries.first?.identifier == "album-1")
    #expect(entries.first?.useCount == 4)
    #expect(entries.first?.displayForm == "Road trip")
  }

  @Test func anEntryWithoutIdentifierStaysApartFromOneWith() throws {
    let store = VocabularyStore()
    try store.add("Maria Garcia", kind: .contactName, uses: 3)
    try store.add("Maria Garcia", kind: .contactName, identifier: "contact-4711", uses: 3)
    try store.add("maria garcia", kind: .contactName, uses: 1)
    let entries = store.entries(of: .contactName)
    #expect(entries.map(\.identifier) == [nil, "contact-4711"])
    #expect(entries.map(\.useCount) == [4, 3])
    #expect(store.entry(matching: "MARIA GARCIA", kind: .contactName)?.identifier == nil)
    #expect(
      store.entry(matching: "MARIA GARCIA", kind: .contactName, identifier: "contact-4711")?
        .useCount == 3)
  }

  @Test func anEmptyIdentifierIsNone() throws {
    let store = VocabularyStore()
    try store.add("Ski Trip", kind: .photoAlbumName, identifier: "")
    try store.add("ski trip", kind: .photoAlbumName)
    #expect(store.entries(of: .photoAlbumName).map(\.identifier) == [nil])
    #expect(store.entries(of: .photoAlbumName).first?.useCount == 2)
  }

  @Test func twoPeopleOfOneNameAreADisambiguationWithTheirIdentifiers() throws {
    let store = try twoMarias()
    for input in ["Maria Garcia", "maria"] {
      let resolution = store.resolve(input, as: .contactName, now: referenceNow)
      #expect(resolution.outcome == .disambiguation, "\(input)")
      #expect(resolution.displayForms == ["Maria Garcia", "Maria Garcia"], "\(input)")
      #expect(
        Set(resolution.candidates.compactMap(\.entry.identifier))
          == ["contact-4711", "contact-0815"], "\(input)")
    }
  }

  @Test func theOutcomeCarriesTheIdentifier() throws {
    let store = try twoMarias()
    try store.add("Kenji Nakamura", kind: .contactName, identifier: "contact-0042")
    let resolution = store.resolve("kenji nakamura", as: .contactName, now: referenceNow)
    #expect(resolution.outcome == .success)
    #expect(resolution.entry?.identifier == "contact-0042")
  }

  @Test func anIdentifierResolvesDirectly() throws {
    let store = try twoMarias()
    let chosen = store.resolve(identifier: "contact-0815", as: .contactName, now: referenceNow)
    #expect(chosen.outcome == .success)
    #expect(chosen.entry?.identifier == "contact-0815")
    #expect(chosen.candidates.first?.tier == .exact)
    #expect(store.resolve(identifier: "contact-9999", as: .contactName).outcome == .unsupported)
    // An identifier names an entry of one kind only.
    #expect(store.resolve(identifier: "contact-0815", as: .photoAlbumName).outcome == .unsupported)
    #expect(store.resolve(identifier: "", as: .contactName).outcome == .needsValue)
  }

  @Test func anIdentifierWithSeveralNamesResolvesToTheMostUsed() throws {
    let store = VocabularyStore()
    try store.add("Bob", kind: .contactName, identifier: "contact-7", uses: 2)
    try store.add("Robert Stone", kind: .contactName, identifier: "contact-7", uses: 9)
    #expect(store.entries(identifiedBy: "contact-7", kind: .contactName).count == 2)
    let resolution = store.resolve(identifier: "contact-7", as: .contactName)
    #expect(resolution.entry?.displayForm == "Robert Stone")
  }

  @Test func entriesOfOneTextRankInTheSameOrderWhateverTheInputOrder() throws {
    let ids = ["contact-4711", "contact-0815", "contact-2000"]
    var orders: Set<[String?]> = []
    for permutation in [ids, ids.reversed(), [ids[1], ids[2], ids[0]]] {
      let store = VocabularyStore()
      for id in permutation {
        try store.add("Maria Garcia", kind: .contactName, identifier: id, lastUsed: daysAgo(2))
      }
      try store.add("Maria Garcia", kind: .contactName, lastUsed: daysAgo(2))
      orders.insert(store.ranked(.contactName, now: referenceNow).map(\.entry.identifier))
    }
    #expect(orders == [[nil, "contact-0815", "contact-2000", "contact-4711"]])
  }

  @Test func aTallyKeepsIdentifiersApart() throws {
    var first = UseTally()
    first.add(try EntryLine(parsing: #"{"kind":"contactName","text":"Maria Garcia","id":"a"}"#))
    first.add(try EntryLine(parsing: #"{"kind":"contactName","text":"Maria Garcia","uses":2}"#))
    var second = UseTally()
    second.add(try EntryLine(parsing: #"{"kind":"contactName","text":"maria garcia","id":"b"}"#))
    second.add(try EntryLine(parsing: #"{"kind":"contactName","text":"MARIA GARCIA","id":"a"}"#))
    first.merge(second)
    #expect(first.spellingCount == 4)
    let store = VocabularyStore(tally: first)
    let entries = store.entries(of: .contactName)
    #expect(entries.map(\.identifier) == [nil, "a", "b"])
    #expect(entries.map(\.useCount) == [2, 2, 1])
  }

  @Test func entriesKeepTheirIdentifierThroughCodableAndReloading() throws {
    let store = try twoMarias()
    let data = try JSONEncoder().encode(store.allEntries)
    let decoded = try JSONDecoder().decode([Entry].self, from: data)
    #expect(decoded.map(\.identifier) == ["contact-4711", "contact-0815"])
    let reloaded = try VocabularyStore(entries: decoded)
    #expect(
      reloaded.entries(of: .contactName).map(\.identifier) == ["contact-4711", "contact-0815"])
    // Entries saved before identifiers existed decode with none.
    let old = try JSONEncoder().encode(
      [
        Entry(
          kind: .photoTag, displayForm: "lake",
          keys: .init(folded: "lake", lemma: "lake", stem: "lake", tokens: ["lake"]))
      ])
    #expect(try JSONDecoder().decode([Entry].self, from: old).first?.identifier == nil)
  }

  @Test(
    arguments: [
      (#"{"kind":"contactName","text":"A","id":"contact-1"}"#, "contact-1"),
      (#"{"kind":"contactName","text":"A","id":4711}"#, "4711"),
      (#"{"kind":"contactName","text":"A","id":null}"#, nil),
      (#"{"kind":"contactName","text":"A"}"#, nil),
    ] as [(String, String?)])
  func anEntriesLineCarriesItsIdentifier(_ line: String, _ identifier: String?) throws {
    #expect(try EntryLine(parsing: line).identifier == identifier)
  }

  @Test func anIdentifierOfAnotherTypeIsAnError() throws {
    #expect(throws: EntryLineError.self) {
      try EntryLine(parsing: #"{"kind":"contactName","text":"A","id":true}"#)
    }
  }
}
