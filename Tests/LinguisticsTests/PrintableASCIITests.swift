import StemmaTestSupport
import Testing

@testable import Linguistics

/// The byte-level character tests the lemmatizer's unknown-word paths take for printable
/// ASCII give what the character-level tests give, for ASCII and other text alike.
@Suite struct PrintableASCIITests {
  static let words = [
    "", "dog", "Dog's", "90s", "b2b", "x9", "b0b", "/:@", "a-b", "-", "x\r\ny", "tab\tin", "café",
    "cafe\u{301}",
    "١٢٣", "Ⅻ", "½", "naïve", "ＤＯＧ", "e\u{301}e\u{301}e\u{301}", "~!@#", "sooooo",
    "ies",
  ]

  @Test func printableASCIIIsOneByteACharacter() {
    for word in Self.words where word.isPrintableASCII {
      #expect(word.utf8.count == word.count, "\(word)")
    }
    #expect("dog-run 90s~".isPrintableASCII)
    #expect(!"x\r\ny".isPrintableASCII && !"tab\tin".isPrintableASCII && !"café".isPrintableASCII)
  }

  @Test func containsNumberAgreesWithCharacters() {
    for word in Self.words {
      #expect(word.containsNumber == word.contains(where: \.isNumber), "\(word)")
    }
    #expect("90s".containsNumber && "١٢٣".containsNumber && !"dog".containsNumber)
  }

  @Test("the scalars read as numbers without the tables are exactly those with a numeric type")
  func numericScalars() {
    for value in UInt32(0)..<0x2000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        String.mayBeNumeric(scalar) == (scalar.properties.numericType != nil), "U+\(value)")
    }
  }

  @Test("containsNumber agrees with the characters on text that is not ASCII")
  func containsNumberBeyondASCII() {
    var generator = SeededGenerator(seed: 27)
    let pieces = [
      "a", "é", "e\u{301}", "ễ", "ł", "²", "½", "٣", "五", "Ⅻ", "①", "\u{20E3}", "1", "1\u{20E3}",
      "ß", "ж", "\u{0600}", "x", "’",
    ]
    for _ in 0..<5_000 {
      let word = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }.joined()
      #expect(word.containsNumber == word.contains(where: \.isNumber), "\(word)")
    }
  }

  /// The suffix rules compare and cut bytes for printable ASCII: the same lemmas as comparing
  /// and cutting characters, which every other word takes.
  @Test func suffixRulesAgreeWithCharacters() throws {
    let lemmatizer = LemmatizerTests.english
    let rules = try #require(lemmatizer.rules)
    let table = try #require(lemmatizer.table)
    let words =
      Self.words + [
        "dogs", "boxes", "wolves", "firemen", "churches", "studies", "happier", "biggest",
        "parked", "hiking", "hikes", "s", "es", "ing", "cafés", "cafe\u{301}s", "x\r\nes",
      ]
    for word in words {
      for pos in [PartOfSpeech.noun, .verb, .adjective, .adverb] {
        var expected: [String] = []
        for rule in rules.detachments(of: pos)
        where word.hasSuffix(rule.suffix) && word.count > rule.suffix.count {
          let lemma = String(word.dropLast(rule.suffix.count)) + rule.replacement
          if !expected.contains(lemma) && table.isLemma(lemma, tag: pos.tableTag) {
            expected.append(lemma)
          }
        }
        #expect(rules.validated(word, as: pos, in: table) == expected, "\(word) as \(pos)")
      }
    }
    #expect(rules.validated("wolves", as: .noun, in: table) == ["wolf"])
    #expect(rules.validated("studies", as: .verb, in: table) == ["study"])
    #expect(rules.validated("happier", as: .adjective, in: table) == ["happy"])
    #expect(rules.validated("dogs", as: .adverb, in: table).isEmpty)
  }

  /// A rule's suffix must leave something before it: "men" is not "man" by the -men rule.
  @Test func aSuffixRuleNeedsAStem() throws {
    let lemmatizer = LemmatizerTests.english
    let rules = try #require(lemmatizer.rules)
    #expect(rules.validated("men", as: .noun, in: lemmatizer.table).isEmpty)
    #expect(rules.validated("firemen", as: .noun, in: lemmatizer.table) == ["fireman"])
  }

  @Test func stretchedWordsAreFoundOnlyWithARun() throws {
    let english = try #require(LemmatizerTests.english.table)
    #expect(Lemmatizer.unstretched("sooooo", in: english) == "so")
    #expect(Lemmatizer.unstretched("sooo", in: english) == "so")  // a run of exactly three
    #expect(Lemmatizer.unstretched("soo", in: english) == nil)
    #expect(Lemmatizer.unstretched("goooood", in: english) == "good")
    #expect(Lemmatizer.unstretched("kalomira", in: english) == nil)
    // Non-ASCII words take the character-by-character path.
    #expect(Lemmatizer.unstretched("nooooo\u{301}", in: english) == nil)
    #expect(Lemmatizer.unstretched("veryyyy", in: english) == "very")
  }
}
