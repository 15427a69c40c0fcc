import StemmaTestSupport
import Testing

@testable import Linguistics

/// ``Tokenizer/forEachTokenText(in:_:)`` and ``Tokenizer/forEachTokenUTF8(in:_:)``: the same
/// texts as ``Tokenizer/tokens(in:)``.
@Suite("Tokenizer token texts")
struct TokenizerTokenTextsTests {
  static let pieces = [
    "a", "Dog", "dog's", "3.14", "1,000", " ", "  ", ",", ".", "'", "_", ":", "@", "-", "\t",
    "é", "Café", "cafe\u{301}", "日本語", "カメラ", "🙂", "1️⃣", "\n", "ＡＢＣ", "supercalifragilistic",
  ]

  @Test("equal to the tokens' texts on random text", arguments: [4, 8, 256])
  func randomText(maximumTokenLength: Int) throws {
    var generator = SeededGenerator(seed: UInt64(maximumTokenLength))
    for options in [Tokenizer.Options.searchDefault, [], [.omitWhitespace]] {
      let tokenizer = Tokenizer(
        language: try Language("en"), options: options, maximumTokenLength: maximumTokenLength)
      for _ in 0..<300 {
        let count = Int.random(in: 0...12, using: &generator)
        let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }
          .joined()
        var texts: [String] = []
        tokenizer.forEachTokenText(in: text) { texts.append($0) }
        #expect(texts == tokenizer.tokens(in: text).map(\.text), "\(text.debugDescription)")
        var bytes: [[UInt8]] = []
        tokenizer.forEachTokenUTF8(in: text) { bytes.append(Array($0)) }
        #expect(bytes == texts.map { Array($0.utf8) }, "\(text.debugDescription)")
      }
    }
  }

  @Test("names stay joined")
  func names() throws {
    let tokenizer = Tokenizer(language: try Language("en"), names: NameList(["New York"]))
    var texts: [String] = []
    tokenizer.forEachTokenText(in: "from new  york to Boston") { texts.append($0) }
    #expect(texts == tokenizer.tokens(in: "from new  york to Boston").map(\.text))
    #expect(texts.count == 4)
  }
}
