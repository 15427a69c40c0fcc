// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Stemma",
  products: [
    .library(name: "Linguistics", targets: ["Linguistics"]),
    .library(name: "Vocabulary", targets: ["Vocabulary"]),
    .library(name: "Matcher", targets: ["Matcher"]),
    .executable(name: "stemma", targets: ["StemmaCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Only for `swift package generate-documentation` (scripts/docs.sh); adds no code to the
    // products.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The only place system ICU is called; its public header has no ICU types, so Swift
    // never sees ICU's version-suffixed symbols or clashes with Foundation's bundled ICU.
    .target(
      name: "CStemmaICU",
      linkerSettings: [
        .linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata"),
      ]
    ),
    .systemLibrary(name: "CLibstemmer", pkgConfig: nil, providers: [.apt(["libstemmer-dev"])]),
    // Data files from dictionaries/ compiled into the binary with C23 #embed: no path lookup at
    // run time, no parsing at start-up, and the pages are mapped lazily by the loader.
    .target(name: "CStemmaData"),
    // Memory hints (prefetch) that Swift cannot spell.
    .target(name: "CStemmaSupport"),
    // Byte-level tools and tables the modules share (hash tables, byte readers, parallel
    // helpers): a target that is no product, so clients never see it (swift-collections keeps
    // its InternalCollectionsUtilities this way).
    .target(name: "StemmaSupport", dependencies: ["CStemmaSupport"]),
    .target(
      name: "Linguistics",
      dependencies: ["CStemmaICU", "CLibstemmer", "CStemmaData", "CStemmaSupport", "StemmaSupport"]
    ),
    // A user's own words: learned, ranked and resolved. Consumes Linguistics' terms only.
    .target(name: "Vocabulary", dependencies: ["Linguistics", "StemmaSupport", "CStemmaData"]),
    // Photos, queries, the inverted index and scoring.
    .target(
      name: "Matcher",
      dependencies: ["Linguistics", "Vocabulary", "StemmaSupport", "CStemmaData", "CStemmaSupport"]
    ),
    .executableTarget(
      name: "StemmaCLI",
      dependencies: [
        "Linguistics",
        "Vocabulary",
        "Matcher",
        "StemmaSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Helpers shared by the test targets (seeded generators).
    .target(name: "StemmaTestSupport", path: "Tests/StemmaTestSupport"),
    // The invariants the fuzz targets check (FuzzTesting/, a package of its own that links
    // this folder) and the replay tests re-check on every committed corpus and regression input.
    .target(
      name: "StemmaInvariants", dependencies: ["Linguistics", "Matcher", "Vocabulary"],
      path: "Tests/StemmaInvariants"),
    .testTarget(
      name: "StemmaSupportTests", dependencies: ["StemmaSupport", "StemmaTestSupport"]),
    // Fixtures/ holds golden files the tests read through #filePath.
    .testTarget(
      name: "LinguisticsTests", dependencies: ["Linguistics", "StemmaTestSupport"],
      exclude: ["Fixtures"]),
    // Resources/ holds the resolution suite as data, read through #filePath.
    // A test target lists every module it imports, not only the one that brings it in: the
    // incremental build recompiles a target when a module it depends on directly changes, but
    // misses a stored-property change in a module it imports only through another one
    // (swiftlang/swift#89636); the test then keeps the old layout of, say, `Analyzer` and
    // overwrites its own stack (ParallelAnalysisTests crashed so when TaggerModel grew).
    .testTarget(
      name: "VocabularyTests",
      dependencies: ["Linguistics", "Vocabulary", "StemmaSupport", "StemmaTestSupport"],
      exclude: ["Resources"]),
    .testTarget(
      name: "MatcherTests",
      dependencies: ["Linguistics", "Matcher", "StemmaSupport", "StemmaTestSupport", "Vocabulary"]),
    // Fixtures/ holds catalogs the tests read through #filePath.
    .testTarget(
      name: "StemmaCLITests",
      dependencies: ["StemmaCLI", "Linguistics", "Matcher", "StemmaTestSupport", "Vocabulary"],
      exclude: ["Fixtures"]),
    // Runs the examples in Snippets/ (which `swift build` builds, one executable each) and
    // checks their output and the README's and articles' code against them.
    .testTarget(name: "DocumentationTests"),
    // Replays FuzzTesting/Corpora and FuzzTesting/Regressions through the fuzz targets' checks,
    // and runs the same checks on seeded random text.
    .testTarget(
      name: "InvariantTests",
      dependencies: ["StemmaInvariants", "StemmaTestSupport", "Linguistics", "Matcher"]),
  ],
  swiftLanguageModes: [.v6]
)
