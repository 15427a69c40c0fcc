/// The weights of ``PhotoIndex``'s ranking: BM25F over the fields of a photo, with each match
/// scaled by its field and its ``MatchTier``.
///
/// For a query word *w* and a photo *p*, each field *f* contributes
/// `field(f) × tier × tf / (1 − b + b · length(p, f) / averageLength(f))` for the best tier
/// that matches in that field; the contributions add up to *x*, and the word scores
/// `idf(w) × x · (k1 + 1) / (k1 + x)`, where `idf(w) = ln(1 + (N − n + 0.5) / (n + 0.5))` over
/// the *n* photos the word matches at any tier. A photo's score is the sum over query words
/// (label words scaled by their confidence), plus ``phraseBonus`` per pair of adjacent query
/// words found side by side.
///
/// Each weight stays in the range the ranking can add up without overflowing `Float`:
/// ``k1`` from `Float.leastNormalMagnitude`, ``b`` and ``broaderDecay`` from 0 to 1, the others
/// from 0, all at most ``largestWeight``. A value set outside its range is clamped to it, and a
/// NaN leaves the weight as it was (see ``largestWeight`` for why).
public struct ScoringWeights: Hashable, Sendable {
  /// BM25's term-frequency saturation.
  public var k1: Float = 1.2 {
    didSet { k1 = Self.clamp(k1, to: Self.k1Range, else: oldValue) }
  }
  /// BM25's length normalization, 0 (none) to 1 (full).
  public var b: Float = 0.5 {
    didSet { b = Self.clamp(b, to: Self.unitRange, else: oldValue) }
  }
  /// Weights of ``PhotoField/tag``, ``PhotoField/title``, ``PhotoField/album``,
  /// ``PhotoField/location``, ``PhotoField/person`` and ``PhotoField/caption``, in that order.
  public var fields: [Float] = [2.0, 1.6, 1.3, 1.15, 1.15, 1.0] {
    didSet {
      fields = fields.indices.map {
        Self.clamp(fields[$0], to: Self.weightRange, else: $0 < oldValue.count ? oldValue[$0] : 1)
      }
    }
  }
  /// Weight of ``MatchTier/exact``.
  public var exact: Float = 1.0 {
    didSet { exact = Self.clamp(exact, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/lemma``.
  public var lemma: Float = 0.95 {
    didSet { lemma = Self.clamp(lemma, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/stem``.
  public var stem: Float = 0.85 {
    didSet { stem = Self.clamp(stem, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/synonym``.
  public var synonym: Float = 0.8 {
    didSet { synonym = Self.clamp(synonym, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/broader(distance:)`` one step up; each further step multiplies it by
  /// ``broaderDecay``. A match is further scaled by the probability of the senses that relate
  /// the two words (``BroaderTerm/share``).
  public var broader: Float = 0.7 {
    didSet { broader = Self.clamp(broader, to: Self.weightRange, else: oldValue) }
  }
  /// The factor per further step up the chain of broader terms: 1, no decay. A hypernym link is
  /// "is a kind of", and kinds nest: a sheep, 9 links below "animal", is as much an animal as a
  /// dog, 2 links below. How finely WordNet subdivides a branch says nothing about how likely
  /// the photo is to show one; how likely the word is to mean that kind is the sense share.
  public var broaderDecay: Float = 1 {
    didSet { broaderDecay = Self.clamp(broaderDecay, to: Self.unitRange, else: oldValue) }
  }
  /// The farthest broader term that still matches: a giraffe is an animal 9 steps up WordNet's
  /// chain. Rare readings are weighed by their sense share rather than cut by distance ("kid"
  /// reaches "animal" as a young goat, 10 steps up, at a share of 0.02).
  public var maximumBroaderDistance = 10
  /// Weight of ``MatchTier/head``: a photo of a table for "dining table" is a likely match,
  /// but less sure than a dining table (as for a broader term, one step up).
  public var compoundHead: Float = 0.5 {
    didSet { compoundHead = Self.clamp(compoundHead, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/prefix``.
  public var prefix: Float = 0.25 {
    didSet { prefix = Self.clamp(prefix, to: Self.weightRange, else: oldValue) }
  }
  /// Weight of ``MatchTier/fuzzy(edits:)`` with one edit; two edits weigh two thirds of it.
  public var fuzzy: Float = 0.3 {
    didSet { fuzzy = Self.clamp(fuzzy, to: Self.weightRange, else: oldValue) }
  }
  /// The factor for a word that is only part of a compound naming something else: "dog" in
  /// "hot dog", "zebra" in "zebra crossing" (compounds the ``Thesaurus`` knows; the first word
  /// always, the last when the compound is not a kind of it).
  public var compoundPart: Float = 0.2 {
    didSet { compoundPart = Self.clamp(compoundPart, to: Self.weightRange, else: oldValue) }
  }
  /// Added per pair of adjacent query words that a photo has side by side, times the pair's idf.
  public var phraseBonus: Float = 0.5 {
    didSet { phraseBonus = Self.clamp(phraseBonus, to: Self.weightRange, else: oldValue) }
  }

  /// The default weights.
  public init() {}

  /// The weight of a tier.
  /// - Parameter tier: A match tier.
  /// - Returns: Its multiplier.
  public func weight(of tier: MatchTier) -> Float {
    switch tier {
    case .exact: exact
    case .lemma: lemma
    case .stem: stem
    case .synonym: synonym
    case .broader(let distance):
      broader * pow(broaderDecay, Float(max(distance, 1) - 1))
    case .head: compoundHead
    case .prefix: prefix
    case .fuzzy(let edits): edits <= 1 ? fuzzy : fuzzy * 2 / 3
    }
  }

  /// The weight of a field.
  /// - Parameter field: A photo field.
  public func weight(of field: PhotoField) -> Float {
    let index = Int(field.rawValue)
    return index < fields.count ? fields[index] : 1
  }
}

private func pow(_ base: Float, _ exponent: Float) -> Float {
  var result: Float = 1
  var remaining = Int(exponent)
  while remaining > 0 {
    result *= base
    remaining -= 1
  }
  return result
}

extension ScoringWeights {
  /// BM25's saturation of a word's summed field contributions `x`: `x · (k1 + 1) / (k1 + x)`.
  @inline(__always) static func saturate(_ x: Float, k1: Float) -> Float {
    x * (k1 + 1) / (k1 + x)
  }

  /// A word's score from its summed field contributions `x`: its `weight` times their
  /// saturation, added to a score of 0 as ``PhotoIndex``'s evaluation adds each word's.
  @inline(__always) static func wordScore(_ x: Float, weight: Float, k1: Float) -> Float {
    0 + weight * saturate(x, k1: k1)
  }
}
