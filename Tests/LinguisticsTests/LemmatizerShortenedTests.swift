import Testing

@testable import Linguistics

/// `Lemmatizer.isShortened(_:of:)`: which forms are shortened writings of a reading.
@Suite("Shortened forms")
struct LemmatizerShortenedTests {
  @Test(
    "apocope and abbreviations are shortened; other pairs are not",
    arguments: [
      ("buon", "buono", true), ("ben", "bene", true), ("pur", "pure", true),
      ("es.", "esempio", true), ("stato", "essere", false), ("porta", "porto", false),
      ("ci", "ciao", false), ("рук", "рука", false), (".", "punto", false),
    ])
  func shortened(key: String, lemma: String, expected: Bool) {
    #expect(Lemmatizer.isShortened(key, of: lemma) == expected)
  }
}
