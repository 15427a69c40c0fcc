/// A driving plan's candidates and scores (see
/// ``PhotoIndex/scoredUnion(_:filter:norms:weight:blockSize:)``).
struct ScoredUnion {
  /// Ordinals scored per block: the block's sums stay in a core's cache.
  static let blockSize = 1 << 14

  var candidates: [UInt32]
  /// Each candidate's score from the plan: its weight times the saturated contribution.
  var scores: [Float]
  /// The candidates as bits over every ordinal.
  var bits: [UInt64]
}

/// Where a scored union (see ``PhotoIndex/scoredUnion(_:filter:norms:weight:blockSize:)``)
/// puts the photos it scores.
protocol UnionSink {
  /// Takes a photo that passes the filter, with its summed field contributions (its score is
  /// the plan's weight times their saturation); photos come in ordinal order.
  mutating func take(_ ordinal: UInt32, contribution: Float)
}

/// Every scored photo, written in place (the buffers hold room for every posting).
struct EveryScored: UnionSink {
  let candidates: UnsafeMutableBufferPointer<UInt32>
  let scores: UnsafeMutableBufferPointer<Float>
  let weight: Float
  let k1: Float
  var count = 0

  @inline(__always) mutating func take(_ ordinal: UInt32, contribution x: Float) {
    candidates[count] = ordinal
    scores[count] = ScoringWeights.wordScore(x, weight: weight, k1: k1)
    count &+= 1
  }
}

/// The scored photos that can rank in a page ending at the `keeping`th hit, and the number of
/// all of them. A photo is kept when its score reaches `floor`, and each time the kept list
/// fills up, `floor` rises to the `keeping`th best score it holds (ties counted, see
/// ``LowestOfBest``) and the photos below it are dropped: the `keeping`th best of some of the
/// photos is at most that of all, so every photo scoring at least the final `keeping`th best
/// stays. A photo whose contributions are surely too low (see
/// ``contributionFloor(score:weight:k1:)``) is passed over without working out its score.
struct BestScored: UnionSink {
  /// The fewest postings per place of the page for which keeping only the page's photos pays:
  /// below it, writing every match out and ranking them costs less. Measured on the synthetic
  /// million-photo library's one-word queries with a page of 100 (each query timed both ways in
  /// turn): 10 to 14% slower below 20,000 matches, even at 20,000 to 40,000, 16 to 25% faster
  /// above 80,000.
  static let minimumPostingsPerPlace = 320

  /// The kept photos' ordinals, in order.
  private(set) var candidates: [UInt32] = []
  /// The kept photos' scores, by position in `candidates`.
  private(set) var scores: [Float] = []
  /// The number of photos taken, kept or not (set by whoever fills `bits`).
  var count = 0
  /// The bits of every photo taken.
  var bits: [UInt64] = []
  private let keeping: Int
  private let weight: Float
  private let k1: Float
  /// The score a photo must reach to be kept (infinity when none are kept at all).
  private var floor: Float
  /// A contribution below this surely scores below `floor`.
  private var contributionFloor: Float
  /// The number of kept photos at which `floor` rises and those below it are dropped.
  private var compactAt: Int

  /// Keeps the photos that can be among the best `keeping` (none when it is not positive) of a
  /// plan of weight `weight`, saturated with BM25's `k1`.
  init(keeping: Int, weight: Float, k1: Float) {
    self.keeping = max(keeping, 0)
    self.weight = weight
    self.k1 = k1
    floor = keeping <= 0 ? .infinity : -.infinity
    contributionFloor = floor
    // Room for the first fill, not regrown on the way (a page rarely reaches thousands).
    compactAt = max(4 * self.keeping, 1 << 10)
    candidates.reserveCapacity(min(compactAt, 1 << 16))
    scores.reserveCapacity(min(compactAt, 1 << 16))
  }

  @inline(__always) mutating func take(_ ordinal: UInt32, contribution x: Float) {
    guard x >= contributionFloor else { return }
    let score = ScoringWeights.wordScore(x, weight: weight, k1: k1)
    guard score >= floor else { return }
    if candidates.count == compactAt { compact() }
    candidates.append(ordinal)
    scores.append(score)
  }

  /// A contribution below which a plan of weight `weight` surely scores below `score`: the
  /// saturation's inverse at `score` less a margin (a hundred-thousandth of it) that Float's
  /// rounding of the score cannot bridge; minus infinity (no photo passed over) where the
  /// saturation is not increasing or never comes within the margin of `score`.
  static func contributionFloor(score: Float, weight: Float, k1: Float) -> Float {
    guard k1 > 0, weight > 0, k1.isFinite, weight.isFinite else {
      return -.infinity
    }
    // The saturation `x (k1 + 1) / (k1 + x)` reaches `target` at `x = target k1 / (k1 + 1 −
    // target)`, and stays below it under.
    let target = Double(score) * (1 - 1e-5) / Double(weight)
    let k = Double(k1)
    guard target > 0, target < k + 1 else { return -.infinity }
    return Float(target * k / (k + 1 - target)).nextDown
  }

  /// Raises `floor` to the `keeping`th best kept score, drops the kept photos below it, and
  /// lets the list grow twice as long when most of it stays (many photos tied at the floor).
  /// Out of line: it runs once per list's worth of photos, and the union's loop stays small.
  @inline(never) private mutating func compact() {
    var best = LowestOfBest(keeping: keeping)
    for score in scores { best.offer(score) }
    // The list holds at least `keeping` photos here, so the heap is full.
    if best.lowest > floor {
      floor = best.lowest
      contributionFloor = Self.contributionFloor(score: floor, weight: weight, k1: k1)
    }
    var kept = 0
    for position in candidates.indices where scores[position] >= floor {
      candidates[kept] = candidates[position]
      scores[kept] = scores[position]
      kept += 1
    }
    candidates.removeSubrange(kept...)
    scores.removeSubrange(kept...)
    if 2 * kept > compactAt { compactAt *= 2 }
  }
}
