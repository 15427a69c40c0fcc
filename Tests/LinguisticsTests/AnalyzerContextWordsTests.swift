import Foundation
import Testing

@testable import Linguistics

/// The context path that asks the tagger only for the words whose lemma depends on their tag
/// gives the terms of the path that tags every word.
@Suite("Analyzer in context, asking only lemma-ambiguous words")
struct AnalyzerContextWordsTests {
  static let english = (try? Language("en")) ?? Language.all[0]

  static let sentences = [
    "She leaves the leaves on the ground",
    "the running water", "a growing city", "she was tired",
    "The old man the boats while the young saw wood with saws they saw",
    "Don't let the dog's toys lie where the cats lay them down",
    "He left the building; the left wing was closed for repairs in 2019.",
    "Flies like an arrow, fruit flies like a banana",
    "Sent flowers as a present to those present",
  ]

  /// Expects the new path's terms (lemmas asked in context of the cache) to equal the path that
  /// tags every word, with and without a cache.
  static func expectSameTerms(_ analyzer: Analyzer, on texts: [String]) {
    var cache = AnalysisCache()
    var everyWord = AnalysisCache()
    var full = AnalysisCache()
    for text in texts {
      let wanted = analyzer.terms(in: text, forms: [.folded, .lemma])
      #expect(
        analyzer.terms(in: text, forms: [.folded, .lemma], cache: &cache) == wanted, "\(text)")
      #expect(
        analyzer.termsTaggingEveryWord(in: text, forms: [.folded, .lemma], cache: &everyWord)
          == wanted, "\(text)")
      #expect(analyzer.terms(in: text, cache: &full) == analyzer.terms(in: text), "\(text)")
    }
  }

  @Test("the same terms as tagging every word, on committed sentences")
  func committed() {
    let analyzer = Analyzer(language: Self.english, lemmatizesInContext: true)
    Self.expectSameTerms(analyzer, on: Self.sentences)
    // Context matters in these: the test compares lemmas that differ from the words alone.
    var cache = AnalysisCache()
    let lemmas = analyzer.terms(in: Self.sentences[0], cache: &cache).map(\.lemma)
    #expect(lemmas == ["she", "leave", "the", "leaf", "on", "the", "ground"])
  }

  @Test("a word's lemma depends on its tag where a tag it admits picks another lemma")
  func dependsOnTag() {
    let lemmatizer = Lemmatizer(language: Self.english)
    #expect(lemmatizer.lemmaDependsOnTag("leaves"))
    #expect(lemmatizer.lemmaDependsOnTag("saw"))
    #expect(!lemmatizer.lemmaDependsOnTag("the"))
    #expect(!lemmatizer.lemmaDependsOnTag("banana"))
    // "ground" as a verb is "grind": a tag can change it though it is mostly a noun.
    #expect(lemmatizer.lemmaDependsOnTag("ground"))
    // Checked against the tags themselves: no tag gives a word said independent another lemma.
    for word in ["the", "ground", "water", "city", "on", "boats", "banana", "zzyzxq"]
    where !lemmatizer.lemmaDependsOnTag(word) {
      for tag in UniversalTag.allCases {
        #expect(lemmatizer.lemma(of: word, tagged: tag) == lemmatizer.lemma(of: word), "\(word)")
      }
    }
  }

  @Test("tags and margins of chosen words are the whole sentence's")
  func scoredAtPositions() throws {
    let tagger = try Tagger(language: Self.english)
    for text in Self.sentences {
      let words = Analyzer(language: Self.english).tokenizer.tokens(in: text).map(\.text)
      let readings = words.map { tagger.readings(of: $0) }
      let positions = words.indices.filter { $0 % 2 == 1 }
      let whole = tagger.scoredTags(for: words)
      let asked = tagger.scoredTags(at: positions, readings: readings) { words }
      #expect(asked.map(\.tag) == positions.map { whole[$0].tag }, "\(text)")
      #expect(asked.map(\.margin) == positions.map { whole[$0].margin }, "\(text)")
    }
  }

  static let devFiles = [
    ("en", "en_ewt"), ("en", "en_gum"), ("de", "de_gsd"), ("fr", "fr_gsd"),
  ].map { ($0, TestData.shared.appendingPathComponent("eval/ud/\($1)-ud-dev.conllu")) }

  @Test(
    "the same terms as tagging every word, on every sentence of the UD dev files",
    .enabled(
      if: devFiles.allSatisfy { TestData.exists($0.1) }, "../shared/eval/ud/*-dev.conllu are absent"
    ),
    arguments: devFiles)
  func devData(code: String, url: URL) throws {
    let analyzer = Analyzer(language: try Language(code), lemmatizesInContext: true)
    let texts = try TaggerReferenceTests.sentences(in: url).map { $0.joined(separator: " ") }
    #expect(texts.count > 500)
    Self.expectSameTerms(analyzer, on: texts)
  }
}
