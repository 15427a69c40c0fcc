import Testing

@testable import Linguistics

/// ``Analyzer/terms(in:)`` on running text: words tagged in context before they are
/// lemmatized; one word alone keeps the context-free reading.
@Suite("Analyzer in context")
struct AnalyzerContextTests {
  static let english = (try? Language("en")) ?? Language.all[0]

  static let inContext = Analyzer(language: english, lemmatizesInContext: true)

  @Test("running text is read in context: 'She leaves' and 'the leaves'")
  func context() {
    let analyzer = Self.inContext
    let lemmas = analyzer.terms(in: "She leaves the leaves on the ground").map(\.lemma)
    #expect(lemmas == ["she", "leave", "the", "leaf", "on", "the", "ground"])
  }

  @Test("one word alone keeps the context-free lemma")
  func single() {
    let analyzer = Self.inContext
    let lemmatizer = Lemmatizer(language: Self.english)
    #expect(analyzer.terms(in: "leaves").map(\.lemma) == [lemmatizer.lemma(of: "leaves")])
    #expect(analyzer.contextTags(for: analyzer.tokenizer.tokens(in: "leaves")) == nil)
  }

  @Test("by default (and with lemmatizesInContext: false) every word is read alone")
  func off() {
    let analyzer = Analyzer(language: Self.english)
    #expect(analyzer.tagger == nil)
    #expect(Analyzer(language: Self.english, lemmatizesInContext: false) == analyzer)
    let lemmas = analyzer.terms(in: "She leaves the leaves").map(\.lemma)
    #expect(lemmas[1] == lemmas[3])
  }

  @Test("the cached path, the plain path and the trace agree, whatever the cache has seen")
  func cacheAgrees() {
    let analyzer = Self.inContext
    var cache = AnalysisCache()
    let texts = ["leaves", "She leaves the leaves", "the leaves fall", "leaves"]
    for text in texts {
      let plain = analyzer.terms(in: text)
      #expect(analyzer.terms(in: text, cache: &cache) == plain, "\(text)")
      #expect(analyzer.trace(text).map(\.term) == plain, "\(text)")
    }
  }

  @Test("a language without a tagger reads words alone")
  func noTagger() throws {
    let analyzer = Analyzer(language: try Language("de"), lemmatizesInContext: true)
    #expect(analyzer.tagger == nil)
    let alone = ["Die", "Häuser"].map {
      analyzer.lemma(of: $0, folded: analyzer.forms(of: $0).folded)
    }
    #expect(analyzer.terms(in: "Die Häuser").map(\.lemma) == alone)
  }
}
