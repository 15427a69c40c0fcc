/// One candidate lemma of a word, as ``Lemmatizer/lemmas(of:as:)`` ranks them.
public struct Lemma: Hashable, Sendable, CustomStringConvertible {
  /// Where a lemma came from.
  public enum Source: String, Hashable, Sendable, CaseIterable {
    /// A dictionary entry: a form listed with this lemma, or a lemma listed as itself.
    case dictionary
    /// An exception list: irregular forms ("mice" → "mouse") and closed-class words
    /// ("is" → "be", "n't" → "not").
    case exceptionList
    /// A suffix rule, checked against the dictionary's lemmas where it can be
    /// ("walking" → "walk").
    case rule
    /// No dictionary or rule applied: the word itself (lowercased unless it looks like a name).
    case fallback
  }

  /// The lemma.
  public let value: String
  /// The part of speech of this reading, where the source says.
  public let partOfSpeech: PartOfSpeech?
  /// Where it came from.
  public let source: Source
  /// A score in 0…1; candidates are returned best first.
  public let score: Double

  /// Creates a candidate.
  /// - Parameters:
  ///   - value: The lemma.
  ///   - partOfSpeech: The part of speech of the reading, if known.
  ///   - source: Where it came from.
  ///   - score: A score in 0…1.
  public init(value: String, partOfSpeech: PartOfSpeech?, source: Source, score: Double) {
    self.value = value
    self.partOfSpeech = partOfSpeech
    self.source = source
    self.score = score
  }

  /// `value (POS, source, score)`.
  public var description: String {
    "\(value) (\(partOfSpeech?.universalTag ?? "_"), \(source.rawValue), \(score))"
  }
}
