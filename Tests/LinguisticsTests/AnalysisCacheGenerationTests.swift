import Testing

@testable import Linguistics

/// The cache's two generations: frequent words survive a full cache, memory stays bounded by
/// words and by bytes, and every answer is the analyzer's.
@Suite("Analysis cache generations")
struct AnalysisCacheGenerationTests {
  @Test("a word seen again in every generation is computed once")
  func frequentWordStays() throws {
    let analyzer = Analyzer(language: try Language("en"))
    let rare = (0..<100).map { "word\($0)x" }
    let counter = Lemmatizer.CallCounter()
    var cache = AnalysisCache(capacity: 4)
    Lemmatizer.$callCounter.withValue(counter) {
      for word in rare {
        _ = cache.forms(of: "the", in: analyzer)
        _ = cache.forms(of: word, in: analyzer)
      }
    }
    // Each rare word once, and "the" once: it moves up from the previous generation.
    #expect(counter.count == rare.count + 1)
  }

  @Test("the cache never holds more words than its capacity", arguments: [2, 4, 10, 101])
  func boundedByWords(capacity: Int) throws {
    let analyzer = Analyzer(language: try Language("en"))
    var cache = AnalysisCache(capacity: capacity)
    for index in 0..<1000 {
      let word = "w\(index % 337)"
      #expect(cache.forms(of: word, in: analyzer) == analyzer.entry(for: word))
      #expect(cache.count <= capacity)
    }
  }

  @Test("long words end a generation before its word count does")
  func boundedByBytes() throws {
    let analyzer = Analyzer(language: try Language("en"))
    var cache = AnalysisCache(capacity: 100_000)
    let length = AnalysisCache.generationByteLimit / 8
    for index in 0..<40 {
      _ = cache.forms(of: String(repeating: "ab", count: length / 2) + "\(index)", in: analyzer)
    }
    // 40 words of an eighth of the byte limit each: far more bytes than two generations hold.
    #expect(cache.count < 40)
  }
}
