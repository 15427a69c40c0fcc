/// A word class, used as a hint to the ``Lemmatizer`` and ``Inflector``.
///
/// The cases follow the Universal Dependencies UPOS tags that matter for lemmas; create one
/// from a tag with ``init(universalTag:)``.
public enum PartOfSpeech: String, Hashable, Sendable, CaseIterable {
  /// A common noun (`NOUN`).
  case noun
  /// A proper noun (`PROPN`): kept as written unless the dictionary knows it.
  case properNoun
  /// A verb (`VERB`).
  case verb
  /// An auxiliary verb (`AUX`): "is" → "be", "'ll" → "will".
  case auxiliary
  /// An adjective (`ADJ`).
  case adjective
  /// An adverb (`ADV`).
  case adverb
  /// A pronoun (`PRON`).
  case pronoun
  /// A determiner (`DET`).
  case determiner
  /// A particle (`PART`): "n't" → "not", possessive "'s".
  case particle
  /// Any other class (adpositions, conjunctions, numerals, punctuation, symbols, …).
  case other

  /// The part of speech for a Universal Dependencies UPOS tag, ignoring case.
  ///
  /// `NOUN`, `PROPN`, `VERB`, `AUX`, `ADJ`, `ADV`, `PRON`, `DET` and `PART` map to their
  /// cases; the other UPOS tags (`ADP`, `CCONJ`, `SCONJ`, `INTJ`, `NUM`, `PUNCT`, `SYM`, `X`)
  /// map to ``other``. Returns `nil` for a string that is not a UPOS tag.
  /// - Parameter universalTag: A UPOS tag such as `"NOUN"`.
  public init?(universalTag: String) {
    switch universalTag.uppercased() {
    case "NOUN": self = .noun
    case "PROPN": self = .properNoun
    case "VERB": self = .verb
    case "AUX": self = .auxiliary
    case "ADJ": self = .adjective
    case "ADV": self = .adverb
    case "PRON": self = .pronoun
    case "DET": self = .determiner
    case "PART": self = .particle
    case "ADP", "CCONJ", "SCONJ", "INTJ", "NUM", "PUNCT", "SYM", "X": self = .other
    default: return nil
    }
  }

  /// The UPOS tag for this part of speech (`X` for ``other``).
  public var universalTag: String {
    switch self {
    case .noun: "NOUN"
    case .properNoun: "PROPN"
    case .verb: "VERB"
    case .auxiliary: "AUX"
    case .adjective: "ADJ"
    case .adverb: "ADV"
    case .pronoun: "PRON"
    case .determiner: "DET"
    case .particle: "PART"
    case .other: "X"
    }
  }

  /// The tag byte used in the built dictionaries.
  var tableTag: UInt8 {
    switch self {
    case .noun: UInt8(ascii: "n")
    case .properNoun: UInt8(ascii: "p")
    case .verb: UInt8(ascii: "v")
    case .auxiliary: UInt8(ascii: "u")
    case .adjective: UInt8(ascii: "a")
    case .adverb: UInt8(ascii: "r")
    case .pronoun: UInt8(ascii: "o")
    case .determiner: UInt8(ascii: "d")
    case .particle: UInt8(ascii: "t")
    case .other: UInt8(ascii: "x")
    }
  }

  /// The part of speech for a dictionary tag byte; `nil` for `x` (any).
  init?(tableTag: UInt8) {
    guard let match = PartOfSpeech.allCases.first(where: { $0.tableTag == tableTag }),
      match != .other
    else { return nil }
    self = match
  }
}
