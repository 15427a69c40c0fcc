import Foundation
import Testing

@testable import StemmaSupport
@testable import Vocabulary

/// `UseTally.add(catalogLine:)` counts exactly what `add(CatalogUses(parsing:))` counts, and
/// throws the same errors, whichever path a line takes.
@Suite struct CatalogFastPathTests {
  static let lines: [String] = [
    #"{"id":"1","created":"2024-05-01T10:00:00Z","tags":["beach","Beach"],"albums":["Trip"],"people":["Anne"]}"#,
    #"{"id": "2", "tags": ["sun set", "road-trip"], "favorite": true, "location": "Lisbon"}"#,
    #"{"title": "x", "attributes": ["hdr", {"a": [1, 2.5e3, null]}], "id": "3", "tags": ["café"]}"#,
    #"{"id":"4","tags":["esc\"aped","uni\u00e9"],"created":"2024-05-01"}"#,
    #"{"id":"5","tags":null,"albums":[],"people":null,"created":null}"#,
    #"{"id":"6","tags":["a"],"tags":["b"]}"#,
    #"{"\u0069d":"7","tags":["key escaped"]}"#,
    #"{"id":"8","created":"2024-13-01","tags":["bad date"]}"#,
    #"{"id":"9","tags":["ok"],"title":"bad \#u{01} control"}"#,
    #"{"tags":["no id"]}"#,
    #"{"id":9,"tags":["id not a string"]}"#,
    #"{"id":"10","tags":["x"]} trailing"#,
    #"{"id":"11","tags":["x",]}"#,
    #"{"id":"12","tags":"not an array"}"#,
    #"{"id":"13","created":"2024-05-01T10:00:00+02:00","people":["Łukasz Nowak","田中 太郎"]}"#,
    #"{"id":"14","title":"\ud83d\ude00","tags":["emoji"]}"#,
    #"{}"#,
    #"[]"#,
    #"{"id":"15","tags":["unterminated]}"#,
    #"{"id":"16","tags":[{"text":"beach","confidence":0.97},"dog",{"confidence":1,"text":"sun"}]}"#,
    #"{"id":"17","tags":[{"confidence":0.5}]}"#,
    #"{"id":"18","tags":[{"text":3}]}"#,
  ]

  /// Tags may be classifier labels, as in the catalogs the Matcher reads: their text counts.
  @Test func labelTagsCountTheirText() throws {
    let line = try CatalogUses(
      parsing: #"{"id":"1","tags":[{"text":"beach","confidence":0.97},"dog",{"text":"sun"}]}"#)
    #expect(line.tags == ["beach", "dog", "sun"])
    #expect(throws: EntryLineError.self) {
      try CatalogUses(parsing: #"{"id":"2","tags":[{"confidence":0.5}]}"#)
    }
  }

  @Test(arguments: lines)
  func fastPathCountsWhatTheParserCounts(line: String) {
    let bytes = Array(line.utf8)[...]
    var fast = UseTally()
    var reference = UseTally()
    let fastError = Self.error { () throws(EntryLineError) in
      try fast.add(catalogLine: bytes, lineNumber: 7)
    }
    let referenceError = Self.error { () throws(EntryLineError) in
      reference.add(try CatalogUses(parsing: bytes, lineNumber: 7))
    }
    #expect(fastError == referenceError)
    #expect(Self.summary(fast) == Self.summary(reference))
  }

  /// Invalid UTF-8 in a counted string, a skipped string and a key.
  @Test(
    arguments: [
      [
        0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x22, 0x31, 0x22, 0x2C, 0x22, 0x74, 0x61, 0x67, 0x73,
        0x22,
        0x3A, 0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D, 0x7D,
      ],
      [
        0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x22, 0x31, 0x22, 0x2C, 0x22, 0x74, 0x22, 0x3A, 0x22,
        0xED,
        0xA0, 0x80, 0x22, 0x7D,
      ],
      [
        0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x2C, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x22, 0x31, 0x22,
        0x7D,
      ],
    ] as [[UInt8]])
  func invalidUTF8IsTheSameError(bytes: [UInt8]) {
    var fast = UseTally()
    var reference = UseTally()
    let fastError = Self.error { () throws(EntryLineError) in
      try fast.add(catalogLine: bytes[...], lineNumber: 3)
    }
    let referenceError = Self.error { () throws(EntryLineError) in
      reference.add(try CatalogUses(parsing: bytes[...], lineNumber: 3))
    }
    #expect(fastError != nil)
    #expect(fastError == referenceError)
    #expect(fast.spellingCount == 0)
  }

  /// The UTF-8 check agrees with decoding on every 1-, 2- and 3-byte sequence of interesting
  /// bytes.
  @Test func wellFormednessAgreesWithDecoding() {
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var sequences: [[UInt8]] = interesting.map { [$0] }
    for a in interesting { for b in interesting { sequences.append([a, b]) } }
    for a in interesting where a >= 0xE0 {
      for b in interesting {
        for c in [0x80, 0xBF, 0x41] as [UInt8] { sequences.append([a, b, c]) }
      }
    }
    for a in [0xF0, 0xF4, 0xF5] as [UInt8] {
      for b in interesting { sequences.append([a, b, 0x80, 0x80]) }
    }
    for sequence in sequences {
      let decoded = String(decoding: sequence, as: UTF8.self)
      let expected = decoded.utf8.elementsEqual(sequence)
      let actual = sequence.withUnsafeBufferPointer { JSONScanner.isWellFormed($0) }
      #expect(actual == expected, "\(sequence)")
    }
  }

  @Test func spellingsInAnotherNormalizationAreOne() {
    var tally = UseTally()
    tally.add("Café", kind: .photoTag)  // NFC
    tally.add("Cafe\u{301}", kind: .photoTag)  // NFD
    #expect(tally.spellingCount == 2)
    let spellings = tally.spellings(ofKindAt: 0)
    #expect(spellings.count == 1)
    #expect(spellings.values.first?.count == 2)
  }

  @Test func manySpellingsGrowTheTable() {
    var tally = UseTally()
    for index in 0..<5_000 { tally.add("tag \(index % 1_000)", kind: .photoTag) }
    #expect(tally.spellingCount == 1_000)
    #expect(tally.spellings(ofKindAt: 0).values.allSatisfy { $0.count == 5 })
  }

  private static func error(_ body: () throws(EntryLineError) -> Void) -> EntryLineError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  private static func summary(_ tally: UseTally) -> [String] {
    (0..<3).flatMap { kind in
      tally.spellings(ofKindAt: kind).map { text, uses in
        "\(kind) \(text) \(uses.count) \(uses.lastUsed?.timeIntervalSince1970 ?? -1) \(uses.recency)"
      }
    }.sorted()
  }
}

/// The one-pass reading of `YYYY-MM-DDTHH:MM:SSZ` gives what the general reader gives.
@Suite struct ISO8601FastPathTests {
  @Test(arguments: [
    "2024-05-01T10:00:00", "1970-01-01T00:00:00", "2000-02-29T23:59:59", "2023-02-29T00:00:00",
    "2024-12-31T23:59:60", "2024-13-01T00:00:00", "2024-00-10T00:00:00", "2024-04-31T00:00:00",
    "2024-05-01T24:00:00", "2024-05-01T10:60:00", "2024-05-01T10:00:61", "0001-01-01T00:00:00",
    "9999-12-31T23:59:59", "2024-05-0xT10:00:00", "1899-12-31T12:34:56",
  ])
  func utcShapeReadsAsTheGeneralReaderReadsIt(prefix: String) {
    let fast = ISO8601.date(from: prefix + "Z")
    let general = ISO8601.date(from: prefix + "+00:00")
    #expect(fast == general, "\(prefix)")
    #expect(fast?.timeIntervalSince1970.bitPattern == general?.timeIntervalSince1970.bitPattern)
  }
}
