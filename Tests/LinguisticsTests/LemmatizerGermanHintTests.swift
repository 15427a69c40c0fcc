import Testing

@testable import Linguistics

/// German: a verb or adjective hint reads a participle or an inflected adjective by German
/// morphology, checked against the table (`Lemmatizer+GermanHints.swift`).
@Suite("Lemmatizer hints by German morphology")
struct LemmatizerGermanHintTests {
  static let hasTable = Lemmatizer.languageCodes.contains("de")

  @Test(
    "A weak participle is its infinitive, an inflected adjective its stem",
    .enabled(if: hasTable),
    arguments: [
      ("massiert", PartOfSpeech.verb, "massieren"),
      ("zubereitet", .verb, "zubereiten"),
      // ge- after a separable prefix, or at the start.
      ("abgefertigt", .verb, "abfertigen"),
      ("gefreut", .verb, "freuen"),
      // An attributive participle the table reads as its verb.
      ("gefüllten", .adjective, "gefüllt"),
      ("vergangene", .adjective, "vergangen"),
      // An adjective the table reads as another inflected form.
      ("tolle", .adjective, "toll"),
    ])
  func hintPicksByMorphology(word: String, pos: PartOfSpeech, expected: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("de"))
    #expect(lemmatizer.lemma(of: word) != expected)
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
  }

  @Test(
    "A reading that fits the hint stays",
    .enabled(if: hasTable),
    arguments: [
      // An uninflected form, a strong participle the table reads, a suppletive comparative.
      ("deutschen", PartOfSpeech.adjective, "deutsch"),
      ("geschrieben", .verb, "schreiben"),
      ("bester", .adjective, "gut"),
      // A strong participle is not cut to its past tense ("übertrieb").
      ("übertrieben", .adjective, "übertreiben"),
      // An adjective of a name, which the table reads capitalized.
      ("kölner", .adjective, "Kölner"),
    ])
  func fittingReadingStays(word: String, pos: PartOfSpeech, expected: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("de"))
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
    #expect(lemmatizer.lemma(of: word, as: pos) == lemmatizer.lemma(of: word))
  }
}
