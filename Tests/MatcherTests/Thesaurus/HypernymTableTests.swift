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
}
