import Foundation
import Testing

/// `stemma search` and `stemma vocab` read catalogs with one reader: on a catalog with
/// mistakes they reject the same lines with the same messages, and count them alike.
@Suite("one catalog reader")
struct CatalogConsistencyTests {
  /// 31 lines: a mistake of each kind, blank lines, and good photos (Fixtures/README.md).
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/catalog-with-mistakes.jsonl")

  static let now = "2024-06-01T00:00:00Z"

  /// The `stemma: FILE:LINE: reason` lines of standard error, in order.
  private func lineErrors(_ run: StemmaOutput, path: String) -> [String] {
    run.stderr.split(separator: "\n").map(String.init).filter {
      guard $0.hasPrefix("stemma: \(path):") else { return false }
      return $0.dropFirst("stemma: \(path):".count).first?.isNumber == true
    }
  }

  /// The line number of each `FILE:LINE: reason`.
  private func lineNumbers(_ errors: [String], path: String) -> [Int] {
    errors.compactMap { Int($0.dropFirst("stemma: \(path):".count).prefix { $0.isNumber }) }
  }

  /// The N of the `FILE: N malformed line(s) …` summary.
  private func summaryCount(_ run: StemmaOutput, path: String) -> Int? {
    run.stderr.split(separator: "\n").lazy.compactMap { line -> Int? in
      guard line.hasPrefix("stemma: \(path): "), line.contains("malformed line(s)") else {
        return nil
      }
      return Int(line.dropFirst("stemma: \(path): ".count).prefix { $0.isNumber })
    }.first
  }

  private func runBoth(_ path: String) throws -> (search: StemmaOutput, vocab: StemmaOutput) {
    let search = try StemmaProcess.run([
      "search", "--catalog", path, "--now", Self.now, "sunset",
    ])
    let vocab = try StemmaProcess.run([
      "vocab", "rank", "--catalog", path, "--now", Self.now,
    ])
    return (search, vocab)
  }

  @Test("search and vocab rank reject the same lines with the same messages")
  func sameLinesSameMessages() throws {
    let path = Self.fixture.path
    let (search, vocab) = try runBoth(path)
    #expect(search.status == 65, "\(search.stderr)")
    #expect(vocab.status == 65, "\(vocab.stderr)")
    let searchErrors = lineErrors(search, path: path)
    #expect(lineErrors(vocab, path: path) == searchErrors)
    // Lines 19 and 25 are blank; 1, 20, 26, 30 and 31 are photos.
    let expected = Array(2...18) + Array(21...24) + Array(27...29)
    #expect(lineNumbers(searchErrors, path: path) == expected)
    #expect(summaryCount(search, path: path) == expected.count)
    #expect(summaryCount(vocab, path: path) == expected.count)
    // One message each, exactly (a few pinned; the library's table pins them all).
    for message in [
      #"2: "id": the id is empty"#, #"3: duplicate id "IMG_0001" (first on line 1)"#,
      #"5: "tags[0].confidence": confidence must be in 0…1"#,
      "6: malformed JSON: column 46: expected a value", "7: not a JSON object",
      "8: invalid UTF-8", "9: the line contains a NUL byte",
      #"27: duplicate id "IMG_0020" (first on line 20)"#,
    ] {
      #expect(searchErrors.contains("stemma: \(path):\(message)"), "\(message)")
    }
    #expect(searchErrors.contains { $0.hasPrefix("stemma: \(path):4: \"attributes\": unknown") })
    // The photos vocab counts are the photos search indexes: no word of a rejected line.
    #expect(
      vocab.textLines == [
        "photoTag\tMountains", "photoTag\tgolden retriever", "photoTag\tlake", "photoTag\tsunset",
        "photoAlbumName\tRoad Trip", "photoAlbumName\tVignette Picks",
        "contactName\tAnne Johnson", "contactName\tBill Turner", "contactName\t太郎",
      ])
  }

  /// The line length limit (1 MiB, without the line break) and `\r\n` line ends, through both
  /// commands' ways of splitting lines.
  @Test("the line length limit and CRLF are read alike")
  func longLinesAndCRLF() throws {
    func photo(_ id: String, length: Int) -> [UInt8] {
      let head = #"{"id":"\#(id)","tags":["\#(id)"],"caption":""#
      return Array(head.utf8)
        + Array(repeating: UInt8(ascii: "x"), count: length - head.utf8.count - 2)
        + Array(#""}"#.utf8)
    }
    var bytes = try Array(Data(contentsOf: Self.fixture))
    bytes += photo("atlimit", length: 1 << 20) + Array("\r\n".utf8)  // line 32: a photo
    bytes += photo("overlimit", length: (1 << 20) + 1) + Array("\r\n".utf8)  // line 33
    bytes += photo("huge", length: 3 << 20) + Array("\n".utf8)  // line 34
    bytes += Array(#"{"id":"IMG_0001","tags":["crlf"]}"#.utf8) + Array("\r\n".utf8)  // line 35
    bytes += Array(#"{"id":"last","tags":["last"]}"#.utf8)  // line 36, no final newline
    let directory = try TemporaryDirectory()
    let path = try directory.write("catalog.jsonl", bytes).path
    let (search, vocab) = try runBoth(path)
    let searchErrors = lineErrors(search, path: path)
    #expect(lineErrors(vocab, path: path) == searchErrors)
    #expect(
      Array(searchErrors.suffix(3)) == [
        "stemma: \(path):33: line of 1048577 bytes is longer than 1048576",
        "stemma: \(path):34: line of 3145728 bytes is longer than 1048576",
        "stemma: \(path):35: duplicate id \"IMG_0001\" (first on line 1)",
      ])
    #expect(summaryCount(search, path: path) == 27)
    #expect(summaryCount(vocab, path: path) == 27)
    let tags = try StemmaProcess.run([
      "vocab", "rank", "--catalog", path, "--kind", "photoTag", "--now", Self.now,
    ])
    #expect(tags.textLines.contains("atlimit"))
    #expect(tags.textLines.contains("last"))
    #expect(!tags.textLines.contains("overlimit") && !tags.textLines.contains("crlf"))
  }
}
