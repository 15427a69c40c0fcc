import Testing

@testable import Linguistics

/// ``Analyzer/terms(in:forms:)``: only the forms asked for are computed, the others hold the
/// folded form, and a cache never mixes entries of two form sets.
@Suite("Analyzer forms")
struct AnalyzerFormsTests {
  static let texts = [
    "The mice were running to their children's houses",
    "ＭＩＣＥ's Häuser wént better", "Dog's day, 3.14! naïve café", "",
  ]
  static let formSets: [Term.Forms] = [
    .folded, .lemma, .stem, [.folded, .stem], [.folded, .lemma], [.lemma, .stem], .all,
  ]

  @Test("asked forms equal terms(in:); the others are the folded form", arguments: texts)
  func askedForms(text: String) throws {
    let analyzer = Analyzer(language: try Language("en"))
    let full = analyzer.terms(in: text)
    for forms in Self.formSets {
      let terms = analyzer.terms(in: text, forms: forms)
      #expect(terms.map(\.surface) == full.map(\.surface))
      #expect(terms.map(\.range) == full.map(\.range))
      #expect(terms.map(\.folded) == full.map(\.folded))
      #expect(terms.map(\.isStopWord) == full.map(\.isStopWord))
      #expect(
        terms.map(\.lemma) == (forms.contains(.lemma) ? full.map(\.lemma) : full.map(\.folded)))
      #expect(terms.map(\.stem) == (forms.contains(.stem) ? full.map(\.stem) : full.map(\.folded)))
    }
  }

  @Test("the lemmatizer runs only when a lemma is asked for")
  func lemmatizerCalls() throws {
    let analyzer = Analyzer(language: try Language("en"))
    let text = "The mice were running to their children's houses"
    for forms in Self.formSets {
      let counter = Lemmatizer.CallCounter()
      Lemmatizer.counting(with: counter) {
        _ = analyzer.terms(in: text, forms: forms)
        var cache = AnalysisCache()
        _ = analyzer.terms(in: text, forms: forms, cache: &cache)
      }
      let words = analyzer.terms(in: text).count
      #expect(counter.count == (forms.contains(.lemma) ? 2 * words : 0), "\(forms)")
    }
  }

  @Test("a cache filled for one form set never answers another")
  func cacheKeepsFormSetsApart() throws {
    let analyzer = Analyzer(language: try Language("en"))
    let text = "mice running"
    var cache = AnalysisCache()
    #expect(
      analyzer.terms(in: text, forms: .folded, cache: &cache).map(\.lemma) == ["mice", "running"])
    // The entries made without a lemma must not answer a call that wants one.
    #expect(analyzer.terms(in: text, cache: &cache).map(\.lemma) == ["mouse", "run"])
    #expect(analyzer.terms(in: text, cache: &cache).map(\.stem) == ["mice", "run"])
    // Nor the reverse: entries with a lemma do not leak into a stem-only call.
    #expect(
      analyzer.terms(in: text, forms: .stem, cache: &cache).map(\.lemma) == ["mice", "running"])
    #expect(analyzer.terms(in: text, forms: .stem, cache: &cache).map(\.stem) == ["mice", "run"])
  }
}
