import Foundation
import Matcher
import StemmaTestSupport
import Testing
import Vocabulary

/// Albums Road Trip, Vignette Picks and Summer 2019; people Anne Johnson, Bob Smith and June
/// Lee, each also by first name. Matching is exact after lowercasing, as a strict resolver's.
struct TestNames: PhotoNameResolver {
  static let albums = [
    "road trip": "Road Trip", "vignette picks": "Vignette Picks", "summer 2019": "Summer 2019",
  ]
  static let people = [
    "anne": "Anne Johnson", "anne johnson": "Anne Johnson", "bob": "Bob Smith",
    "bob smith": "Bob Smith", "june": "June Lee", "june lee": "June Lee",
  ]

  func albumName(for text: String) -> String? { Self.albums[text.lowercased()] }
  func personName(for text: String) -> String? { Self.people[text.lowercased()] }
}

/// A query in the compact form of ``QueryParserCases``.
func describe(_ query: PhotoQuery, in calendar: Calendar) -> String {
  func day(_ date: Date?) -> String {
    guard let date else { return "" }
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let text = String(
      format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    guard parts.hour != 0 || parts.minute != 0 else { return text }
    return text + String(format: "T%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }
  var fields: [String] = []
  if !query.searchTerms.isEmpty {
    fields.append("terms=" + query.searchTerms.joined(separator: "|"))
  }
  if let favorite = query.favorite { fields.append("fav=\(favorite)") }
  if let created = query.created {
    fields.append("created=\(day(created.start))/\(day(created.end))")
  }
  if !query.includedAttributes.isEmpty {
    fields.append("in=" + query.includedAttributes.sorted().map(\.rawValue).joined(separator: ","))
  }
  if !query.excludedAttributes.isEmpty {
    fields.append("out=" + query.excludedAttributes.sorted().map(\.rawValue).joined(separator: ","))
  }
  if let album = query.album { fields.append("album=" + album) }
  if !query.people.isEmpty { fields.append("people=" + query.people.joined(separator: ",")) }
  if let location = query.location { fields.append("at=" + location) }
  if !query.excludedTerms.isEmpty {
    fields.append("not=" + query.excludedTerms.joined(separator: "|"))
  }
  if let yearly = query.yearlyDate { fields.append("yearly=" + yearly.iso) }
  if !query.droppedWords.isEmpty {
    fields.append("dropped=" + query.droppedWords.joined(separator: "|"))
  }
  return fields.joined(separator: "; ")
}

func calendar(_ zone: String) -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current
  return calendar
}

/// 2026-11-22T12:00:00Z, a Sunday.
let referenceNow = Date(timeIntervalSince1970: 1_795_348_800)

@Suite struct QueryParserTests {
  let utc = calendar("UTC")

  @Test(arguments: QueryParserCases.withoutNames)
  func readsQueriesWithoutNames(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc).parse(text, now: referenceNow)
    #expect(describe(parsed.query, in: utc) == expected, "\(text)")
  }

  @Test(arguments: QueryParserCases.withNames)
  func readsQueriesWithNames(text: String, expected: String) {
    let parsed = QueryParser(calendar: utc, names: TestNames()).parse(text, now: referenceNow)
    #expect(describe(parsed.query, in: utc) == expected, "\(text)")
  }

  @Test func thereAreEnoughCases() {
    #expect(QueryParserCases.withoutNames.count + QueryParserCases.withNames.count >= 120)
  }

  @Test(arguments: [
    ("today", "created=2026-11-22/2026-11-23"),
    ("yesterday", "created=2026-11-21/2026-11-22"),
    ("2019", "created=2019-01-01/2020-01-01"),
    ("this week", "created=2026-11-22/2026-11-29"),
  ])
  func readsDatesInTheCalendarsTimeZone(text: String, expected: String) throws {
    // Days start at local midnight: 05:00 UTC in New York in November.
    let newYork = calendar("America/New_York")
    let parsed = QueryParser(calendar: newYork).parse(text, now: referenceNow)
    #expect(describe(parsed.query, in: newYork) == expected)
    let start = try #require(parsed.query.created?.start)
    #expect(utc.component(.hour, from: start) == 5)
  }

  @Test func theLocalDayCanDifferFromUTCs() {
    // 02:00 UTC on the 22nd is 21:00 on the 21st in New York.
    let newYork = calendar("America/New_York")
    let early = Date(timeIntervalSince1970: 1_795_312_800)
    let parsed = QueryParser(calendar: newYork).parse("today", now: early)
    #expect(describe(parsed.query, in: newYork) == "created=2026-11-21/2026-11-22")
  }

  @Test func seasonsFollowTheHemisphere() {
    let auckland = calendar("Pacific/Auckland")
    let south = QueryParser(calendar: auckland, hemisphere: .southern)
    #expect(
      describe(south.parse("last summer", now: referenceNow).query, in: auckland)
        == "created=2025-12-01/2026-03-01")
    #expect(
      describe(south.parse("winter 2019", now: referenceNow).query, in: auckland)
        == "created=2019-06-01/2019-09-01")
  }

  @Test func recognitionsNameTheirSpansAndRules() {
    let text = "Show me favorite selfies of Anne from last summer, not videos"
    let parsed = QueryParser(calendar: utc, names: TestNames()).parse(text, now: referenceNow)
    let rules = parsed.recognized.map { "\($0.rule.rawValue):\($0.text)" }
    #expect(
      rules == [
        "filler:Show me", "favorite:favorite", "includedAttribute:selfies", "person:of Anne",
        "date:from last summer", "excludedAttribute:not videos",
      ])
    let bytes = Array(text.utf8)
    for recognition in parsed.recognized {
      let slice = bytes[recognition.offsets]
      #expect(String(decoding: slice, as: UTF8.self) == recognition.text)
    }
    let date = parsed.recognized.first { $0.rule == .date }
    #expect(date?.detail == "season")
    #expect(date?.value == "2026-06-01T00:00:00Z/2026-09-01T00:00:00Z")
  }

  @Test func encodesTheParsedObject() throws {
    let parsed = QueryParser(calendar: utc).parse("beach videos since 2019", now: referenceNow)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(parsed), as: UTF8.self)
    #expect(
      json.hasPrefix(#"{"album":null,"created":{"end":null,"start":"2019-01-01T00:00:00Z"},"#))
    #expect(
      json.contains(
        #""excludedAttributes":[],"excludedTerms":[],"favorite":null,"includedAttributes":["video"]"#
      ))
    #expect(json.contains(#""searchTerms":["beach"]"#))
    #expect(
      json.contains(
        #"{"detail":"since","end":23,"rule":"date","start":13,"text":"since 2019","value":"2019-01-01T00:00:00Z\/"}"#
      ))
  }

  @Test func photoQueryParsingIsTheParsersQuery() {
    let text = "favorite mountain photos from 2019 in Road Trip"
    let query = PhotoQuery(parsing: text, names: TestNames(), now: referenceNow, calendar: utc)
    let parsed = QueryParser(calendar: utc, names: TestNames()).parse(text, now: referenceNow)
    #expect(query == parsed.query)
    #expect(query.album == "Road Trip")
    #expect(query.favorite == true)
  }

  @Test func otherLanguagesAddATable() {
    // A table is data: a few German words are enough for these phrases.
    var german = PhraseTable.english
    german.language = "de"
    german.fillers = ["zeig", "mir", "meine", "fotos", "von", "vom", "aus", "im"]
    german.favorites = ["favoriten", "lieblingsfotos"]
    german.attributes = ["videos": .video, "selfies": .selfie, "bildschirmfotos": .screenshot]
    german.negations = ["ohne", "keine"]
    german.dates.months = ["märz": 3, "mai": 5]
    german.dates.seasons = ["sommer": .summer]
    german.dates.last = ["letzten", "letzter"]
    german.dates.agoPrefixes = ["vor"]
    german.dates.agoSuffixes = []
    german.dates.units = ["tagen": .day, "jahren": .year]
    german.dates.numbers = ["drei": 3, "zwei": 2]
    german.dates.cues = ["im", "vom"]
    let parser = QueryParser(phrases: german, calendar: utc)
    let cases = [
      ("zeig mir meine Favoriten vom letzten Sommer", "fav=true; created=2026-06-01/2026-09-01"),
      (
        "Selfies ohne Bildschirmfotos vor drei Tagen",
        "created=2026-11-19/2026-11-20; in=selfie; out=screenshot"
      ),
      ("Berge im Mai", "terms=Berge; created=2026-05-01/2026-06-01"),
    ]
    for (text, expected) in cases {
      #expect(describe(parser.parse(text, now: referenceNow).query, in: utc) == expected, "\(text)")
    }
  }

  @Test func neverTrapsOnGarbage() {
    var generator = SeededGenerator(seed: 2026)
    let pieces = [
      "a", "Z", " ", "  ", "-", "–", "'", "’", "\"", "“", ",", ".", "/", "&", "0", "9", "19",
      "2019",
      "1st", "last", "summer", "between", "and", "to", "from", "since", "not", "no", "in", "at",
      "album", "Anne", "of", "with", "the", "é", "ß", "日本", "😀", "\u{0}", "\u{200B}", "\n",
      "\t", "🇫🇷", "e\u{301}", "'s", "ago", "days", "3", "31", "99", "-2019", "12/", "7/4/",
    ]
    let parser = QueryParser(calendar: utc, names: TestNames())
    for _ in 0..<400 {
      let count = Int.random(in: 0...25, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      let parsed = parser.parse(text, now: referenceNow)
      let length = text.utf8.count
      for recognition in parsed.recognized {
        #expect(recognition.offsets.lowerBound >= 0 && recognition.offsets.upperBound <= length)
      }
      #expect(parsed.query.searchTerms.allSatisfy { !$0.isEmpty })
      if let created = parsed.query.created, let start = created.start, let end = created.end {
        #expect(start <= end, "\(text)")
      }
    }
  }

  @Test func hugeQueriesStayLinear() {
    let text = String(repeating: "summer 2019 beach not videos in Paris ", count: 2000)
    let parsed = QueryParser(calendar: utc).parse(text, now: referenceNow)
    #expect(parsed.query.excludedAttributes == [.video])
    #expect(parsed.query.location == "Paris")
  }
}

@Suite struct QueryParserVocabularyTests {
  let utc = calendar("UTC")

  static func store() throws -> VocabularyStore {
    let store = VocabularyStore()
    for album in ["Road Trip", "Vignette Picks", "Summer 2019"] {
      try store.add(album, kind: .photoAlbumName)
    }
    for person in ["Anne Johnson", "Bob Smith", "June Lee"] {
      try store.add(person, kind: .contactName)
    }
    return store
  }

  @Test(arguments: QueryParserCases.withNames)
  func aVocabularyStoreResolvesNames(text: String, expected: String) throws {
    let query = PhotoQuery(
      parsing: text, vocabulary: try Self.store(), now: referenceNow, calendar: utc)
    #expect(describe(query, in: utc) == expected, "\(text)")
  }

  @Test func withoutAVocabularyNoPeopleAreRead() {
    let query = PhotoQuery(
      parsing: "videos of Anne", vocabulary: nil, now: referenceNow, calendar: utc)
    #expect(query.people.isEmpty)
    #expect(query.searchTerms == ["Anne"])
  }
}

@Suite struct ISOTimestampTests {
  @Test(arguments: [
    (0.0, "UTC", "1970-01-01T00:00:00Z"),
    (1_795_348_800, "UTC", "2026-11-22T12:00:00Z"),
    (1_795_348_800, "America/New_York", "2026-11-22T07:00:00-05:00"),
    (1_795_348_800, "Asia/Kolkata", "2026-11-22T17:30:00+05:30"),
    (951_782_400, "UTC", "2000-02-29T00:00:00Z"),
    (-1, "UTC", "1969-12-31T23:59:59Z"),
    (-2_208_988_800, "UTC", "1900-01-01T00:00:00Z"),
  ])
  func datesReadInTheirZone(seconds: Double, zone: String, expected: String) throws {
    let parsed = ParsedQuery(
      text: "", query: PhotoQuery(created: DateRange(start: Date(timeIntervalSince1970: seconds))),
      recognized: [], timeZone: try #require(TimeZone(identifier: zone)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(parsed), as: UTF8.self)
    #expect(json.contains(#""start":"\#(expected)""#), "\(json)")
  }
}
