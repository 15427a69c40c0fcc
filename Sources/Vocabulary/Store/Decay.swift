public import Foundation

/// How fast a use stops counting: a use `halfLife` ago counts half as much as one now.
///
/// An entry's score at `now` is Σ 0.5^((now − t) / halfLife) over its dated uses: a tag on 100
/// photos from last week outranks one on 3 photos from last year, and 2,000 photos from last
/// year outrank 100 from last week. The default half-life is 90 days: a season's photos keep
/// most of their weight through the season, and a trip from two years ago (about 8 half-lives,
/// 1/256) still beats nothing while never outweighing this month's vocabulary.
///
/// Uses are folded into one number per entry (``Entry/recency``, the weight as of the latest
/// use), so ranking needs no history and the score of any later date is one multiplication.
/// Uses dated after `now` count as if made at `now`. Uses without a date add to
/// ``Entry/useCount`` only, which breaks ties between equal scores.
public struct Decay: Hashable, Sendable, Codable {
  /// The default half-life: 90 days.
  public static let defaultHalfLife: TimeInterval = 90 * 86_400

  /// Seconds after which a use counts half; always positive and finite.
  public let halfLife: TimeInterval

  /// Creates a decay.
  /// - Parameter halfLife: Seconds after which a use counts half; values that are not positive
  ///   and finite fall back to ``defaultHalfLife``.
  public init(halfLife: TimeInterval = Decay.defaultHalfLife) {
    self.halfLife = halfLife.isFinite && halfLife > 0 ? halfLife : Decay.defaultHalfLife
  }

  /// The weight of something `age` seconds old: 1 now, ½ one half-life ago; 1 for negative ages.
  /// - Parameter age: Seconds since the use.
  /// - Complexity: O(1).
  public func weight(age: TimeInterval) -> Double {
    guard age > 0 else { return 1 }
    return exp2(-age / halfLife)
  }

  /// An entry's score at `now`: its dated uses' decayed weight.
  /// - Parameters:
  ///   - entry: The entry, whose ``Entry/recency`` was made under this decay.
  ///   - now: The moment to score at.
  /// - Complexity: O(1).
  public func score(of entry: Entry, at now: Date) -> Double {
    guard let lastUsed = entry.lastUsed else { return 0 }
    return entry.recency * weight(age: now.timeIntervalSince(lastUsed))
  }

  /// Adds `count` uses at `date` to a (lastUsed, recency) pair.
  func adding(
    count: Int, at date: Date, to lastUsed: Date?, recency: Double
  ) -> (lastUsed: Date, recency: Double) {
    adding(recency: Double(count), at: date, to: lastUsed, recency: recency)
  }

  /// Merges a weight `other` as of `date` into a weight `recency` as of `lastUsed`: the result is
  /// the sum of both, as of the later date. Associative and commutative up to rounding.
  func adding(
    recency other: Double, at date: Date, to lastUsed: Date?, recency: Double
  ) -> (lastUsed: Date, recency: Double) {
    guard let lastUsed else { return (date, other) }
    if date >= lastUsed {
      return (date, recency * weight(age: date.timeIntervalSince(lastUsed)) + other)
    }
    return (lastUsed, recency + other * weight(age: lastUsed.timeIntervalSince(date)))
  }
}
