import Foundation
import Testing

@testable import Linguistics

/// A part-of-speech hint on a table without parts of speech (German, French, Spanish, Italian,
/// Portuguese, Dutch, Russian): the hint never makes a lemma worse than no hint.
@Suite("Lemmatizer hints on tables without parts of speech")
struct LemmatizerHintTests {
  static func lemmatizer(_ code: String) throws -> Lemmatizer {
    Lemmatizer(language: try Language(code))
  }

  static let hasTables = ["de", "fr", "nl", "ru"].allSatisfy(Lemmatizer.languageCodes.contains)

  @Test(
    "A hint keeps the reading without a hint: no split, no case switch, for a known word",
    .enabled(if: hasTables),
    arguments: [
      ("de", "allerdings", PartOfSpeech.adverb, "allerdings"),
      ("de", "geschrieben", .verb, "schreiben"),
      ("de", "deutschen", .adjective, "deutsch"),
      ("ru", "полностью", .adverb, "полностью"),
      ("ru", "территории", .noun, "территория"),
    ])
  func hintKeepsReading(code: String, word: String, pos: PartOfSpeech, expected: String) throws {
    let lemmatizer = try Self.lemmatizer(code)
    #expect(!lemmatizer.readsPartsOfSpeech)
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
    #expect(lemmatizer.lemma(of: word, as: pos) == lemmatizer.lemma(of: word))
  }

  @Test("An unknown German noun with a hint keeps its capital", .enabled(if: hasTables))
  func unknownNounKeepsCase() throws {
    #expect(try Self.lemmatizer("de").lemma(of: "Xyzqwvbnmk", as: .noun) == "Xyzqwvbnmk")
  }

  @Test("Readings of a table without parts of speech carry none", .enabled(if: hasTables))
  func readingsCarryNoPartOfSpeech() throws {
    // The table tags "Waren" (capitalized) and "waren" (lowercase) by case, not as a noun.
    let readings = try Self.lemmatizer("de").lemmas(of: "Waren")
    #expect(readings.contains { $0.source == .dictionary })
    #expect(readings.allSatisfy { $0.partOfSpeech == nil })
    #expect(Lemmatizer(language: LemmaEvalTests.english).readsPartsOfSpeech)
  }

  @Test(
    "Proper nouns: kept where names do not inflect, lemmatized from names where they do",
    .enabled(if: hasTables),
    arguments: [
      // A lowercase form's reading is a common word, not the name.
      ("fr", "Lorraine", "Lorraine"),
      ("nl", "Vaart", "Vaart"),
      // Names inflect in German and Russian.
      ("de", "Israels", "Israel"),
      ("ru", "Европы", "Европа"),
      // A name no table knows is split like any unknown word.
      ("ru", "Саутгемптоном", "Саутгемптон"),
    ])
  func properNouns(code: String, word: String, expected: String) throws {
    #expect(try Self.lemmatizer(code).lemma(of: word, as: .properNoun) == expected)
  }

  @Test(
    "Italian readings by part of speech: the hint's reading, else the table's",
    .enabled(if: Lemmatizer.languageCodes.contains("it")),
    arguments: [
      ("stato", PartOfSpeech.noun, "stato"),
      ("subito", .adverb, "subito"),
      ("porto", .noun, "porto"),
      // The table's usual reading stays first where the lexicon knows it for the hint.
      ("visto", .verb, "vedere"),
      ("seguito", .verb, "seguire"),
      // A shortened form the lexicon lists as a lemma of its own is the full word (apocope,
      // abbreviations), as the treebank reads it.
      ("buon", .adjective, "buono"),
      ("ben", .adverb, "bene"),
      ("pur", .adverb, "pure"),
      ("es.", .noun, "esempio"),
    ])
  func italianLexicon(word: String, pos: PartOfSpeech, expected: String) throws {
    let lemmatizer = try Self.lemmatizer("it")
    #expect(!lemmatizer.readsPartsOfSpeech)
    #expect(lemmatizer.lemma(of: word, as: pos).lowercased() == expected)
  }

  @Test(
    "Without a hint, Italian keeps the table's reading and lists the lexicon's after it",
    .enabled(if: Lemmatizer.languageCodes.contains("it")))
  func italianWithoutHint() throws {
    let readings = try Self.lemmatizer("it").lemmas(of: "stato")
    #expect(readings.first?.value == "essere")
    #expect(readings.contains { $0.value == "stato" && $0.partOfSpeech == .noun })
  }

  @Test(
    "Russian readings by part of speech from OpenCorpora: the hint's reading",
    .enabled(if: Lemmatizer.languageCodes.contains("ru")),
    arguments: [
      ("стали", PartOfSpeech.noun, "сталь"),
      ("начал", .verb, "начать"),
      // Participles are verbs with the infinitive as lemma, as in UD Russian.
      ("открыты", .verb, "открыть"),
      ("возможно", .adverb, "возможно"),
      // The table's usual reading stays first where OpenCorpora lists it for the hint:
      // "самой" is also a form of "сам" (OpenCorpora's first reading); the build leaves out
      // readings that would change nothing, so that "лет" is not the rare noun "лет" nor
      // "округа" the noun "округа" (the neighbourhood).
      ("самой", .adjective, "самый"),
      ("лет", .noun, "год"),
      ("округа", .noun, "округ"),
      // Names keep their capital.
      ("Австрию", .properNoun, "Австрия"),
      ("Льва", .properNoun, "Лев"),
    ])
  func russianLexicon(word: String, pos: PartOfSpeech, expected: String) throws {
    let lemmatizer = try Self.lemmatizer("ru")
    #expect(!lemmatizer.readsPartsOfSpeech)
    #expect(lemmatizer.lemma(of: word, as: pos) == expected)
  }

  @Test(
    "Without a hint, Russian keeps the table's reading and lists OpenCorpora's after it",
    .enabled(if: Lemmatizer.languageCodes.contains("ru")))
  func russianWithoutHint() throws {
    let lemmatizer = try Self.lemmatizer("ru")
    #expect(lemmatizer.lemma(of: "стали") == "стать")
    let readings = lemmatizer.lemmas(of: "начал")
    #expect(readings.first?.value == "начало")
    #expect(readings.contains { $0.value == "начать" && $0.partOfSpeech == .verb })
  }

  static let treebanks = [
    ("de", "de_gsd"), ("fr", "fr_gsd"), ("es", "es_gsd"), ("it", "it_isdt"), ("pt", "pt_bosque"),
    ("nl", "nl_alpino"), ("ru", "ru_gsd"),
  ]

  static func devSet(_ treebank: String) -> URL {
    TestData.shared.appendingPathComponent("eval/ud/\(treebank)-ud-dev.conllu")
  }

  @Test(
    "Gold UPOS is never worse than no UPOS on the UD dev sets (content words)",
    .enabled(
      if: treebanks.allSatisfy { TestData.exists(devSet($0.1)) },
      "the UD dev sets in ../shared/eval/ud are absent"),
    arguments: treebanks)
  func goldPartOfSpeechNeverWorse(code: String, treebank: String) throws {
    let tokens = try #require(LemmaEvalTests.tokens(treebank))
    let lemmatizer = try Self.lemmatizer(code)
    let content: Set<String> = ["NOUN", "PROPN", "VERB", "ADJ", "ADV"]
    // Alpino marks compound parts in its lemmas ("zorg_verlener"), as lemma_eval.py's
    // --ignore-chars _ removes them.
    func comparable(_ lemma: String) -> String {
      let lowered = lemma.lowercased()
      return code == "nl" ? lowered.replacingOccurrences(of: "_", with: "") : lowered
    }
    var withHint = 0
    var withoutHint = 0
    var total = 0
    for token in tokens where content.contains(token.upos) {
      total += 1
      let gold = comparable(token.lemma)
      if comparable(lemmatizer.lemma(of: token.form, universalTag: token.upos)) == gold {
        withHint += 1
      }
      if comparable(lemmatizer.lemma(of: token.form)) == gold { withoutHint += 1 }
    }
    print("\(treebank): \(withHint) right with gold UPOS, \(withoutHint) without (n=\(total))")
    #expect(total > 0)
    #expect(withHint >= withoutHint)
  }
}
