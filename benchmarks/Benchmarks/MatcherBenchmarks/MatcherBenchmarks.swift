import Benchmark
import Matcher
import SyntheticCatalog

// Matcher suites on a 100,000-photo synthetic library (MatcherScale measures a million).

let library = SyntheticCatalog.library(count: 100_000)
let queries = SyntheticCatalog.compoundQueries(count: 200, library: library)
let index = (try? PhotoIndex(library.photos)) ?? PhotoIndex()

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(5),
    maxIterations: 20
  )

  Benchmark("PhotoIndex build, 100k photos", configuration: .init(maxIterations: 3)) { _ in
    blackHole(try PhotoIndex(library.photos))
  }

  Benchmark("PhotoIndex.search, 200 three-word compound queries with a filter") { benchmark in
    for _ in benchmark.scaledIterations {
      for query in queries { blackHole(try index.search(query, limit: 100)) }
    }
  }

  Benchmark("PhotoIndex.search, broader terms (animal, vehicle, food)") { benchmark in
    for _ in benchmark.scaledIterations {
      for word in ["animal", "vehicle", "food"] {
        blackHole(try index.search(PhotoQuery(searchTerms: [word]), limit: 100))
      }
    }
  }
}
