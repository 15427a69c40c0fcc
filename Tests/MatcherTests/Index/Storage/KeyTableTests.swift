import StemmaTestSupport
import Testing

@testable import Matcher

/// The index's key table against a plain dictionary of texts: pairs kept as two word ids must
/// behave exactly as if every key were its own text.
@Suite struct KeyTableTests {
  /// Texts of every shape a key can take: words, pairs, a pair whose second part holds a
  /// space, empty parts, leading and trailing spaces, and words that are only ever a part.
  static func texts(count: Int, using random: inout SeededGenerator) -> [String] {
    let words = ["dog", "hot", "", "golden", "retriever", "日本", "café", "cafe\u{301}", "a"]
    return (0..<count).map { _ in
      let parts = Int.random(in: 1...3, using: &random)
      return (0..<parts).map { _ in words.randomElement(using: &random) ?? "" }
        .joined(separator: " ")
    }
  }

  @Test func keysByTextMatchADictionary() {
    var random = SeededGenerator(seed: 21)
    var table = KeyTable()
    // By bytes: `String`'s `==` would equate "café" and "cafe\u{301}".
    var reference: [[UInt8]: UInt32] = [:]
    var order: [[UInt8]] = []
    for text in Self.texts(count: 3_000, using: &random) {
      let bytes = Array(text.utf8)
      let (key, inserted) = table.intern(text)
      #expect(inserted == (reference[bytes] == nil), "\(text)")
      if inserted {
        #expect(key == UInt32(order.count))
        reference[bytes] = key
        order.append(bytes)
      }
      #expect(key == reference[bytes])
      #expect(Array(table.text(of: key).utf8) == bytes)
      #expect(table.isWord(key) == !text.utf8.contains(0x20))
    }
    #expect(table.count == order.count && table.texts.map { Array($0.utf8) } == order)
    for (bytes, key) in reference { #expect(table[String(decoding: bytes, as: UTF8.self)] == key) }
    // Bytes, not canonical equivalence, as the index's other tables.
    #expect(table["café"] != nil && table["cafe\u{301}"] != nil)
    #expect(table["café"] != table["cafe\u{301}"])
    #expect(table["cat"] == nil && table["dog cat"] == nil && table["dog dog dog dog"] == nil)
  }

  @Test func aPairByItsWordsIsThePairByItsText() {
    var table = KeyTable()
    let dog = table.wordID("dog")
    let hot = table.wordID("hot")
    let spaced = table.wordID("hot dog")
    // Words of pairs are not keys by themselves.
    #expect(table["dog"] == nil && table["hot"] == nil && table.isEmpty)
    let pair = table.intern(pair: hot, dog)
    #expect(pair.inserted && table["hot dog"] == pair.key && table.text(of: pair.key) == "hot dog")
    #expect(table.intern("hot dog") == (pair.key, false))
    #expect(table.pair(hot, dog) == pair.key && table.pair(dog, hot) == nil)
    // A word with a space is the pair its text reads as, by id or by text.
    #expect(table.intern(word: spaced) == (pair.key, false))
    let longer = table.intern(pair: spaced, dog)
    #expect(longer.inserted && table.text(of: longer.key) == "hot dog dog")
    #expect(table.intern(pair: hot, table.wordID("dog dog")) == (longer.key, false))
    #expect(table["hot dog dog"] == longer.key)
    let word = table.intern(word: dog)
    #expect(word.inserted && table["dog"] == word.key && table.isWord(word.key))
    #expect(!table.isWord(pair.key) && !table.isWord(longer.key))
    #expect(table.texts == ["hot dog", "hot dog dog", "dog"])
  }

  @Test func mergeAddsTheMissingKeysInOrder() {
    var random = SeededGenerator(seed: 22)
    for _ in 0..<20 {
      let first = Self.texts(count: Int.random(in: 0...40, using: &random), using: &random)
      let second = Self.texts(count: Int.random(in: 0...40, using: &random), using: &random)
      var merged = KeyTable()
      var other = KeyTable()
      var sequential = KeyTable()
      for text in first {
        merged.intern(text)
        sequential.intern(text)
      }
      // Words interned without a key of their own, in a different order, change nothing.
      for text in second.reversed() {
        _ = other.wordID(String(text.split(separator: " ").last ?? ""))
      }
      for text in second {
        other.intern(text)
        sequential.intern(text)
      }
      let keyMap = merged.merge(other)
      #expect(merged.texts.map { Array($0.utf8) } == sequential.texts.map { Array($0.utf8) })
      #expect(keyMap.count == other.count)
      for (key, text) in other.texts.enumerated() {
        #expect(Array(merged.text(of: keyMap[key]).utf8) == Array(text.utf8))
        #expect(merged[text] == keyMap[key])
      }
      // A merged word with a space (a three-word text's last two) is still the pair its text
      // reads as, reached by its id or by its text.
      for word in other.words.strings where word.utf8.contains(0x20) {
        let byID = merged.intern(word: merged.wordID(word)).key
        #expect(byID == merged.intern(word).key && !merged.isWord(byID), "\(word)")
      }
    }
  }
}
