import Testing

@testable import Linguistics
@testable import StemmaCLI

/// `stemma normalize --mode …` computes only the form it writes: no lemma in fold or stem mode.
@Suite("normalize computes only its mode's forms")
struct NormalizeFormsTests {
  @Test(
    "lemmatizer calls per mode",
    arguments: [(NormalizeMode.fold, false), (.stem, false), (.lemma, true)])
  func lemmatizerCalls(mode: NormalizeMode, lemmatizes: Bool) throws {
    let analyzer = Analyzer(language: try Language("en"))
    let line = "The mice were running to their children's houses"
    var transformer = NormalizeTransformer(analyzer: analyzer, mode: mode, format: .text)
    var output: [UInt8] = []
    let counter = Lemmatizer.CallCounter()
    Lemmatizer.counting(with: counter) {
      transformer.transform(line, into: &output)
    }
    let words = analyzer.terms(in: line).count
    #expect(counter.count == (lemmatizes ? words : 0))
    let expected = analyzer.terms(in: line).map { term in
      switch mode {
      case .fold: term.folded
      case .stem: term.stem
      case .lemma: term.lemma
      }
    }
    #expect(String(decoding: output, as: UTF8.self) == expected.joined(separator: " "))
  }
}
