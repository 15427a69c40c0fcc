// swift-tools-version:6.1
// Stemma's libFuzzer targets: a package of its own (as swift-protobuf keeps FuzzTesting/) so the
// root package never builds with the fuzzer's flags. Build and run with scripts/fuzz.sh; by hand:
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
//     --product FuzzAnalyzer
//   .build/debug/FuzzAnalyzer Corpora/FuzzAnalyzer -max_total_time=60
// Sources/StemmaInvariants links ../Tests/StemmaInvariants, the checks the root package's
// InvariantTests replay on Corpora/ and Regressions/.
import PackageDescription

let package = Package(
  name: "FuzzTesting",
  dependencies: [.package(name: "Stemma", path: "..")],
  targets: [
    .target(
      name: "StemmaInvariants",
      dependencies: [
        .product(name: "Linguistics", package: "Stemma"),
        .product(name: "Matcher", package: "Stemma"),
        .product(name: "Vocabulary", package: "Stemma"),
      ]),
    // Declares libFuzzer's driver for the targets' entry points.
    .target(name: "CFuzzDriver"),
    .executableTarget(name: "FuzzAnalyzer", dependencies: ["StemmaInvariants", "CFuzzDriver"]),
    .executableTarget(name: "FuzzQuery", dependencies: ["StemmaInvariants", "CFuzzDriver"]),
    .executableTarget(
      name: "FuzzCatalogLine", dependencies: ["StemmaInvariants", "CFuzzDriver"]),
    .executableTarget(name: "FuzzEntryLine", dependencies: ["StemmaInvariants", "CFuzzDriver"]),
    .executableTarget(name: "FuzzSnapshot", dependencies: ["StemmaInvariants", "CFuzzDriver"]),
  ],
  swiftLanguageModes: [.v6]
)
