import StemmaTestSupport
import Testing

@testable import Matcher

/// A batch in contiguous storage is read in place, any other sequence photo by photo: both
/// give the same index.
@Suite struct BatchSequenceTests {
  static let words = [
    "golden", "retriever", "dog", "dogs", "hot", "teddy", "bear", "school", "bus", "train",
    "trains", "a", "the", "with", "running", "beach", "sunset",
  ]

  /// The keys, postings and photo ids of an index of `photos`.
  static func contents(_ photos: some Sequence<Photo>) throws -> (
    keys: [String], postings: [[UInt32]], ids: [String], fingerprint: UInt64
  ) {
    var index = PhotoIndex()
    try index.add(contentsOf: photos)
    let keys = (0..<index.keys.count).map { index.keys.text(of: UInt32($0)) }
    let ids = (0..<index.ids.count).map { index.ids[$0] }
    return (keys, index.postings.map { Array($0) }, ids, index.fingerprint)
  }

  @Test func contiguousAndIteratedBatchesGiveTheSameIndex() throws {
    var random = SeededGenerator(seed: 31)
    func text(_ count: Int) -> String {
      (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "" }
        .joined(separator: " ")
    }
    var photos = (0..<300).map { number in
      Photo(
        id: "P\(number)", albums: number % 3 == 0 ? ["Trip"] : [], tags: [text(1), text(2)],
        people: number % 5 == 0 ? ["Anne"] : [], title: text(3), caption: text(6))
    }
    // A photo added twice: the second replaces the first.
    photos.append(Photo(id: "P7", tags: ["dog"], caption: "A dog on the beach"))
    let inPlace = try Self.contents(photos)
    let iterated = try Self.contents(AnySequence(photos))
    let slice = try Self.contents(photos[...])
    #expect(inPlace.keys.count > 50)
    #expect(inPlace.keys == iterated.keys)
    #expect(inPlace.postings == iterated.postings)
    #expect(inPlace.ids == iterated.ids)
    #expect(inPlace.fingerprint == iterated.fingerprint)
    #expect(slice.keys == iterated.keys)
    #expect(slice.postings == iterated.postings)
  }
}
