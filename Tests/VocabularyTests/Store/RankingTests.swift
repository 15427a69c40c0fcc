import Foundation
import StemmaTestSupport
import Testing

@testable import Vocabulary

@Suite struct RankingTests {
  @Test func recentUsesOutrankFewOldOnes() throws {
    let store = VocabularyStore()
    try store.update { batch in
      for day in 0..<100 {
        try batch.recordUse(of: "beach", kind: .photoTag, at: daysAgo(Double(day % 7)))
      }
      for _ in 0..<3 { try batch.recordUse(of: "skiing", kind: .photoTag, at: daysAgo(400)) }
    }
    #expect(store.vocabularyStrings(.photoTag, now: referenceNow) == ["beach", "skiing"])
  }

  @Test func enoughOldUsesOutrankFewRecentOnes() throws {
    // 3,000 uses 400 days ago (≈ 4.4 half-lives: weight ≈ 0.046 each, ≈ 139 in all) against
    // 100 uses this week (≈ 98).
    let store = VocabularyStore()
    try store.update { batch in
      for day in 0..<100 {
        try batch.recordUse(of: "beach", kind: .photoTag, at: daysAgo(Double(day % 7)))
      }
      try batch.add("skiing", kind: .photoTag, uses: 3_000, lastUsed: daysAgo(400))
    }
    let ranked = store.ranked(.photoTag, now: referenceNow)
    #expect(ranked.map(\.entry.displayForm) == ["skiing", "beach"])
    #expect(ranked[0].score > ranked[1].score)
  }

  @Test(arguments: [1.0, 30, 90, 365])
  func halfLifeHalvesTheWeight(days: Double) throws {
    let decay = Decay(halfLife: days * 86_400)
    let store = VocabularyStore(configuration: .init(decay: decay))
    try store.add("sunset", kind: .photoTag, uses: 8, lastUsed: daysAgo(days))
    let score = try #require(store.ranked(.photoTag, now: referenceNow).first?.score)
    #expect(abs(score - 4) < 1e-9)
    // A use after `now` counts as if made now.
    #expect(decay.weight(age: -100) == 1)
  }

  @Test func decayedSumsDoNotDependOnOrder() {
    let decay = Decay()
    let uses: [Double] = [3, 400, 0, 17, 90, 90, 1000, 5]
    var forward: (Date?, Double) = (nil, 0)
    for day in uses {
      forward = decay.adding(count: 1, at: daysAgo(day), to: forward.0, recency: forward.1)
    }
    var backward: (Date?, Double) = (nil, 0)
    for day in uses.reversed() {
      backward = decay.adding(count: 1, at: daysAgo(day), to: backward.0, recency: backward.1)
    }
    #expect(forward.0 == backward.0)
    #expect(abs(forward.1 - backward.1) < 1e-12)
    let expected = uses.reduce(0) { $0 + decay.weight(age: $1 * 86_400) }
    #expect(abs(forward.1 - expected) < 1e-12)
  }

  @Test func undatedUsesBreakTiesByCount() throws {
    let store = VocabularyStore()
    try store.add("cats", kind: .photoTag, uses: 2)
    try store.add("dogs", kind: .photoTag, uses: 5)
    try store.add("birds", kind: .photoTag, uses: 2)
    #expect(store.vocabularyStrings(.photoTag, now: referenceNow) == ["dogs", "birds", "cats"])
    #expect(store.vocabularyStrings(.photoTag, limit: 1, now: referenceNow) == ["dogs"])
    #expect(store.vocabularyStrings(.photoTag, limit: 0, now: referenceNow) == [])
  }

  /// Order-independence: the same uses recorded in any order rank the same, ties included.
  @Test(arguments: 0..<20)
  func tiesAreStableAcrossInsertionOrders(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let names = ["alpha", "Beta", "beta trip", "gamma", "Delta", "epsilon", "zeta", "eta"]
    var uses: [(String, Double?)] = []
    for name in names {
      // Pairs of names share identical use patterns, so many scores tie exactly.
      let pattern = names.firstIndex(of: name).map { $0 / 2 } ?? 0
      for day in stride(from: 0, to: 40, by: 7 + pattern) { uses.append((name, Double(day))) }
      uses.append((name, nil))
    }
    func ranking(_ uses: [(String, Double?)]) throws -> [String] {
      let store = VocabularyStore()
      try store.update { batch in
        for (name, day) in uses {
          try batch.recordUse(of: name, kind: .photoTag, at: day.map(daysAgo))
        }
      }
      return store.vocabularyStrings(.photoTag, now: referenceNow)
    }
    let reference = try ranking(uses)
    #expect(reference.count == names.count)
    #expect(try ranking(uses.shuffled(using: &generator)) == reference)
    #expect(try ranking(uses.reversed()) == reference)
  }
}
