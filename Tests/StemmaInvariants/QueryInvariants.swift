public import Foundation
public import Matcher

/// What must hold for any query through ``QueryParser``: every recognized span lies in the
/// query, in order and apart from the others, and its text is the query's text at its
/// offsets; a date range does not end before it starts; parsing is deterministic and the
/// parse encodes as JSON.
public enum QueryInvariants {
  /// A fixed instant, so relative dates ("last summer") read the same on every run.
  public static let now = Date(timeIntervalSince1970: 1_780_000_000)

  /// A small library of names, so that the album and people rules run too.
  struct Names: PhotoNameResolver {
    func albumName(for text: String) -> String? {
      text.lowercased() == "road trip" ? "Road Trip 2019" : nil
    }
    func personName(for text: String) -> String? {
      ["anne", "anne johnson", "ben"].contains(text.lowercased()) ? text : nil
    }
    func isLibraryPhrase(_ text: String) -> Bool { text.lowercased() == "video game" }
  }

  /// The parsers a fuzz input's first byte picks from: with and without names, both
  /// hemispheres, UTC and a zone with a half-hour offset and daylight saving.
  public static let parsers: [QueryParser] = {
    var parsers: [QueryParser] = []
    for zone in ["UTC", "Australia/Adelaide"] {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
      for hemisphere in [Hemisphere.northern, .southern] {
        parsers.append(QueryParser(calendar: calendar, hemisphere: hemisphere))
        parsers.append(QueryParser(calendar: calendar, hemisphere: hemisphere, names: Names()))
      }
    }
    return parsers
  }()

  /// Checks one fuzz input: the first byte picks the parser, the rest is the query.
  /// - Parameter bytes: Any bytes.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(bytes: some Collection<UInt8>) -> [InvariantViolation] {
    guard let first = bytes.first else { return [] }
    let parser = parsers[Int(first) % parsers.count]
    return check(String(fuzzInput: bytes.dropFirst()), parser: parser)
  }

  /// Checks one query with one parser.
  /// - Parameters:
  ///   - text: The query.
  ///   - parser: The parser.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(_ text: String, parser: QueryParser) -> [InvariantViolation] {
    var v = Violations()
    let parsed = parser.parse(text, now: now)
    let bytes = Array(text.utf8)
    var previousEnd = 0
    for recognition in parsed.recognized {
      let offsets = recognition.offsets
      let place = "\(recognition.rule) \(recognition.text.debugDescription) at \(offsets)"
      let inside = offsets.lowerBound >= 0 && offsets.upperBound <= bytes.count
      v.expect(inside, "span inside the query", place)
      guard inside else { continue }
      v.expect(offsets.lowerBound >= previousEnd, "spans in order, not overlapping", place)
      previousEnd = max(previousEnd, offsets.upperBound)
      v.expect(!offsets.isEmpty, "span not empty", place)
      let written = String(decoding: bytes[offsets], as: UTF8.self)
      v.expect(
        written == recognition.text, "span text is the query's text at its offsets",
        "\(place): query has \(written.debugDescription)")
    }
    if let created = parsed.query.created, let start = created.start, let end = created.end {
      v.expect(start <= end, "date range in order", "\(start) > \(end)")
    }
    v.expect(parser.parse(text, now: now) == parsed, "parsing deterministic", text.debugDescription)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    v.expect((try? encoder.encode(parsed)) != nil, "parse encodes as JSON", text.debugDescription)
    return v.list
  }
}
