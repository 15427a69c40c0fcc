/// A Universal Dependencies part-of-speech tag (UPOS): the 17 tags a ``Tagger`` assigns.
///
/// ``PartOfSpeech`` is the smaller set the ``Lemmatizer`` distinguishes; ``partOfSpeech``
/// maps a tag to it.
public enum UniversalTag: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Adjective.
  case ADJ
  /// Adposition.
  case ADP
  /// Adverb.
  case ADV
  /// Auxiliary.
  case AUX
  /// Coordinating conjunction.
  case CCONJ
  /// Determiner.
  case DET
  /// Interjection.
  case INTJ
  /// Noun.
  case NOUN
  /// Numeral.
  case NUM
  /// Particle.
  case PART
  /// Pronoun.
  case PRON
  /// Proper noun.
  case PROPN
  /// Punctuation.
  case PUNCT
  /// Subordinating conjunction.
  case SCONJ
  /// Symbol.
  case SYM
  /// Verb.
  case VERB
  /// Other (foreign words, typos, unanalysable tokens).
  case X

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
