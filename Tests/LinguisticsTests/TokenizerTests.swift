import Testing

@testable import Linguistics

/// ``Tokenizer``: tokens, kinds, ranges, options, names and truncation.
@Suite("Tokenizer")
struct TokenizerTests {
  @Test(
    "word-like tokens by default",
    arguments: [
      ("en", "Dog's day, 3.14!", ["Dog's", "day", "3.14"]),
      ("en", "  leading and trailing  ", ["leading", "and", "trailing"]),
      ("en", "e-mail re-use", ["e", "mail", "re", "use"]),
      ("en", "user@example.com wrote", ["user@example.com", "wrote"]),
      ("en", "1,000.50 dollars", ["1,000.50", "dollars"]),
      ("fr", "L’été à Paris", ["L’été", "à", "Paris"]),
      ("de", "Straße und Müller", ["Straße", "und", "Müller"]),
      ("ru", "Москва — столица", ["Москва", "столица"]),
      ("el", "Η Αθήνα", ["Η", "Αθήνα"]),
      ("sv", "EU:s regler", ["EU:s", "regler"]),
      ("en", "EU:s regler", ["EU", "s", "regler"]),
      ("ja", "東京に行きます", ["東京", "に", "行き", "ます"]),
      ("ja", "カメラを買った", ["カメラ", "を", "買", "っ", "た"]),
      ("zh", "我爱北京", ["我", "爱", "北京"]),
      ("th", "สวัสดีครับ", ["สวัสดี", "ครับ"]),
      ("en", "I ❤️ NY 🇯🇵", ["I", "❤️", "NY", "🇯🇵"]),
      ("en", "", []),
      ("en", " \t ", []),
      ("en", "!?…", []),
    ])
  func tokens(code: String, text: String, expected: [String]) throws {
    let tokenizer = Tokenizer(language: try Language(code))
    #expect(tokenizer.tokens(in: text).map(\.text) == expected)
  }

  @Test(
    "kinds",
    arguments: [
      ("word", Token.Kind.word), ("42", .number), ("3.14", .number), ("カメラ", .kana),
      ("ひらがな", .kana), ("漢字", .ideograph), ("😀", .emoji), ("🇯🇵", .emoji),
      ("1️⃣", .emoji), ("#️⃣", .emoji), ("ｶﾒﾗ", .kana), ("ー", .kana), ("東京", .ideograph),
      (" ", .whitespace), ("\t", .whitespace), ("!", .punctuation),
      ("—", .punctuation), ("Straße", .word), ("\u{3000}", .whitespace),
    ])
  func kind(text: String, kind: Token.Kind) throws {
    let tokenizer = Tokenizer(language: try Language("ja"), options: [])
    let tokens = tokenizer.tokens(in: text)
    #expect(!tokens.isEmpty)
    #expect(tokens.allSatisfy { $0.kind == kind }, "\(text): \(tokens.map { ($0.text, $0.kind) })")
    #expect(tokens.allSatisfy { $0.isWordLike == kind.isWordLikeExpected })
  }

  @Test(
    "ranges slice the source back to each token",
    arguments: [
      "Dog's day, 3.14!", "Ünïcödé wörds ünd café", "東京タワー 2024年", "a\u{301}b c\u{327}",
      "👍🏽 emoji 🇯🇵 flags", "שָׁלוֹם עולם", "line\nbreak\r\nwindows",
    ])
  func ranges(text: String) throws {
    let tokenizer = Tokenizer(language: try Language("en"), options: [])
    let tokens = tokenizer.tokens(in: text)
    var offset = 0
    for token in tokens {
      #expect(String(text[token.range]) == token.text)
      #expect(token.utf8Range.lowerBound == offset, "tokens must tile the text")
      #expect(
        text.utf8.distance(from: text.startIndex, to: token.range.lowerBound)
          == token.utf8Range.lowerBound)
      #expect(!token.isTruncated)
      offset = token.utf8Range.upperBound
    }
    #expect(offset == text.utf8.count)
    #expect(tokens.map(\.text).joined() == text)
  }

  @Test("options leave out whitespace and punctuation separately")
  func options() throws {
    let english = try Language("en")
    let text = "Hi, you!"
    let all = Tokenizer(language: english, options: []).tokens(in: text).map(\.text)
    #expect(all == ["Hi", ",", " ", "you", "!"])
    let noSpace = Tokenizer(language: english, options: .omitWhitespace).tokens(in: text)
    #expect(noSpace.map(\.text) == ["Hi", ",", "you", "!"])
    let noPunctuation = Tokenizer(language: english, options: .omitPunctuation).tokens(in: text)
    #expect(noPunctuation.map(\.text) == ["Hi", " ", "you"])
  }

  @Test("names join into one token, case-insensitively, longest first")
  func names() throws {
    let names: NameList = ["New York", "New York City", "Road Trip 2019"]
    let tokenizer = Tokenizer(language: try Language("en"), names: names)
    let tokens = tokenizer.tokens(in: "From NEW  YORK to new york city on the road trip 2019.")
    #expect(
      tokens.map(\.text)
        == ["From", "NEW  YORK", "to", "new york city", "on", "the", "road trip 2019"])
    let joined = try #require(tokens.first { $0.text == "NEW  YORK" })
    #expect(joined.kind == .word)
    let without = Tokenizer(
      language: try Language("en"), options: [.omitWhitespace, .omitPunctuation], names: names)
    #expect(without.tokens(in: "New York").count == 2, "joinNames off: no joining")
  }

  @Test("boundaries are the raw UAX #29 breaks, whatever the options")
  func boundaries() throws {
    let tokenizer = Tokenizer(language: try Language("en"))
    #expect(tokenizer.boundaries(in: "Hi, you!") == [0, 2, 3, 4, 7, 8])
    #expect(tokenizer.boundaries(in: "") == [0])
    #expect(tokenizer.boundaries(in: "é") == [0, 2])
  }

  @Test(
    "long tokens are cut at a scalar boundary, and marked",
    arguments: [
      ("a", 1), ("é", 2), ("한", 3), ("𝐀", 4),
    ])
  func truncation(unit: String, width: Int) throws {
    let tokenizer = Tokenizer(language: try Language("en"), maximumTokenLength: 10)
    let text = String(repeating: unit, count: 20)
    let token = try #require(tokenizer.tokens(in: text).first)
    #expect(token.isTruncated)
    #expect(token.text.utf8.count <= 10)
    #expect(token.text.utf8.count == 10 / width * width)
    #expect(token.text.allSatisfy { String($0) == unit })
    #expect(token.utf8Range == 0..<text.utf8.count)
    #expect(token.range == text.startIndex..<text.endIndex)
  }

  @Test("the maximum token length has a floor of 4 bytes")
  func minimumLength() throws {
    #expect(Tokenizer(language: try Language("en"), maximumTokenLength: 0).maximumTokenLength == 4)
  }
}

extension Token.Kind {
  fileprivate var isWordLikeExpected: Bool {
    switch self {
    case .word, .number, .kana, .ideograph, .emoji: true
    case .whitespace, .punctuation: false
    }
  }
}
