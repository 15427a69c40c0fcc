/// The calibration that turns matches into SiriKit outcomes.
///
/// Every candidate match has a ``MatchStrength``: exact (the same key once case, width, kana,
/// diacritics, punctuation and spacing are set aside), strong (another word form, another
/// order, a title or honorific, a nickname, a filler word set aside, some of an entry's words
/// at any position with at most two words over) or weak (a typo, a sound-alike, a word cut
/// short, a name two nickname links away, a few words of a long entry). A match is as strong
/// as its weakest step. Then:
/// - no candidate: ``Resolution/unsupported``;
/// - only the strongest candidates count: an exact match beats every other, a strong one
///   every weak one;
/// - among those, one alone, or one whose usage (decayed use weight, see ``Decay``) is at
///   least ``dominanceRatio`` times the next one's, is chosen: ``Resolution/success(_:)`` when
///   strong or exact, ``Resolution/confirmationRequired(_:)`` when weak;
/// - otherwise ``Resolution/disambiguation(_:)`` lists them, the more used first.
///
/// **Risk by kind.** Choosing one of several entries that all match the spoken words is a
/// guess from usage. For the kinds in ``confirmedKinds`` (people: contact and group names) a
/// wrong guess sends a message or a call to the wrong person, so such a guess is at most
/// ``Resolution/confirmationRequired(_:)``, as SiriKit's resolution guidance does with two
/// contacts of one name: pick the favourite and ask. For every other kind (photo tags and
/// albums, workouts, car profiles, app-defined kinds) a wrong guess shows the wrong photos or
/// starts the wrong profile, which the user sees at once and undoes in one step, so the clearly
/// dominant entry is ``Resolution/success(_:)``. An app whose kind is costly to get wrong adds
/// it to ``confirmedKinds``.
public struct ResolutionPolicy: Hashable, Sendable, Codable {
  /// How many times more used than the next equally strong candidate an entry must be to be
  /// chosen alone; 3 by default.
  public var dominanceRatio: Double
  /// The lowest score a candidate needs at all (the product of its steps' scores); 0.5 by
  /// default, which drops matches of three weak steps.
  public var minimumScore: Double
  /// The most candidates a disambiguation lists; 10 by default.
  public var maximumCandidates: Int
  /// The kinds that are people's names: their titles and honorifics are set aside ("Dr.",
  /// "さん"), and nicknames match; contact names by default.
  public var nameKinds: Set<EntryKind>
  /// The kinds where a wrong guess is costly: choosing one of several entries that match the
  /// spoken words equally, by usage alone, asks for confirmation; contact and contact group
  /// names by default.
  public var confirmedKinds: Set<EntryKind>

  /// Creates a policy; every parameter has the default described on its property.
  /// - Parameters:
  ///   - dominanceRatio: The usage ratio that picks one of several equally strong candidates.
  ///   - minimumScore: The lowest score of any candidate.
  ///   - maximumCandidates: The most candidates listed.
  ///   - nameKinds: The kinds that are people's names.
  ///   - confirmedKinds: The kinds whose guesses by usage ask for confirmation.
  public init(
    dominanceRatio: Double = 3, minimumScore: Double = 0.5, maximumCandidates: Int = 10,
    nameKinds: Set<EntryKind> = [.contactName],
    confirmedKinds: Set<EntryKind> = [.contactName, .contactGroupName]
  ) {
    self.dominanceRatio = dominanceRatio.isFinite ? max(1, dominanceRatio) : 3
    self.minimumScore = minimumScore
    self.maximumCandidates = max(2, maximumCandidates)
    self.nameKinds = nameKinds
    self.confirmedKinds = confirmedKinds
  }

  private enum CodingKeys: String, CodingKey {
    case dominanceRatio, minimumScore, maximumCandidates, nameKinds, confirmedKinds
  }

  /// Decodes a policy; a field that is missing (a policy written before it existed) takes its
  /// default.
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = ResolutionPolicy()
    self.init(
      dominanceRatio: try container.decodeIfPresent(Double.self, forKey: .dominanceRatio)
        ?? defaults.dominanceRatio,
      minimumScore: try container.decodeIfPresent(Double.self, forKey: .minimumScore)
        ?? defaults.minimumScore,
      maximumCandidates: try container.decodeIfPresent(Int.self, forKey: .maximumCandidates)
        ?? defaults.maximumCandidates,
      nameKinds: try container.decodeIfPresent(Set<EntryKind>.self, forKey: .nameKinds)
        ?? defaults.nameKinds,
      confirmedKinds: try container.decodeIfPresent(Set<EntryKind>.self, forKey: .confirmedKinds)
        ?? defaults.confirmedKinds)
  }

  /// The most words an entry may have beyond a query that is its first words for the match to
  /// stay strong ("Vignette" for "Vignette Picks"); "Summer" for "Summer Vacation in Italy with
  /// the Kids" is weak.
  static let strongPrefixLeftover = 2

  /// The scores of each step of a match, multiplied together across steps; they order
  /// candidates of one strength and are reported, while strength decides the outcome.
  enum Score {
    static let exact = 1.0
    /// A match of the query with numbers or letters rewritten as spoken: a tie-break only,
    /// so that an equally used literal match sorts first.
    static let spokenForm = 0.99
    /// The whole key without titles and honorifics.
    static let withoutHonorifics = 0.94
    static let lemma = 0.96
    static let stem = 0.92
    static let nickname = 0.9
    /// A name two nickname links away ("bill" for "will"): weaker than a direct nickname.
    static let furtherNickname = nickname * nickname
    /// Each word of the query that names the kind, not the entry, set aside ("album").
    static let fillerSetAside = 0.97
    static let oneEdit = 0.82
    static let twoEdits = 0.76
    static let soundAlike = 0.72
    /// The last word cut short.
    static let cutShort = 0.8
    /// All words, another order.
    static let reordered = 0.92
    /// Some of the entry's words, at any position, one word over (less 0.02 for each further
    /// word; see ``LeftoverWords``).
    static let prefix = 0.88
  }
}
