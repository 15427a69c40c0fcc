import StemmaTestSupport
import Testing

@testable import Linguistics

/// The tagger model's filter over its feature hashes: a lookup of a feature the model lacks
/// mostly stops at the filter, and no feature the model has is ever turned away.
@Suite("Tagger model filter")
struct TaggerModelFilterTests {
  @Test("Every feature of the model passes the filter", arguments: Tagger.languageCodes)
  func noFalseNegatives(code: String) throws {
    let model = try #require(TaggerModel(code: code))
    var features = 0
    var turnedAway = 0
    model.records.forEach { hash, _ in
      features += 1
      if !model.mayKnow(hash) { turnedAway += 1 }
    }
    #expect(features == model.featureCount)
    #expect(turnedAway == 0)
  }

  @Test("Most features the model lacks are turned away", arguments: Tagger.languageCodes)
  func mostAbsentFeaturesStop(code: String) throws {
    let model = try #require(TaggerModel(code: code))
    var generator = SeededGenerator(seed: 42)
    var absent = 0
    var passed = 0
    while absent < 20_000 {
      let hash = generator.next()
      guard model.records[hash] == nil else { continue }
      absent += 1
      if model.mayKnow(hash) { passed += 1 }
    }
    // One hash at 16 bits or more a feature lets through at most 1 - e^(-1/16) ≈ 6.1% of
    // absent hashes; twice that allows for the sample's spread.
    #expect(Double(passed) / Double(absent) < 0.122)
  }
}
