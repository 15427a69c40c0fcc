import Foundation
import Testing

/// `stemma vocab rank|resolve --index`, end to end on samples/photos.jsonl: the vocabulary
/// `stemma index build` saves beside the index gives, byte for byte, what the catalog gives,
/// with the same exit statuses; bad files exit 65 naming the file.
@Suite("stemma vocab --index")
struct VocabIndexCommandTests {
  static let sample = IndexCommandTests.sample

  /// A snapshot of the sample catalog, built by `stemma index build`.
  static func build(in directory: TemporaryDirectory) throws -> String {
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    let build = try StemmaProcess.run([
      "index", "build", "--catalog", sample, "--output", snapshot,
    ])
    #expect(build.status == 0, "\(build.stderr)")
    return snapshot
  }

  /// The commands compared: every output format, kinds with and without entries, limits,
  /// moments, every outcome of resolution.
  static let commands: [[String]] = [
    ["rank"],
    ["rank", "--format", "jsonl"],
    ["rank", "--kind", "photoTag", "--limit", "5", "--format", "jsonl"],
    ["rank", "--kind", "contactName", "--now", "2019-08-01T00:00:00Z"],
    ["rank", "--now", "2030-01-01T00:00:00Z", "--format", "jsonl", "--half-life", "90"],
    ["rank", "--kind", "recipeName"],
    ["rank", "--limit", "0"],
    [
      "resolve", "--kind", "contactName", "--now", "2024-06-01T00:00:00Z", "anne johnson",
      "Mrs. Johnson", "anne", "bob", "",
    ],
    ["resolve", "--kind", "photoAlbumName", "road trip", "roadtrip 2019", "hawai", "xyz"],
    ["resolve", "--kind", "photoTag", "--optional", "mountains", "sunsets", "beech", "", "mou"],
    ["resolve", "--kind", "workoutActivityName", "morning run"],
  ]

  @Test("vocab --index writes what vocab --catalog writes, with the same status")
  func indexMatchesCatalog() throws {
    let directory = try TemporaryDirectory()
    let snapshot = try Self.build(in: directory)
    for command in Self.commands {
      let arguments = ["vocab"] + command
      let fromCatalog = try StemmaProcess.run(arguments + ["--catalog", Self.sample])
      let fromIndex = try StemmaProcess.run(arguments + ["--index", snapshot])
      #expect(fromCatalog.status == 0, "\(command): \(fromCatalog.stderr)")
      #expect(fromIndex.status == fromCatalog.status, "\(command): \(fromIndex.stderr)")
      #expect(fromIndex.stdout == fromCatalog.stdout, "\(command)")
      // Standard error names the input; otherwise the same.
      #expect(
        fromIndex.stderr.replacingOccurrences(of: snapshot, with: "FILE")
          == fromCatalog.stderr.replacingOccurrences(of: Self.sample, with: "FILE"), "\(command)")
    }
    // Values from standard input, one a line.
    let input = "anne johnson\nroad trip\n\nsunset\n"
    for source in [["--catalog", Self.sample], ["--index", snapshot]] {
      let run = try StemmaProcess.run(
        ["vocab", "resolve", "--kind", "photoTag"] + source, input: .bytes(Array(input.utf8)))
      #expect(run.status == 0)
      #expect(run.newlineCount == 4)
    }
  }

  @Test("a bad snapshot exits 65 naming the file; a missing one 66")
  func badFiles() throws {
    let directory = try TemporaryDirectory()
    let snapshot = try Self.build(in: directory)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: snapshot)))
    var flipped = bytes
    // A bit of the vocabulary's entries, near the end of the file.
    flipped[bytes.count - bytes.count / 20] ^= 0x10
    var future = bytes
    future[8] = 9
    let cases: [(String, [UInt8], String)] = [
      ("truncated.stemma", Array(bytes.prefix(bytes.count - 100)), "truncated"),
      ("flipped.stemma", flipped, "damaged"),
      ("future.stemma", future, "version 9 is not supported"),
      ("empty.stemma", [], "not a Stemma snapshot"),
      ("catalog.stemma", Array(#"{"id": "IMG_1"}"#.utf8), "not a Stemma snapshot"),
    ]
    for (name, content, reason) in cases {
      let path = try directory.write(name, content).path
      for command in [["rank"], ["resolve", "--kind", "photoTag", "dog"]] {
        let run = try StemmaProcess.run(["vocab"] + command + ["--index", path])
        #expect(run.status == 65, "\(name): \(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains(reason), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
      }
    }
    let missing = directory.url.appendingPathComponent("missing.stemma").path
    let run = try StemmaProcess.run(["vocab", "rank", "--index", missing])
    #expect(run.status == 66)
    #expect(run.stderr.contains(missing))
    for other in [["--catalog", Self.sample], ["--entries", Self.sample]] {
      let both = try StemmaProcess.run(["vocab", "rank", "--index", snapshot] + other)
      #expect(both.status == 64)
    }
  }

  /// The saved uses are weighted under the half-life they were saved with, and the entries
  /// analyzed in the saved languages: options that say otherwise are a usage error, not a
  /// ranking under settings the file does not have.
  @Test("--half-life and --language must agree with the saved vocabulary")
  func optionsMustAgreeWithTheSavedVocabulary() throws {
    let directory = try TemporaryDirectory()
    let snapshot = try Self.build(in: directory)
    for options in [
      ["--half-life", "30"], ["--language", "de"], ["--language", "en", "--language", "de"],
    ] {
      let run = try StemmaProcess.run(["vocab", "rank", "--index", snapshot] + options)
      #expect(run.status == 64, "\(options): \(run.stderr)")
      #expect(run.stderr.contains(snapshot) && run.stdout.isEmpty, "\(run.stderr)")
    }
    for options in [["--half-life", "90"], ["--language", "en"]] {
      let run = try StemmaProcess.run(["vocab", "rank", "--index", snapshot] + options)
      #expect(run.status == 0, "\(options): \(run.stderr)")
    }
  }
}
