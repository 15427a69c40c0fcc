import Foundation
import Linguistics
import Testing

@testable import Vocabulary

/// Texts analyzed in slices on several cores, each slice with its own word cache, come back
/// exactly as one cache analyzing them in order gives them, in order.
@Suite struct ParallelAnalysisTests {
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.activeProcessorCount > 1,
      "needs two cores: on one, the texts are analyzed in order anyway"))
  func slicesMatchOneCacheInOrder() throws {
    let analyzer = Analyzer(language: try Language("en"))
    let words = ["Anne", "beach", "Road", "Trip", "dogs", "mice", "Café", "running", "the", "2019"]
    // More than 512 texts per core, so that the work is split; repeats hit the caches.
    let texts =
      (0..<3_000).map { number in
        "\(words[number % words.count]) \(words[(number / 7) % words.count]) \(number % 97)"
      } + ["", "   "]
    var cache = WordCache()
    let inOrder = texts.map {
      AnalyzedText($0, analyzer: analyzer, honorifics: nil, cache: &cache)
    }
    let sliced = AnalyzedText.analyze(texts, analyzer: analyzer, honorifics: nil)
    #expect(sliced.count == texts.count)
    #expect(sliced == inOrder)
    #expect(inOrder.last == .some(nil), "a text with nothing to analyze gives nil")
  }
}
