import Testing

@testable import Linguistics

/// Running text tagged in context takes each word's lemma from its tag: without a cache, the
/// context-free lemma that the tag replaces is never computed.
@Suite("Tagged text without a context-free lemma")
struct AnalyzerTaggedFormsTests {
  static let text = "The mice were running to their children's houses"

  /// The lemmatizer calls of the tagged lemmas alone, word by word.
  static func taggedCalls(_ analyzer: Analyzer) -> Int {
    let tokens = analyzer.tokenizer.tokens(in: text)
    let counter = Lemmatizer.CallCounter()
    Lemmatizer.counting(with: counter) {
      guard let tags = analyzer.contextTags(for: tokens) else { return }
      for (token, tag) in zip(tokens, tags) {
        let folded = analyzer.normalize(token.text)
        if let tag {
          _ = analyzer.lemma(of: token.text, tagged: tag, folded: folded)
        } else {
          // A word the tagger is unsure of keeps its context-free lemma.
          _ = analyzer.lemma(of: token.text, folded: folded)
        }
      }
    }
    return counter.count
  }

  @Test("terms(in:) and terms(in:forms:) lemmatize tagged words once, by their tags")
  func noContextFreeLemma() throws {
    let analyzer = Analyzer(language: try Language("en"), lemmatizesInContext: true)
    let expected = Self.taggedCalls(analyzer)
    #expect(expected > 0)
    for call in [{ analyzer.terms(in: Self.text) }, { analyzer.terms(in: Self.text, forms: .all) }]
    {
      let counter = Lemmatizer.CallCounter()
      Lemmatizer.counting(with: counter) { _ = call() }
      #expect(counter.count == expected)
    }
  }

  @Test("the terms are those of the cached path, which keeps the context-free lemma")
  func sameTerms() throws {
    let analyzer = Analyzer(language: try Language("en"), lemmatizesInContext: true)
    var cache = AnalysisCache()
    #expect(analyzer.terms(in: Self.text) == analyzer.terms(in: Self.text, cache: &cache))
    #expect(
      analyzer.terms(in: Self.text, forms: .all)
        == analyzer.terms(in: Self.text, forms: .all, cache: &cache))
  }
}
