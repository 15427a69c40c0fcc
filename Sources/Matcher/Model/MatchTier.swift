/// How a query word matched a word of a photo, from the strongest evidence to the weakest.
///
/// A query word takes, per photo and field, the best tier that matches; ``ScoringWeights``
/// gives each tier its weight.
public enum MatchTier: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The same folded word ("Mountain" and "mountain").
  case exact
  /// The same dictionary form ("mice" and "mouse", "Mountains" and "mountain's").
  case lemma
  /// The same Snowball stem ("hiking" and "hikes").
  case stem
  /// A synonym of the query word ("sofa" for "couch").
  case synonym
  /// The photo's word has the query word among its broader terms, `distance` steps up the chain
  /// ("golden retriever" → dog (1) → … → animal).
  case broader(distance: Int)
  /// The photo's word is the head of the query's compound: "table" for "dining table", "phone"
  /// for "cell phone" (a compound that is a kind of its last word; not "dog" for "hot dog").
  case head
  /// The photo's word starts with the query word (the last word, as the user types).
  case prefix
  /// The photo's word is `edits` typing mistakes away from the query word.
  case fuzzy(edits: Int)

  /// The tier's rank, strongest first, with nearer broader terms and fewer edits first.
  var rank: Int {
    switch self {
    case .exact: 0
    case .lemma: 1
    case .stem: 2
    case .synonym: 3
    case .broader(let distance): 4 + min(max(distance, 1), 50)
    case .head: 55
    case .prefix: 60
    case .fuzzy(let edits): 60 + min(max(edits, 1), 10)
    }
  }

  /// Orders tiers strongest first.
  public static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rank < rhs.rank }

  /// `exact`, `lemma`, `stem`, `synonym`, `broader(2)`, `head`, `prefix` or `fuzzy(1)`.
  public var description: String {
    switch self {
    case .exact: "exact"
    case .lemma: "lemma"
    case .stem: "stem"
    case .synonym: "synonym"
    case .broader(let distance): "broader(\(distance))"
    case .head: "head"
    case .prefix: "prefix"
    case .fuzzy(let edits): "fuzzy(\(edits))"
    }
  }
}
