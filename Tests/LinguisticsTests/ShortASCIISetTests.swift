import StemmaTestSupport
import Testing

@testable import Linguistics

/// The packed set of short ASCII words against a plain `Set` of their bytes, and the stop-word
/// check that uses it against the word list.
@Suite("Short ASCII set")
struct ShortASCIISetTests {
  static func randomWord(_ generator: inout SeededGenerator) -> String {
    let alphabet: [UInt8] = [0, 1, 0x27, 0x2D, 0x41, 0x61, 0x62, 0x7A, 0x7F]
    let length = Int.random(in: 0...17, using: &generator)
    let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("Membership is the reference set's for short ASCII words; others have no key")
  func agreesWithReference() {
    var generator = SeededGenerator(seed: 27)
    for round in 0..<30 {
      let words = (0..<(round * 7)).map { _ in Self.randomWord(&generator) }
      let set = ShortASCIISet(words)
      let reference = Set(words.map { Array($0.utf8) })
      for probe in words + (0..<300).map({ _ in Self.randomWord(&generator) }) {
        let bytes = Array(probe.utf8)
        guard let key = ShortASCIISet.Key(probe) else {
          #expect(bytes.count > ShortASCIISet.maximumLength || bytes.contains { $0 >= 0x80 })
          continue
        }
        #expect(set.contains(key) == reference.contains(bytes), "\(bytes)")
      }
    }
  }

  @Test("Keys differ for strings that differ only in length or trailing NUL bytes")
  func lengthsAreKept() throws {
    let set = ShortASCIISet(["a", "a\u{0}", ""])
    for word in ["a", "a\u{0}", ""] {
      #expect(ShortASCIISet.Key(word).map(set.contains) == true, "\(Array(word.utf8))")
    }
    for word in ["a\u{0}\u{0}", "\u{0}", "b"] {
      #expect(ShortASCIISet.Key(word).map(set.contains) == false, "\(Array(word.utf8))")
    }
    let empty = try #require(ShortASCIISet.Key(""))
    #expect(!ShortASCIISet([String]()).contains(empty))
  }

  @Test(
    "Stop words are found, and words next to them are not", arguments: ["en", "de", "fr", "ru"])
  func stopWords(code: String) throws {
    let stopWords = StopWords(language: try Language(code))
    #expect(!stopWords.words.isEmpty)
    for word in stopWords.words {
      #expect(stopWords.contains(word), "\(word)")
      for neighbour in [word + "q", "q" + word, String(word.dropLast()), word + "\u{0}"] {
        #expect(
          stopWords.contains(neighbour) == stopWords.words.contains(neighbour), "\(neighbour)")
      }
    }
  }

  @Test("The filter admits every word held and turns away most others, before any slot")
  func filter() throws {
    let stopWords = try StopWords(language: Language("en")).words
    let set = ShortASCIISet(stopWords)
    for word in stopWords {
      let key = try #require(ShortASCIISet.Key(word))
      #expect(set.filterAdmits(key), "\(word)")
    }
    var generator = SeededGenerator(seed: 27)
    let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    var others = 0
    var admitted = 0
    for _ in 0..<10_000 {
      let bytes = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        letters[Int.random(in: 0..<letters.count, using: &generator)]
      }
      let word = String(decoding: bytes, as: UTF8.self)
      guard !stopWords.contains(word), let key = ShortASCIISet.Key(word) else { continue }
      others += 1
      if set.filterAdmits(key) { admitted += 1 }
    }
    // 174 words set at most 174 of the 4,096 bits: about one in twenty others gets through.
    #expect(admitted * 10 < others)
  }
}
