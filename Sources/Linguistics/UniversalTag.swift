/// A Universal Dependencies part-of-speech tag (UPOS): the 17 tags a ``Tagger`` assigns; the
/// raw value is the tag as UD writes it (`"NOUN"`).
///
/// ``PartOfSpeech`` is the smaller set the ``Lemmatizer`` distinguishes; ``partOfSpeech``
/// maps a tag to it.
public enum UniversalTag: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Adjective (`ADJ`).
  case adjective = "ADJ"
  /// Adposition (`ADP`).
  case adposition = "ADP"
  /// Adverb (`ADV`).
  case adverb = "ADV"
  /// Auxiliary (`AUX`).
  case auxiliary = "AUX"
  /// Coordinating conjunction (`CCONJ`).
  case coordinatingConjunction = "CCONJ"
  /// Determiner (`DET`).
  case determiner = "DET"
  /// Interjection (`INTJ`).
  case interjection = "INTJ"
  /// Noun (`NOUN`).
  case noun = "NOUN"
  /// Numeral (`NUM`).
  case numeral = "NUM"
  /// Particle (`PART`).
  case particle = "PART"
  /// Pronoun (`PRON`).
  case pronoun = "PRON"
  /// Proper noun (`PROPN`).
  case properNoun = "PROPN"
  /// Punctuation (`PUNCT`).
  case punctuation = "PUNCT"
  /// Subordinating conjunction (`SCONJ`).
  case subordinatingConjunction = "SCONJ"
  /// Symbol (`SYM`).
  case symbol = "SYM"
  /// Verb (`VERB`).
  case verb = "VERB"
  /// Other (`X`: foreign words, typos, unanalysable tokens).
  case other = "X"

  /// The lemmatizer's part of speech for this tag (``PartOfSpeech/other`` for `ADP`, `CCONJ`,
  /// `SCONJ`, `INTJ`, `NUM`, `PUNCT`, `SYM` and `X`).
  public var partOfSpeech: PartOfSpeech {
    PartOfSpeech(universalTag: rawValue) ?? .other
  }

  /// Orders tags alphabetically, as Universal Dependencies lists them.
  public static func < (lhs: UniversalTag, rhs: UniversalTag) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
