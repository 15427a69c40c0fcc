import StemmaTestSupport
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
    Lemmatizer.counting(with: counter) {
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

  /// The byte-keyed path a batch job takes (`withForms(ofUTF8:)`) and the string one give
  /// the analyzer's entry for every word, whichever generation holds it, including words
  /// that differ only in a byte and words longer than a string holds inline.
  @Test("bytes and strings find the same entries", arguments: [2, 7, 64])
  func bytesAndStringsAgree(capacity: Int) throws {
    let analyzer = Analyzer(language: try Language("en"))
    var generator = SeededGenerator(seed: UInt64(capacity))
    let words = [
      "the", "The", "dogs", "dog's", "running", "Café", "cafe\u{301}", "internationalization",
      "internationalizatioN", "ＡＢＣ", "mice", "mica",
    ]
    for forms: Term.Forms in [.all, .stem, .folded, [.folded, .lemma]] {
      var cache = AnalysisCache(capacity: capacity)
      for _ in 0..<400 {
        let word = words.randomElement(using: &generator) ?? ""
        let expected = analyzer.entry(for: word, forms: forms)
        var viaBytes: AnalysisCache.Entry?
        var text = word
        text.withUTF8 { bytes in
          cache.withForms(ofUTF8: bytes, in: analyzer, computing: forms) { viaBytes = $0.pointee }
        }
        #expect(viaBytes == expected, "\(word) \(forms)")
        #expect(cache.forms(of: word, in: analyzer, computing: forms) == expected)
        #expect(cache.count <= capacity)
      }
    }
  }
}
