import StemmaTestSupport
import Testing

@testable import Linguistics

/// The ASCII dictionary fast path of ``Lemmatizer/lemma(of:as:)`` against the ranked general
/// path (``Lemmatizer/lemmas(of:as:)``, whose first reading `lemma(of:)` must give).
@Suite("Lemmatizer ASCII fast path")
struct LemmatizerASCIIFastPathTests {
  /// Words whose general path reorders or rewrites the dictionary's first reading: a
  /// capitalized word read as itself, abbreviations, possessives, stretched and unknown words.
  static let fixed = [
    "mice", "Mice", "MICE", "children", "went", "better", "leaves", "Leaves", "US", "Us", "us",
    "AM", "IT", "It", "NBA", "Toyota", "May", "Apple", "dog's", "sooooo", "veryyyy",
    "empanadas", "x-rays", "well-known", "3D", "B52", "a", "I", "'s", "running", "Running",
    "RUNNING", "Bush", "China", "china", "Turkey", "turkey", "the", "The", "THE",
  ]

  static let letters = Array("aeiourstnlmdcbpgkhwyAEIOURSTNLMDCBPGKHWY'-1")

  static func randomWords(seed: UInt64, count: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 1...7, using: &generator)).map { _ in
          letters.randomElement(using: &generator) ?? "a"
        })
    }
  }

  @Test("lemma(of:) equals the first ranked reading for ASCII words")
  func equalsRanking() throws {
    let lemmatizer = Lemmatizer(language: try Language("en"))
    var fast = 0
    for word in Self.fixed + Self.randomWords(seed: 27, count: 4000) {
      if lemmatizer.asciiDictionaryLemma(of: word) != nil { fast += 1 }
      #expect(
        lemmatizer.lemma(of: word) == lemmatizer.lemmas(of: word).first?.value,
        "\(word.debugDescription)")
    }
    // The comparison is about the fast path: many words must take it.
    #expect(fast > 500)
  }

  @Test("the fast path stays out of tables without parts of speech")
  func otherLanguages() throws {
    let lemmatizer = Lemmatizer(language: try Language("de"))
    #expect(lemmatizer.asciiDictionaryLemma(of: "Haus") == nil)
    #expect(lemmatizer.lemma(of: "waren") == lemmatizer.lemmas(of: "waren").first?.value)
  }
}
