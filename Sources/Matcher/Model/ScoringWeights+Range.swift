extension ScoringWeights {
  /// The largest value of any weight: 2¹⁶, 2¹⁵ times the largest default (2, a tag).
  ///
  /// Why a bound: a caller or a crafted snapshot may hold any `Float`, and a weight near
  /// `Float.greatestFiniteMagnitude` makes a posting's weight overflow to infinity, which BM25's
  /// saturation `x (k1 + 1) / (k1 + x)` turns into ∞/∞ = NaN; a NaN score does not order, and a
  /// page then leaves out a hit its total counts (found by the FuzzSnapshot target).
  ///
  /// Why this bound: with every weight at most 2¹⁶, ``b`` and ``broaderDecay`` at most 1 and
  /// a sense's share at most 1, a posting weighs at most field × tier × compound part × share ×
  /// term frequency × length norm ≤ 2¹⁶ · 2¹⁶ · 2¹⁶ · 1 · 3 · 255 < 2⁵⁸ (the term frequency is
  /// 2 bits; the length norm is at most 255 words, the longest average, over a length of at
  /// least one word, see `PhotoIndex.lengthNorms()`), so a word's summed contribution *x* over
  /// six fields is below 2⁶¹ and `x (k1 + 1)` below 2⁷⁸. A word then scores at most
  /// idf × (k1 + 1) < 2⁵ · 2¹⁷ (idf ≤ ln(2 · 2²⁶ + 2) for 2²⁶ ordinals), a phrase pair at most
  /// 2¹⁶ · 2⁵: a query would need about 2¹⁰⁴ words for its score to reach `Float`'s 2¹²⁸.
  /// The bound leaves every tuning of these weights room (the defaults are 0.2 to 2).
  public static let largestWeight: Float = 65_536

  /// The range of ``k1``: positive, so that a contribution of 0 saturates to 0 and not 0/0.
  static let k1Range: ClosedRange<Float> = Float.leastNormalMagnitude...largestWeight
  /// The range of ``b`` (BM25 normalizes lengths from none to full) and of ``broaderDecay`` (a
  /// further step up the chain of broader terms never weighs more than a nearer one, which
  /// keeps `broader × broaderDecay^(distance − 1)` at most ``broader`` at any distance).
  static let unitRange: ClosedRange<Float> = 0...1
  /// The range of the other weights: a match never lowers a score.
  static let weightRange: ClosedRange<Float> = 0...largestWeight

  /// `value` clamped to `range`, or `previous` when `value` is NaN (which has no place in it).
  static func clamp(_ value: Float, to range: ClosedRange<Float>, else previous: Float) -> Float {
    value.isNaN ? previous : min(max(value, range.lowerBound), range.upperBound)
  }
}
