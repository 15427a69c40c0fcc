import Foundation
import Testing

/// `stemma search` end to end, on samples/photos.jsonl.
@Suite("stemma search")
struct SearchCommandTests {
  static let sample = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("samples/photos.jsonl").path

  private func objects(_ run: StemmaOutput) throws -> [[String: Any]] {
    try run.lines.map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
    }
  }

  private func ids(_ object: [String: Any]) -> [String] {
    (object["hits"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  @Test("one JSON object per query, with the contract's keys")
  func oneObjectPerQuery() throws {
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--now", "2024-06-01T00:00:00Z", "mountains",
      "animals", "xyzzyq",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try objects(run)
    #expect(objects.count == 3)
    for object in objects {
      for key in ["query", "parsed", "total", "hits", "continuation"] {
        #expect(object[key] != nil, "missing \(key) in \(object)")
      }
    }
    #expect(objects[0]["query"] as? String == "mountains")
    #expect(ids(objects[0]).contains("IMG_0001"))
    #expect(ids(objects[1]).contains("IMG_0007"))  // a golden retriever is an animal
    #expect(objects[2]["total"] as? Int == 0)
    #expect(objects[2]["unmatched"] as? [String] == ["xyzzyq"])
    let hit = try #require((objects[0]["hits"] as? [[String: Any]])?.first)
    #expect(hit["kind"] as? String == "photo")
    #expect((hit["score"] as? Double ?? 0) > 0)
  }

  @Test("queries are parsed: dates, favorites, media words, the catalog's names")
  func queryUnderstanding() throws {
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--now", "2024-06-01T00:00:00Z",
      "favorite mountain photos from 2019", "videos of Anne", "photos from 2009",
      "animals in Family",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try objects(run)
    let favorite = try #require(objects.first)
    #expect((favorite["parsed"] as? [String: Any])?["favorite"] as? Bool == true)
    #expect(Set(ids(favorite)) == ["IMG_0001", "IMG_0005"])
    #expect(ids(objects[1]) == ["IMG_0034"])
    let resolution = objects[2]["resolution"] as? [String: Any]
    #expect(resolution?["date"] as? String == "unsupported")
    #expect(objects[2]["total"] as? Int == 0)
    #expect((objects[3]["parsed"] as? [String: Any])?["album"] as? String == "Family")
    // The golden retriever; "kids" (a young goat in a rare sense, share 0.02) far below it.
    #expect(ids(objects[3]).first == "IMG_0007")
    let scores = (objects[3]["hits"] as? [[String: Any]] ?? []).map { $0["score"] as? Double ?? 0 }
    #expect(scores.dropFirst().allSatisfy { $0 < (scores.first ?? 0) / 20 })
  }

  @Test("--queries keeps output lines aligned with input lines")
  func queriesFileIsLineAligned() throws {
    let directory = try TemporaryDirectory()
    let queries = try directory.write("queries.txt", Array("beach\n\nsunset\nroad trip\n".utf8))
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--queries", queries.path, "--limit", "3",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try objects(run)
    #expect(objects.map { $0["query"] as? String } == ["beach", "", "sunset", "road trip"])
    #expect(objects.allSatisfy { (($0["hits"] as? [Any])?.count ?? 99) <= 3 })
    // Albums whose names match come back as their own kind.
    let kinds = (objects[3]["hits"] as? [[String: Any]] ?? []).map { $0["kind"] as? String }
    #expect(kinds.first == "album")
  }

  @Test("invalid UTF-8 in --queries: error (65), replace or skip, lines kept")
  func invalidQueryLines() throws {
    let directory = try TemporaryDirectory()
    let queries = try directory.write(
      "queries.txt", Array("beach\n".utf8) + [0x62, 0xFF, 0x0A] + Array("lake\n".utf8))
    for (policy, status) in [("error", Int32(65)), ("replace", 0), ("skip", 0)] {
      let run = try StemmaProcess.run([
        "search", "--catalog", Self.sample, "--queries", queries.path, "--on-invalid", policy,
      ])
      #expect(run.status == status, "\(policy): \(run.stderr)")
      #expect(run.newlineCount == 3, "\(policy)")
      // Every line is a JSON object: the bad line's says which line and what was wrong.
      let objects = try objects(run)
      #expect(objects[0]["query"] as? String == "beach" && objects[2]["query"] as? String == "lake")
      if policy == "replace" {
        #expect(objects[1]["query"] as? String == "b\u{FFFD}")
        #expect(run.stderr.contains("replaced ill-formed bytes in 1 line of invalid UTF-8"))
      } else {
        #expect(objects[1]["line"] as? Int == 2, "\(policy)")
        #expect(objects[1]["error"] as? String == "invalid UTF-8", "\(policy)")
      }
      if policy == "error" { #expect(run.stderr.contains("queries.txt:2: invalid UTF-8")) }
      if policy == "skip" { #expect(run.stderr.contains("skipped 1 line of invalid UTF-8")) }
    }
  }

  @Test("--catalog - reads the catalog from standard input; with --queries - too, 64")
  func catalogFromStandardInput() throws {
    let catalog = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
    let fromFile = try StemmaProcess.run(["search", "--catalog", Self.sample, "beach", "lake"])
    let fromInput = try StemmaProcess.run(
      ["search", "--catalog", "-", "beach", "lake"], input: .bytes(Array(catalog)))
    #expect(fromInput.status == 0, "\(fromInput.stderr)")
    #expect(fromInput.stdout == fromFile.stdout)
    #expect(try objects(fromInput).count == 2)
    let directory = try TemporaryDirectory()
    let queries = try directory.write("queries.txt", Array("beach\n".utf8))
    let queriesFile = try StemmaProcess.run(
      ["search", "--catalog", "-", "--queries", queries.path], input: .bytes(Array(catalog)))
    #expect(queriesFile.status == 0)
    #expect(
      try objects(queriesFile).first?["total"] as? Int == objects(fromFile).first?["total"] as? Int)
    let both = try StemmaProcess.run(
      ["search", "--catalog", "-", "--queries", "-"], input: .bytes(Array(catalog)))
    #expect(both.status == 64)
    #expect(both.stderr.contains("standard input"), "\(both.stderr)")
  }

  @Test("--explain says which word matched which field through which tier")
  func explain() throws {
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--explain", "--limit", "1", "geese",
    ])
    let hit = try #require((try objects(run).first?["hits"] as? [[String: Any]])?.first)
    let explain = try #require(hit["explain"] as? [[String: Any]])
    #expect(
      explain.contains { $0["field"] as? String == "tag" && $0["tier"] as? String == "exact" })
    #expect(explain.allSatisfy { $0["term"] as? String == "geese" })
  }

  @Test("--after pages through every hit once")
  func paging() throws {
    var token: String?
    var seen: [String] = []
    var total = 0
    repeat {
      var arguments = ["search", "--catalog", Self.sample, "--limit", "4", "mountain"]
      if let token { arguments += ["--after", token] }
      let object = try #require(try objects(StemmaProcess.run(arguments)).first)
      total = object["total"] as? Int ?? 0
      seen += ids(object)
      token = object["continuation"] as? String
    } while token != nil && seen.count < 100
    #expect(seen.count == total && Set(seen).count == total && total > 4)
  }

  @Test("malformed catalog lines: file:line on standard error, exit 65, queries still answered")
  func malformedCatalog() throws {
    let directory = try TemporaryDirectory()
    let catalog = try directory.write(
      "photos.jsonl",
      Array(
        """
        {"id":"a","tags":["beach"]}
        {"id":"b","tags":"beach"}
        not json
        {"id":"a","tags":["lake"]}
        {"id":"c","tags":["beach"],"created":"2020-01-01"}

        """.utf8))
    let run = try StemmaProcess.run(["search", "--catalog", catalog.path, "beach"])
    #expect(run.status == 65)
    for line in [2, 3, 4] { #expect(run.stderr.contains("photos.jsonl:\(line):"), "\(run.stderr)") }
    let object = try #require(try objects(run).first)
    #expect(Set(ids(object)) == ["a", "c"])
  }

  static let exitCases: [([String], Int32)] = [
    (["search", "--catalog", "/nonexistent/photos.jsonl", "beach"], 66),
    (["search", "--catalog", sample, "--now", "tomorrow", "beach"], 64),
    (["search", "--catalog", sample, "--limit", "-1", "beach"], 64),
    (["search", "--catalog", sample], 64),
    (["search", "beach"], 64),
    (["search", "--catalog", "/", "beach"], 66),
  ]

  @Test("usage errors exit 64, a missing catalog 66", arguments: exitCases)
  func exitCodes(arguments: [String], status: Int32) throws {
    let run = try StemmaProcess.run(arguments)
    #expect(run.status == status, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("a continuation from another query is reported on its line")
  func staleContinuation() throws {
    let first = try #require(
      try objects(StemmaProcess.run(["search", "--catalog", Self.sample, "--limit", "1", "beach"]))
        .first)
    let token = try #require(first["continuation"] as? String)
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--after", token, "lake",
    ])
    #expect(run.lines.count == 1)
    #expect((try objects(run).first?["error"] as? String)?.contains("continuation") == true)
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("query 1: "), "\(run.stderr)")
  }

  @Test("an invalid --after: every query writes its error object, then exit 65")
  func invalidContinuation() throws {
    let directory = try TemporaryDirectory()
    let queries = try directory.write("queries.txt", Array("beach\nlake\n".utf8))
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample, "--after", "not-a-token", "--queries", queries.path,
    ])
    #expect(run.status == 65, "\(run.stderr)")
    let objects = try objects(run)
    #expect(objects.map { $0["query"] as? String } == ["beach", "lake"])
    #expect(objects.allSatisfy { ($0["error"] as? String)?.contains("not-a-token") == true })
    #expect(run.stderr.contains("queries.txt:1: ") && run.stderr.contains("queries.txt:2: "))
  }
}
