import Foundation
import Matcher
import Testing

/// `stemma index build|update|info` and `stemma search --index`, end to end on
/// samples/photos.jsonl: a snapshot answers as the catalog does, byte for byte.
@Suite("stemma index")
struct IndexCommandTests {
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("samples")
  static let sample = samples.appendingPathComponent("photos.jsonl").path

  /// The sample queries and terms, as one --queries file.
  static func queries(in directory: TemporaryDirectory) throws -> String {
    var text = ""
    for file in ["queries.txt", "terms.txt"] {
      text += try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
    }
    text += "road trip\nAnne\nwatrefall\nmountain lake\nmou\n"
    return try directory.write("queries.txt", Array(text.utf8)).path
  }

  @Test("build, then search --index writes what search --catalog writes")
  func searchIndexMatchesCatalog() throws {
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    let build = try StemmaProcess.run([
      "index", "build", "--catalog", Self.sample, "--output", snapshot,
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let queries = try Self.queries(in: directory)
    for extra in [["--explain"], ["--limit", "2"]] {
      let common = ["--queries", queries, "--now", "2024-06-01T00:00:00Z"] + extra
      let fromCatalog = try StemmaProcess.run(["search", "--catalog", Self.sample] + common)
      let fromIndex = try StemmaProcess.run(["search", "--index", snapshot] + common)
      #expect(fromCatalog.status == 0)
      #expect(fromIndex.status == fromCatalog.status)
      #expect(fromIndex.newlineCount == fromCatalog.newlineCount)
      #expect(fromIndex.text == fromCatalog.text)
    }
  }

  @Test("info prints the version, counts and every section's size")
  func info() throws {
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    _ = try StemmaProcess.run(["index", "build", "--catalog", Self.sample, "--output", snapshot])
    let run = try StemmaProcess.run(["index", "info", snapshot])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(lines.prefix(3) == ["format version: 5", "language: en", "photos: 50"])
    let size = try FileManager.default.attributesOfItem(atPath: snapshot)[.size] as? Int
    #expect(lines.contains("bytes: \(size ?? -1)"))
    #expect(lines.contains { $0.hasPrefix("  postings: ") })
    #expect(lines.contains { $0.hasPrefix("  photoIDs: ") })
  }

  @Test("update replaces, adds and removes, as a rebuilt catalog would")
  func update() throws {
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    _ = try StemmaProcess.run(["index", "build", "--catalog", Self.sample, "--output", snapshot])
    let replacement = #"{"id": "IMG_0002", "tags": ["zebra", "lake"], "favorite": true}"#
    let added = #"{"id": "NEW_1", "tags": ["waterfall"], "albums": ["Road Trip 2019"]}"#
    let changes = try directory.write(
      "changes.jsonl",
      Array(
        """
        {"id": "IMG_0001", "deleted": true}
        \(replacement)
        {"id": "UNKNOWN", "deleted": true}
        \(added)

        """.utf8))
    let run = try StemmaProcess.run(["index", "update", snapshot, "--catalog", changes.path])
    #expect(run.status == 0, "\(run.stderr)")
    // The catalog those changes make.
    let original = try String(contentsOfFile: Self.sample, encoding: .utf8)
    var lines = original.split(separator: "\n").map(String.init)
    lines.removeAll { $0.contains(#""id": "IMG_0001""#) }
    lines = lines.map { $0.contains(#""id": "IMG_0002""#) ? replacement : $0 } + [added]
    let catalog = try directory.write("changed.jsonl", Array(lines.joined(separator: "\n").utf8))
    let queries = try Self.queries(in: directory)
    let common = ["--queries", queries, "--now", "2024-06-01T00:00:00Z", "--explain"]
    let fromCatalog = try StemmaProcess.run(["search", "--catalog", catalog.path] + common)
    let fromIndex = try StemmaProcess.run(["search", "--index", snapshot] + common)
    #expect(fromIndex.status == 0)
    #expect(fromIndex.text == fromCatalog.text)
    let info = try StemmaProcess.run(["index", "info", snapshot])
    #expect(info.text.contains("photos: 50\n"))
  }

  @Test("a bad snapshot exits 65 naming the file; a missing one 66; both inputs 64")
  func badFiles() throws {
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    _ = try StemmaProcess.run(["index", "build", "--catalog", Self.sample, "--output", snapshot])
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: snapshot)))
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x10
    let cases: [(String, [UInt8], String)] = [
      ("truncated.stemma", Array(bytes.prefix(bytes.count / 3)), "truncated"),
      ("flipped.stemma", flipped, "damaged"),
      ("empty.stemma", [], "not a Stemma snapshot"),
      ("catalog.stemma", Array(#"{"id": "IMG_1"}"#.utf8), "not a Stemma snapshot"),
    ]
    for (name, content, reason) in cases {
      let path = try directory.write(name, content).path
      for arguments in [["search", "--index", path, "dog"], ["index", "info", "--verify", path]] {
        let run = try StemmaProcess.run(arguments)
        #expect(run.status == 65, "\(name): \(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains(reason), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
      }
    }
    let missing = directory.url.appendingPathComponent("missing.stemma").path
    let run = try StemmaProcess.run(["search", "--index", missing, "dog"])
    #expect(run.status == 66)
    #expect(run.stderr.contains(missing))
    let both = try StemmaProcess.run([
      "search", "--index", snapshot, "--catalog", Self.sample, "dog",
    ])
    #expect(both.status == 64)
  }

  /// A file damaged where opening does not read (the middle of the postings, checked by blocks
  /// when a search first reads them) opens, and the search that reads it exits 65 naming the
  /// file; `index info` reads only the structure, `index info --verify` every byte.
  @Test("a damaged block a search reads exits 65 naming the file; info --verify finds it")
  func lazilyCheckedDamage() throws {
    let directory = try TemporaryDirectory()
    let lines = (0..<40_000).map { #"{"id": "p\#($0)", "tags": ["dog"]}"# }
    let catalog = try directory.write("dogs.jsonl", Array(lines.joined(separator: "\n").utf8))
    let snapshot = directory.url.appendingPathComponent("dogs.stemma").path
    _ = try StemmaProcess.run(["index", "build", "--catalog", catalog.path, "--output", snapshot])
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: snapshot)))
    func integer(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    // The postings (kind 6): one list of 40,000 postings, several blocks long.
    let entry = try #require(
      (0..<integer(12, 4)).map { 64 + 32 * $0 }.first { integer($0, 4) == 6 })
    let (offset, length) = (integer(entry + 8, 8), integer(entry + 16, 8))
    #expect(length > 2 << 16)
    bytes[(offset + length / 2) & ~3] ^= 2
    let path = try directory.write("damaged.stemma", bytes).path
    let search = try StemmaProcess.run(["search", "--index", path, "dog"])
    #expect(search.status == 65, "\(search.stderr)")
    #expect(search.stderr.contains(path) && search.stderr.contains("damaged"), "\(search.stderr)")
    #expect(!search.text.contains(#""hits""#), "\(search.text)")
    #expect(try StemmaProcess.run(["index", "info", path]).status == 0)
    let verify = try StemmaProcess.run(["index", "info", "--verify", path])
    #expect(verify.status == 65)
    #expect(verify.stderr.contains(path) && verify.stderr.contains("postings"), "\(verify.stderr)")
  }
}
