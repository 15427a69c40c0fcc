import Benchmark
import Foundation
import Vocabulary

// Resolution against 100,000 entries (target: median under 1 ms, p99 under 5 ms), one resolve
// per iteration over a fixed mix of spoken values; and building the store, with its memory.

let names = SyntheticVocabulary.names(count: 100_000)
let queries = SyntheticVocabulary.queries(for: names)
let now = Date(timeIntervalSince1970: 1_717_200_000)

/// The store, built once; the build prints its time and memory per entry, then the same for
/// the resolution lookups, which the store builds on the first resolve of a kind (so the first
/// timed resolve does not pay for them).
let store: VocabularyStore = {
  let before = SyntheticVocabulary.residentBytes()
  let start = Date()
  let store = SyntheticVocabulary.store(names)
  let seconds = Date().timeIntervalSince(start)
  let bytes = SyntheticVocabulary.residentBytes() - before
  print(
    "vocabulary: \(store.count) entries built in \(String(format: "%.2f", seconds)) s;"
      + " resident memory +\(bytes / 1_048_576) MB, \(bytes / max(1, store.count)) bytes per entry")
  let lookupStart = Date()
  _ = store.resolve(names[0], as: .contactName, now: now)
  let lookupSeconds = Date().timeIntervalSince(lookupStart)
  let lookupBytes = SyntheticVocabulary.residentBytes() - before - bytes
  print(
    "resolution lookups: built in \(String(format: "%.2f", lookupSeconds)) s;"
      + " resident memory +\(lookupBytes / 1_048_576) MB,"
      + " \(lookupBytes / max(1, store.count)) bytes per entry")
  return store
}()

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .peakMemoryResident],
    timeUnits: .microseconds,
    maxDuration: .seconds(5),
    maxIterations: 20_000
  )

  Benchmark("resolve, 100k contact names (mixed spoken values)") { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(store.resolve(queries[index % queries.count], as: .contactName, now: now))
      index += 1
    }
  }

  Benchmark("resolve, 100k contact names (exact, other case)") { benchmark in
    let exact = names.prefix(2_000).map { $0.lowercased() }
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(store.resolve(exact[index % exact.count], as: .contactName, now: now))
      index += 1
    }
  }

  Benchmark("resolve, 100k contact names (one typo)") { benchmark in
    let typos = queries.enumerated().filter { $0.offset % 7 == 2 }.map(\.element)
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(store.resolve(typos[index % typos.count], as: .contactName, now: now))
      index += 1
    }
  }

  Benchmark("ranked, 100k contact names, top 100") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(store.ranked(.contactName, limit: 100, now: now))
    }
  }

  Benchmark("ranked, 100k contact names, all") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(store.ranked(.contactName, now: now))
    }
  }

  Benchmark(
    "build, 100k contact names",
    configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxIterations: 3)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(SyntheticVocabulary.store(names))
    }
  }
}
