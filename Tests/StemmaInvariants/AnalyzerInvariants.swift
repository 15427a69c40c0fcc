public import Linguistics

/// What must hold for any text through an ``Analyzer``, whatever the bytes: each term's range
/// lies in the text, on Character boundaries, in order and apart from the others, and says
/// the same as its UTF-8 offsets and its surface; folding is idempotent; a word that folds to
/// something never gets an empty stem or lemma; the cached path answers as the plain one.
public enum AnalyzerInvariants {
  /// The languages a fuzz input's first byte picks from: several scripts, dictionary
  /// segmentation (Japanese, Chinese, Thai), a Turkish dotless i, right-to-left Arabic.
  public static let languageCodes = ["en", "ja", "th", "zh", "tr", "ar", "de", "ru", "el", "ko"]

  /// One analyzer per language, built once: building one per input would make the fuzzer
  /// measure ICU's set-up instead of the analysis.
  public static let analyzers: [Analyzer] = languageCodes.compactMap { code in
    (try? Language(code)).map { Analyzer(language: $0) }
  }

  /// Checks one fuzz input: the first byte picks the language, the rest is the text (decoded
  /// with U+FFFD for invalid UTF-8).
  /// - Parameter bytes: Any bytes.
  /// - Returns: The broken invariants; empty when all hold.
  /// - Complexity: O(*n*) analyses of the text's words, plus the text's length.
  public static func check(bytes: some Collection<UInt8>) -> [InvariantViolation] {
    guard let first = bytes.first, !analyzers.isEmpty else { return [] }
    let analyzer = analyzers[Int(first) % analyzers.count]
    return check(String(fuzzInput: bytes.dropFirst()), analyzer: analyzer)
  }

  /// Checks one text with one analyzer.
  /// - Parameters:
  ///   - text: Any string.
  ///   - analyzer: The analyzer.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(_ text: String, analyzer: Analyzer) -> [InvariantViolation] {
    var v = Violations()
    let code = analyzer.language.code
    let terms = analyzer.terms(in: text)
    var previousEnd = text.startIndex
    var previousUTF8End = 0
    let utf8Count = text.utf8.count
    for term in terms {
      let place = "\(code) term \(term.surface.debugDescription)"
      let range = term.range
      v.expect(
        range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex,
        "range inside the text", place)
      guard range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex else {
        continue
      }
      // Character boundaries: the tokenizer merges ICU segments that share a grapheme cluster
      // (a mark newer than ICU's data, Hangul jamo after a syllable), so that
      // `text[term.range]` is the term's text.
      v.expect(
        range.lowerBound.samePosition(in: text) != nil
          && range.upperBound.samePosition(in: text) != nil,
        "range on Character boundaries",
        "\(place) at \(term.utf8Range) in \(scalars(around: range, in: text))")
      v.expect(range.lowerBound >= previousEnd, "terms in order, not overlapping", place)
      previousEnd = range.upperBound
      let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
      let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
      v.expect(
        term.utf8Range == lower..<upper && upper <= utf8Count,
        "UTF-8 range matches the range", "\(place): \(term.utf8Range) vs \(lower)..<\(upper)")
      v.expect(lower >= previousUTF8End, "UTF-8 ranges in order", place)
      previousUTF8End = upper
      v.expect(!term.surface.isEmpty, "no empty term", place)
      // The surface may be cut to the tokenizer's longest token (in scalars, so possibly
      // inside a character), never lengthened or changed.
      v.expect(
        text.utf8[range].starts(with: term.surface.utf8), "surface is the text at its range",
        place)
      let refolded = analyzer.normalize(term.folded)
      v.expect(
        refolded == term.folded, "folding idempotent",
        "\(place): \(term.folded.debugDescription) -> \(refolded.debugDescription)")
      v.expect(
        analyzer.normalize(term.surface) == term.folded, "folded is normalize(surface)", place)
      if !term.folded.isEmpty {
        v.expect(!term.stem.isEmpty, "non-empty word has a stem", place)
        v.expect(!term.lemma.isEmpty, "non-empty word has a lemma", place)
      }
    }
    let folded = analyzer.normalize(text)
    v.expect(
      analyzer.normalize(folded) == folded, "folding idempotent on the whole text",
      "\(code) \(text.debugDescription.prefix(200))")
    var cache = AnalysisCache()
    let cached = analyzer.terms(in: text, cache: &cache)
    v.expect(cached == terms, "cached analysis equals plain analysis", code)
    let again = analyzer.terms(in: text, cache: &cache)
    v.expect(again == terms, "warm cache equals plain analysis", code)
    return v.list
  }

  /// The scalars of `text` from two before `range` to two after it, in hex, for a message.
  static func scalars(around range: Range<String.Index>, in text: String) -> String {
    let scalars = text.unicodeScalars
    let lower =
      scalars.index(range.lowerBound, offsetBy: -2, limitedBy: scalars.startIndex)
      ?? scalars.startIndex
    let upper =
      scalars.index(range.upperBound, offsetBy: 2, limitedBy: scalars.endIndex) ?? scalars.endIndex
    return scalars[lower..<upper]
      .map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
