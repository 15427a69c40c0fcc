import Foundation
import Matcher
import StemmaTestSupport
import Testing

/// An index built by adds, updates and removals answers exactly like one built from scratch.
@Suite struct IncrementalTests {
  static let vocabulary = [
    "dog", "dogs", "puppies", "poodle", "golden retriever", "cat", "beach", "Mountains",
    "mountain's", "lake", "sedan", "car", "bus", "sofa", "couch", "pizza", "lasagna", "geese",
    "mice", "waterfall", "sunset", "hiking", "hikes",
  ]
  static let albumNames = ["Road Trip", "road-trip", "Family", "Vacation 2019"]
  static let names = ["Anne Johnson", "Bob", "Chen Wei"]

  static func randomPhoto(id: String, using random: inout SeededGenerator) -> Photo {
    func some(_ list: [String], upTo count: Int) -> [String] {
      (0..<Int.random(in: 0...count, using: &random)).map { _ in
        list.randomElement(using: &random) ?? ""
      }
    }
    return Photo(
      id: id,
      created: Bool.random(using: &random)
        ? Date(timeIntervalSince1970: Double(Int.random(in: 0..<3650, using: &random)) * 86_400)
        : nil,
      favorite: Bool.random(using: &random), albums: some(albumNames, upTo: 2),
      tags: some(vocabulary, upTo: 4), people: some(names, upTo: 2),
      location: Bool.random(using: &random) ? "Lake Tahoe" : nil,
      attributes: Set(
        some(["photo", "video", "selfie", "hdr"], upTo: 2).compactMap(
          PhotoAttribute.init(rawValue:))),
      caption: Bool.random(using: &random) ? some(vocabulary, upTo: 5).joined(separator: " ") : nil)
  }

  static let queries: [PhotoQuery] = [
    PhotoQuery(), PhotoQuery(searchTerms: ["dog"]), PhotoQuery(searchTerms: ["animals"]),
    PhotoQuery(searchTerms: ["mountain lake"]), PhotoQuery(searchTerms: ["road trip"]),
    PhotoQuery(searchTerms: ["vehicle"], favorite: true), PhotoQuery(searchTerms: ["wat"]),
    PhotoQuery(searchTerms: ["watrefall"]), PhotoQuery(album: "Road Trip"),
    PhotoQuery(people: ["Anne"], includedAttributes: [.photo]),
    PhotoQuery(labels: [
      WeightedLabel("goose", confidence: 0.7), WeightedLabel("sofa", confidence: 0.4),
    ]),
    PhotoQuery(
      created: DateRange(start: Date(timeIntervalSince1970: 86_400 * 1000)), location: "tahoe"),
  ]

  /// Seeds 1–5 use the test thesaurus, seed 6 WordNet's.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func incrementalIndexAnswersLikeARebuild(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let thesaurus: any Thesaurus = seed == 6 ? Hypernyms.english : testThesaurus
    var incremental = try makeIndex([], thesaurus: thesaurus)
    var current: [String: Photo] = [:]
    for step in 0..<400 {
      let id = "p\(Int.random(in: 0..<120, using: &random))"
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6:
        let photo = Self.randomPhoto(id: id, using: &random)
        try incremental.add(photo)
        current[id] = photo
      case 6..<8:
        let photo = Self.randomPhoto(id: id, using: &random)
        let existed = try incremental.update(photo)
        #expect(existed == (current[id] != nil))
        current[id] = photo
      default:
        #expect(incremental.remove(id: id) == (current[id] != nil))
        current[id] = nil
      }
      if step % 100 == 99 {
        try compare(incremental, current, thesaurus: thesaurus, seed: seed, step: step)
      }
    }
  }

  private func compare(
    _ incremental: PhotoIndex, _ current: [String: Photo], thesaurus: any Thesaurus,
    seed: UInt64, step: Int
  ) throws {
    let rebuilt = try makeIndex(current.values.sorted { $0.id < $1.id }, thesaurus: thesaurus)
    #expect(incremental.count == rebuilt.count)
    #expect(incremental.fingerprint == rebuilt.fingerprint)
    #expect(incremental.postingCount == rebuilt.postingCount)
    #expect(incremental.albumNames.map(\.name) == rebuilt.albumNames.map(\.name))
    #expect(incremental.creationDateRange == rebuilt.creationDateRange)
    for query in Self.queries {
      let options = SearchOptions(explain: true)
      let expected = try rebuilt.search(query, limit: 1000, options: options)
      let actual = try incremental.search(query, limit: 1000, options: options)
      #expect(actual == expected, "seed \(seed) step \(step) query \(query)")
    }
  }
}
