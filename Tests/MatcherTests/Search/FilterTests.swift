import Foundation
import Matcher
import Testing

/// Every filter alone and in combination (AND across filters, as in SiriKit's photo search).
@Suite struct FilterTests {
  static let library: [Photo] = [
    Photo(
      id: "1", created: date("2019-07-04T10:00:00Z"), favorite: true, albums: ["Road Trip 2019"],
      tags: ["Mountains", "lake"], people: ["Anne Johnson"], location: "Yosemite",
      attributes: [.photo, .panorama]),
    Photo(
      id: "2", created: date("2019-08-10T10:00:00Z"), favorite: false, albums: ["Road Trip 2019"],
      tags: ["mountain's peak"], people: ["Bob Smith"], location: "Yosemite",
      attributes: [.photo]),
    Photo(
      id: "3", created: date("2020-01-02T10:00:00Z"), favorite: true, albums: ["Family"],
      tags: ["beach"], people: ["Anne Johnson", "Bob Smith"], location: "Santa Cruz",
      attributes: [.video]),
    Photo(
      id: "4", created: date("2021-05-05T10:00:00Z"), favorite: true, tags: ["mountain"],
      location: "Mont Blanc", attributes: [.photo, .hdr]),
    Photo(id: "5", favorite: true, tags: ["mountain bike"], attributes: [.selfie, .frontCamera]),
    Photo(id: "6", favorite: true, tags: ["lake"], caption: "A beach by the mountains"),
  ]

  static let cases: [(String, PhotoQuery, Set<String>)] = [
    ("everything", PhotoQuery(), ["1", "2", "3", "4", "5", "6"]),
    ("favorite", PhotoQuery(favorite: true), ["1", "3", "4", "5", "6"]),
    ("not favorite", PhotoQuery(favorite: false), ["2"]),
    (
      "2019", PhotoQuery(created: DateRange(start: date("2019-01-01"), end: date("2020-01-01"))),
      ["1", "2"]
    ),
    ("since 2020", PhotoQuery(created: DateRange(start: date("2020-01-01"))), ["3", "4"]),
    ("until 2020", PhotoQuery(created: DateRange(end: date("2020-01-01"))), ["1", "2"]),
    ("album by name", PhotoQuery(album: "road trip 2019"), ["1", "2"]),
    ("album by words", PhotoQuery(album: "Road Trip"), ["1", "2"]),
    ("album unknown", PhotoQuery(album: "Paris"), []),
    ("person", PhotoQuery(people: ["Anne Johnson"]), ["1", "3"]),
    ("first name", PhotoQuery(people: ["anne"]), ["1", "3"]),
    ("two people", PhotoQuery(people: ["Anne Johnson", "Bob Smith"]), ["3"]),
    ("location", PhotoQuery(location: "Yosemite"), ["1", "2"]),
    ("location word", PhotoQuery(location: "cruz"), ["3"]),
    ("included", PhotoQuery(includedAttributes: [.photo]), ["1", "2", "4"]),
    ("included two", PhotoQuery(includedAttributes: [.photo, .hdr]), ["4"]),
    ("excluded", PhotoQuery(excludedAttributes: [.photo]), ["3", "5", "6"]),
    ("selfies", PhotoQuery(includedAttributes: [.selfie]), ["5"]),
    (
      "seed: favorite mountain", PhotoQuery(searchTerms: ["mountain"], favorite: true),
      ["1", "4", "5", "6"]
    ),
    ("mountain", PhotoQuery(searchTerms: ["mountain"]), ["1", "2", "4", "5", "6"]),
    ("mountain lake", PhotoQuery(searchTerms: ["mountain lake"]), ["1", "6"]),
    (
      "mountain + album", PhotoQuery(searchTerms: ["mountains"], album: "Road Trip 2019"),
      ["1", "2"]
    ),
    (
      "all at once",
      PhotoQuery(
        searchTerms: ["mountain"], created: DateRange(start: date("2019-01-01")), favorite: true,
        album: "Road Trip 2019", people: ["Anne"], location: "Yosemite",
        includedAttributes: [.panorama], excludedAttributes: [.video]),
      ["1"]
    ),
    (
      "all but one fails",
      PhotoQuery(
        searchTerms: ["mountain"], created: DateRange(start: date("2019-01-01")), favorite: true,
        album: "Road Trip 2019", people: ["Anne"], location: "Yosemite",
        includedAttributes: [.panorama], excludedAttributes: [.photo]),
      []
    ),
  ]

  @Test(arguments: cases)
  func filtersCombineWithAnd(name: String, query: PhotoQuery, expected: Set<String>) throws {
    let index = try makeIndex(Self.library)
    let result = try index.search(query, limit: 100)
    #expect(Set(result.hits.filter { $0.kind == .photo }.map(\.id)) == expected, "\(name)")
    #expect(result.photoCount == expected.count, "\(name)")
  }

  @Test func seedExampleFindsOnlyFavoritesWithAnyFormOfMountain() throws {
    let index = try makeIndex(
      Self.library + [
        Photo(id: "7", favorite: true, tags: ["MOUNTAINS"]),
        Photo(id: "8", favorite: false, tags: ["mountains"]),
        Photo(id: "9", favorite: true, tags: ["fountain"]),
      ])
    let result = try index.search(PhotoQuery(searchTerms: ["mountain"], favorite: true))
    #expect(Set(result.hits.map(\.id)) == ["1", "4", "5", "6", "7"])
    // Tags outrank captions: photo 6 has "mountains" in its caption only.
    #expect(result.hits.last?.id == "6")
  }

  @Test func photosWithoutADateFailADateFilter() throws {
    let index = try makeIndex(Self.library)
    let hits = try index.ids(PhotoQuery(created: DateRange(end: date("2100-01-01"))))
    #expect(!hits.contains("5") && !hits.contains("6"))
  }
}
