import StemmaTestSupport
import Testing

@testable import Matcher

/// The word hash index only makes lookups cheaper: an index built over a hierarchy whose hash
/// index (with its hash bits per slot and its table of phrase starts) answers from the first
/// lookup is the very index built over the same hierarchy searched word by word.
@Suite struct WordHashIndexTests {
  /// A hierarchy with compounds that keep or replace their head, and words that start none.
  static let synsets = """
    golden retriever,retriever\t1
    dog,hound\t2
    animal\t
    hot dog\t4
    food\t
    teddy bear\t6
    toy\t
    school bus,bus\t8
    vehicle\t
    ice cream\t4
    hot spring,spring\t11
    water\t
    """

  static let words = [
    "golden", "retriever", "dog", "dogs", "hot", "teddy", "bear", "bears", "school", "bus",
    "ice", "cream", "spring", "water", "a", "the", "with", "running", "kalo", "mira", "Hot",
    "Golden", "ice-cream", "hot-dog",
  ]

  /// What an index over the hierarchy (its hash index built after `indexAfter` lookups) holds
  /// for `photos`: its keys in order, each key's postings in every field, lemma and state,
  /// and the keys below each broader term.
  struct Contents: Equatable {
    var keys: [String] = []
    var postings: [[UInt32]] = []
    var lemmas: [UInt32] = []
    var states: [UInt8] = []
    var narrower: [String: [NarrowerEntry]] = [:]

    init(_ photos: [Photo], indexAfter: Int) throws {
      let table = HypernymTable(synsetText: WordHashIndexTests.synsets, indexAfter: indexAfter)
      var index = PhotoIndex(thesaurus: Hypernyms(table: table))
      try index.add(contentsOf: photos)
      for key in 0..<index.keys.count {
        keys.append(index.keys.text(of: UInt32(key)))
        lemmas.append(index.lemmaOfKey[key])
        states.append(index.keyState[key])
      }
      postings = index.postings.map { Array($0) }
      narrower = index.narrower
    }
  }

  @Test func anIndexIsTheSameWithTheHashIndexAsWithout() throws {
    var random = SeededGenerator(seed: 24)
    func text(_ count: Int) -> String {
      (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "" }
        .joined(separator: " ")
    }
    let photos = (0..<400).map { number in
      Photo(id: "P\(number)", tags: [text(1), text(2)], title: text(3), caption: text(7))
    }
    let hashed = try Contents(photos, indexAfter: 0)
    let searched = try Contents(photos, indexAfter: Int.max)
    #expect(hashed.keys.count > 100)
    #expect(!hashed.narrower.isEmpty)
    #expect(hashed == searched)
  }
}
