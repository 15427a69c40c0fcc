import Testing

@testable import Linguistics

/// ``Analyzer/termsFromSegments(in:forms:)``, the path ``Analyzer/terms(in:forms:)`` takes
/// without tokens, gives the terms of the token path exactly: texts, ranges, kinds, every form
/// and the stop-word flag, with every tokenizer option and cut token.
@Suite("Analyzer terms from segments")
struct AnalyzerSegmentTermsTests {
  static let texts = [
    "The mice were running to their children's houses", "ＭＩＣＥ's Häuser wént better",
    "Dog's day, 3.14! naïve café 1,000 user@example.com a_b", "", "   ", "line\r\nbreak\ttab",
    "İstanbul'da KİTAPLAR 東京タワーに行きました 🇯🇵 1️⃣ a\u{1AD8}b",
    String(repeating: "long", count: 80) + " tail " + String(repeating: "é", count: 200),
    "THE DOGS' TOYS aren't ours, it's THEIRS",
  ]
  static let formSets: [Term.Forms] = [.folded, .lemma, .stem, [.folded, .lemma], .all]

  static func analyzers() throws -> [Analyzer] {
    let options: [Tokenizer.Options] = [.searchDefault, [], [.omitWhitespace]]
    var analyzers: [Analyzer] = []
    for code in ["en", "de", "tr", "ja"] {
      for tokenizerOptions in options {
        for removesStopWords in [false, true] {
          analyzers.append(
            Analyzer(
              language: try Language(code), tokenizerOptions: tokenizerOptions,
              removesStopWords: removesStopWords))
        }
      }
    }
    return analyzers
  }

  @Test("the same terms as the token path", arguments: texts)
  func sameTerms(text: String) throws {
    for analyzer in try Self.analyzers() {
      #expect(analyzer.makesTermsFromSegments)
      for forms in Self.formSets {
        let expected = analyzer.termsFromTokens(in: text, forms: forms)
        #expect(
          analyzer.termsFromSegments(in: text, forms: forms) == expected,
          "\(analyzer.language.code) \(analyzer.tokenizer.options) \(forms)")
        #expect(analyzer.terms(in: text, forms: forms) == expected)
      }
      let terms = analyzer.terms(in: text)
      #expect(terms == analyzer.termsFromTokens(in: text, forms: .all))
      // The stop-word flag read from a word's bytes is that of its folded form.
      #expect(terms.map(\.isStopWord) == terms.map { analyzer.stopWords.contains($0.folded) })
    }
  }

  @Test("names and tagging in context keep the token path")
  func tokenPathWhereNeeded() throws {
    let english = try Language("en")
    let named = Analyzer(language: english, names: NameList(["New York"]))
    #expect(!named.makesTermsFromSegments)
    #expect(named.terms(in: "I love New York").map(\.surface) == ["I", "love", "New York"])
    let inContext = Analyzer(language: english, lemmatizesInContext: true)
    #expect(inContext.makesTermsFromSegments == (inContext.tagger == nil))
  }
}
