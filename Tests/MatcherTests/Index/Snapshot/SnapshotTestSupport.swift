import Foundation
import Matcher
import StemmaTestSupport
import Testing

/// Shared by the snapshot tests: catalogs, queries, and a field-by-field comparison of two
/// indexes' answers.
enum SnapshotTestSupport {
  /// The repository's samples/ folder.
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

  /// The photos of samples/photos.jsonl.
  static func samplePhotos() throws -> [Photo] {
    var reader = try CatalogReader(contentsOf: samples.appendingPathComponent("photos.jsonl"))
    var photos: [Photo] = []
    while let line = try reader.next() {
      if case .photo(let photo, _) = line { photos.append(photo) }
    }
    return photos
  }

  /// A fresh path in the temporary directory (in a folder of its own).
  static func temporaryPath(_ name: String = "index.stemma") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stemma-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// Random queries over `words`: one to three words, some cut to a prefix, some with a letter
  /// dropped (a typo), some with a favorite or attribute filter.
  static func randomQueries(
    _ count: Int, words: [String], using random: inout SeededGenerator
  ) -> [PhotoQuery] {
    (0..<count).map { _ in
      let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ -> String in
        var word = words.randomElement(using: &random) ?? "dog"
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where word.count > 4: word = String(word.prefix(word.count - 2))
        case 1 where word.count > 5:
          var letters = Array(word)
          letters.remove(at: Int.random(in: 1..<(letters.count - 1), using: &random))
          word = String(letters)
        default: break
        }
        return word
      }
      var query = PhotoQuery(searchTerms: [terms.joined(separator: " ")])
      if Int.random(in: 0..<4, using: &random) == 0 { query.favorite = true }
      if Int.random(in: 0..<5, using: &random) == 0 { query.includedAttributes = [.photo] }
      return query
    }
  }

  /// Expects `opened` to answer every query exactly as `original` does: the same totals, hits,
  /// scores, explanations and continuations, on every page, and the same library facts.
  static func expectSameAnswers(
    _ opened: PhotoIndex, _ original: PhotoIndex, queries: [PhotoQuery],
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(opened.count == original.count, comment, sourceLocation: sourceLocation)
    #expect(opened.fingerprint == original.fingerprint, comment, sourceLocation: sourceLocation)
    #expect(opened.keyCount == original.keyCount, comment, sourceLocation: sourceLocation)
    #expect(opened.postingCount == original.postingCount, comment, sourceLocation: sourceLocation)
    #expect(
      opened.creationDateRange == original.creationDateRange, comment,
      sourceLocation: sourceLocation)
    #expect(
      opened.albumNames.map { "\($0.name):\($0.count)" }
        == original.albumNames.map { "\($0.name):\($0.count)" }, comment,
      sourceLocation: sourceLocation)
    #expect(
      opened.personNames.map { "\($0.name):\($0.count)" }
        == original.personNames.map { "\($0.name):\($0.count)" }, comment,
      sourceLocation: sourceLocation)
    let options = SearchOptions(explain: true)
    for query in queries {
      let expected = try original.search(query, limit: 1000, options: options)
      let actual = try opened.search(query, limit: 1000, options: options)
      #expect(actual == expected, "\(comment) \(query)", sourceLocation: sourceLocation)
      // Pages of three, each continuation taken from the original and followed on both.
      var token: String?
      for _ in 0..<3 {
        let page = try original.search(query, limit: 3, after: token, options: options)
        let same = try opened.search(query, limit: 3, after: token, options: options)
        #expect(same == page, "\(comment) \(query) page", sourceLocation: sourceLocation)
        guard let next = page.continuation else { break }
        token = next
      }
    }
  }
}
