/// A word of analyzed text with every form Stemma derives from it.
public struct Term: Hashable, Sendable {
  /// The text as written in the source (cut to the tokenizer's maximum token length).
  public let surface: String
  /// The range of the word in the source string.
  public let range: Range<String.Index>
  /// The same range as UTF-8 byte offsets.
  public let utf8Range: Range<Int>
  /// The kind of token the word came from.
  public let kind: Token.Kind
  /// The search key: the surface folded by the analyzer's ``Normalizer``.
  public let folded: String
  /// The dictionary form. Until a lemmatizer exists for the language, the folded form.
  public let lemma: String
  /// The Snowball stem (computed from the case-folded word, then folded like ``folded``); the
  /// folded form where the language has no stemmer.
  public let stem: String
  /// Whether the folded form is in the language's stop-word list.
  public let isStopWord: Bool

  /// Creates a term.
  /// - Parameters:
  ///   - surface: The text as written.
  ///   - range: Its range in the source.
  ///   - utf8Range: The same range in UTF-8 bytes.
  ///   - kind: The kind of token.
  ///   - folded: The search key.
  ///   - lemma: The dictionary form.
  ///   - stem: The stem.
  ///   - isStopWord: Whether it is a stop word.
  public init(
    surface: String, range: Range<String.Index>, utf8Range: Range<Int>, kind: Token.Kind,
    folded: String, lemma: String, stem: String, isStopWord: Bool
  ) {
    self.surface = surface
    self.range = range
    self.utf8Range = utf8Range
    self.kind = kind
    self.folded = folded
    self.lemma = lemma
    self.stem = stem
    self.isStopWord = isStopWord
  }
}
