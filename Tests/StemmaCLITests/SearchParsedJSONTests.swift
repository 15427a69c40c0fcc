import Foundation
import Matcher
import Testing

/// The `"parsed"` object of `stemma search` is the ``ParsedQuery``'s one JSON form: what
/// `JSONEncoder` makes of it, not a second writer's shape.
@Suite("search: the parsed query's JSON")
struct SearchParsedJSONTests {
  static let sample = PackagePaths.root.appendingPathComponent("samples/photos.jsonl")
  static let now = "2024-06-01T00:00:00Z"

  /// Every field of a parse: dates, favorites, attributes both ways, album, people, place,
  /// filler and ignored words, search terms; and a query that is only search terms.
  static let queries = [
    "favorite selfies of Anne Johnson in Road Trip 2019 from last summer in Yosemite without screenshots beach",
    "show me photos of sunsets not cats between March and May 2019",
    "non-favorite videos or panoramas in Family",
    "mountain lake",
    "",
  ]

  /// The catalog's names, read as `stemma search` reads them.
  private func parser(timeZone: TimeZone) throws -> QueryParser {
    var reader = try CatalogReader(contentsOf: Self.sample)
    var photos: [Photo] = []
    while let line = try reader.next() {
      if case .photo(let photo, _) = line { photos.append(photo) }
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let index = try PhotoIndex(photos)
    return QueryParser(calendar: calendar, names: VocabularyNames(index.nameVocabulary()))
  }

  private func json(_ data: some Sequence<UInt8>) throws -> NSDictionary {
    try #require(JSONSerialization.jsonObject(with: Data(data)) as? NSDictionary)
  }

  @Test(arguments: ["UTC", "Europe/Lisbon", "America/New_York"])
  func parsedIsTheEncodableForm(timeZone: String) throws {
    let run = try StemmaProcess.run(
      ["search", "--catalog", Self.sample.path, "--now", Self.now, "--time-zone", timeZone]
        + Self.queries)
    #expect(run.status == 0, "\(run.stderr)")
    try #require(run.lines.count == Self.queries.count)
    let parser = try parser(timeZone: try #require(TimeZone(identifier: timeZone)))
    let now = try #require(CatalogDate.parse(Self.now))
    for (line, query) in zip(run.lines, Self.queries) {
      let printed = try #require(try json(line)["parsed"] as? NSDictionary)
      let encoded = try json(JSONEncoder().encode(parser.parse(query, now: now)))
      #expect(printed == encoded, "\(query)")
    }
  }

  /// The shape itself is a contract: keys sorted, absent values `null`, dates in the query's
  /// time zone.
  @Test func theShapeIsPinned() throws {
    let run = try StemmaProcess.run([
      "search", "--catalog", Self.sample.path, "--now", Self.now, "--time-zone", "Europe/Lisbon",
      "--limit", "0", Self.queries[0],
    ])
    let line = try #require(run.textLines.first)
    #expect(
      line.contains(
        #","parsed":{"album":"Road Trip 2019","created":{"end":"2023-09-01T00:00:00+01:00","start":"2023-06-01T00:00:00+01:00"},"excludedAttributes":["screenshot"],"excludedTerms":[],"favorite":true,"includedAttributes":["selfie"],"location":"Yosemite","people":["Anne Johnson"],"recognized":[{"detail":null,"end":8,"rule":"favorite","start":0,"text":"favorite","value":"true"},{"detail":null,"end":16,"rule":"includedAttribute","start":9,"text":"selfies","value":"selfie"},{"detail":"vocabulary","end":32,"rule":"person","start":17,"text":"of Anne Johnson","value":"Anne Johnson"},{"detail":"vocabulary","end":50,"rule":"album","start":33,"text":"in Road Trip 2019","value":"Road Trip 2019"},{"detail":"season","end":67,"rule":"date","start":51,"text":"from last summer","value":"2023-06-01T00:00:00+01:00/2023-09-01T00:00:00+01:00"},{"detail":"capitalized","end":79,"rule":"location","start":68,"text":"in Yosemite","value":"Yosemite"},{"detail":null,"end":99,"rule":"excludedAttribute","start":80,"text":"without screenshots","value":"screenshot"},{"detail":null,"end":105,"rule":"searchTerm","start":100,"text":"beach","value":"beach"}],"searchTerms":["beach"],"yearlyDate":null},"#
      ), "\(line)")
  }
}
