/// What a spoken or typed value resolved to, with SiriKit's six outcomes.
///
/// ```swift
/// switch store.resolve("mrs johnson", as: .contactName) {
/// case .success(let match): print(match.entry.displayForm)        // "Anne Johnson"
/// case .disambiguation(let candidates): print(candidates.map(\.entry.displayForm))
/// case .confirmationRequired(let match): print("Did you mean \(match.entry.displayForm)?")
/// case .needsValue, .notRequired, .unsupported: break
/// }
/// ```
public enum Resolution: Hashable, Sendable {
  /// One entry matched clearly: the only one of the strongest matches, or far more used than
  /// the others.
  case success(Candidate)
  /// Two or more entries matched equally strongly and none is far more used; the more used
  /// first.
  case disambiguation([Candidate])
  /// One entry matched, but not well enough to act without asking.
  case confirmationRequired(Candidate)
  /// Nothing was given, and a value is required.
  case needsValue
  /// Something was given, and no entry of the kind matches it.
  case unsupported
  /// Nothing was given, and no value is required.
  case notRequired

  /// An entry that matched, how well, and how.
  public struct Candidate: Hashable, Sendable {
    /// The entry.
    public let entry: Entry
    /// How well it matched, from 0 (not at all) to 1 (the exact key).
    public let score: Double
    /// The weakest step the match needed (an exact word and a misspelled one make
    /// ``ResolutionTier/editDistance``).
    public let tier: ResolutionTier
    /// The strength of the weakest step, which decides the outcome.
    public let strength: MatchStrength
    /// The entry's usage score at the time of resolution (see ``Decay``), which orders
    /// near-equal candidates.
    public let usage: Double

    /// Creates a candidate.
    /// - Parameters:
    ///   - entry: The entry.
    ///   - score: The match score, 0…1.
    ///   - tier: The weakest step of the match.
    ///   - strength: The strength of the weakest step; by default the usual strength of
    ///     `tier` (``ResolutionTier/defaultStrength``).
    ///   - usage: The entry's usage score.
    public init(
      entry: Entry, score: Double, tier: ResolutionTier, strength: MatchStrength? = nil,
      usage: Double = 0
    ) {
      self.entry = entry
      self.score = score
      self.tier = tier
      self.strength = strength ?? tier.defaultStrength
      self.usage = usage
    }
  }

  /// The outcome's name as SiriKit spells it, for files and the command line.
  public enum Outcome: String, Hashable, Sendable, CaseIterable, Codable {
    /// ``Resolution/success(_:)``.
    case success
    /// ``Resolution/disambiguation(_:)``.
    case disambiguation
    /// ``Resolution/confirmationRequired(_:)``.
    case confirmationRequired
    /// ``Resolution/needsValue``.
    case needsValue
    /// ``Resolution/unsupported``.
    case unsupported
    /// ``Resolution/notRequired``.
    case notRequired
  }

  /// The outcome without its candidates.
  public var outcome: Outcome {
    switch self {
    case .success: .success
    case .disambiguation: .disambiguation
    case .confirmationRequired: .confirmationRequired
    case .needsValue: .needsValue
    case .unsupported: .unsupported
    case .notRequired: .notRequired
    }
  }

  /// The candidates, best first: one for success and confirmation, several for
  /// disambiguation, none otherwise.
  public var candidates: [Candidate] {
    switch self {
    case .success(let candidate), .confirmationRequired(let candidate): [candidate]
    case .disambiguation(let candidates): candidates
    case .needsValue, .unsupported, .notRequired: []
    }
  }

  /// The chosen entry: for success, and for confirmation once the user agrees.
  public var entry: Entry? {
    switch self {
    case .success(let candidate), .confirmationRequired(let candidate): candidate.entry
    default: nil
    }
  }
}

/// How a value matched an entry; the cases run from the strongest to the weakest, but for
/// ``spokenForm``, declared last and ordered right after ``exact``.
public enum ResolutionTier: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
  /// The same key once case, width, kana, diacritics, punctuation and spacing are set aside
  /// ("ROAD-TRIP" and "roadtrip" for "Road trip", "Mueller" for "Müller"), or once titles and
  /// honorifics are ("Dr. Smith" for "Smith", a strong rather than exact match).
  case exact
  /// The same dictionary forms ("road trips" for "Road Trip").
  case lemma
  /// The same Snowball stems ("morning hiits" for "Morning HIIT").
  case stem
  /// The same words in another order ("Johnson Anne" for "Anne Johnson").
  case reordered
  /// The start of a longer entry: its first words ("Vignette" for "Vignette Picks"), the last
  /// one possibly cut short ("Vignette Pi").
  case prefix
  /// Some of a longer entry's words, not from its start ("Johnson" for "Anne Johnson"): as
  /// strong as its first words.
  case partialWords
  /// Words within a few edits: one from 5 letters, two from 9 ("Vignete" for "Vignette");
  /// a transposition is one edit.
  case editDistance
  /// Words that sound alike by Double Metaphone ("Jon Smyth" for "John Smith").
  case soundAlike
  /// An English given name for its nickname or the other way round ("Bill" for "William").
  case nickname
  /// The same value once numbers and letters are written as they were spoken: "twenty
  /// nineteen" for "2019", "top forty" for "Top 40", "h i i t" for "HIIT" (see the
  /// resolution rules). As strong as the match it rewrites; a literal match wins a tie.
  ///
  /// Declared last so that the cases of earlier versions keep their places in `allCases`;
  /// it orders right after ``exact``.
  case spokenForm

  /// The strength a match of this tier usually has: exact for ``exact``; weak for
  /// ``editDistance`` and ``soundAlike``; strong otherwise (some of an entry's words with
  /// many words over, a word cut short, or a name two nickname links away is weak).
  public var defaultStrength: MatchStrength {
    switch self {
    case .exact, .spokenForm: .exact
    case .lemma, .stem, .reordered, .prefix, .partialWords, .nickname: .strong
    case .editDistance, .soundAlike: .weak
    }
  }

  /// Orders tiers from the strongest.
  public static func < (lhs: ResolutionTier, rhs: ResolutionTier) -> Bool {
    lhs.strength < rhs.strength
  }

  /// The tier's place from the strongest.
  private var strength: Int {
    switch self {
    case .exact: 0
    case .spokenForm: 1
    case .lemma: 2
    case .stem: 3
    case .reordered: 4
    case .prefix: 5
    case .partialWords: 6
    case .editDistance: 7
    case .soundAlike: 8
    case .nickname: 9
    }
  }
}
