import Testing

@testable import StemmaSupport

/// The word reader behind the build's hashes: the words and the padded tail give back every
/// byte, in order, for every length around the word size.
@Suite struct ByteWordsTests {
  @Test(arguments: 0...17)
  func wordsAndTailGiveBackEveryByte(length: Int) {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) | 0x80 }
    var words: [UInt64] = []
    let last = bytes.withUnsafeBufferPointer { ByteWords.forEach(in: $0) { words.append($0) } }
    #expect(words.count == length / 8)
    #expect(last.count == length % 8)
    var rebuilt: [UInt8] = []
    for word in words { rebuilt += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    rebuilt += (0..<last.count).map { UInt8(truncatingIfNeeded: last.tail >> (8 * $0)) }
    #expect(rebuilt == bytes)
    // The padding is zero.
    #expect(last.count == 0 ? last.tail == 0 : last.tail >> (8 * last.count) == 0)
  }
}
