import StemmaTestSupport
import Testing

@testable import Matcher

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

/// Titles and captions read in context through one builder for a whole batch (each distinct
/// word's tagger features kept in one table, rows not made for words no tag depends on)
/// against the same photos added one by one, each through a builder of its own: the same
/// postings, each with the same noun reading.
@Suite struct NounReadingBatchTests {
  static let words = [
    "train", "trains", "young", "stands", "ferry", "man", "cat", "board", "dog", "walks",
    "a", "the", "with", "his", "beside", "don't", "can't", "in", "1999", "Bear", "white",
  ]

  static func photos(count: Int, seed: UInt64) -> [Photo] {
    var generator = SeededGenerator(seed: seed)
    func text(_ most: Int) -> String {
      (0..<Int.random(in: 1...most, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? "a"
      }.joined(separator: " ")
    }
    return (0..<count).map { number in
      Photo(
        id: "p\(number)", title: Bool.random(using: &generator) ? text(4) : nil,
        caption: Int.random(in: 0..<3, using: &generator) > 0 ? text(10) : nil)
    }
  }

  @Test(arguments: [1, 2] as [UInt64])
  func batchReadsAsPhotoByPhoto(seed: UInt64) throws {
    let photos = Self.photos(count: 600, seed: seed)
    var batch = PhotoIndex()
    try batch.add(contentsOf: photos, shards: 1, minimum: 0)
    var oneByOne = PhotoIndex()
    for photo in photos { try oneByOne.add(photo) }
    // The tables that take a word's reading (the prefix and typo tables are made in another
    // order one by one, and hold no reading).
    #expect(
      batch.keys.texts.map { Array($0.utf8) } == oneByOne.keys.texts.map { Array($0.utf8) })
    #expect(batch.postings.lists == oneByOne.postings.lists)
    #expect(batch.lemmaOfKey == oneByOne.lemmaOfKey)
    #expect(batch.narrower == oneByOne.narrower)
    #expect(batch.fieldLengths == oneByOne.fieldLengths)
    // Some postings are read as no noun, and some are not: the reading is exercised.
    let flags = batch.postings.lists.joined().map(Posting.isNounless)
    #expect(flags.contains(true) && flags.contains(false))
  }
}
