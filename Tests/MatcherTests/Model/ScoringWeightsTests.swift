import Foundation
import Matcher
import Testing

/// Weights stay in the range whose scores add up without overflowing `Float` (see
/// ``ScoringWeights/largestWeight``), however a caller sets them, so that no score is NaN and
/// no page leaves out a hit its total counts.
@Suite struct ScoringWeightsTests {
  static let photos = [
    Photo(id: "a", albums: ["Road Trip"], tags: ["dog", "beach"], title: "dog on the beach"),
    Photo(id: "b", tags: ["poodle"], caption: "a dog and a poodle"),
    Photo(id: "c", albums: ["road trip"], tags: ["mountain", "lake"]),
    Photo(id: "d", tags: ["mountains"], location: "Dogwood"),
  ]

  static let queries = [
    "dog", "dogs", "road trip", "mountian", "roa", "dog beach", "animal", "mountain lake",
  ].map { PhotoQuery(searchTerms: [$0]) }

  /// Every hit of every query on one page, checked: as many hits as the total, finite scores
  /// best first.
  static func expectWhole(_ index: PhotoIndex, _ comment: String) throws {
    for query in queries {
      let result = try index.search(query, limit: 50)
      #expect(result.hits.count == result.total, "\(comment) \(query.searchTerms)")
      let finite = result.hits.allSatisfy { $0.score.isFinite }
      #expect(finite, "\(comment) \(query.searchTerms): \(result.hits)")
      let scores = result.hits.map(\.score)
      #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 >= $1 }, "\(comment) \(scores)")
    }
  }

  @Test func aWeightSetOutsideItsRangeIsClamped() {
    var weights = ScoringWeights()
    weights.lemma = .greatestFiniteMagnitude
    weights.stem = -3
    weights.k1 = 0
    weights.b = 2
    weights.broaderDecay = 1.5
    weights.fields = [.infinity, 1, 1, 1, 1, -.infinity, 7]
    #expect(weights.lemma == ScoringWeights.largestWeight)
    #expect(weights.stem == 0)
    #expect(weights.k1 > 0 && weights.k1 < 1e-30)
    #expect(weights.b == 1)
    #expect(weights.broaderDecay == 1)
    #expect(weights.fields == [ScoringWeights.largestWeight, 1, 1, 1, 1, 0, 7])
    // A NaN has no place in a range: the weight keeps its value.
    weights.exact = 3
    weights.exact = .nan
    #expect(weights.exact == 3)
    weights.fields = [.nan, 2]
    #expect(weights.fields == [ScoringWeights.largestWeight, 2])
  }

  /// Huge finite weights overflowed a posting's weight to infinity, which saturation turned
  /// into NaN scores, and pages lost hits (found by FuzzSnapshot in a crafted file; a caller
  /// setting the weights did the same in memory).
  @Test(arguments: [Float.greatestFiniteMagnitude, 3e38, 1e30, ScoringWeights.largestWeight])
  func hugeWeightsLoseNoHit(value: Float) throws {
    var weights = ScoringWeights()
    for path in [
      \ScoringWeights.k1, \.exact, \.lemma, \.stem, \.synonym, \.broader, \.compoundHead,
      \.prefix, \.fuzzy, \.compoundPart, \.phraseBonus,
    ] as [WritableKeyPath<ScoringWeights, Float>] {
      weights[keyPath: path] = value
    }
    weights.fields = Array(repeating: value, count: 6)
    weights.b = 1
    var index = PhotoIndex(
      thesaurus: TableThesaurus(parents: ["dog": ["animal"], "poodle": ["dog"]]),
      weights: weights)
    try index.add(contentsOf: Self.photos)
    try Self.expectWhole(index, "\(value)")
    // Set on an index that holds photos, as a caller may.
    var later = PhotoIndex()
    try later.add(contentsOf: Self.photos)
    later.weights.lemma = value
    later.weights.fields[0] = value
    try Self.expectWhole(later, "later \(value)")
  }

  /// An album matched for the query scores with the tag's weight in place of the album's:
  /// with a tiny album weight that factor overflowed, and 0 × ∞ made the album's score NaN.
  @Test(arguments: [Float(0), 1e-36, .leastNonzeroMagnitude])
  func aTinyAlbumWeightScoresAlbumsFinitely(album: Float) throws {
    var index = PhotoIndex()
    try index.add(contentsOf: Self.photos)
    index.weights.fields[0] = ScoringWeights.largestWeight
    index.weights.fields[2] = album
    try Self.expectWhole(index, "album \(album)")
  }

  /// A sense's share is a probability: a thesaurus's share beyond 1 would lift a broader match
  /// past the bound that keeps scores finite.
  @Test func aShareBeyondOneCountsAsOne() throws {
    struct Generous: Thesaurus {
      func broaderTerms(of lemma: String) -> [(term: String, distance: Int)] {
        lemma == "poodle" ? [("dog", 1)] : []
      }
      func synonyms(of lemma: String) -> [String] { [] }
      func weightedBroaderTerms(of lemma: String) -> [BroaderTerm] {
        broaderTerms(of: lemma).map {
          BroaderTerm(term: $0.term, distance: $0.distance, share: .greatestFiniteMagnitude)
        }
      }
    }
    var weights = ScoringWeights()
    for path in [\ScoringWeights.k1, \.broader] as [WritableKeyPath<ScoringWeights, Float>] {
      weights[keyPath: path] = ScoringWeights.largestWeight
    }
    weights.fields = Array(repeating: ScoringWeights.largestWeight, count: 6)
    var index = PhotoIndex(thesaurus: Generous(), weights: weights)
    try index.add(contentsOf: Self.photos)
    try Self.expectWhole(index, "share")
    var certain = PhotoIndex(
      thesaurus: TableThesaurus(parents: ["poodle": ["dog"]]), weights: weights)
    try certain.add(contentsOf: Self.photos)
    let dog = PhotoQuery(searchTerms: ["dog"])
    let found = try index.search(dog).hits
    #expect(found == (try certain.search(dog).hits))
    #expect(!found.isEmpty)
  }
}
