// swift-tools-version:6.1
// Stemma's benchmarks: a package of its own so that the root package's tests never build
// package-benchmark (its first build takes minutes). Run from this folder:
//   swift package benchmark                       # every suite
//   swift package benchmark --target LinguisticsBenchmarks
//   bash compare/run.sh                           # side by side with the plain C pipeline
import PackageDescription

let package = Package(
  name: "StemmaBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Stemma", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "LinguisticsBenchmarks",
      dependencies: [
        "Seeded",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Linguistics", package: "Stemma"),
      ],
      path: "Benchmarks/LinguisticsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    .executableTarget(
      name: "VocabularyBenchmarks",
      dependencies: [
        "Seeded",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Vocabulary", package: "Stemma"),
      ],
      path: "Benchmarks/VocabularyBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    .executableTarget(
      name: "MatcherBenchmarks",
      dependencies: [
        "SyntheticCatalog",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Matcher", package: "Stemma"),
      ],
      path: "Benchmarks/MatcherBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Synthetic photo libraries, and the Matcher at a million photos (build rate, memory,
    // query latency), outside package-benchmark so it can print percentiles of one long run.
    .target(name: "Seeded", path: "Sources/Seeded"),
    .target(
      name: "SyntheticCatalog",
      dependencies: ["Seeded", .product(name: "Matcher", package: "Stemma")],
      path: "Sources/SyntheticCatalog"),
    .executableTarget(
      name: "MatcherScale",
      dependencies: ["SyntheticCatalog", .product(name: "Matcher", package: "Stemma")],
      path: "Sources/MatcherScale"),
    // Open a snapshot file and answer one query, in process (open-to-first-result time).
    .executableTarget(
      name: "SnapshotOpen",
      dependencies: [.product(name: "Matcher", package: "Stemma")],
      path: "Sources/SnapshotOpen"),
    // A saved index against the built one at scale: save time, bytes a photo, query latency
    // side by side, resident memory (snapshot/measure.sh).
    .executableTarget(
      name: "SnapshotScale",
      dependencies: ["SyntheticCatalog", .product(name: "Matcher", package: "Stemma")],
      path: "Sources/SnapshotScale"),
    // In-process Analyzer throughput over a corpus file, for compare/run.sh.
    .executableTarget(
      name: "AnalyzerThroughput",
      dependencies: [.product(name: "Linguistics", package: "Stemma")],
      path: "Sources/AnalyzerThroughput"
    ),
  ],
  swiftLanguageModes: [.v6]
)
