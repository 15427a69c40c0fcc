extension Term {
  /// Which of a term's forms an ``Analyzer`` computes: a caller that writes only stems need not
  /// pay for a lemma (``Analyzer/terms(in:forms:)``).
  ///
  /// ``folded`` is always computed, whatever the set holds: the stop-word flag and every other
  /// form start from it. A form not asked for holds the folded form, as it does where the
  /// language has no stemmer or no lemma dictionary, so a ``Term`` never holds an empty form
  /// or one left over from another word.
  ///
  /// ```swift
  /// let analyzer = Analyzer(language: try Language("en"))
  /// analyzer.terms(in: "mice running", forms: .stem).map(\.stem)    // ["mice", "run"]
  /// analyzer.terms(in: "mice running", forms: .stem).map(\.lemma)   // ["mice", "running"]
  /// ```
  public struct Forms: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The folded form (``Term/folded``), always computed.
    public static let folded = Forms(rawValue: 1 << 0)
    /// The lemma (``Term/lemma``).
    public static let lemma = Forms(rawValue: 1 << 1)
    /// The stem (``Term/stem``).
    public static let stem = Forms(rawValue: 1 << 2)
    /// Every form: what ``Analyzer/terms(in:)`` computes.
    public static let all: Forms = [.folded, .lemma, .stem]
  }
}
