import StemmaTestSupport
import Testing

@testable import Linguistics

/// The lemmatizer's byte-level case tests against the `Character` and `Unicode.Scalar`
/// properties they stand for.
@Suite("Lemmatizer ASCII case tests")
struct LemmatizerASCIICaseTests {
  /// `isAbbreviation` as written before its ASCII path: Unicode properties throughout.
  static func referenceIsAbbreviation(_ word: String) -> Bool {
    (word.first?.isUppercase ?? false) && (2...3).contains(word.count)
      && word.allSatisfy { $0.isLetter && $0.isUppercase }
  }

  /// Every ASCII string of one or two bytes, and random words of ASCII and other pieces.
  static let words: [String] = {
    let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    var words = ascii + ascii.flatMap { first in ascii.map { first + $0 } }
    let pieces = [
      "A", "Z", "a", "z", "@", "[", "`", "{", "0", "-", "\r", "\n", "É", "é", "\u{301}", "Ⅻ", "ß",
      "Σ", "日", "ǅ",
    ]
    var generator = SeededGenerator(seed: 29)
    for _ in 0..<20_000 {
      words.append(
        (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }.joined())
    }
    return words
  }()

  @Test("isAbbreviation equals the Unicode reference")
  func abbreviations() {
    var abbreviations = 0
    for word in Self.words {
      let expected = Self.referenceIsAbbreviation(word)
      if expected { abbreviations += 1 }
      #expect(Lemmatizer.isAbbreviation(word) == expected, "\(word.debugDescription)")
    }
    // The words hold abbreviations of both kinds (ASCII and not) for the test to mean much.
    #expect(abbreviations > 100)
    #expect(Lemmatizer.isAbbreviation("NBA") && Lemmatizer.isAbbreviation("ÉU"))
    #expect(!Lemmatizer.isAbbreviation("NBAS") && !Lemmatizer.isAbbreviation("Us"))
  }

  @Test("containsAlphabetic equals Unicode's Alphabetic property")
  func alphabetic() {
    for word in Self.words {
      let expected = word.unicodeScalars.contains { $0.properties.isAlphabetic }
      #expect(Lemmatizer.containsAlphabetic(word) == expected, "\(word.debugDescription)")
    }
  }
}
