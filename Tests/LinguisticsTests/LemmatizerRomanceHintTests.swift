import Testing

@testable import Linguistics

/// French, Spanish and Portuguese: a part-of-speech hint picks the lemma by the language's
/// regular morphology, checked against the table, where the table gives a form one lemma
/// whatever its word class (`Lemmatizer+RomanceHints.swift`).
@Suite("Lemmatizer hints by Romance morphology")
struct LemmatizerRomanceHintTests {
  static let hasTables = ["fr", "es", "pt"].allSatisfy(Lemmatizer.languageCodes.contains)

  static func lemmatizer(_ code: String) throws -> Lemmatizer {
    Lemmatizer(language: try Language(code))
  }

  @Test(
    "A hint gives the verb's infinitive, the noun itself, the adjective's masculine singular",
    .enabled(if: hasTables),
    arguments: [
      // A verb form the table reads as a noun or an adjective: the infinitive the table knows.
      ("fr", "porte", PartOfSpeech.verb, "porter"),
      ("fr", "composé", .verb, "composer"),
      ("es", "nacido", .verb, "nacer"),
      ("es", "llamado", .verb, "llamar"),
      ("pt", "assinados", .verb, "assinar"),
      // A noun the table reads as a verb: the noun itself.
      ("fr", "arrivée", .noun, "arrivée"),
      ("es", "estado", .noun, "estado"),
      ("pt", "compra", .noun, "compra"),
      // An adjective: a participle keeps its own masculine singular, a feminine takes the
      // masculine.
      ("es", "destacados", .adjective, "destacado"),
      ("es", "máxima", .adjective, "máximo"),
    ])
  func hintPicksByMorphology(
    code: String, word: String, pos: PartOfSpeech, expected: String
  ) throws {
    let lemmatizer = try Self.lemmatizer(code)
    #expect(!lemmatizer.readsPartsOfSpeech)
    // The table alone answers otherwise: the hint is what decides.
    #expect(lemmatizer.lemma(of: word) != expected)
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
    #expect(lemmatizer.lemmas(of: word, as: pos).first?.source == .rule)
  }

  @Test(
    "A reading that already fits the hint stays",
    .enabled(if: hasTables),
    arguments: [
      // An irregular verb the table reads as its infinitive.
      ("fr", "fit", PartOfSpeech.verb, "faire"),
      ("pt", "propõe", .verb, "propor"),
      // A plural noun the table reads as its singular, an abbreviation, a plural adjective.
      ("fr", "travaux", .noun, "travail"),
      ("fr", "m.", .noun, "monsieur"),
      ("es", "militares", .adjective, "militar"),
      // An infinitive the table does not know is its own lemma.
      ("es", "desvielar", .verb, "desvielar"),
    ])
  func fittingReadingStays(
    code: String, word: String, pos: PartOfSpeech, expected: String
  ) throws {
    let lemmatizer = try Self.lemmatizer(code)
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
    #expect(lemmatizer.lemma(of: word, as: pos) == lemmatizer.lemma(of: word))
  }

  @Test("The regular forms the rules try")
  func regularForms() {
    let french = RomanceMorphology(language: "fr")
    #expect(french?.verbProbes("porter").contains("portera") == true)
    #expect(french?.looksInfinitive("mètre") == true)
    let spanish = RomanceMorphology(language: "es")
    #expect(spanish?.verbProbes("nacer") == ["nacerá", "naciendo"])
    #expect(spanish?.singulars("militares") == ["militare", "militar"])
    #expect(spanish?.masculines("máxima") == ["máximo"])
    #expect(french?.masculines("productrice").contains("producteur") == true)
    #expect(RomanceMorphology(language: "de") == nil)
    #expect(RomanceMorphology(language: "it") == nil)
  }

  @Test(
    "A capitalized word the table reads as a lowercase one is read as it",
    .enabled(if: Lemmatizer.languageCodes.contains("es")))
  func capitalizedCommonWord() throws {
    // A sentence's first word: "Estado" is the table's "estar" as "estado" is.
    let lemmatizer = try Self.lemmatizer("es")
    #expect(lemmatizer.lemma(of: "Estado") == "estar")
    #expect(lemmatizer.lemma(of: "Estado", as: .noun) == "estado")
  }

  @Test(
    "A reading that ends like an infinitive is a verb only where the table has its verb forms",
    .enabled(if: Lemmatizer.languageCodes.contains("fr")))
  func infinitiveEndingIsNotEnough() throws {
    // "m" is "mètre", which ends like an infinitive in -re; no verb-only form of it is in the
    // table, so the noun hint does not take it for a verb and keep "m".
    let lemmatizer = try Self.lemmatizer("fr")
    #expect(lemmatizer.lemma(of: "m", as: .noun) == "mètre")
  }
}
