import Foundation
import Linguistics
import StemmaInvariants
import StemmaTestSupport
import Testing

/// Lucene's `checkRandomData` for Stemma's analyzers: random text from every script through
/// each language's analyzer, checking ranges, folding, stems and lemmas after every term; a
/// reused analyzer answers as a fresh one, and as itself from several threads.
@Suite("Analyzer on random text")
struct AnalyzerRandomTests {
  static let analyzers = AnalyzerInvariants.analyzers

  @Test("every invariant holds on random text", arguments: 0..<AnalyzerInvariants.analyzers.count)
  func invariants(index: Int) {
    let analyzer = Self.analyzers[index]
    var generator = SeededGenerator(seed: 1000 + UInt64(index))
    for round in 0..<60 {
      let text = RandomUnicode.text(
        length: Int.random(in: 0...80, using: &generator), using: &generator)
      let violations = AnalyzerInvariants.check(text, analyzer: analyzer)
      #expect(
        violations.isEmpty,
        "\(analyzer.language.code) seed \(1000 + index) round \(round): \(violations)")
    }
  }

  @Test("a reused analyzer answers as a fresh one", arguments: ["en", "ja", "th", "tr", "de"])
  func reusedEqualsFresh(code: String) throws {
    let shared = Analyzer(language: try Language(code))
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<20 {
      let text = RandomUnicode.text(length: 40, using: &generator)
      let reused = shared.terms(in: text)
      let fresh = Analyzer(language: try Language(code)).terms(in: text)
      #expect(reused == fresh, "\(code): \(text.debugDescription)")
    }
  }

  @Test(
    "one analyzer from several threads answers as it does alone", arguments: ["en", "ja", "th"])
  func concurrentEqualsSequential(code: String) async throws {
    let analyzer = Analyzer(language: try Language(code))
    var generator = SeededGenerator(seed: 11)
    let texts = (0..<48).map { _ in RandomUnicode.text(length: 60, using: &generator) }
    let sequential = texts.map { analyzer.terms(in: $0) }
    let concurrent = await withTaskGroup(of: (Int, [Term]).self) { group in
      for (index, text) in texts.enumerated() {
        group.addTask { (index, analyzer.terms(in: text)) }
      }
      var results = [[Term]](repeating: [], count: texts.count)
      for await (index, terms) in group { results[index] = terms }
      return results
    }
    for index in texts.indices {
      #expect(concurrent[index] == sequential[index], "\(code) text \(index)")
    }
  }
}
