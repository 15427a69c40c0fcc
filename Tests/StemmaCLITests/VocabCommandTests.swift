import Foundation
import Testing

/// `stemma vocab rank` and `stemma vocab resolve`: outputs, exit codes, malformed lines.
@Suite("vocab command")
struct VocabCommandTests {
  static let catalog = """
    {"id": "IMG_0001", "created": "2024-05-30T10:22:00Z", "favorite": true, "albums": ["Road Trip 2019"], "tags": ["mountain", "lake"], "people": ["Anne Johnson"], "location": "Yosemite", "extra": {"nested": [1, 2, {"x": null}]}}
    {"id": "IMG_0002", "created": "2024-05-31T10:22:00Z", "albums": ["road-trip 2019", "Vignette Picks"], "tags": ["Mountains"], "people": ["Anne Johnson", "Bill Turner"]}
    {"id": "IMG_0003", "created": "2023-01-01", "tags": ["lake"], "people": ["太郎"]}

    {"id": "IMG_0004", "tags": ["sunset", "Sunset"]}

    """

  static let now = "2024-06-01T00:00:00Z"

  func write(_ text: String, in directory: TemporaryDirectory, as name: String) throws -> String {
    _ = try directory.write(name, Array(utf8: text))
    return directory.path(name)
  }

  @Test func rankWritesEntriesMostLikelyFirst() throws {
    let directory = try TemporaryDirectory()
    let path = try write(Self.catalog, in: directory, as: "catalog.jsonl")
    let all = try StemmaProcess.run(["vocab", "rank", "--catalog", path, "--now", Self.now])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(
      all.textLines == [
        "photoTag\tMountains", "photoTag\tlake", "photoTag\tSunset",
        "photoAlbumName\tRoad Trip 2019", "photoAlbumName\tVignette Picks",
        "contactName\tAnne Johnson", "contactName\tBill Turner", "contactName\t太郎",
      ])
    let tags = try StemmaProcess.run([
      "vocab", "rank", "--catalog", path, "--kind", "photoTag", "--limit", "2", "--now", Self.now,
    ])
    #expect(tags.textLines == ["Mountains", "lake"])
    let jsonl = try StemmaProcess.run([
      "vocab", "rank", "--catalog", path, "--kind", "photoAlbumName", "--format", "jsonl",
      "--now", Self.now,
    ])
    #expect(
      jsonl.textLines.first
        == #"{"kind":"photoAlbumName","text":"Road Trip 2019","score":1.9836,"uses":2,"lastUsed":"2024-05-31T10:22:00Z","id":null}"#
    )
    // A shorter half-life weighs old uses less.
    let short = try StemmaProcess.run([
      "vocab", "rank", "--catalog", path, "--kind", "photoTag", "--format", "jsonl",
      "--half-life", "1", "--now", Self.now,
    ])
    #expect(short.textLines.count == 3)
    #expect(short.textLines[1].contains(#""score":0.3373"#))
  }

  /// The catalog the quick start and the search command use, classifier labels included.
  @Test func rankReadsTheSampleCatalog() throws {
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples/photos.jsonl").path
    let run = try StemmaProcess.run([
      "vocab", "rank", "--catalog", sample, "--kind", "photoTag", "--now", Self.now,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    // IMG_0009's tags are labels with confidences.
    #expect(run.textLines.contains("beach"))
    #expect(run.textLines.contains("dog"))
  }

  @Test func resolveWritesOneObjectPerText() throws {
    let directory = try TemporaryDirectory()
    let path = try write(Self.catalog, in: directory, as: "catalog.jsonl")
    let run = try StemmaProcess.run([
      "vocab", "resolve", "--catalog", path, "--kind", "contactName", "--now", Self.now,
      "anne johnson", "William Turner", "太郎さん", "", "Zed",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.textLines == [
        #"{"input":"anne johnson","outcome":"success","value":"Anne Johnson","candidates":[],"score":1,"tier":"exact","id":null,"candidateIds":[]}"#,
        #"{"input":"William Turner","outcome":"success","value":"Bill Turner","candidates":[],"score":0.9,"tier":"nickname","id":null,"candidateIds":[]}"#,
        #"{"input":"太郎さん","outcome":"success","value":"太郎","candidates":[],"score":0.94,"tier":"exact","id":null,"candidateIds":[]}"#,
        #"{"input":"","outcome":"needsValue","value":null,"candidates":[],"score":0,"tier":null,"id":null,"candidateIds":[]}"#,
        #"{"input":"Zed","outcome":"unsupported","value":null,"candidates":[],"score":0,"tier":null,"id":null,"candidateIds":[]}"#,
      ])
    let optional = try StemmaProcess.run([
      "vocab", "resolve", "--catalog", path, "--kind", "contactName", "--optional", "  ",
    ])
    #expect(
      optional.textLines == [
        #"{"input":"  ","outcome":"notRequired","value":null,"candidates":[],"score":0,"tier":null,"id":null,"candidateIds":[]}"#
      ])
  }

  @Test func resolveReadsAnEntriesFileAndDisambiguates() throws {
    let directory = try TemporaryDirectory()
    let entries = """
      {"kind": "contactName", "text": "Anne Johnson", "uses": 3, "lastUsed": "2024-05-01T00:00:00Z"}
      {"kind": "contactName", "text": "Anne Li", "uses": 4, "lastUsed": "2024-05-01T00:00:00Z"}
      {"kind": "photoAlbumName", "text": "Anne's Birthday"}
      {"kind": "contactName", "text": "Karin", "uses": 1}
      """
    let path = try write(entries, in: directory, as: "entries.jsonl")
    let run = try StemmaProcess.run([
      "vocab", "resolve", "--entries", path, "--kind", "contactName", "--now", Self.now,
      "Anne", "Karen",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.textLines == [
        #"{"input":"Anne","outcome":"disambiguation","value":null,"candidates":["Anne Li","Anne Johnson"],"score":0.88,"tier":"prefix","id":null,"candidateIds":[null,null]}"#,
        #"{"input":"Karen","outcome":"confirmationRequired","value":"Karin","candidates":[],"score":0.82,"tier":"editDistance","id":null,"candidateIds":[]}"#,
      ])
    // No TEXT: one value a line from standard input, one object a line out.
    let piped = try StemmaProcess.run(
      ["vocab", "resolve", "--entries", path, "--kind", "contactName"],
      input: .bytes(Array(utf8: "anne li\n\nkarin\n")))
    #expect(piped.textLines.count == 3)
    #expect(piped.textLines[1].contains(#""outcome":"needsValue""#))
  }

  @Test func malformedLinesAreReportedWithFileAndLineAndTheRestIsKept() throws {
    let directory = try TemporaryDirectory()
    var bytes = Array(utf8: #"{"id": "1", "tags": ["beach"]}"# + "\n")
    bytes += Array(utf8: #"{"id": 5}"# + "\n")  // line 2: id is not a string
    bytes += Array(utf8: "not json\n")  // line 3
    bytes += Array(utf8: #"{"id": "4", "tags": ["caf"#) + [0xFF] + Array(utf8: "\"]}\n")  // line 4
    bytes += Array(utf8: #"{"id": "5", "tags": "beach"}"# + "\n")  // line 5: not an array
    bytes += Array(utf8: #"{"id": "6", "created": "yesterday", "tags": ["x"]}"# + "\n")  // line 6
    bytes += Array(utf8: #"{"tags": ["x"]}"# + "\n")  // line 7: no id
    bytes += Array(utf8: #"{"id": "8", "tags": ["beach", "sunset"]}"# + "\n")
    _ = try directory.write("catalog.jsonl", bytes)
    let path = directory.path("catalog.jsonl")
    let run = try StemmaProcess.run(["vocab", "rank", "--catalog", path, "--kind", "photoTag"])
    #expect(run.status == 65)
    #expect(run.textLines == ["beach", "sunset"])
    for line in 2...7 { #expect(run.stderr.contains("\(path):\(line):"), "line \(line)") }
    #expect(!run.stderr.contains("\(path):1:"))
    #expect(!run.stderr.contains("\(path):8:"))
    #expect(run.stderr.contains("invalid UTF-8"))
    #expect(run.stderr.contains("missing \"id\""))

    let entries = try write(
      """
      {"kind": "photoTag", "text": "beach", "uses": 2}
      {"kind": "photoTag", "uses": 2}
      {"kind": "photoTag", "text": "lake", "uses": -1}
      """, in: directory, as: "entries.jsonl")
    let resolve = try StemmaProcess.run([
      "vocab", "resolve", "--entries", entries, "--kind", "photoTag", "beaches",
    ])
    #expect(resolve.status == 65)
    #expect(resolve.textLines.count == 1)
    #expect(resolve.textLines.first?.contains(#""value":"beach""#) == true)
    #expect(resolve.stderr.contains("\(entries):2:"))
    #expect(resolve.stderr.contains("\(entries):3:"))
  }

  @Test(
    "64: usage errors",
    arguments: [
      ["vocab", "rank"],
      ["vocab", "rank", "--catalog", "x", "--limit", "-1"],
      ["vocab", "rank", "--catalog", "x", "--now", "yesterday"],
      ["vocab", "rank", "--catalog", "x", "--format", "xml"],
      ["vocab", "rank", "--catalog", "x", "--half-life", "0"],
      ["vocab", "rank", "--catalog", "x", "--language", "klingon"],
      ["vocab", "resolve", "--kind", "photoTag", "x"],
      ["vocab", "resolve", "--catalog", "a", "--entries", "b", "--kind", "photoTag", "x"],
      ["vocab", "resolve", "--catalog", "a", "x"],
      ["vocab", "resolve", "--catalog", "a", "--kind", "", "x"],
      ["vocab", "resolve", "--catalog", "a", "--kind", "contactname", "x"],
      ["vocab", "resolve", "--entries", "a", "--kind", "photoTags", "x"],
      ["vocab", "rank", "--catalog", "a", "--kind", "PhotoAlbumName"],
      ["vocab", "rank", "--catalog", "a", "--entries", "b"],
      ["vocab", "resolve", "--catalog", "-", "--kind", "photoTag"],
      ["vocab", "resolve", "--catalog", "a", "--kind", "photoTag", "--on-invalid", "ignore", "x"],
    ])
  func usageErrors(arguments: [String]) throws {
    let run = try StemmaProcess.run(arguments)
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func missingFilesExit66() throws {
    let rank = try StemmaProcess.run(["vocab", "rank", "--catalog", "/nonexistent/catalog"])
    #expect(rank.status == 66)
    #expect(rank.stderr.contains("/nonexistent/catalog"))
    let resolve = try StemmaProcess.run([
      "vocab", "resolve", "--entries", "/nonexistent/entries", "--kind", "photoTag", "x",
    ])
    #expect(resolve.status == 66)
  }

  @Test("a misspelled --kind names the kind it resembles and lists the kinds")
  func misspelledKind() throws {
    let run = try StemmaProcess.run([
      "vocab", "resolve", "--catalog", "x", "--kind", "contactname", "Anne",
    ])
    #expect(run.status == 64)
    #expect(run.stderr.contains("did you mean contactName?"), "\(run.stderr)")
    #expect(run.stderr.contains("photoTag, photoAlbumName, contactName"), "\(run.stderr)")
  }

  @Test("an app-defined kind with no entries still resolves, with the kinds present on stderr")
  func absentKind() throws {
    let directory = try TemporaryDirectory()
    let path = try write(Self.catalog, in: directory, as: "photos.jsonl")
    let run = try StemmaProcess.run([
      "vocab", "resolve", "--catalog", path, "--kind", "recipeName", "Anne",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.text.contains(#""outcome":"unsupported""#))
    #expect(
      run.stderr.contains("has no entries of kind recipeName; kinds present: photoTag, "),
      "\(run.stderr)")
    let present = try StemmaProcess.run([
      "vocab", "resolve", "--catalog", path, "--kind", "contactName", "Anne",
    ])
    #expect(present.stderr.isEmpty, "\(present.stderr)")
  }

  @Test("vocab rank --entries ranks an entries file as resolve reads it")
  func rankEntries() throws {
    let directory = try TemporaryDirectory()
    let path = try write(
      """
      {"kind": "photoTag", "text": "beach", "uses": 2, "lastUsed": "2024-05-01T00:00:00Z"}
      {"kind": "photoTag", "text": "lake", "uses": 9, "lastUsed": "2024-05-30T00:00:00Z"}
      {"kind": "recipeName", "text": "Pad Thai", "uses": 1}

      """, in: directory, as: "entries.jsonl")
    let run = try StemmaProcess.run(["vocab", "rank", "--entries", path, "--now", Self.now])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.textLines == ["photoTag\tlake", "photoTag\tbeach", "recipeName\tPad Thai"])
  }

  @Test("vocab resolve: a TEXT that is not valid UTF-8 follows --on-invalid")
  func invalidText() throws {
    let directory = try TemporaryDirectory()
    let path = try write(Self.catalog, in: directory, as: "photos.jsonl")
    let command = "\"$STEMMA\" vocab resolve --catalog '\(path)' --kind contactName"
    let bad = "\"$(printf 'Bi\\377ll')\""
    let error = try StemmaProcess.runShell("\(command) Anne \(bad) lake")
    #expect(error.status == 65, "\(error.stderr)")
    #expect(error.stderr.contains("TEXT 2: invalid UTF-8"), "\(error.stderr)")
    #expect(error.textLines.count == 1)
    let skip = try StemmaProcess.runShell("\(command) --on-invalid skip Anne \(bad) lake")
    #expect(skip.status == 0, "\(skip.stderr)")
    #expect(skip.textLines.count == 3)
    #expect(skip.textLines[1] == #"{"argument":2,"error":"invalid UTF-8"}"#)
    #expect(skip.stderr.contains("skipped 1 value of invalid UTF-8"))
    let replace = try StemmaProcess.runShell("\(command) --on-invalid replace \(bad) 'B\u{FFFD}ll'")
    #expect(replace.status == 0, "\(replace.stderr)")
    #expect(replace.textLines.count == 2)
    #expect(
      replace.textLines.allSatisfy {
        $0.hasPrefix(#"{"input":"Bi\#u{FFFD}ll""#) || $0.hasPrefix(#"{"input":"B\#u{FFFD}ll""#)
      })
    #expect(replace.stderr.contains("replaced ill-formed bytes in 1 value of invalid UTF-8"))
    let lines = try StemmaProcess.runShell(
      "printf 'Anne\\n\\377\\n' | \(command) --on-invalid skip")
    #expect(lines.textLines.last == #"{"line":2,"error":"invalid UTF-8"}"#, "\(lines.stderr)")
  }
}
