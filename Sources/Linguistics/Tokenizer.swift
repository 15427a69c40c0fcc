internal import StemmaSupport

/// Splits text into words on Unicode word boundaries (UAX #29) with ICU, which also segments
/// Chinese, Japanese, Thai, Khmer, Lao and Burmese with its dictionaries.
///
/// ```swift
/// let tokenizer = Tokenizer(language: try Language("en"))
/// tokenizer.tokens(in: "Dog's day, 3.14!").map(\.text)   // ["Dog's", "day", "3.14"]
/// ```
///
/// A `Tokenizer` is an immutable value and safe to use from any number of threads: each call
/// borrows an ICU iterator from a process-wide pool.
public struct Tokenizer: Hashable, Sendable {
  /// Which tokens to leave out, in the spirit of `NSLinguisticTagger.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Leave out punctuation, symbols and control characters.
    public static let omitPunctuation = Options(rawValue: 1 << 0)
    /// Leave out white space.
    public static let omitWhitespace = Options(rawValue: 1 << 1)
    /// Keep the names given in ``Tokenizer/names`` as one token each ("New York").
    public static let joinNames = Options(rawValue: 1 << 2)
    /// The options for search: word-like tokens only, names joined.
    public static let searchDefault: Options = [.omitPunctuation, .omitWhitespace, .joinNames]
  }

  /// The default ``maximumTokenLength``: 256 UTF-8 bytes, far above any dictionary word.
  public static let defaultMaximumTokenLength = 256

  /// The language, which selects ICU's word-break locale.
  public let language: Language
  /// Which tokens to leave out.
  public var options: Options
  /// The longest token text kept, in UTF-8 bytes. A longer token (a 1 MB run of letters, a
  /// letter with thousands of combining marks) is cut at the last character boundary within
  /// this bound and marked ``Token/isTruncated``; its ``Token/range`` still covers all of it.
  public var maximumTokenLength: Int
  /// Multi-word names kept as one token when ``Options/joinNames`` is set, compared
  /// case-insensitively token by token ("new york" joins "New York" and "NEW  YORK").
  public var names: NameList
  /// How ICU's rules for this language treat the ASCII characters CLDR tailors (`:` and `@`),
  /// so that the ASCII fast path segments exactly as ICU would.
  let asciiRules: ASCIIWordBreaker.Rules

  /// Creates a tokenizer.
  /// - Parameters:
  ///   - language: The language of the text.
  ///   - options: Which tokens to leave out; by default, all but word-like tokens.
  ///   - maximumTokenLength: The longest token kept whole, in UTF-8 bytes.
  ///   - names: Multi-word names to keep as one token.
  public init(
    language: Language, options: Options = .searchDefault,
    maximumTokenLength: Int = Tokenizer.defaultMaximumTokenLength, names: NameList = NameList()
  ) {
    self.language = language
    self.options = options
    self.maximumTokenLength = max(4, maximumTokenLength)
    self.names = names
    self.asciiRules = ASCIIWordBreaker.rules(forLocale: language.icuLocale)
  }

  /// The tokens of `text`, in order.
  /// - Parameter text: Any string.
  /// - Returns: The tokens that ``options`` keep.
  /// - Complexity: O(*n*) in the length of `text`.
  public func tokens(in text: String) -> [Token] {
    // Each token made as its segment is found, its text from the bytes in hand: an array of
    // segments first, then each text cut from the string's UTF-8 view, cost a tenth of the
    // analysis of a word seen for the first time.
    var tokens: [Token] = []
    let (omitWhitespace, omitPunctuation) =
      (options.contains(.omitWhitespace), options.contains(.omitPunctuation))
    text.withUTF8Bytes { utf8 in
      // About one token in six bytes of running text: one allocation for most lines.
      tokens.reserveCapacity(utf8.count / 6 + 1)
      forEachSegment(in: utf8, of: text) { start, end, kind in
        if kind == .whitespace && omitWhitespace { return }
        if kind == .punctuation && omitPunctuation { return }
        tokens.append(makeToken(in: text, utf8, start, end, kind))
      }
    }
    if options.contains(.joinNames) && !names.isEmpty {
      return names.join(tokens, in: text, tokenizer: self)
    }
    return tokens
  }

  /// Every word boundary of `text` as a UTF-8 byte offset, from 0 to `text.utf8.count`: the
  /// raw UAX #29 segmentation, whatever ``options`` say.
  /// - Complexity: O(*n*) in the length of `text`.
  public func boundaries(in text: String) -> [Int] {
    var boundaries = [0]
    var text = text
    text.withUTF8 { utf8 in
      forEachICUSegment(in: utf8) { _, end, _ in boundaries.append(end) }
    }
    return boundaries
  }

  /// Calls `visit` with each segment's byte range and kind, taking the ASCII fast path when it
  /// can (it segments exactly as ICU does; a test holds them equal), with every boundary on a
  /// Character boundary of `text` (see ``Token/range``).
  /// - Parameters:
  ///   - utf8: The UTF-8 bytes of `text`.
  ///   - text: The string they hold.
  ///   - visit: Called with each segment's byte range and kind, in order.
  func forEachSegment(
    in utf8: UnsafeBufferPointer<UInt8>, of text: String, _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    if ASCIIWordBreaker.canSegment(utf8) {
      // ASCII without CR or LF: every scalar boundary is a Character boundary.
      ASCIIWordBreaker.forEachSegment(in: utf8, rules: asciiRules, visit)
    } else {
      forEachCharacterAlignedICUSegment(in: utf8, text: text, visit)
    }
  }

  func forEachICUSegment(
    in utf8: UnsafeBufferPointer<UInt8>, _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    let pool = ICU.breakerPool(locale: language.icuLocale)
    let done: Void? = pool.withHandle { breaker in
      breaker.forEachSegment(in: utf8) { start, end, status in
        visit(start, end, Tokenizer.kind(of: utf8, start, end, status: status))
      }
    }
    if done == nil && !utf8.isEmpty {
      // ICU could not open an iterator: keep the text as one token rather than lose it.
      visit(0, utf8.count, .word)
    }
  }

  static func kind(
    of utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, status: Int32
  ) -> Token.Kind {
    if WordBreakStatus.letterRange.contains(status) { return .word }
    if WordBreakStatus.numberRange.contains(status) {
      // ICU counts a digit keycap (1️⃣: a digit, U+FE0F, U+20E3) as the digit's number.
      return isDigitKeycap(utf8, start, end) ? .emoji : .number
    }
    if WordBreakStatus.kanaRange.contains(status) { return .kana }
    if WordBreakStatus.ideographRange.contains(status) {
      // ICU's dictionary gives every word it segments the ideograph status, kana words too.
      return startsWithKana(utf8, start, end) ? .kana : .ideograph
    }
    var scalars = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
      .unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return .punctuation }
    if first.properties.isWhitespace { return .whitespace }
    if ICU.isExtendedPictographic(first) { return .emoji }
    // Keycap sequences (1️⃣) and flags (🇯🇵) start with an ordinary character.
    if (0x1F1E6...0x1F1FF).contains(first.value) { return .emoji }
    if let second = scalars.next(), second.value == 0xFE0F || second.value == 0x20E3 {
      return .emoji
    }
    return .punctuation
  }

  /// Whether bytes `start..<end` begin with a digit followed by U+FE0F or U+20E3.
  private static func isDigitKeycap(
    _ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Bool {
    guard end - start >= 4, utf8[start] < 0x80 else { return false }
    let (b1, b2, b3) = (utf8[start + 1], utf8[start + 2], utf8[start + 3])
    return (b1, b2, b3) == (0xEF, 0xB8, 0x8F) || (b1, b2, b3) == (0xE2, 0x83, 0xA3)
  }

  /// Whether bytes `start..<end` begin with hiragana, katakana (full or half width) or the
  /// prolonged sound mark.
  private static func startsWithKana(
    _ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Bool {
    var bytes = UnsafeBufferPointer(rebasing: utf8[start..<min(end, start + 4)]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let first) = decoder.decode(&bytes) else { return false }
    switch first.value {
    case 0x3041...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true
    default: return false
    }
  }

  /// Makes the token for bytes `start..<end` of `text`, whose UTF-8 is `utf8`: the token
  /// ``makeToken(in:_:_:_:)`` makes, its text copied from `utf8`.
  @inline(__always)
  func makeToken(
    in text: String, _ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
    _ kind: Token.Kind
  ) -> Token {
    let (tokenText, range, cut) = tokenParts(in: text, utf8, start, end)
    return Token(
      text: tokenText, range: range, utf8Range: start..<end, kind: kind, isTruncated: cut != end)
  }

  /// The text, range and text's end (`end` unless the text was cut) of the token for bytes
  /// `start..<end` of `text`, whose UTF-8 is `utf8`: each a value of its own, that a caller
  /// making a ``Term`` without the token moves into it.
  @inline(__always)
  func tokenParts(
    in text: String, _ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> (text: String, range: Range<String.Index>, cut: Int) {
    let view = text.utf8
    let lower = view.index(view.startIndex, offsetBy: start)
    let upper = view.index(lower, offsetBy: end - start)
    var cut = end
    if end - start > maximumTokenLength {
      cut = start + maximumTokenLength
      // Back up to a scalar boundary: never split a UTF-8 sequence.
      while cut > start && utf8[cut] & 0xC0 == 0x80 { cut -= 1 }
    }
    let tokenText = String(
      decoding: UnsafeBufferPointer(rebasing: utf8[start..<cut]), as: UTF8.self)
    return (tokenText, lower..<upper, cut)
  }

  /// Makes the token for bytes `start..<end` of `text`, cutting its text to
  /// ``maximumTokenLength`` at a scalar boundary.
  func makeToken(in text: String, _ start: Int, _ end: Int, _ kind: Token.Kind) -> Token {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(lower, offsetBy: end - start)
    var cut = upper
    if end - start > maximumTokenLength {
      cut = utf8.index(lower, offsetBy: maximumTokenLength)
      // Back up to a scalar boundary: never split a UTF-8 sequence.
      while cut > lower && utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
    }
    return Token(
      text: String(decoding: utf8[lower..<cut], as: UTF8.self), range: lower..<upper,
      utf8Range: start..<end, kind: kind, isTruncated: cut != upper)
  }
}
