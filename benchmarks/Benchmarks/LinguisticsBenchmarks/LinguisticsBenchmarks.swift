import Benchmark
import Linguistics

// Suites for the Linguistics pipeline. Throughput figures are per word; the corpus is a
// deterministic Zipf-distributed word stream so runs compare across machines and commits.

let corpus = Corpus.lines(words: 100_000)
// Every word new: what a user's text costs the first time (see Corpus.uniqueLines).
let coldCorpus = Corpus.uniqueLines(words: 100_000)
let english = (try? Language("en")) ?? Language.all[0]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 50
  )

  Benchmark("Tokenizer.tokens (ASCII fast path), 100k words") { benchmark in
    let tokenizer = Tokenizer(language: english)
    for _ in benchmark.scaledIterations {
      for line in corpus { blackHole(tokenizer.tokens(in: line)) }
    }
  }

  Benchmark("Tokenizer.boundaries (ICU), 100k words") { benchmark in
    let tokenizer = Tokenizer(language: english)
    for _ in benchmark.scaledIterations {
      for line in corpus { blackHole(tokenizer.boundaries(in: line)) }
    }
  }

  Benchmark("Normalizer.normalize, 100k words") { benchmark in
    let normalizer = Normalizer(language: english)
    let words = corpus.flatMap { $0.split(separator: " ").map(String.init) }
    for _ in benchmark.scaledIterations {
      for word in words { blackHole(normalizer.normalize(word)) }
    }
  }

  Benchmark("Normalizer.normalize non-ASCII, 100k words") { benchmark in
    let normalizer = Normalizer(language: english)
    let words = corpus.flatMap { $0.split(separator: " ").map { "Ｃafé" + $0 } }
    for _ in benchmark.scaledIterations {
      for word in words { blackHole(normalizer.normalize(word)) }
    }
  }

  Benchmark("Stemmer.stem, 100k words") { benchmark in
    let stemmer = Stemmer(language: english)
    let words = corpus.flatMap { $0.split(separator: " ").map(String.init) }
    for _ in benchmark.scaledIterations {
      for word in words { blackHole(stemmer.stem(word)) }
    }
  }

  Benchmark("Analyzer.terms, 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      for line in corpus { blackHole(analyzer.terms(in: line)) }
    }
  }

  Benchmark("Analyzer + AnalysisCache, 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      var cache = AnalysisCache()
      for line in corpus {
        for token in analyzer.tokenizer.tokens(in: line) {
          blackHole(cache.forms(of: token.text, in: analyzer))
        }
      }
    }
  }

  Benchmark("Analyzer.terms cold (every word new), 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      for line in coldCorpus { blackHole(analyzer.terms(in: line)) }
    }
  }

  Benchmark("Analyzer.terms(forms: .stem) cold (every word new), 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      for line in coldCorpus { blackHole(analyzer.terms(in: line, forms: .stem)) }
    }
  }

  // What `stemma normalize --mode fold` and `--mode lemma` pay for text never seen: each
  // word's forms computed once, with only the forms the mode writes.
  Benchmark("AnalysisCache.forms cold (every word new), fold only, 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      var cache = AnalysisCache()
      for line in coldCorpus {
        for token in analyzer.tokenizer.tokens(in: line) {
          blackHole(cache.forms(of: token.text, in: analyzer, computing: .folded))
        }
      }
    }
  }

  Benchmark("AnalysisCache.forms cold (every word new), lemma only, 100k words") { benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      var cache = AnalysisCache()
      for line in coldCorpus {
        for token in analyzer.tokenizer.tokens(in: line) {
          blackHole(cache.forms(of: token.text, in: analyzer, computing: [.folded, .lemma]))
        }
      }
    }
  }

  Benchmark("Analyzer + AnalysisCache cold (every word new), stem only, 100k words") {
    benchmark in
    let analyzer = Analyzer(language: english)
    for _ in benchmark.scaledIterations {
      var cache = AnalysisCache()
      for line in coldCorpus {
        blackHole(analyzer.terms(in: line, forms: .stem, cache: &cache))
      }
    }
  }
}
