import Foundation
import Matcher
import Testing

/// The catalog's rules (``CatalogReader``'s "The catalog format"), once: each malformed line
/// gives exactly one message, the same through ``CatalogReader`` and through
/// ``CatalogDecoder``, whose two steps `stemma vocab` runs apart.
@Suite struct CatalogRulesTests {
  /// The limit the table reads with, so that a too-long line stays small.
  static let limit = 200

  static let attributeNames =
    "photo, video, gif, timeLapse, slowMotion, screenshot, selfie, panorama, hdr, burst, "
    + "livePhoto, loop, bounce, longExposure, portraitMode, frontCamera, flash, "
    + "portraitOrientation, landscapeOrientation, square, noir, mono, chrome, fade, instant, "
    + "process, tonal, transfer"

  /// A malformed line (read as line 2, after `{"id": "first"}`) and its message.
  static let malformed: [(String, [UInt8], String)] = [
    ("empty id", line(#"{"id": ""}"#), #""id": the id is empty"#),
    (
      "duplicate id", line(#"{"id": "first", "tags": ["x"]}"#),
      #"duplicate id "first" (first on line 1)"#
    ),
    (
      "unknown attribute", line(#"{"id": "a", "attributes": ["hdr", "sepia"]}"#),
      #""attributes": unknown attribute 'sepia' (known: \#(attributeNames))"#
    ),
    (
      "confidence above 1", line(#"{"id": "a", "tags": [{"text": "dog", "confidence": 1.5}]}"#),
      #""tags[0].confidence": confidence must be in 0…1"#
    ),
    (
      "confidence below 0",
      line(#"{"id": "a", "tags": ["x", {"text": "dog", "confidence": -0.1}]}"#),
      #""tags[1].confidence": confidence must be in 0…1"#
    ),
    (
      "confidence not a number",
      line(#"{"id": "a", "tags": [{"text": "dog", "confidence": "high"}]}"#),
      #""tags[0].confidence" must be a number"#
    ),
    (
      "trailing comma in an array", line(#"{"id": "a", "tags": ["x",]}"#),
      "malformed JSON: column 26: expected a value"
    ),
    (
      "trailing comma in the object", line(#"{"id": "a",}"#),
      "malformed JSON: column 12: expected a key"
    ),
    (
      "trailing comma in an unknown field", line(#"{"id": "a", "extra": [1,]}"#),
      "malformed JSON: column 25: expected a value"
    ),
    ("an array", line(#"["a"]"#), "not a JSON object"),
    ("a string", line(#""photo""#), "not a JSON object"),
    ("null", line("null"), "not a JSON object"),
    ("not JSON", line("not json"), "malformed JSON: column 1: expected a value"),
    (
      "text after the object", line(#"{"id": "a"} x"#),
      "malformed JSON: column 13: text after the JSON object"
    ),
    (
      "unterminated object", line(#"{"id": "a""#),
      "malformed JSON: column 11: unexpected end of line, expected ',' or '}'"
    ),
    (
      "bad escape in an unknown field", line(#"{"id": "a", "x": "\q"}"#),
      "malformed JSON: column 21: invalid escape in a string"
    ),
    ("invalid UTF-8", line(#"{"id": "caf"#) + [0xFF] + line(#""}"#), "invalid UTF-8"),
    (
      "a surrogate in UTF-8", line(#"{"id": "a", "x": ""#) + [0xED, 0xA0, 0x80] + line(#""}"#),
      "invalid UTF-8"
    ),
    ("NUL", line(#"{"id": "a"#) + [0x00] + line(#""}"#), "the line contains a NUL byte"),
    (
      "too long", line(#"{"id": "a", "caption": ""# + String(repeating: "x", count: 200) + #""}"#),
      "line of 226 bytes is longer than 200"
    ),
    ("missing id", line(#"{"created": "2019-01-01"}"#), #"missing "id""#),
    ("empty object", line("{}"), #"missing "id""#),
    ("id a number", line(#"{"id": 7}"#), #""id" must be a string"#),
    ("id null", line(#"{"id": null}"#), #""id" must be a string"#),
    ("created a number", line(#"{"id": "a", "created": 2019}"#), #""created" must be a string"#),
    (
      "created not a date", line(#"{"id": "a", "created": "yesterday"}"#),
      #""created": 'yesterday' is not an ISO 8601 date (2019-07-04T10:22:00Z)"#
    ),
    (
      "created an impossible date", line(#"{"id": "a", "created": "2019-02-30"}"#),
      #""created": '2019-02-30' is not an ISO 8601 date (2019-07-04T10:22:00Z)"#
    ),
    ("tags a string", line(#"{"id": "a", "tags": "beach"}"#), #""tags" must be an array"#),
    (
      "tag null", line(#"{"id": "a", "tags": [null]}"#), #""tags[0]" must be a string or an object"#
    ),
    (
      "label without text", line(#"{"id": "a", "tags": [{"confidence": 0.5}]}"#),
      #"missing "tags[0].text""#
    ),
    (
      "label text a number", line(#"{"id": "a", "tags": [{"text": 3}]}"#),
      #""tags[0].text" must be a string"#
    ),
    (
      "attributes a string", line(#"{"id": "a", "attributes": "hdr"}"#),
      #""attributes" must be an array"#
    ),
    (
      "favorite a string", line(#"{"id": "a", "favorite": "yes"}"#),
      #""favorite" must be true or false"#
    ),
    (
      "album a number", line(#"{"id": "a", "albums": ["Trip", 2]}"#),
      #""albums[1]" must be a string"#
    ),
    ("people a string", line(#"{"id": "a", "people": "Anne"}"#), #""people" must be an array"#),
    ("location a number", line(#"{"id": "a", "location": 5}"#), #""location" must be a string"#),
    ("title an array", line(#"{"id": "a", "title": []}"#), #""title" must be a string"#),
    ("caption an object", line(#"{"id": "a", "caption": {}}"#), #""caption" must be a string"#),
    (
      "the first field in reading order", line(#"{"caption": 1, "created": 2, "id": "a"}"#),
      #""created" must be a string"#
    ),
    (
      "syntax before fields", line(#"{"id": 7, "tags": [1,]}"#),
      "malformed JSON: column 22: expected a value"
    ),
  ]

  /// Lines the rules accept, and the photo each is.
  static let accepted: [(String, [UInt8], Photo)] = [
    ("only an id", line(#"{"id": "a"}"#), Photo(id: "a")),
    (
      "nulls for every optional field",
      line(
        #"{"id": "a", "created": null, "favorite": null, "albums": null, "tags": null, "people": null, "#
          + #""location": null, "attributes": null, "title": null, "caption": null}"#),
      Photo(id: "a")
    ),
    (
      "labels at the bounds and without a confidence",
      line(
        #"{"id": "a", "tags": [{"text": "x", "confidence": 0}, {"text": "y", "confidence": 1}, "#
          + #"{"text": "z", "confidence": null}, {"text": "w", "source": "model"}]}"#),
      Photo(id: "a", tags: ["x", "y", "z", "w"])
    ),
    (
      "unknown fields, however nested",
      line(#"{"id": "a", "camera": {"lens": [1, 2.5e3, {"f": null}]}}"#),
      Photo(id: "a")
    ),
    (
      "a repeated key: the first counts",
      line(#"{"id": "a", "id": "b", "tags": ["x"], "tags": 5}"#), Photo(id: "a", tags: ["x"])
    ),
    ("a byte order mark", [0xEF, 0xBB, 0xBF] + line(#"{"id": "a"}"#), Photo(id: "a")),
    (
      "lenient attribute names",
      line(#"{"id": "a", "attributes": ["HDR", "live-photo", "time lapse"]}"#),
      Photo(id: "a", attributes: [.hdr, .livePhoto, .timeLapse])
    ),
    (
      "a line exactly at the limit",
      line(#"{"id": "a", "caption": ""# + String(repeating: "x", count: 174) + #""}"#),
      Photo(id: "a", caption: String(repeating: "x", count: 174))
    ),
  ]

  private static func line(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The errors and photos of a catalog read by ``CatalogReader``.
  private func read(_ bytes: [UInt8]) throws -> [CatalogLine] {
    var reader = CatalogReader(bytes: bytes, maximumLineLength: Self.limit)
    var lines: [CatalogLine] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  /// The same catalog read as `stemma vocab` reads it: every line decoded first (in any
  /// order, keeping only what its uses need), then admitted in file order.
  private func decodeThenAdmit(_ bytes: [UInt8]) -> [CatalogLine] {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let decoder = CatalogDecoder(maximumLineLength: Self.limit)
    let decoded = lines.reversed().map { decoder.decodeUses($0) }.reversed()
    var admitting = CatalogDecoder(maximumLineLength: Self.limit)
    return decoded.enumerated().compactMap { offset, result in
      result.map { admitting.admit($0, line: offset + 1) }
    }
  }

  private func describe(_ lines: [CatalogLine]) -> [String] {
    lines.map {
      switch $0 {
      case .photo(let photo, let line): "\(line): photo \(photo.id)"
      case .malformed(let error): error.description
      }
    }
  }

  @Test(arguments: malformed)
  func malformedLinesGiveOneMessage(name: String, line: [UInt8], message: String) throws {
    let catalog =
      Self.line(#"{"id": "first"}"#) + [0x0A] + line + [0x0A] + Self.line(#"{"id": "last"}"#)
    let lines = try read(catalog)
    #expect(describe(lines) == ["1: photo first", "2: \(message)", "3: photo last"], "\(name)")
    #expect(describe(decodeThenAdmit(catalog)) == describe(lines), "\(name)")
  }

  @Test(arguments: accepted)
  func acceptedLinesArePhotos(name: String, line: [UInt8], photo: Photo) throws {
    let lines = try read(line)
    guard case .photo(let read, 1)? = lines.first, lines.count == 1 else {
      Issue.record("\(name): \(describe(lines))")
      return
    }
    #expect(read == photo, "\(name)")
  }

  /// Ids are equal as Swift strings are, as a ``PhotoIndex`` compares them: an id spelled in
  /// another Unicode normalization is a duplicate. The same holds past the id table's limit.
  @Test(arguments: [Int(UInt32.max), 0, 1, 2])
  func duplicateIDsAreCanonicallyEqual(tableLimit: Int) {
    var decoder = CatalogDecoder(maximumLineLength: 100, tableLimit: tableLimit)
    let lines = [
      #"{"id": "café"}"#, #"{"id": "b"}"#, #"{"id": "café"}"#, #"{"id": "b"}"#,
      #"{"id": "c"}"#, #"{"id": "c"}"#,
    ]
    let read = lines.enumerated().compactMap { offset, line in
      decoder.read(Array(line.utf8)[...], line: offset + 1)
    }
    #expect(
      describe(read) == [
        "1: photo café", "2: photo b", "3: duplicate id \"café\" (first on line 1)",
        "4: duplicate id \"b\" (first on line 2)", "5: photo c",
        "6: duplicate id \"c\" (first on line 5)",
      ])
  }

  /// Blank lines are skipped but counted; `\r\n` ends a line as `\n` does, and the `\r` is not
  /// part of the line's length.
  @Test func blankLinesAndLineBreaks() throws {
    let atLimit = #"{"id": "b", "caption": ""# + String(repeating: "x", count: 174) + #""}"#
    let overLimit = #"{"id": "c", "caption": ""# + String(repeating: "x", count: 175) + #""}"#
    let catalog = Self.line(
      "{\"id\": \"a\"}\r\n\r\n \t \n\(atLimit)\r\n\(overLimit)\r\n{\"id\": \"d\"}\r\n{\"id\"")
    let expected = [
      "1: photo a", "4: photo b", "5: line of 201 bytes is longer than 200", "6: photo d",
      "7: malformed JSON: column 6: unexpected end of line, expected ':' after a key",
    ]
    #expect(describe(try read(catalog)) == expected)
    let unixLines = catalog.filter { $0 != 0x0D }
    #expect(describe(decodeThenAdmit(unixLines)) == expected)
  }

  /// A line too long to keep is skipped while it is read from a file, and measured like a line
  /// that was kept: without its line break, even when the `\r` and `\n` arrive in separate
  /// reads, and a line one byte short of the limit plus its `\r` is still read.
  @Test(arguments: [
    // The first 1 MiB read ends just after line 2's `\r`: 1,000 bytes and a `\r` is not too long.
    (1_048_576 - 1_002, 1_000, "2: photo b"),
    // Line 2 is skipped across reads, and its `\r` comes in the same read as its `\n`.
    (30, 2_000_000, "2: line of 2000000 bytes is longer than 1000"),
    // Line 2 is skipped, and the first read ends with its `\r`.
    (30, 1_048_576 - 31 - 1, "2: line of 1048544 bytes is longer than 1000"),
  ])
  func longLinesAcrossReads(firstLength: Int, secondLength: Int, expected: String) throws {
    func photo(_ id: String, length: Int) -> [UInt8] {
      let head = #"{"id":"\#(id)","caption":""#
      let padding = max(0, length - head.utf8.count - 2)
      return Self.line(head + String(repeating: "x", count: padding) + #""}"#)
    }
    var bytes = photo("a", length: firstLength) + [0x0A]
    bytes += photo("b", length: secondLength) + [0x0D, 0x0A]
    bytes += Self.line(#"{"id":"c"}"#)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString).jsonl")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var reader = try CatalogReader(contentsOf: url, maximumLineLength: 1_000)
    var lines: [CatalogLine] = []
    while let line = try reader.next() { lines.append(line) }
    #expect(describe(lines).dropFirst().first == expected)
    #expect(describe(lines).last == "3: photo c")
  }
}
