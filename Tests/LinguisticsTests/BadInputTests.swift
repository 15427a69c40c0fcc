import Testing

@testable import Linguistics

/// Hostile input at the library level never traps and never loses text: every byte of the
/// source belongs to exactly one segment, tokens keep their whole range, and work stays bounded.
/// (A 100 MB line is tested through the CLI.)
@Suite("Bad input")
struct BadInputTests {
  /// The tokenizer that keeps every segment, so coverage can be checked.
  static func everything(_ code: String = "en") throws -> Tokenizer {
    Tokenizer(language: try Language(code), options: [])
  }

  /// Checks that `tokens` tile `text` exactly, each with its text (or, cut, a prefix of it), and
  /// returns the number of truncated tokens.
  @discardableResult
  static func expectTiling(
    _ tokens: [Token], of text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var offset = 0
    var truncated = 0
    var problems: [String] = []
    for token in tokens {
      if token.utf8Range.lowerBound != offset { problems.append("gap or overlap at \(offset)") }
      let source = text[token.range].utf8
      if source.count != token.utf8Range.count { problems.append("range \(token.utf8Range)") }
      if token.isTruncated {
        truncated += 1
        if !source.starts(with: token.text.utf8) { problems.append("cut text \(token.utf8Range)") }
      } else if !source.elementsEqual(token.text.utf8) {
        problems.append("text \(token.utf8Range)")
      }
      offset = token.utf8Range.upperBound
    }
    if offset != text.utf8.count { problems.append("ends at \(offset) of \(text.utf8.count)") }
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    return truncated
  }

  @Test("NUL bytes inside text", arguments: ["en", "ja", "tr"])
  func nul(code: String) throws {
    let text = "abc\u{0}def gh\u{0}\u{0}i café\u{0}"
    let tokens = try Self.everything(code).tokens(in: text)
    Self.expectTiling(tokens, of: text)
    #expect(tokens.filter(\.isWordLike).map(\.text) == ["abc", "def", "gh", "i", "café"])
    let analyzer = Analyzer(language: try Language(code))
    #expect(analyzer.terms(in: text).map(\.folded) == ["abc", "def", "gh", "i", "cafe"])
    #expect(analyzer.normalize("a\u{0}B") == "a\u{0}b")
  }

  @Test("a 1 MB single token is cut and marked, its range whole", arguments: ["a", "é", "ж"])
  func megabyteToken(unit: String) throws {
    let count = 1_000_000 / unit.utf8.count
    let text = "start " + String(repeating: unit, count: count) + " end"
    let tokenizer = Tokenizer(language: try Language("en"))
    let tokens = tokenizer.tokens(in: text)
    #expect(tokens.map(\.isTruncated) == [false, true, false])
    let long = try #require(tokens.count == 3 ? tokens[1] : nil)
    #expect(long.text.utf8.count <= Tokenizer.defaultMaximumTokenLength)
    #expect(long.text.utf8.count > Tokenizer.defaultMaximumTokenLength - 4)
    #expect(long.utf8Range == 6..<(6 + count * unit.utf8.count))
    #expect(text[long.range].utf8.count == count * unit.utf8.count)
    #expect(tokens[2].text == "end")
    let terms = Analyzer(language: try Language("en")).terms(in: text)
    #expect(terms.count == 3)
    #expect(terms[1].utf8Range == long.utf8Range)
    #expect(terms[1].stem.utf8.count <= Tokenizer.defaultMaximumTokenLength)
  }

  @Test(
    "10,000 combining marks on one letter",
    arguments: ["\u{301}", "\u{308}", "\u{3099}", "\u{64E}"])
  func combiningMarks(mark: String) throws {
    let word = "a" + String(repeating: mark, count: 10_000)
    let text = "x " + word + " y"
    for language in Language.all {
      let normalizer = Normalizer(language: language)
      let folded = normalizer.normalize(word)
      #expect(folded.utf8.count <= word.utf8.count * 3, "\(language): bounded")
      #expect(normalizer.normalize(folded) == folded, "\(language): idempotent")
      let unfolded = Normalizer(language: language, options: .stemmerInput).normalize(word)
      #expect(unfolded.utf8.count <= word.utf8.count * 3)
    }
    let english = try Language("en")
    let folded = Normalizer(language: english).normalize(word)
    if mark == "\u{301}" || mark == "\u{308}" {
      #expect(folded == "a", "diacritic folding strips every Latin mark")
    } else {
      // Dakuten and Arabic harakat are kept outside Japanese kana and Arabic: nothing is lost.
      #expect(folded.unicodeScalars.count == 10_001)
    }
    let tokens = Tokenizer(language: english, options: []).tokens(in: text)
    #expect(Self.expectTiling(tokens, of: text) == 1)
    let terms = Analyzer(language: english).terms(in: text)
    #expect(terms.count == 3)
    #expect(terms[1].surface.utf8.count <= Tokenizer.defaultMaximumTokenLength)
    #expect(terms[1].utf8Range.count == word.utf8.count)
    #expect(terms[1].folded.utf8.count <= Tokenizer.defaultMaximumTokenLength * 3)
    // Marks with no letter at all.
    let marksOnly = String(repeating: mark, count: 10_000)
    Self.expectTiling(
      Tokenizer(language: english, options: []).tokens(in: marksOnly), of: marksOnly)
    _ = Analyzer(language: english).terms(in: marksOnly)
  }

  @Test("right-to-left override and other format characters")
  func bidiControls() throws {
    let text = "abc \u{202E}def\u{202C} ghi \u{200F}שלום\u{200E} \u{2066}x\u{2069}"
    for code in ["en", "he", "ar"] {
      let tokens = try Self.everything(code).tokens(in: text)
      Self.expectTiling(tokens, of: text)
      let folded = Analyzer(language: try Language(code)).terms(in: text).map(\.folded)
      #expect(folded == ["abc", "def", "ghi", "שלום", "x"], "\(code)")
    }
  }

  @Test("lone replacement characters")
  func replacementCharacters() throws {
    let text = "\u{FFFD}abc\u{FFFD}\u{FFFD} déf \u{FFFD}"
    let tokens = try Self.everything().tokens(in: text)
    Self.expectTiling(tokens, of: text)
    #expect(tokens.filter { $0.text.contains("\u{FFFD}") }.allSatisfy { $0.kind == .punctuation })
    #expect(Analyzer(language: try Language("en")).terms(in: text).map(\.folded) == ["abc", "def"])
    #expect(Normalizer(language: try Language("en")).normalize("\u{FFFD}") == "\u{FFFD}")
  }

  @Test("empty, blank and punctuation-only text")
  func degenerate() throws {
    let analyzer = Analyzer(language: try Language("en"))
    for text in ["", " ", "\n\n", "\r\n", "...", "\u{200B}", "\t \u{3000}"] {
      #expect(analyzer.terms(in: text).isEmpty, "\(text.debugDescription)")
      Self.expectTiling(try Self.everything().tokens(in: text), of: text)
      #expect(try Self.everything().boundaries(in: text).last == text.utf8.count)
    }
    #expect(analyzer.normalize("") == "")
  }

  @Test("5 MB of mixed text gives the right token count")
  func longMixedText() throws {
    // Eight word-like tokens a sentence, in five scripts, forcing the ICU path.
    let sentence = "Café naïve Москва αθήνα 3.14 don't İstanbul 東京. "
    let repetitions = 5_000_000 / sentence.utf8.count
    let text = String(repeating: sentence, count: repetitions)
    #expect(text.utf8.count > 4_900_000)
    let tokens = Tokenizer(language: try Language("en")).tokens(in: text)
    #expect(tokens.count == 8 * repetitions)
    #expect(tokens.last?.utf8Range.upperBound == text.utf8.count - 2)
    let all = Tokenizer(language: try Language("en"), options: []).tokens(in: text)
    Self.expectTiling(all, of: text)
  }

  @Test("long ASCII text takes the fast path and agrees with ICU")
  func longASCII() throws {
    let sentence = "The quick brown fox's 3.14 jumps, over_the lazy dog: e.g. ok! "
    let text = String(repeating: sentence, count: 20_000)
    let tokenizer = Tokenizer(language: try Language("en"), options: [])
    #expect(tokenizer.asciiSegments(text) == tokenizer.icuSegments(text))
    #expect(Tokenizer(language: try Language("en")).tokens(in: text).count == 11 * 20_000)
  }
}
