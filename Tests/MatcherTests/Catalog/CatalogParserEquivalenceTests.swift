import Foundation
import Matcher
import StemmaTestSupport
import Testing

/// The byte-level catalog reader against `JSONDecoder` with `Photo(from:)`, the reader it
/// replaced: generated lines give the same photo or the same reason.
@Suite struct CatalogParserEquivalenceTests {
  /// The old reader: NUL, then UTF-8, then `JSONDecoder`.
  private func reference(_ bytes: [UInt8]) -> Result<Photo, CatalogError.Reason> {
    if bytes.contains(0) { return .failure(.containsNUL) }
    guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.invalidUTF8) }
    do {
      return .success(try JSONDecoder().decode(Photo.self, from: Data(bytes)))
    } catch let error as DecodingError {
      return .failure(CatalogReader.reason(for: error))
    } catch {
      return .failure(.malformedJSON("\(error)"))
    }
  }

  /// The byte reader; a blank line, which the catalog skips, as `JSONDecoder` reads it.
  private func parse(_ bytes: [UInt8]) -> Result<Photo, CatalogError.Reason> {
    CatalogDecoder().decode(bytes[...]) ?? .failure(.malformedJSON("a blank line"))
  }

  /// The reason with a syntax error's wording dropped: the two readers word those differently.
  private func kind(_ result: Result<Photo, CatalogError.Reason>) -> Result<
    Photo, CatalogError.Reason
  > {
    if case .failure(.malformedJSON) = result { return .failure(.malformedJSON("")) }
    return result
  }

  @Test(arguments: 0..<8)
  func generatedLinesReadAlike(seed: UInt64) {
    var generator = LineGenerator(seed: seed)
    var photos = 0
    for _ in 0..<500 {
      let line = generator.line()
      let expected = kind(reference(line))
      #expect(kind(parse(line)) == expected, "\(String(decoding: line, as: UTF8.self))")
      if case .success = expected { photos += 1 }
    }
    #expect(photos > 100, "the generator must make mostly good lines")
  }

  /// Lines with a byte deleted, doubled or replaced: whatever the byte reader accepts or
  /// reports as a field's problem, `JSONDecoder` accepts or reports alike (the byte reader is
  /// only stricter about syntax).
  @Test(arguments: 0..<4)
  func damagedLinesNeverReadDifferently(seed: UInt64) {
    var generator = LineGenerator(seed: seed &+ 100)
    for _ in 0..<500 {
      var line = generator.line()
      guard !line.isEmpty else { continue }
      let position = Int.random(in: 0..<line.count, using: &generator.random)
      switch Int.random(in: 0..<3, using: &generator.random) {
      case 0: line.remove(at: position)
      case 1: line.insert(line[position], at: position)
      default:
        line[position] =
          Array(#"{}[]",:"\0 tn1-."#.utf8).randomElement(using: &generator.random) ?? 0
      }
      let actual = parse(line)
      switch actual {
      case .failure(.malformedJSON): continue
      default: #expect(kind(reference(line)) == actual, "\(String(decoding: line, as: UTF8.self))")
      }
    }
  }

  /// `decodeUses(_:)` (what `stemma vocab` reads with) checks a line exactly as `decode(_:)`
  /// does, syntax errors' wording included, and keeps the same id, date, tags, albums and
  /// people; over generated lines, whole and damaged.
  @Test(arguments: 0..<4)
  func usesAreDecodedAlike(seed: UInt64) {
    var generator = LineGenerator(seed: seed &+ 200)
    let decoder = CatalogDecoder()
    func uses(_ result: Result<Photo, CatalogError.Reason>?) -> Result<Photo, CatalogError.Reason>?
    {
      result.map { result in
        result.map {
          Photo(id: $0.id, created: $0.created, albums: $0.albums, tags: $0.tags, people: $0.people)
        }
      }
    }
    var photos = 0
    for round in 0..<1_000 {
      var line = generator.line()
      if round % 2 == 1, !line.isEmpty {
        line[Int.random(in: 0..<line.count, using: &generator.random)] =
          Array(#"{}[]",:"\ tn1-."#.utf8).randomElement(using: &generator.random) ?? 0
      }
      let lean = decoder.decodeUses(line[...])
      let text = String(decoding: line, as: UTF8.self)
      #expect(uses(lean) == uses(decoder.decode(line[...])), "\(text)")
      if case .success(let photo)? = lean {
        #expect(
          photo.attributes.isEmpty && photo.title == nil && photo.location == nil
            && photo.caption == nil, "\(text)")
        photos += 1
      }
    }
    #expect(photos > 200, "the generator must make mostly good lines")
  }

  static let typedProblems: [(String, CatalogError.Reason)] = [
    (#"{"id": null}"#, .wrongType(field: "id", expected: "a string")),
    (#"{"id": ""}"#, .invalidValue(field: "id", detail: "the id is empty")),
    (#"{"tags": 5, "id": ""}"#, .invalidValue(field: "id", detail: "the id is empty")),
    (
      #"{"caption": 1, "created": 2, "id": "a"}"#,
      .wrongType(field: "created", expected: "a string")
    ),
    (#"{"id": "a", "albums": ["x", 2]}"#, .wrongType(field: "albums[1]", expected: "a string")),
    (#"{"id": "a", "people": [null]}"#, .wrongType(field: "people[0]", expected: "a string")),
    (
      #"{"id": "a", "tags": [null]}"#,
      .wrongType(field: "tags[0]", expected: "a string or an object")
    ),
    (
      #"{"id": "a", "tags": ["x", {"confidence": true, "text": 1}]}"#,
      .wrongType(field: "tags[1].text", expected: "a string")
    ),
    (
      #"{"id": "a", "tags": [{"confidence": "high", "text": "x"}]}"#,
      .wrongType(field: "tags[0].confidence", expected: "a number")
    ),
    (
      #"{"id": "a", "tags": [{"text": "x", "confidence": 1.5}]}"#,
      .invalidValue(field: "tags[0].confidence", detail: "confidence must be in 0…1")
    ),
    (
      #"{"id": "a", "attributes": ["sepia", 3]}"#,
      .wrongType(field: "attributes[1]", expected: "a string")
    ),
    (
      #"{"id": "a", "favorite": null, "title": []}"#,
      .wrongType(field: "title", expected: "a string")
    ),
    ("null", .notAnObject), ("\"photo\"", .notAnObject), ("[{\"id\": \"a\"}]", .notAnObject),
  ]

  /// Field problems and the order they are reported in, as `JSONDecoder` reports them.
  @Test(arguments: typedProblems)
  func fieldProblemsAreJSONDecodersProblems(line: String, reason: CatalogError.Reason) {
    let bytes = Array(line.utf8)
    #expect(reference(bytes) == .failure(reason))
    #expect(parse(bytes) == .failure(reason))
  }

  static let repeatedKeys: [(String, Photo)] = [
    (#"{"id": "a", "tags": ["x"], "tags": 5}"#, Photo(id: "a", tags: ["x"])),
    (#"{"id": "a", "id": "b", "title": null, "title": "T"}"#, Photo(id: "a")),
    (
      #"{"id": "a", "tags": [{"text": "x", "text": 2, "confidence": 1, "confidence": 9}]}"#,
      Photo(id: "a", tags: ["x"])
    ),
    (#"{"\u0069d": "a", "t\u0061gs": ["\ud83d\ude00"]}"#, Photo(id: "a", tags: ["😀"])),
  ]

  /// A repeated key: the first counts (the rest must still be JSON); keys match once unescaped.
  @Test(arguments: repeatedKeys)
  func theFirstOfRepeatedKeysCounts(line: String, photo: Photo) {
    let bytes = Array(line.utf8)
    #expect(reference(bytes) == .success(photo))
    #expect(parse(bytes) == .success(photo))
  }

  /// What `JSONDecoder` lets pass in a value it does not read but the grammar forbids; the
  /// byte reader holds the whole line to RFC 8259 and reports these as malformed.
  @Test(arguments: [
    #"{"id": "a",}"#, #"{"id": "a", "x": [1,]}"#, #"{"id": "a", "x": 01}"#,
    #"{"id": "a", "x": 1.}"#,
    #"{"id": "a", "x": -}"#, #"{"id": "a", "x": "\x"}"#, #"{"id": "a", "x": "\ud800"}"#,
    "{\"id\": \"a\", \"x\": \"\t\"}", #"{"id": "a", "tags": ["x",]}"#,
  ])
  func grammarViolationsJSONDecoderSkipsAreMalformed(line: String) {
    guard case .failure(.malformedJSON(let detail)) = parse(Array(line.utf8)) else {
      Issue.record("\(line) was accepted")
      return
    }
    #expect(detail.hasPrefix("column "))
  }

  @Test func deepNestingIsRefusedWithoutRecursion() {
    for depth in [511, 512, 100_000] {
      let line =
        #"{"id": "a", "x": "# + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}"
      let result = parse(Array(line.utf8))
      #expect(kind(result) == kind(reference(Array(line.utf8))), "depth \(depth)")
      if depth == 511 { #expect((try? result.get())?.id == "a") }
    }
  }

  @Test func aByteOrderMarkAtTheStartIsSkipped() {
    let line = [0xEF, 0xBB, 0xBF] + Array(#"{"id": "a"}"#.utf8)
    #expect(parse(line) == .success(Photo(id: "a")))
    #expect(parse(line) == reference(line))
  }
}

/// Catalog lines in every shape the catalog format allows (see the Matcher documentation article
/// "The Catalog Format"): fields in any order and any subset, strings
/// escaped every way JSON allows, tags as strings or labels, `null` optionals, unknown fields,
/// repeated keys, white space; and now and then a field of the wrong type.
private struct LineGenerator {
  var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private static let characters: [Character] = [
    "a", "b", "z", "A", " ", "0", "-", "_", "é", "ß", "日", "本", "😀", "👍🏽", "\"", "\\", "/",
    "\n", "\t", "\u{01}", "\u{7F}", "\u{FFFF}", "\u{10FFFF}",
  ]

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func space() -> String {
    chance(70) ? "" : ["", " ", "  ", "\t", " \r\n "].randomElement(using: &random) ?? ""
  }

  /// A JSON string literal for `text`, each scalar written raw or escaped at random.
  private mutating func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let mustEscape = value < 0x20 || scalar == "\"" || scalar == "\\"
      if !mustEscape && chance(75) {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\"": out += #"\""#
      case "\\": out += #"\\"#
      case "\n" where chance(50): out += #"\n"#
      case "\t" where chance(50): out += #"\t"#
      case "/" where chance(50): out += #"\/"#
      default:
        if value >= 0x10000 {
          let offset = value - 0x10000
          out += Self.hex(0xD800 + offset >> 10) + Self.hex(0xDC00 + offset & 0x3FF)
        } else {
          out += Self.hex(value)
        }
      }
    }
    return out + "\""
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: value % 2 == 0)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }

  private mutating func text(allowEmpty: Bool = true) -> String {
    let count = Int.random(in: (allowEmpty ? 0 : 1)...8, using: &random)
    return String((0..<count).compactMap { _ in Self.characters.randomElement(using: &random) })
  }

  private mutating func array(_ element: (inout LineGenerator) -> String) -> String {
    let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in element(&self) }
    return "[" + space() + items.joined(separator: space() + "," + space()) + space() + "]"
  }

  private mutating func wrongValue() -> String {
    ["1", "-2.5e3", "true", "false", "null", "{}", "[]", #""s""#, #"{"text": "x"}"#, "[1]"]
      .randomElement(using: &random) ?? "0"
  }

  private mutating func confidence() -> String {
    [
      "0", "1", "0.5", "0.92", "1e-2", "5E-1", "1.0", "0.000", "-0", "null", "1.5", "-0.1",
      "\"high\"",
    ].randomElement(using: &random) ?? "0"
  }

  private mutating func tag() -> String {
    if chance(60) { return literal(text()) }
    var members: [String] = []
    if chance(95) {
      members.append(#""text":"# + space() + (chance(97) ? literal(text()) : wrongValue()))
    }
    if chance(70) { members.append(#""confidence":"# + space() + confidence()) }
    if chance(20) { members.append(#""source": {"model": [1, 2.5, null]}"#) }
    members.shuffle(using: &random)
    return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
  }

  private mutating func value(for key: String) -> String {
    if chance(3) { return wrongValue() }
    switch key {
    case "id": return literal(text(allowEmpty: chance(2)))
    case "created":
      return chance(10)
        ? "null"
        : literal(
          [
            "2019-07-04T10:22:00Z", "2019-07-04T10:22:00.250+02:00", "2019-07-04 10:22",
            "2019-07-04",
            "2000-02-29", "yesterday", "2019-02-30",
          ].randomElement(using: &random) ?? "")
    case "favorite": return ["true", "false", "null"].randomElement(using: &random) ?? "true"
    case "tags": return chance(5) ? "null" : array { $0.tag() }
    case "attributes":
      return array {
        $0.literal(
          ["HDR", "live-photo", "Live Photo", "panorama", "video", "time_lapse", "sepia"]
            .randomElement(using: &$0.random) ?? "")
      }
    case "albums", "people": return chance(5) ? "null" : array { $0.literal($0.text()) }
    case "location", "title", "caption": return chance(15) ? "null" : literal(text())
    default:
      return [
        #"{"make": "X", "iso": [100, 200]}"#, "[]", "3.25e-2", "null", #""\u00e9\ud83d\ude00""#,
      ]
      .randomElement(using: &random) ?? "0"
    }
  }

  mutating func line() -> [UInt8] {
    var keys = [
      "created", "favorite", "albums", "tags", "people", "location", "attributes", "title",
      "caption", "camera", "rating",
    ].filter { _ in chance(50) }
    if chance(97) { keys.append("id") }
    if chance(10), let repeated = keys.randomElement(using: &random) { keys.append(repeated) }
    keys.shuffle(using: &random)
    let members = keys.map { key in
      literal(key) + space() + ":" + space() + value(for: key)
    }
    return Array(
      ("{" + space() + members.joined(separator: space() + "," + space()) + space() + "}").utf8)
  }
}
