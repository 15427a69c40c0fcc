import StemmaTestSupport
import Testing

@testable import Matcher

/// The word index of ``HypernymTable``: every word of the list is found on its own line (a
/// repeated word on its first), and nothing else is found.
@Suite struct HypernymTableTests {
  @Test func everyWordIsFoundOnItsLine() {
    // Sorted by bytes, as the tables are; "dog" twice, "dog house" beside "dog".
    let words = [
      "", "a", "ab", "abcdefgh", "abcdefghi", "café", "dog", "dog", "dog house", "zebra",
    ]
    let text = words.enumerated().map { "\($1)\t\($0)" }.joined(separator: "\n") + "\n"
    let table = HypernymTable(synsets: Array("x\t\n".utf8), words: Array(text.utf8))
    #expect(table.wordCount == words.count)
    for word in words {
      #expect(table.wordLine(of: word) == words.firstIndex(of: word), "\(word)")
    }
    for absent in ["b", "abcdefg", "abcdefghij", "cafe", "dog hous", "zebras", "Dog"] {
      #expect(table.wordLine(of: absent) == nil, "\(absent)")
    }
  }

  /// With the hash index built from the first lookup, after a few, or never, every lookup
  /// and prefix search answers as a plain binary search: one-byte, empty, repeated and
  /// non-ASCII words, keys that share no prefix with any word, keys before the first word and
  /// after the last.
  @Test(arguments: [0, 3, Int.max])
  func hashIndexFindsWhatTheBinarySearchFinds(indexAfter: Int) {
    var words = ["", "a", "ab", "abc", "b", "ba", "café", "cafés", "d", "dog", "dog house"]
    words += (0..<300).map { "w\($0 * 7 % 300)" } + ["zz", "é", "ü", "\u{10FFFF}"]
    words = Array(Set(words)).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    // A repeated word: found on its first line.
    words.insert("dog", at: words.firstIndex(of: "dog") ?? 0)
    let text = words.enumerated().map { "\($1)\t\($0)" }.joined(separator: "\n") + "\n"
    let indexed = HypernymTable(
      synsets: Array("x\t\n".utf8), words: Array(text.utf8), indexAfter: indexAfter)
    let keys =
      words + ["!", "0", "A", "aa", "abd", "c", "caf", "cafe", "e", "w", "w1", "w29", "w3000"]
      + ["x", "zzz", "\u{7F}", "é", "ê", "\u{10FFFF}a", "\u{1}"]
    for key in keys {
      #expect(indexed.wordLine(of: key) == words.firstIndex(of: key), "\(key)")
      let hasPrefix = words.contains { $0.utf8.starts(with: key.utf8) }
      #expect(indexed.hasWord(withPrefix: key) == hasPrefix, "\(key)")
    }
  }

  /// The shipped English list: its words are found by hash, and by the prefix search.
  @Test func shippedWordsAreFound() {
    let table = HypernymTable.shipped("en")
    #expect(table.wordCount > 50_000)
    for word in ["dog", "golden retriever", "hot dog", "sofa", "zebra crossing"] {
      #expect(table.wordLine(of: word) != nil, "\(word)")
      #expect(table.hasWord(withPrefix: word))
    }
    #expect(table.wordLine(of: "xyzzy plugh") == nil)
  }

  /// The line starts found 64 and 16 bytes at a time are a byte-by-byte scan's: random texts
  /// of lines from empty to 90 bytes (newlines on and across every chunk boundary), with and
  /// without a last newline, and texts denser than the first guess of room (a line a byte).
  @Test func lineStartsAreTheByteScans() {
    var random = SeededGenerator(seed: 26)
    var texts: [[UInt8]] = [[], [10], [10, 10, 10], Array(repeating: 10, count: 200), [65]]
    for _ in 0..<300 {
      var text: [UInt8] = []
      let longest = [1, 3, 20, 90].randomElement(using: &random) ?? 20
      for _ in 0..<Int.random(in: 0..<60, using: &random) {
        let length = Int.random(in: 0...longest, using: &random)
        text += (0..<length).map { _ in UInt8.random(in: 32...126, using: &random) } + [10]
      }
      if Bool.random(using: &random) { text += [66, 67] }
      texts.append(text)
    }
    for text in texts {
      var expected: [Int32] = [0]
      for (index, byte) in text.enumerated() where byte == 10 { expected.append(Int32(index + 1)) }
      if let last = text.last, last != 10 { expected.append(Int32(text.count + 1)) }
      let found = text.withUnsafeBufferPointer { HypernymTable.lineStarts($0) }
      #expect(found == expected, "\(text.count) bytes")
    }
  }
}
