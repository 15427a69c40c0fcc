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

  @Test func hasSuffixAgreesWithCharacters() {
    let suffixes = ["", "s", "og", "dog", "xdog", "\u{301}", "é", "e", "\ny", "y", "ies", "-b"]
    for word in Self.words {
      for suffix in suffixes {
        #expect(
          word.hasSuffix(suffix, isASCII: word.isPrintableASCII) == word.hasSuffix(suffix),
          "\(word) ends with \(suffix)")
      }
    }
    // Bytes alone would say "café" (decomposed) ends with "e"; characters say no.
    #expect(!"cafe\u{301}".hasSuffix("e", isASCII: false))
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
