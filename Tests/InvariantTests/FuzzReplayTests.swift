import Foundation
import StemmaInvariants
import Testing

/// Every committed fuzz input, seed corpus and past failure alike, through the same checks the
/// fuzz targets make: a regression found once by libFuzzer stays fixed under `swift test`.
@Suite("Fuzz corpora replay")
struct FuzzReplayTests {
  /// A fuzz target's name and its check.
  struct Target: CustomTestStringConvertible, Sendable {
    var name: String
    var check: @Sendable ([UInt8]) -> [InvariantViolation]
    var testDescription: String { name }
  }

  static let targets: [Target] = [
    Target(name: "FuzzAnalyzer") { AnalyzerInvariants.check(bytes: $0) },
    Target(name: "FuzzQuery") { QueryInvariants.check(bytes: $0) },
    Target(name: "FuzzCatalogLine") { CatalogInvariants.check(bytes: $0) },
    Target(name: "FuzzEntryLine") { EntryLineInvariants.check(bytes: $0) },
    Target(name: "FuzzSnapshot") { SnapshotInvariants.check(bytes: $0) },
  ]

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FuzzTesting")

  /// The files of `FuzzTesting/<folder>/<target>/`, dot files left out.
  static func inputs(_ folder: String, _ target: String) throws -> [URL] {
    let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
    return try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .filter { !$0.lastPathComponent.hasPrefix(".") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("the seed corpus holds every invariant", arguments: targets)
  func corpus(target: Target) throws {
    let files = try Self.inputs("Corpora", target.name)
    #expect(!files.isEmpty, "\(target.name) has no seed corpus")
    for file in files {
      let violations = target.check(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(target.name)/\(file.lastPathComponent): \(violations)")
    }
  }

  @Test("every input that once failed holds every invariant now", arguments: targets)
  func regressions(target: Target) throws {
    for file in try Self.inputs("Regressions", target.name) {
      let violations = target.check(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(target.name)/\(file.lastPathComponent): \(violations)")
    }
  }
}
