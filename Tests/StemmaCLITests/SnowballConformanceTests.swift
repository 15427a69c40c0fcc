import Foundation
import Testing

/// Snowball's own test vocabularies through `stemma stem --raw`: every word must give exactly
/// the stem that the reference implementation gives.
///
/// The data lives in `../shared/conformance/snowball/` beside the package root and is never
/// copied into the package. Where it is absent (a checkout on its own), the suite is skipped
/// and the skip reason says so.
@Suite(
  "Snowball conformance through stem --raw",
  .enabled(
    if: SnowballData.languages.count > 0,
    "no ../shared/conformance/snowball/*.tsv beside the package root; nothing to check"))
struct SnowballConformanceTests {
  @Test("the shared data holds the 27 vocabularies")
  func dataIsComplete() {
    #expect(SnowballData.languages.count == 27, "\(SnowballData.languages)")
  }

  @Test(
    "every word stems to the reference stem", .timeLimit(.minutes(5)),
    arguments: SnowballData.languages)
  func conformance(language: String) throws {
    let data = try [UInt8](Data(contentsOf: SnowballData.file(language)))
    var words: [UInt8] = []
    var expected: [ArraySlice<UInt8>] = []
    words.reserveCapacity(data.count)
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    where !line.isEmpty {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      try #require(
        fields.count == 2,
        "\(language).tsv: malformed line \(String(decoding: line, as: UTF8.self))")
      words += fields[0]
      words.append(UInt8(ascii: "\n"))
      expected.append(fields[1])
    }
    try #require(!expected.isEmpty)

    let run = try StemmaProcess.run(
      ["stem", "--raw", "--language", language], input: .bytes(words))
    try #require(run.status == 0, "\(language): \(run.stderr)")
    let stems = run.lines
    try #require(stems.count == expected.count, "\(language): one stem per word")
    var mismatches: [String] = []
    for (index, (stem, reference)) in zip(stems, expected).enumerated() where stem != reference {
      mismatches.append(
        "line \(index + 1): \(String(decoding: stem, as: UTF8.self)) ≠ "
          + String(decoding: reference, as: UTF8.self)
      )
    }
    #expect(
      mismatches.isEmpty,
      "\(language): \(mismatches.count) of \(expected.count) differ, e.g. \(mismatches.prefix(10))")
  }
}

/// Where the shared Snowball vocabularies are.
enum SnowballData {
  static let directory = PackagePaths.shared.appendingPathComponent("conformance/snowball")

  /// The languages with a `<language>.tsv` (27 with the shared data of libstemmer 2.2.0).
  static let languages: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
  }()

  static func file(_ language: String) -> URL {
    directory.appendingPathComponent("\(language).tsv")
  }
}
