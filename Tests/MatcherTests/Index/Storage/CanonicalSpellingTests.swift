import Testing

@testable import Matcher

/// Spellings that are canonically equivalent (equal as Swift strings, composed alike) are one
/// photo id, one album and one person, whichever is ASCII and whichever comes first: the
/// ASCII fast paths of ``NameTable`` and ``OrdinalTable`` look an ASCII spelling up as it is,
/// so the other side must be composed to meet it.
@Suite struct CanonicalSpellingTests {
  /// An ASCII spelling and a non-ASCII one that composes (NFC) to it: the Kelvin sign to "K",
  /// the Greek question mark to ";". Each pair in both orders.
  static let pairs: [(String, String)] = {
    let pairs = [("K7", "\u{212A}7"), ("x;1", "x\u{037E}1")]
    return pairs + pairs.map { ($0.1, $0.0) }
  }()

  /// The ASCII spelling of a pair.
  static func ascii(_ first: String, _ second: String) -> String {
    first.utf8.allSatisfy { $0 < 0x80 } ? first : second
  }

  @Test(arguments: pairs)
  func photoIDsThatComposeEqualAreOnePhoto(_ first: String, _ second: String) throws {
    var index = PhotoIndex()
    try index.add(Photo(id: first, tags: ["dog"]))
    try index.add(Photo(id: second, tags: ["cat"]))
    #expect(index.count == 1)
    // The second photo replaced the first: its tag is found, the first one's is not.
    #expect(try index.search(PhotoQuery(searchTerms: ["cat"])).total == 1)
    #expect(try index.search(PhotoQuery(searchTerms: ["dog"])).total == 0)
    #expect(index.contains(id: first) && index.contains(id: second))
  }

  @Test(arguments: pairs)
  func photoIDsThatComposeEqualAreOnePhotoInABatch(_ first: String, _ second: String) throws {
    var index = PhotoIndex()
    try index.add(contentsOf: [Photo(id: "other", tags: ["owl"]), Photo(id: first, tags: ["dog"])])
    try index.add(contentsOf: [Photo(id: second, tags: ["cat"])])
    #expect(index.count == 2)
    #expect(try index.search(PhotoQuery(searchTerms: ["dog"])).total == 0)
  }

  @Test(arguments: pairs)
  func albumNamesThatComposeEqualAreOneSpelling(_ first: String, _ second: String) throws {
    var index = PhotoIndex()
    try index.add(Photo(id: "a", albums: [first], tags: ["dog"]))
    try index.add(Photo(id: "b", albums: [second], tags: ["cat"]))
    #expect(index.albums.spellings.count == 1)
    // Listed once, under its composed (ASCII) spelling, byte for byte.
    let names = index.albumNames
    #expect(names.count == 1)
    #expect(names.map { Array($0.name.utf8) } == [Array(Self.ascii(first, second).utf8)])
    #expect(names.map(\.count) == [2])
    for spelling in [first, second] {
      #expect(try index.search(PhotoQuery(album: spelling)).total == 2)
    }
  }

  @Test(arguments: pairs)
  func personNamesThatComposeEqualAreOneSpelling(_ first: String, _ second: String) throws {
    var index = PhotoIndex()
    try index.add(Photo(id: "a", tags: ["dog"], people: [first]))
    try index.add(Photo(id: "b", tags: ["cat"], people: [second]))
    #expect(index.people.spellings.count == 1)
    let names = index.personNames
    #expect(names.map { Array($0.name.utf8) } == [Array(Self.ascii(first, second).utf8)])
    #expect(names.map(\.count) == [2])
    for spelling in [first, second] {
      #expect(try index.search(PhotoQuery(people: [spelling])).total == 2)
    }
  }
}
