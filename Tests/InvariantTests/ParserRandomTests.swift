import Foundation
import StemmaInvariants
import StemmaTestSupport
import Testing

/// The query parser and the line parsers on random input built from their own vocabulary:
/// date words, numbers, cue words and JSON pieces shuffled with random text, so the rules meet
/// combinations nobody wrote a case for.
@Suite("Parsers on random input")
struct ParserRandomTests {
  static let queryWords = [
    "from", "last", "summer", "winter", "2019", "1999", "'90s", "the", "90s", "July", "4th",
    "4", "on", "between", "and", "to", "since", "before", "after", "ago", "3", "days", "weeks",
    "yesterday", "today", "this", "year", "month", "christmas", "easter", "12/31/1999",
    "2021-02-29", "favorite", "favorites", "not", "no", "without", "except", "selfies", "or",
    "screenshots", "videos", "photos", "of", "in", "at", "with", "album", "Road", "Trip",
    "Anne", "Johnson", "Ben", "Paris", "video", "game", "hdr", "panorama", "show", "me",
    "mountain", "beach", "dog", "cats", "-", ",", "\"", "’", "31", "0", "-5", "99999999999",
  ]

  @Test("recognized spans lie in the query, in order and apart", arguments: [UInt64(1), 2, 3, 4])
  func queries(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for round in 0..<150 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        if Int.random(in: 0..<6, using: &generator) == 0 {
          text += RandomUnicode.text(length: 3, using: &generator)
        } else {
          text += Self.queryWords.randomElement(using: &generator) ?? ""
        }
        text += [" ", " ", " ", "  ", ", ", ""].randomElement(using: &generator) ?? " "
      }
      let parser = QueryInvariants.parsers[round % QueryInvariants.parsers.count]
      let violations = QueryInvariants.check(text, parser: parser)
      #expect(
        violations.isEmpty, "seed \(seed) round \(round) \(text.debugDescription): \(violations)")
    }
  }

  static let jsonPieces = [
    "{", "}", "[", "]", ",", ":", "\"id\"", "\"x\"", "\"created\"", "\"2019-07-04T10:22:00Z\"",
    "\"2020-02-29T23:59:59.999+14:00\"", "\"tags\"", "\"albums\"", "\"people\"", "\"favorite\"",
    "true", "false", "null", "0", "-1.5e3", "\"attributes\"", "\"hdr\"", "\"live-photo\"",
    "\"title\"", "\"caption\"", "\"location\"", "\"text\"", "\"confidence\"", "0.5", "\"kind\"",
    "\"photoTag\"", "\"uses\"", "12", "\"lastUsed\"", "\"language\"", "\"ja\"", "\"\\u00e9\"",
    "\"\\ud83d\\ude00\"", "\"\\ud800\"", "\"a\\tb\"", " ", "\"東京\"",
  ]

  /// A JSON-ish line: mostly well-formed objects with the format's keys, sometimes broken.
  static func line(using generator: inout SeededGenerator) -> [UInt8] {
    var text = ""
    if Int.random(in: 0..<3, using: &generator) > 0 {
      let keys = [
        "\"id\": \"IMG_1\"", "\"kind\": \"photoTag\"", "\"text\": \"x\"",
        "\"created\": \"2019-07-04T10:22:00.5Z\"", "\"tags\": [\"a\", {\"text\": \"b\"}]",
        "\"uses\": 3", "\"lastUsed\": \"2024-05-01T09:00:00.123Z\"", "\"favorite\": true",
        "\"attributes\": [\"HDR\"]", "\"id\": 42", "\"title\": null",
      ]
      text =
        "{"
        + keys.shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator))
        .joined(separator: ", ") + "}"
    }
    var bytes = Array(text.utf8)
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      let piece = Array((jsonPieces.randomElement(using: &generator) ?? "").utf8)
      let at = Int.random(in: 0...bytes.count, using: &generator)
      if Bool.random(using: &generator) {
        bytes.insert(contentsOf: piece, at: at)
      } else if !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
    }
    return bytes
  }

  @Test("a read catalog line written back reads the same", arguments: [UInt64(1), 2, 3])
  func catalogLines(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for round in 0..<400 {
      let bytes = Self.line(using: &generator)
      let violations = CatalogInvariants.check(bytes: bytes)
      #expect(violations.isEmpty, "seed \(seed) round \(round): \(violations)")
    }
  }

  @Test("a read entries line written back reads the same", arguments: [UInt64(1), 2, 3])
  func entryLines(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for round in 0..<400 {
      let bytes = Self.line(using: &generator)
      let violations = EntryLineInvariants.check(bytes: bytes)
      #expect(violations.isEmpty, "seed \(seed) round \(round): \(violations)")
    }
  }
}
