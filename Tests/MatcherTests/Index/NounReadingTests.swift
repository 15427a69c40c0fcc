import Matcher
import Testing

/// A word opens noun hierarchies in a title or caption only where the tagger reads it as a
/// noun there; a one-word text keeps the guess of the word's most frequent part of speech.
@Suite struct NounReadingTests {
  /// "train" and "ferry" are more often verbs than nouns in WordNet's counts: only the sentence
  /// tells which photo shows one.
  static let photos = [
    Photo(id: "riding", caption: "a man riding a train"),
    Photo(id: "training", caption: "he trains his dog every morning"),
    Photo(id: "ferries", title: "Ferries in the harbour"),
    Photo(id: "ferrying", caption: "we ferry the children to school"),
  ]

  @Test func aWordReadAsANounOpensItsHierarchy() throws {
    let index = try PhotoIndex(Self.photos)
    #expect(try Set(index.ids("vehicle")) == ["riding", "ferries"])
    #expect(try index.ids("boat") == ["ferries"])
  }

  @Test func aWordReadAsAVerbOpensNoHierarchy() throws {
    let index = try PhotoIndex(Self.photos)
    #expect(try !index.ids("vehicle").contains("training"))
    #expect(try !index.ids("boat").contains("ferrying"))
    // The word still matches itself, read as a verb or a noun.
    #expect(try Set(index.ids("train")) == ["riding", "training"])
  }

  @Test func oneReadingAsANounIsEnoughInAField() throws {
    let index = try PhotoIndex([
      Photo(id: "both", caption: "she trains her dog beside the train")
    ])
    #expect(try index.ids("vehicle") == ["both"])
  }

  @Test func aWordOnlyEverANounKeepsItsNounReading() throws {
    // The tagger misreads these short captions ("laptop/VERB under/ADP blanket/NOUN",
    // "pelican/ADJ asleep/NOUN"); the lemma table knows "laptop" and "pelican" only as nouns,
    // so their context is not asked.
    let index = try PhotoIndex([
      Photo(id: "laptop", caption: "laptop under blanket"),
      Photo(id: "pelican", caption: "pelican asleep"),
    ])
    #expect(try index.ids("computer") == ["laptop"])
    #expect(try index.ids("bird") == ["pelican"])
  }

  @Test func aOneWordTitleKeepsTheMostFrequentPartOfSpeech() throws {
    // No sentence to read: "train" alone is taken as the verb it usually is.
    let index = try PhotoIndex([Photo(id: "train", title: "Train")])
    #expect(try index.ids("vehicle").isEmpty)
  }

  @Test func aSnapshotKeepsTheReading() throws {
    let index = try PhotoIndex(Self.photos)
    let loaded = try PhotoIndex(snapshotBytes: index.snapshotBytes())
    #expect(try Set(loaded.ids("vehicle")) == ["riding", "ferries"])
  }
}
