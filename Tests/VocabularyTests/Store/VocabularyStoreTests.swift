import Foundation
import Testing

@testable import Vocabulary

@Suite struct VocabularyStoreTests {
  @Test func variantsMergeByKeyAndTheMostUsedSpellingIsShown() throws {
    let store = VocabularyStore()
    try store.recordUse(of: "Road trip", kind: .photoTag, at: daysAgo(3))
    try store.recordUse(of: "road-trip", kind: .photoTag, at: daysAgo(2))
    try store.recordUse(of: "ROAD TRIP", kind: .photoTag, at: daysAgo(1))
    try store.recordUse(of: "road trips", kind: .photoTag, at: daysAgo(1))
    try store.recordUse(of: "road-trip", kind: .photoTag)
    let entries = store.entries(of: .photoTag)
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.useCount == 5)
    #expect(entry.displayForm == "road-trip")
    #expect(entry.lastUsed == daysAgo(1))
    #expect(entry.keys.lemma == "road trip")
    #expect(entry.keys.tokens == ["road", "trip"])
    #expect(
      Set(entry.spellings.map(\.text)) == ["Road trip", "road-trip", "ROAD TRIP", "road trips"])
  }

  @Test func displayFormTiesGoToTheSpellingThatSortsFirst() throws {
    for order in [["road trip", "Road Trip"], ["Road Trip", "road trip"]] {
      let store = VocabularyStore()
      for text in order { try store.recordUse(of: text, kind: .photoTag) }
      #expect(store.entries(of: .photoTag).map(\.displayForm) == ["Road Trip"])
    }
  }

  @Test func kindsAreSeparate() throws {
    let store = VocabularyStore()
    try store.add("Tahoe", kind: .photoTag)
    try store.add("Tahoe", kind: .photoAlbumName)
    try store.add("Tahoe", kind: EntryKind(rawValue: "skiResort"))
    #expect(store.count == 3)
    #expect(store.kinds == [.photoTag, .photoAlbumName, EntryKind(rawValue: "skiResort")])
    #expect(store.entry(matching: "TAHOE", kind: .photoTag)?.displayForm == "Tahoe")
    #expect(store.entry(matching: "Tahoe", kind: .contactName) == nil)
  }

  @Test(arguments: ["", "   ", "\t\n", "\u{200B}", "!!!", "...", "?"])
  func emptyTextIsATypedError(text: String) {
    let store = VocabularyStore()
    #expect(throws: VocabularyError.emptyText(kind: .photoTag)) {
      try store.add(text, kind: .photoTag)
    }
    #expect(store.count == 0)
  }

  @Test func wordlessTextIsKeptWhole() throws {
    let store = VocabularyStore()
    try store.add("🎉", kind: .photoTag)
    try store.add("★★", kind: .photoTag)
    #expect(store.entries(of: .photoTag).map(\.displayForm) == ["🎉", "★★"])
    #expect(store.resolve("🎉", as: .photoTag).entry?.displayForm == "🎉")
  }

  @Test func entriesRoundTripThroughJSON() throws {
    let store = VocabularyStore()
    try store.add("Road trip", kind: .photoTag, uses: 3, lastUsed: daysAgo(10))
    try store.add("road-trip", kind: .photoTag, uses: 4, lastUsed: daysAgo(5))
    try store.add("Anne Johnson", kind: .contactName, uses: 2)
    let data = try JSONEncoder().encode(store.allEntries)
    let decoded = try JSONDecoder().decode([Entry].self, from: data)
    #expect(decoded == store.allEntries)
    let restored = try VocabularyStore(entries: decoded)
    #expect(restored.allEntries == store.allEntries)
    let ranked = restored.ranked(.photoTag, now: referenceNow)
    let original = store.ranked(.photoTag, now: referenceNow)
    #expect(ranked.map(\.score) == original.map(\.score))
  }

  @Test func batchesApplyTogether() throws {
    let store = VocabularyStore()
    try store.update { batch in
      for index in 0..<100 { try batch.recordUse(of: "tag \(index % 10)", kind: .photoTag) }
    }
    #expect(store.count == 10)
    #expect(store.entries(of: .photoTag).allSatisfy { $0.useCount == 10 })
  }

  @Test func unknownLanguageIsATypedError() {
    let store = VocabularyStore()
    #expect(throws: VocabularyError.unknownLanguage("xx")) {
      try store.update { batch in
        try batch.insert(
          Entry(
            kind: .photoTag, displayForm: "x",
            keys: .init(folded: "x", lemma: "x", stem: "x", tokens: ["x"]), language: "xx",
            useCount: 1))
      }
    }
  }

  @Test func readersAndAWriterRunConcurrently() async throws {
    let store = VocabularyStore()
    try store.add("Anne Johnson", kind: .contactName, uses: 5)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for index in 0..<300 {
          _ = try? store.recordUse(of: "Person \(index)", kind: .contactName, at: daysAgo(1))
        }
      }
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<200 {
            let resolution = store.resolve("Anne Johnson", as: .contactName)
            #expect(resolution.entry?.displayForm == "Anne Johnson")
            _ = store.ranked(.contactName, limit: 5)
          }
        }
      }
    }
    #expect(store.count == 301)
  }
}
