/// A segment of text found by the ``Tokenizer``: its text, its place in the source and its kind.
public struct Token: Hashable, Sendable {
  /// What a token is, from ICU's word-break rule status and its first character.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Letters (Latin, Cyrillic, Greek, Hangul, …).
    case word
    /// Digits, possibly with separators (`3.14`, `1,000`).
    case number
    /// Japanese kana.
    case kana
    /// Han ideographs (Chinese, Japanese kanji), as segmented by ICU's dictionary.
    case ideograph
    /// Emoji and other pictographs.
    case emoji
    /// Spaces, tabs and other white space.
    case whitespace
    /// Punctuation, symbols and control characters.
    case punctuation
  }

  /// The token's text: the source slice, cut to the tokenizer's maximum length if it was longer.
  public let text: String
  /// The token's whole range in the source string (even when ``text`` was cut).
  ///
  /// Both bounds fall on Character (extended grapheme cluster) boundaries, so
  /// `source[token.range]` is exactly the token's source text. Where ICU's word boundary falls
  /// inside a cluster (a combining mark newer than ICU's Unicode data, a Hangul syllable
  /// followed by a trailing jamo, a prepended mark such as U+0600 before a digit), the
  /// segments on both sides of it are one token: a token never ends or starts inside a
  /// cluster, it extends over the whole cluster and takes in the segment after. Its ``kind``
  /// is the first word-like kind of the segments merged. Tokens stay in order and never
  /// overlap.
  public let range: Range<String.Index>
  /// The same range as UTF-8 byte offsets from the start of the source.
  public let utf8Range: Range<Int>
  /// The kind of the token.
  public let kind: Kind
  /// Whether ``text`` was cut to ``Tokenizer/maximumTokenLength``.
  public let isTruncated: Bool

  /// Creates a token.
  /// - Parameters:
  ///   - text: The token's text.
  ///   - range: Its range in the source string.
  ///   - utf8Range: The same range in UTF-8 bytes.
  ///   - kind: Its kind.
  ///   - isTruncated: Whether `text` was cut short.
  public init(
    text: String, range: Range<String.Index>, utf8Range: Range<Int>, kind: Kind,
    isTruncated: Bool = false
  ) {
    self.text = text
    self.range = range
    self.utf8Range = utf8Range
    self.kind = kind
    self.isTruncated = isTruncated
  }

  /// Whether the token carries a searchable word: letters, numbers, kana, ideographs or emoji.
  public var isWordLike: Bool {
    switch kind {
    case .word, .number, .kana, .ideograph, .emoji: true
    case .whitespace, .punctuation: false
    }
  }
}
