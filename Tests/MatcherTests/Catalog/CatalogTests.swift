import Foundation
import Matcher
import Testing

@Suite struct CatalogTests {
  private func read(_ text: String, maximumLineLength: Int = 1 << 20) throws -> [CatalogLine] {
    try read(Array(text.utf8), maximumLineLength: maximumLineLength)
  }

  private func read(_ bytes: [UInt8], maximumLineLength: Int = 1 << 20) throws -> [CatalogLine] {
    var reader = CatalogReader(bytes: bytes, maximumLineLength: maximumLineLength)
    var lines: [CatalogLine] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  private func errors(_ lines: [CatalogLine]) -> [CatalogError] {
    lines.compactMap { if case .malformed(let error) = $0 { error } else { nil } }
  }

  private func photos(_ lines: [CatalogLine]) -> [Photo] {
    lines.compactMap { if case .photo(let photo, _) = $0 { photo } else { nil } }
  }

  @Test func readsTheDesignLine() throws {
    let line = """
      {"id": "IMG_0001", "created": "2019-07-04T10:22:00Z", "favorite": true, \
      "albums": ["Road Trip 2019"], "tags": ["mountain", "lake"], "people": ["Anne Johnson"], \
      "location": "Yosemite", "attributes": ["panorama"], "title": "Half Dome", \
      "caption": "Morning light", "camera": {"make": "ignored"}}
      """
    let lines = try read(line)
    let photo = try #require(photos(lines).first)
    #expect(
      photo
        == Photo(
          id: "IMG_0001", created: date("2019-07-04T10:22:00Z"), favorite: true,
          albums: ["Road Trip 2019"], tags: ["mountain", "lake"], people: ["Anne Johnson"],
          location: "Yosemite", attributes: [.panorama], title: "Half Dome",
          caption: "Morning light"))
  }

  @Test func onlyTheIDIsRequired() throws {
    #expect(photos(try read(#"{"id":"a"}"#)) == [Photo(id: "a")])
  }

  @Test func weightedTagsKeepTheirText() throws {
    let lines = try read(
      #"{"id":"a","tags":["beach",{"text":"golden retriever","confidence":0.92}]}"#)
    #expect(photos(lines).first?.tags == ["beach", "golden retriever"])
  }

  @Test(arguments: ["HDR", "live-photo", "Live Photo", "time_lapse", "frontCamera", "live"])
  func attributeNamesAreLenient(name: String) throws {
    let lines = try read(#"{"id":"a","attributes":["\#(name)"]}"#)
    #expect(photos(lines).first?.attributes.count == 1)
  }

  /// Every attribute reads as its own name, whatever the case and separators.
  @Test(arguments: PhotoAttribute.allCases)
  func everyAttributeReadsAsItsName(attribute: PhotoAttribute) {
    let name = attribute.rawValue
    let spaced = name.reduce(into: "") { text, character in
      text += character.isUppercase ? " " + character.lowercased() : String(character)
    }
    for spelling in [name, name.lowercased(), name.uppercased(), spaced] {
      #expect(PhotoAttribute(catalogName: spelling) == attribute, "\(spelling)")
    }
  }

  @Test func photosRoundTripThroughJSON() throws {
    let photo = Photo(
      id: "x", created: date("2020-02-29T23:59:59.250Z"), favorite: true, albums: ["A"],
      tags: ["t"], people: ["P"], location: "L", attributes: [.video, .hdr], title: "T",
      caption: "C")
    let data = try JSONEncoder().encode(photo)
    #expect(try JSONDecoder().decode(Photo.self, from: data) == photo)
    #expect(
      String(decoding: try JSONEncoder().encode(Photo(id: "y")), as: UTF8.self) == #"{"id":"y"}"#)
  }

  @Test func hugeLinesAreSkippedWithoutKeepingThem() throws {
    let huge = #"{"id":"big","caption":""# + String(repeating: "x", count: 5000) + #""}"#
    let lines = try read("{\"id\":\"a\"}\n\(huge)\n{\"id\":\"b\"}", maximumLineLength: 1000)
    #expect(photos(lines).map(\.id) == ["a", "b"])
    #expect(
      errors(lines) == [
        CatalogError(line: 2, reason: .lineTooLong(bytes: huge.utf8.count, limit: 1000))
      ])
  }

  @Test func duplicateIDsKeepTheFirstAndReportTheRest() throws {
    let lines = try read(
      "{\"id\":\"a\",\"tags\":[\"first\"]}\n{\"id\":\"b\"}\n{\"id\":\"a\",\"tags\":[\"second\"]}")
    #expect(photos(lines).map(\.tags) == [["first"], []])
    #expect(errors(lines) == [CatalogError(line: 3, reason: .duplicateID("a", firstLine: 1))])
  }

  @Test func blankLinesAndCRLFAreFineAndCounted() throws {
    let lines = try read("{\"id\":\"a\"}\r\n\r\n   \n{\"id\":\"b\"}\r\n{\"id\"")
    #expect(photos(lines).map(\.id) == ["a", "b"])
    #expect(errors(lines).map(\.line) == [5])
  }

  @Test func filesAreReadInBlocksAcrossLineBoundaries() throws {
    // 30,000 lines (about 1.5 MB): more than one read block, lines split across blocks.
    var text = ""
    for number in 0..<30_000 {
      text += #"{"id":"IMG_\#(number)","tags":["t\#(number % 7)"],"caption":"padding padding"}"#
      text += number == 17_000 ? "\n{broken\n" : "\n"
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString).jsonl")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var reader = try CatalogReader(contentsOf: url)
    var count = 0
    var errorLines: [Int] = []
    while let line = try reader.next() {
      switch line {
      case .photo(let photo, let number):
        #expect(photo.id == "IMG_\(number <= 17_001 ? number - 1 : number - 2)")
        count += 1
      case .malformed(let error): errorLines.append(error.line)
      }
    }
    #expect(count == 30_000)
    #expect(errorLines == [17_002])
  }

  @Test func aMissingFileIsATypedError() {
    #expect(throws: CatalogReadError.self) {
      _ = try CatalogReader(contentsOf: URL(fileURLWithPath: "/nonexistent/photos.jsonl"))
    }
  }

  static let dates: [(String, String?)] = [
    ("2019-07-04T10:22:00Z", "2019-07-04T10:22:00Z"),
    ("2019-07-04T10:22:00.250Z", "2019-07-04T10:22:00.250Z"),
    ("2019-07-04T12:22:00+02:00", "2019-07-04T10:22:00Z"),
    ("2019-07-04T05:22-0500", "2019-07-04T10:22:00Z"),
    ("2019-07-04 10:22", "2019-07-04T10:22:00Z"),
    ("2019-07-04", "2019-07-04T00:00:00Z"),
    ("2000-02-29", "2000-02-29T00:00:00Z"),
    ("1969-12-31T23:59:59Z", "1969-12-31T23:59:59Z"),
    ("1900-02-29", nil), ("2019-13-01", nil), ("2019-07-04T25:00", nil), ("2019-7-4", nil),
    ("2019-07-04Tnoon", nil), ("2019-07-04T10:22:00Zjunk", nil), ("", nil),
  ]

  @Test(arguments: dates)
  func catalogDatesParseAndPrint(text: String, expected: String?) {
    #expect(CatalogDate.parse(text).map(CatalogDate.format) == expected)
  }
}
