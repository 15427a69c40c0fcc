import Foundation
import Linguistics
import Testing

@testable import Vocabulary

@Suite struct ResolutionTests {
  static let people = [
    "Anne Johnson", "Robert Miller", "William Gates", "Elizabeth Taylor", "John Smith",
    "Catherine Zeta", "太郎", "山田花子", "Dr. Priya Patel",
  ]
  static let albums = [
    "Vignette Picks", "Road Trip 2019", "Morning HIIT", "Summer in Tahoe", "Kids", "Roadtrip",
  ]

  /// One case per tier: the input, the entry it should find, and the tier reported.
  @Test(
    arguments: [
      ("anne johnson", "Anne Johnson", ResolutionTier.exact),
      ("ANNE-JOHNSON", "Anne Johnson", .exact),
      ("Mrs. Anne Johnson", "Anne Johnson", .exact),
      ("Priya Patel", "Dr. Priya Patel", .exact),
      ("太郎さん", "太郎", .exact),
      ("ﾀﾛｳ", nil, nil),
      ("Johnson Anne", "Anne Johnson", .reordered),
      ("Bill Gates", "William Gates", .nickname),
      // "jon" is one edit from "john" and sounds alike: a short typo (SoundAlikes).
      ("Jon Smyth", "John Smith", .editDistance),
      ("Kathrin Zeta", "Catherine Zeta", .soundAlike),
      ("Robert Miler", "Robert Miller", .editDistance),
      ("Elizabeth Tyalor", "Elizabeth Taylor", .editDistance),
    ] as [(String, String?, ResolutionTier?)])
  func peopleResolveThroughEachTier(input: String, expected: String?, tier: ResolutionTier?) throws
  {
    let store = try makeStore(Self.people, kind: .contactName)
    let resolution = store.resolve(input, as: .contactName, now: referenceNow)
    guard let expected else {
      #expect(resolution == .unsupported, "\(input): \(resolution)")
      return
    }
    let best = try #require(resolution.candidates.first, "\(input): \(resolution)")
    #expect(best.entry.displayForm == expected, "\(input)")
    #expect(best.tier == tier, "\(input): \(best.tier)")
    #expect(best.score > 0 && best.score <= 1)
  }

  @Test(arguments: [
    ("vignette picks", "Vignette Picks", ResolutionTier.exact, Resolution.Outcome.success),
    ("road trips 2019", "Road Trip 2019", .lemma, .success),
    ("morning hiits", "Morning HIIT", .lemma, .success),
    ("Vignette", "Vignette Picks", .prefix, .success),
    // "pic" names the kind and matches "Picks" only cut short: set aside (FillerWords).
    ("Vignette Pic", "Vignette Picks", .prefix, .success),
    ("Summer in Tah", "Summer in Tahoe", .prefix, .confirmationRequired),
    // A whole word is as strong at any position (LeftoverWords).
    ("Picks", "Vignette Picks", .partialWords, .success),
    ("Vignete Picks", "Vignette Picks", .editDistance, .confirmationRequired),
    ("Vingette Picks", "Vignette Picks", .editDistance, .confirmationRequired),
    ("tahoe summer in", "Summer in Tahoe", .reordered, .success),
    ("kid", "Kids", .lemma, .success),
  ])
  func albumsResolveThroughEachTier(
    input: String, expected: String, tier: ResolutionTier, outcome: Resolution.Outcome
  ) throws {
    let store = try makeStore(Self.albums, kind: .photoAlbumName)
    let resolution = store.resolve(input, as: .photoAlbumName, now: referenceNow)
    #expect(resolution.outcome == outcome, "\(input): \(resolution)")
    let best = try #require(resolution.candidates.first)
    #expect(best.entry.displayForm == expected)
    #expect(best.tier == tier, "\(input): \(best.tier)")
  }

  @Test func spacingIsNoDifferenceAndExactBeatsStrong() throws {
    let store = try makeStore(Self.albums, kind: .photoAlbumName)
    for input in ["road trip", "roadtrip", "ROAD-TRIP"] {
      let resolution = store.resolve(input, as: .photoAlbumName)
      #expect(resolution.outcome == .success, "\(input)")
      #expect(resolution.entry?.displayForm == "Roadtrip", "\(input)")
      #expect(resolution.candidates.first?.strength == .exact)
    }
  }

  @Test func equallyStrongCandidatesAreDisambiguatedMostUsedFirst() throws {
    let store = try makeStore(
      [("Anne Johnson", 3), ("Anne Li", 4), ("Bob Stone", 1)], kind: .contactName)
    let resolution = store.resolve("Anne", as: .contactName, now: referenceNow)
    #expect(resolution.outcome == .disambiguation)
    #expect(resolution.displayForms == ["Anne Li", "Anne Johnson"])
    #expect(resolution.candidates.allSatisfy { $0.tier == .prefix && $0.strength == .strong })
  }

  @Test func lopsidedUsagePicksOneOfEquallyStrongCandidates() throws {
    let store = try makeStore(
      [("Garden Party", 2), ("Grandma's Garden", 40)], kind: .photoAlbumName)
    let strong = store.resolve("garden", as: .photoAlbumName, now: referenceNow)
    #expect(strong.outcome == .success)
    #expect(strong.entry?.displayForm == "Grandma's Garden")
    // A weak match stays weak however much it is used.
    let weak = try makeStore([("Karin", 2), ("Karan", 40)], kind: .contactName)
    let typo = weak.resolve("Karen", as: .contactName, now: referenceNow)
    #expect(typo.outcome == .confirmationRequired)
    #expect(typo.entry?.displayForm == "Karan")
  }

  @Test func anExactMatchBeatsAMoreUsedWeakOne() throws {
    let store = try makeStore([("Mark", 1), ("Marc", 50)], kind: .contactName)
    let resolution = store.resolve("mark", as: .contactName, now: referenceNow)
    #expect(resolution.outcome == .success)
    #expect(resolution.entry?.displayForm == "Mark")
  }

  @Test func anExactEntryWinsOverLongerOnes() throws {
    let store = try makeStore(["Anne", "Anne Johnson", "Anne Li"], kind: .contactName)
    let resolution = store.resolve("anne", as: .contactName)
    #expect(resolution.outcome == .success)
    #expect(resolution.entry?.displayForm == "Anne")
  }

  @Test func aSingleWeakMatchAsksForConfirmation() throws {
    let store = try makeStore(Self.people, kind: .contactName)
    let resolution = store.resolve("Katherine Zeta", as: .contactName)
    #expect(resolution.outcome == .confirmationRequired)
    #expect(resolution.entry?.displayForm == "Catherine Zeta")
  }

  @Test func nicknamesWorkBothWays() throws {
    let store = try makeStore(
      ["Bill Turner", "Elizabeth Taylor", "Robert Miller"], kind: .contactName)
    #expect(store.resolve("William Turner", as: .contactName).entry?.displayForm == "Bill Turner")
    #expect(store.resolve("Liz Taylor", as: .contactName).entry?.displayForm == "Elizabeth Taylor")
    #expect(store.resolve("Bob Miller", as: .contactName).outcome == .success)
    // Nicknames are for names only.
    let tags = try makeStore(["William"], kind: .photoTag)
    #expect(tags.resolve("Bill", as: .photoTag) == .unsupported)
  }

  @Test func honorificsAreForNamesOnly() throws {
    let tags = try makeStore(["Pepper"], kind: .photoTag)
    #expect(tags.resolve("Dr Pepper", as: .photoTag) == .unsupported)
    let people = try makeStore(["Pepper"], kind: .contactName)
    #expect(people.resolve("Dr Pepper", as: .contactName).outcome == .success)
    #expect(people.resolve("Dr.", as: .contactName) == .unsupported)
  }

  @Test func japaneseNamesFoldWidthAndKana() throws {
    let store = try makeStore(["タロウ", "山田花子"], kind: .contactName)
    #expect(store.resolve("たろう", as: .contactName).entry?.displayForm == "タロウ")
    #expect(store.resolve("ﾀﾛｳくん", as: .contactName).entry?.displayForm == "タロウ")
    #expect(store.resolve("山田花子様", as: .contactName).entry?.displayForm == "山田花子")
    #expect(store.resolve("山田", as: .contactName).entry?.displayForm == "山田花子")
  }

  @Test(arguments: ["", " ", "\t\n ", "\u{200B}"])
  func emptyInputNeedsAValueOnlyWhenRequired(input: String) throws {
    let store = try makeStore(Self.albums, kind: .photoAlbumName)
    #expect(store.resolve(input, as: .photoAlbumName, required: true) == .needsValue)
    #expect(store.resolve(input, as: .photoAlbumName, required: false) == .notRequired)
    let empty = VocabularyStore()
    #expect(empty.resolve(input, as: .photoTag, required: true) == .needsValue)
  }

  @Test(arguments: ["Zebra Crossing", "Tahoe 2018", "xyz", "Road Trip 2020"])
  func unrelatedInputIsUnsupported(input: String) throws {
    let store = try makeStore(Self.albums, kind: .photoAlbumName)
    #expect(store.resolve(input, as: .photoAlbumName) == .unsupported, "\(input)")
    #expect(VocabularyStore().resolve(input, as: .photoAlbumName) == .unsupported)
  }

  @Test func typosNeedLongEnoughWords() throws {
    let store = try makeStore(["Kids", "Cats", "Sunset", "Photography"], kind: .photoTag)
    // 4 letters: one edit only when the words sound alike ("kuds", "kids": KTS).
    #expect(store.resolve("Kuds", as: .photoTag).outcome == .confirmationRequired)
    #expect(store.resolve("Kuds", as: .photoTag).entry?.displayForm == "Kids")
    #expect(store.resolve("Cass", as: .photoTag) == .unsupported)  // "cats" is KTS, "cass" KS
    // One transposition is one edit.
    #expect(store.resolve("Sunste", as: .photoTag).entry?.displayForm == "Sunset")
    #expect(store.resolve("Photogarphy", as: .photoTag).entry?.displayForm == "Photography")
    #expect(store.resolve("Fotography", as: .photoTag).entry?.displayForm == "Photography")
    #expect(store.resolve("Sonsat", as: .photoTag).candidates.first?.tier != .editDistance)
  }

  @Test func multilingualStoresCompareEachEntryInItsLanguage() throws {
    let german = try Language("de")
    let store = VocabularyStore(
      configuration: .init(languages: [try Language("en"), german]), nicknames: testNicknames)
    try store.add("Häuser am See", kind: .photoAlbumName, language: german)
    try store.add("Houses", kind: .photoAlbumName)
    #expect(store.resolve("Haus am See", as: .photoAlbumName).entry?.displayForm == "Häuser am See")
    #expect(store.resolve("house", as: .photoAlbumName).entry?.displayForm == "Houses")
  }
}
