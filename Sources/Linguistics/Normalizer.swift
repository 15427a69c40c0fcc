internal import StemmaSupport

/// Folds a word or phrase to a search key: the same key for every way a person may write it.
///
/// The steps, each switchable through ``Options``, run in this order:
/// 1. ``Options/widthFolding``: full-width and half-width forms to their usual width
///    (`ＤＯＧ` → `DOG`, `ｶﾞ` → `ガ`); implied by case folding, which applies NFKC.
/// 2. ``Options/caseFolding``: NFKC_Casefold (`Straße` → `strasse`, `ﬁ` → `fi`); Turkish and
///    Azerbaijani first map `I` to `ı` and `İ` to `i`, as their alphabets require.
/// 3. ``Options/punctuationFolding``: apostrophe, quote and hyphen variants to `'`, `"` and `-`
///    (before case folding as well, which would turn `´` into a space and a combining mark).
/// 4. ``Options/diacriticFolding``: combining diacritics removed, except from the letters a
///    language treats as letters of their own (see ``Language/diacriticPolicy``).
/// 5. ``Options/kanaFolding``: katakana to hiragana (`カメラ` → `かめら`).
/// 6. ``Options/possessiveRemoval``: English possessive `'s` (and the bare `'` of `dogs'`).
///    Last, because the steps before it can make an `'s` ending (`dog’ś`, `dog'ş`) that a
///    second normalization would otherwise remove.
///
/// The result is idempotent: normalizing a normalized string changes nothing.
/// A `Normalizer` is an immutable value, safe to share across threads.
public struct Normalizer: Hashable, Sendable {
  /// The folding steps to apply.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// NFKC_Casefold (with Turkic dotted and dotless i where the language needs it).
    public static let caseFolding = Options(rawValue: 1 << 0)
    /// Full-width and half-width forms to their usual width.
    public static let widthFolding = Options(rawValue: 1 << 1)
    /// Diacritics removed, as the language's ``Language/diacriticPolicy`` allows.
    public static let diacriticFolding = Options(rawValue: 1 << 2)
    /// Katakana to hiragana.
    public static let kanaFolding = Options(rawValue: 1 << 3)
    /// Apostrophe, quote and hyphen variants unified.
    public static let punctuationFolding = Options(rawValue: 1 << 4)
    /// English possessive `'s` removed.
    public static let possessiveRemoval = Options(rawValue: 1 << 5)
    /// Every step: the key for search.
    public static let searchKey: Options = [
      .caseFolding, .widthFolding, .diacriticFolding, .kanaFolding, .punctuationFolding,
      .possessiveRemoval,
    ]
    /// Every step but diacritic folding: the form a stemmer expects.
    public static let stemmerInput: Options = searchKey.subtracting(.diacriticFolding)
  }

  /// The language, which decides Turkic casing, kept letters and possessives.
  public let language: Language
  /// The steps to apply.
  public let options: Options
  private let policy: DiacriticPolicy

  /// Creates a normalizer.
  /// - Parameters:
  ///   - language: The language of the text.
  ///   - options: The steps to apply; all of them by default.
  public init(language: Language, options: Options = .searchKey) {
    self.language = language
    self.options = options
    self.policy = language.diacriticPolicy
  }

  /// The folded form of `text`.
  /// - Parameter text: A word, a phrase or a whole line; it is folded as it stands, never split.
  /// - Returns: The folded text. It is empty only when the input held nothing but characters
  ///   that folding removes: default ignorables such as U+200B, or lone combining marks.
  /// - Complexity: O(*n*) in the length of `text`.
  public func normalize(_ text: String) -> String {
    normalize(text, shape: ASCIIShape(of: text))
  }

  /// What ``normalize(_:)`` reads of a word before folding it, where the word is ASCII: found
  /// once for the three normalizers an ``Analyzer`` runs on each word.
  struct ASCIIShape: Sendable {
    /// Whether the word has an ASCII capital.
    let hasUpper: Bool
    /// Whether it ends in `'` or `s`/`S`, as a possessive does.
    let mayEndInPossessive: Bool

    /// The shape of `text`, or `nil` where it is not all ASCII.
    @inline(__always)
    init?(of text: String) {
      // The bytes in place: the UTF-8 view's iterator cost a few times the loop itself, on
      // every word folded.
      guard let shape = text.withUTF8Bytes({ ASCIIShape(utf8: $0) }) else { return nil }
      self = shape
    }

    /// The shape of the text whose UTF-8 is `bytes`, or `nil` where it is not all ASCII.
    @inline(__always)
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
      var hasUpper = false
      var any: UInt8 = 0
      for byte in bytes {
        any |= byte
        if byte &- 0x41 < 26 { hasUpper = true }
      }
      guard any < 0x80 else { return nil }
      let last = bytes.last ?? 0
      self.hasUpper = hasUpper
      self.mayEndInPossessive = last == UInt8(ascii: "'") || last | 0x20 == UInt8(ascii: "s")
    }
  }

  /// Whether ``normalize(_:)`` gives an ASCII word of `shape` back unchanged: no capital to
  /// fold (where case is folded) and no possessive to remove.
  @inline(__always)
  func leavesUnchanged(_ shape: ASCIIShape) -> Bool {
    !(shape.hasUpper && options.contains(.caseFolding)) && !shape.mayEndInPossessive
  }

  /// ``normalize(_:)`` of `text`, whose ``ASCIIShape`` (`nil`: not ASCII) is `shape`.
  @inline(__always)
  func normalize(_ text: String, shape: ASCIIShape?) -> String {
    if let shape {
      // Most words have no capital to fold and no possessive to remove (which ends in `'` or
      // `s`): they are their own key, without a call to either step.
      if leavesUnchanged(shape) { return text }
      return normalizeASCII(text, shape: shape)
    }
    var observer = IgnoringObserver()
    return fold(text, observer: &observer)
  }

  /// The full pipeline, reporting each step's output to `observer` (which the plain
  /// ``normalize(_:)`` specializes away, and ``steps(of:)`` records).
  @inline(__always)
  func fold<Observer: FoldingObserver>(_ text: String, observer: inout Observer) -> String {
    var text = text
    // Punctuation is folded before case folding as well as after it: NFKC turns an acute accent
    // typed as an apostrophe (`Dog´s`) into a space and a combining mark, and makes primes
    // (`′`) out of `‴`, which only the second pass sees.
    if options.contains(.punctuationFolding) {
      text = Self.foldPunctuation(text)
      observer.record(.punctuation, text)
    }
    if options.contains(.caseFolding) {
      if policy.turkicCasing {
        text = Self.mapTurkicCapitalI(text)
        observer.record(.turkicCapitalI, text)
      }
      // NFKC_Casefold folds width and case in one pass; a trace shows the width part first.
      if Observer.recordsSteps { observer.record(.width, ICU.foldWidth(text)) }
      text = ICU.nfkcCasefold(text)
      observer.record(.caseFolding, text)
    } else if options.contains(.widthFolding) {
      text = ICU.foldWidth(text)
      observer.record(.width, text)
    }
    if options.contains(.punctuationFolding) {
      text = Self.foldPunctuation(text)
      observer.record(.punctuation, text)
    }
    if options.contains(.diacriticFolding)
      && text.unicodeScalars.contains(where: { $0.value >= 0xC0 })
    {
      text = ICU.foldDiacritics(
        text, keep: policy.keep, stripArabic: policy.stripsArabicMarks,
        stripHebrew: policy.stripsHebrewPoints)
      observer.record(.diacritics, text)
    }
    if options.contains(.kanaFolding) {
      text = Self.foldKana(text)
      observer.record(.kana, text)
    }
    if options.contains(.possessiveRemoval) && policy.removesPossessive {
      text = Self.removePossessive(text)
      observer.record(.possessive, text)
    }
    return text
  }

  /// The ASCII path: exactly what the full pipeline does to ASCII text, without ICU.
  /// - Parameter shape: The shape of `text`.
  func normalizeASCII(_ text: String, shape: ASCIIShape) -> String {
    var text = text
    if options.contains(.caseFolding) && shape.hasUpper {
      if policy.turkicCasing && text.utf8.contains(UInt8(ascii: "I")) {
        return normalize(Self.mapTurkicCapitalI(text))
      }
      text = text.withUTF8Bytes { bytes in
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
          for index in bytes.indices {
            let byte = bytes[index]
            buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
          }
          return bytes.count
        }
      }
    }
    // Lowercasing keeps the last letter an `s` or not: a word that cannot end in a possessive
    // (most words with a capital) skips the step.
    if options.contains(.possessiveRemoval) && policy.removesPossessive
      && shape.mayEndInPossessive
    {
      text = Self.removePossessive(text)
    }
    return text
  }
}
