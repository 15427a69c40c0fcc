/// A broader term of a word, how far up its chain, and how likely the word is to mean a sense
/// that has it.
///
/// "cat" reaches "vehicle" 7 links up through the caterpillar tractor, a sense WordNet's
/// sense-tagged corpus never saw: its share is about 0.04, while its share of "animal" (the
/// feline, 18 of the word's 18 tags) is 0.73. A scorer multiplies a broader match's weight by
/// the share, so a rare reading opens its hierarchy at a weight as rare as the reading.
public struct BroaderTerm: Hashable, Sendable {
  /// The broader term, a lemma in the thesaurus's spelling.
  public var term: String
  /// Hypernym links from the word up to the term (1 for a direct hypernym), the fewest over
  /// the word's senses that reach it.
  public var distance: Int
  /// The probability, from 0 to 1, that the word and the term mean senses so related: summed
  /// over the word's senses that reach the term, each sense's share of the word's uses times
  /// the term's share of its own uses in the synset reached.
  public var share: Float

  /// Creates a broader term.
  /// - Parameters:
  ///   - term: The broader term.
  ///   - distance: Links up the chain.
  ///   - share: The probability of the senses that relate the two words (1 when certain).
  public init(term: String, distance: Int, share: Float = 1) {
    self.term = term
    self.distance = distance
    self.share = share
  }
}

extension Thesaurus {
  /// The broader terms of `lemma` at share 1: a thesaurus that knows no sense frequencies
  /// treats every relation as certain.
  /// - Parameter lemma: A folded lemma.
  public func weightedBroaderTerms(of lemma: String) -> [BroaderTerm] {
    broaderTerms(of: lemma).map { BroaderTerm(term: $0.term, distance: $0.distance) }
  }

  /// `true`: a thesaurus that knows no parts of speech takes every word for a noun.
  /// - Parameter lemma: A folded lemma.
  public func isUsuallyNoun(_ lemma: String) -> Bool { true }
}
