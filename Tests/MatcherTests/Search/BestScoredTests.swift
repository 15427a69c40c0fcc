import StemmaTestSupport
import Testing

@testable import Matcher

/// The scored union's page-only sink (``BestScored``): it must keep every photo that can rank
/// in the page, drop the rest now and then, and pass over only contributions that surely score
/// too low.
@Suite struct BestScoredTests {
  /// The score `BestScored` gives a contribution: as the full union's sink does.
  static func score(_ x: Float, weight: Float, k1: Float) -> Float {
    0 + weight * ScoringWeights.saturate(x, k1: k1)
  }

  /// Random contributions, many of them tied: whatever the page's end, the kept photos are in
  /// ordinal order, with their scores, and include every photo scoring at least the page end's
  /// best (ties counted).
  @Test(arguments: 0..<6)
  func keepsEveryPhotoThatCanRank(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let count = 20_000
    let weight = Float.random(in: 0.1...5, using: &generator)
    // A few values (ties by the thousand), or any value.
    let tied: [Float] = (0..<6).map { _ in Float.random(in: 0.05...4, using: &generator) }
    let contributions: [Float] = (0..<count).map { _ in
      Bool.random(using: &generator)
        ? tied.randomElement(using: &generator) ?? 1 : Float.random(in: 0.01...6, using: &generator)
    }
    let scores = contributions.map { Self.score($0, weight: weight, k1: 1.2) }
    let sorted = scores.sorted(by: >)
    for keeping in [0, 1, 10, 100, 3_000, count, count + 5] {
      var sink = BestScored(keeping: keeping, weight: weight, k1: 1.2)
      for (ordinal, x) in contributions.enumerated() {
        sink.take(UInt32(ordinal), contribution: x)
      }
      let cut = keeping == 0 ? Float.infinity : keeping > count ? -.infinity : sorted[keeping - 1]
      let kept = Set(sink.candidates)
      let expected = scores.indices.filter { scores[$0] >= cut }
      #expect(expected.allSatisfy { kept.contains(UInt32($0)) }, "keeping \(keeping)")
      #expect(zip(sink.candidates, sink.candidates.dropFirst()).allSatisfy { $0 < $1 })
      #expect(sink.candidates.map { scores[Int($0)] } == sink.scores, "keeping \(keeping)")
      if keeping == 0 { #expect(sink.candidates.isEmpty) }
      // A short page keeps few of the photos.
      if (1...100).contains(keeping) { #expect(sink.candidates.count < count / 4) }
    }
  }

  /// Rising scores each reach the best so far, so each is kept when it comes: the photos that
  /// fell below the page are dropped as the list grows, not held to the end.
  @Test func dropsPhotosThatFellBelowThePage() {
    var sink = BestScored(keeping: 100, weight: 1, k1: 1.2)
    let count = 50_000
    for ordinal in 0..<count {
      sink.take(UInt32(ordinal), contribution: Float(ordinal + 1) / 1_000)
    }
    #expect(sink.candidates.count <= 1_024)
    #expect(Array(sink.candidates.suffix(100)) == (count - 100..<count).map(UInt32.init))

    // Photos tied at the page's cut all stay, however many times the list is compacted.
    var tied = BestScored(keeping: 100, weight: 1, k1: 1.2)
    for ordinal in 0..<10_000 {
      tied.take(UInt32(ordinal), contribution: ordinal % 200 == 0 ? 2 : 1)
    }
    #expect(tied.candidates == (0..<10_000).map(UInt32.init))

    // Once the ties are passed, the list that grew for them is compacted again.
    var after = BestScored(keeping: 100, weight: 1, k1: 1.2)
    for ordinal in 0..<3_000 { after.take(UInt32(ordinal), contribution: 1) }
    for ordinal in 3_000..<60_000 {
      after.take(UInt32(ordinal), contribution: Float(ordinal) / 1_000)
    }
    #expect(after.candidates.count <= 8_192)
    #expect(Array(after.candidates.suffix(100)) == (59_900..<60_000).map(UInt32.init))
  }

  /// A contribution below the floor worked out for a score scores below it, and the
  /// contribution that made the score is never below its floor; the floor is close enough
  /// to pass over most lower contributions.
  @Test(arguments: [Float(0.3), 1.2, 2])
  func contributionFloorIsSafeAndTight(k1: Float) {
    var generator = SeededGenerator(seed: UInt64(k1 * 10))
    var tight = 0
    for _ in 0..<20_000 {
      let weight = Float.random(in: 0.01...20, using: &generator)
      let x = Float.random(in: 0.001...1_000, using: &generator)
      let score = Self.score(x, weight: weight, k1: k1)
      let floor = BestScored.contributionFloor(score: score, weight: weight, k1: k1)
      #expect(floor <= x, "x \(x) weight \(weight)")
      let below = floor.nextDown
      if below > 0 {
        #expect(Self.score(below, weight: weight, k1: k1) < score, "x \(x) weight \(weight)")
      }
      if x < 10 && floor >= x * 0.999 { tight += 1 }
    }
    // Every x below 10 (1% of them) has a floor within a thousandth of it.
    #expect(tight > 150)
  }

  /// Where the score is not increasing in the contribution, or cannot be reached, no
  /// contribution is passed over.
  @Test func contributionFloorPassesNothingOverWhenUnsafe() {
    #expect(BestScored.contributionFloor(score: 1, weight: 1, k1: 0) == -.infinity)
    #expect(BestScored.contributionFloor(score: 1, weight: 1, k1: -0.5) == -.infinity)
    #expect(BestScored.contributionFloor(score: 1, weight: 0, k1: 1.2) == -.infinity)
    #expect(BestScored.contributionFloor(score: -1, weight: -1, k1: 1.2) == -.infinity)
    #expect(BestScored.contributionFloor(score: 0, weight: 1, k1: 1.2) == -.infinity)
    #expect(BestScored.contributionFloor(score: .infinity, weight: 1, k1: 1.2) == -.infinity)
    // At or above the saturation's bound, k1 + 1.
    #expect(BestScored.contributionFloor(score: 2.3, weight: 1, k1: 1.2) == -.infinity)
  }
}
