import Testing

@testable import Linguistics

/// Dutch: a noun hint keeps a singular noun that the table reads as the verb built on it
/// (`Lemmatizer+DutchHints.swift`).
@Suite("Lemmatizer noun hints in Dutch")
struct LemmatizerDutchHintTests {
  static let hasTable = Lemmatizer.languageCodes.contains("nl")

  @Test(
    "A singular noun read as a verb is the noun", .enabled(if: hasTable),
    arguments: [("dank", "dank"), ("stap", "stap"), ("rij", "rij")])
  func nounKeptAsWritten(word: String, expected: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("nl"))
    #expect(lemmatizer.lemma(of: word) != expected)
    #expect(lemmatizer.lemma(of: word, as: .noun) == expected)
    // A verb hint leaves the verb.
    #expect(lemmatizer.lemma(of: word, as: .verb) == lemmatizer.lemma(of: word))
  }

  @Test(
    "A plural noun, or one whose verb changes its vowel, keeps the table's reading",
    .enabled(if: hasTable),
    arguments: ["stappen", "sprong"])
  func readingStays(word: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("nl"))
    #expect(lemmatizer.lemma(of: word, as: .noun) == lemmatizer.lemma(of: word))
  }
}
