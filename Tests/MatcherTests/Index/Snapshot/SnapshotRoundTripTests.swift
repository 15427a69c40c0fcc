import Foundation
import Linguistics
import Matcher
import StemmaTestSupport
import Testing

/// An index opened from a snapshot answers every query exactly as the index it was written
/// from, and stays so through the same changes made to both.
@Suite struct SnapshotRoundTripTests {
  @Test func sampleCatalogRoundTripsThroughAFile() throws {
    let photos = try SnapshotTestSupport.samplePhotos()
    let original = try PhotoIndex(photos)
    let path = try SnapshotTestSupport.temporaryPath()
    try original.write(toFile: path)
    let opened = try PhotoIndex(contentsOfFile: path)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    var queries: [PhotoQuery] = []
    for file in ["queries.txt", "terms.txt"] {
      let text = try String(
        contentsOf: SnapshotTestSupport.samples.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        queries.append(PhotoQuery(parsing: String(line), now: now))
        queries.append(PhotoQuery(searchTerms: [String(line)]))
      }
    }
    var words: Set<String> = []
    for photo in photos {
      words.formUnion(photo.tags)
      words.formUnion(photo.albums)
      words.formUnion(photo.people)
      if let location = photo.location { words.insert(location) }
    }
    queries += words.sorted().map { PhotoQuery(searchTerms: [$0]) }
    var random = SeededGenerator(seed: 11)
    queries += SnapshotTestSupport.randomQueries(200, words: words.sorted(), using: &random)
    try SnapshotTestSupport.expectSameAnswers(opened, original, queries: queries, "samples")
    // Names resolved through the library's vocabulary, as `stemma search` does.
    for query in queries.prefix(40) {
      let expected = try original.search(
        resolving: query, vocabulary: original.nameVocabulary(), now: now)
      let actual = try opened.search(
        resolving: query, vocabulary: opened.nameVocabulary(), now: now)
      #expect(actual.result == expected.result)
    }
    // Written again, the opened index gives the same bytes.
    #expect(opened.snapshotBytes() == original.snapshotBytes())
  }

  /// Random libraries built by adds, updates and removals; saved, opened, then both changed in
  /// the same way and compared again, and the changed copy saved and opened once more.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func randomLibrariesRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let thesaurus: any Thesaurus = seed == 6 ? Hypernyms.english : testThesaurus
    var original = try PhotoIndex([], thesaurus: thesaurus)
    try Self.change(&original, steps: 300, using: &random)
    let words = IncrementalTests.vocabulary + IncrementalTests.albumNames + IncrementalTests.names
    let queries =
      IncrementalTests.queries
      + SnapshotTestSupport.randomQueries(60, words: words, using: &random)
    var opened = try PhotoIndex(snapshotBytes: original.snapshotBytes(), thesaurus: thesaurus)
    try SnapshotTestSupport.expectSameAnswers(opened, original, queries: queries, "seed \(seed)")
    #expect(opened.snapshotBytes() == original.snapshotBytes())

    // The same changes to both: each draws from its own copy of the generator.
    var copy = random
    try Self.change(&original, steps: 150, using: &random)
    try Self.change(&opened, steps: 150, using: &copy)
    try SnapshotTestSupport.expectSameAnswers(
      opened, original, queries: queries, "seed \(seed) changed")

    let reopened = try PhotoIndex(snapshotBytes: opened.snapshotBytes(), thesaurus: thesaurus)
    try SnapshotTestSupport.expectSameAnswers(
      reopened, original, queries: queries, "seed \(seed) reopened")
  }

  /// Opened under either check (a full one reads every table whole through the reader that
  /// an on-demand open keeps), the index writes again the very bytes it was opened from:
  /// save, open, save gives the same file.
  @Test(arguments: [SnapshotVerification.full, .onDemand])
  func savedOpenedAndSavedAgainIsTheSameFile(verification: SnapshotVerification) throws {
    let photos = try SnapshotTestSupport.samplePhotos()
    var index = try PhotoIndex(photos)
    // A photo added alone leaves typo and prefix entries pending, and a removal a free ordinal.
    try index.add(Photo(id: "late", albums: ["Road Trip"], tags: ["lanterne"], people: ["Anne"]))
    index.remove(id: try #require(photos.first).id)
    let bytes = index.snapshotBytes()
    let opened = try PhotoIndex(snapshotBytes: bytes, verification: verification)
    #expect(opened.snapshotBytes() == bytes)
  }

  @Test func emptyIndexRoundTrips() throws {
    let empty = PhotoIndex()
    let opened = try PhotoIndex(snapshotBytes: empty.snapshotBytes())
    #expect(opened.count == 0)
    #expect(opened.fingerprint == empty.fingerprint)
    #expect(try opened.search(PhotoQuery(searchTerms: ["dog"])).total == 0)
  }

  @Test func weightsAndLanguageAreSaved() throws {
    var weights = ScoringWeights()
    weights.k1 = 1.7
    weights.fields = [3, 1, 1, 1, 1, 0.5]
    weights.maximumBroaderDistance = 4
    let german = try Analyzer(language: Language("de"))
    let index = try PhotoIndex(
      [Photo(id: "a", tags: ["Hunde"])], analyzer: german, weights: weights)
    let opened = try PhotoIndex(snapshotBytes: index.snapshotBytes())
    #expect(opened.weights == weights)
    #expect(opened.analyzer.language == german.language)
    #expect(throws: SnapshotError.languageMismatch(snapshot: "de", analyzer: "en")) {
      try PhotoIndex(snapshotBytes: index.snapshotBytes(), analyzer: PhotoIndex.englishAnalyzer)
    }
  }

  /// Random adds, updates and removals over 120 ids (as ``IncrementalTests`` makes them).
  static func change(_ index: inout PhotoIndex, steps: Int, using random: inout SeededGenerator)
    throws
  {
    for _ in 0..<steps {
      let id = "p\(Int.random(in: 0..<120, using: &random))"
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6: try index.add(IncrementalTests.randomPhoto(id: id, using: &random))
      case 6..<8: try index.update(IncrementalTests.randomPhoto(id: id, using: &random))
      default: index.remove(id: id)
      }
    }
  }
}
