import StemmaTestSupport
import Testing

@testable import Linguistics

/// The ASCII fast path must segment exactly as ICU does, segments and kinds alike, in every
/// language's word-break locale (Swedish and Finnish tailor `:`).
@Suite("ASCII fast path ≡ ICU")
struct ASCIIWordBreakerTests {
  /// Characters weighted toward those UAX #29's rules treat specially.
  static let alphabet: [(Character, Int)] = {
    var weighted: [(Character, Int)] = []
    func add(_ characters: String, weight: Int) {
      for character in characters { weighted.append((character, weight)) }
    }
    add("abcdeXYZ", weight: 6)
    add("0123", weight: 6)
    add("'.:,;_ ", weight: 6)
    add("@\t", weight: 3)
    add("\u{0B}\u{0C}\u{00}\u{1F}\u{7F}", weight: 1)
    // The rest of printable ASCII punctuation and symbols.
    for byte in UInt8(0x21)...UInt8(0x7E) {
      let character = Character(Unicode.Scalar(byte))
      if !character.isLetter && !character.isNumber && !"'.:,;_@".contains(character) {
        weighted.append((character, 1))
      }
    }
    return weighted
  }()

  static func randomText(using generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 0...24, using: &generator)
    var text = ""
    for _ in 0..<length {
      let character: Character = alphabet.weightedElement(using: &generator)
      text.append(character)
    }
    return text
  }

  /// One language per distinct ICU locale is enough, but every language is cheap.
  static let languages = Language.all

  @Test("random ASCII text segments identically", arguments: languages)
  func randomText(language: Language) {
    let tokenizer = Tokenizer(language: language)
    var generator = SeededGenerator(seed: 0xA5C1_1000)
    var mismatches: [String] = []
    let cases = 2_000
    for _ in 0..<cases {
      let text = Self.randomText(using: &generator)
      let ascii = tokenizer.asciiSegments(text)
      let icu = tokenizer.icuSegments(text)
      if ascii != icu {
        mismatches.append("\(text.debugDescription):\n  ascii \(ascii)\n  icu   \(icu)")
      }
    }
    #expect(
      mismatches.isEmpty,
      """
      \(mismatches.count)/\(cases) random texts segment differently in \(language):
      \(mismatches.prefix(3).joined(separator: "\n"))
      """)
  }

  @Test(
    "hand-picked ASCII cases segment identically",
    arguments: [
      "a:b", "a::b", "1:2", "a.b", "1.2", "a'b", "1'2", "1,2", "1;2", "a,b", "a;b", "a_b", "_",
      "__", "_a", "a_", "_1", "1_", "a_1", "1_a", "1__", "a1_", "a1", "1a", "a.1", "1.a", "a1.2",
      "1.2.3", "a.b.c", "a:b:c", "a. b", "   ", " \t ", "\t\t", "x_:_y", "3.14!", "Dog's day",
      "e.g.", "U.S.A.", "2024-01-02", "foo@bar.com", "@", "@@", "@1", "$100", "a\u{0B}b",
      "a\u{0C}b", "\u{00}a", "don't", "o'clock", "EU:n", "HKI:ssä".filter(\.isASCII),
    ])
  func handPicked(text: String) {
    for language in Self.languages {
      let tokenizer = Tokenizer(language: language)
      #expect(
        tokenizer.asciiSegments(text) == tokenizer.icuSegments(text),
        "\(text.debugDescription) in \(language)")
    }
  }

  @Test(
    "colon joins letters in Swedish and Finnish only",
    arguments: [("sv", true), ("fi", true), ("en", false), ("de", false), ("ja", false)])
  func colonTailoring(code: String, joins: Bool) throws {
    let tokenizer = Tokenizer(language: try Language(code), options: [])
    #expect(tokenizer.asciiRules.colonJoinsLetters == joins)
    #expect(tokenizer.tokens(in: "EU:n").count == (joins ? 1 : 3))
  }

  @Test(
    "ICU's kinds: the last pair of characters decides",
    arguments: [
      ("a1", Token.Kind.number), ("1a", .word), ("a_", .word), ("1_", .number), ("__", .word),
      ("_", .punctuation), ("1__", .word), ("a_1", .number), ("3.14", .number), ("e.g", .word),
      ("\t", .whitespace), ("\u{0C}", .whitespace), ("\u{1F}", .punctuation), ("  ", .whitespace),
    ])
  func kinds(text: String, kind: Token.Kind) throws {
    let tokenizer = Tokenizer(language: try Language("en"), options: [])
    #expect(tokenizer.asciiSegments(text) == [Segment(start: 0, end: text.utf8.count, kind: kind)])
    #expect(tokenizer.icuSegments(text) == [Segment(start: 0, end: text.utf8.count, kind: kind)])
  }

  @Test("the fast path is taken only for ASCII without CR or LF")
  func canSegment() {
    func check(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { ASCIIWordBreaker.canSegment($0) }
    }
    #expect(check("plain ascii, 1.5"))
    #expect(check(""))
    #expect(!check("line\nbreak"))
    #expect(!check("carriage\rreturn"))
    #expect(!check("café"))
  }

  /// The check reads eight bytes at a time: a byte that rules the fast path out is found at
  /// every place (in a whole word and in the bytes after the last one), in lines of every
  /// length around the word size, as a byte-by-byte check finds it.
  @Test("the word-at-a-time check agrees with a byte-by-byte one")
  func canSegmentAgreesWithByteLoop() {
    func reference(_ bytes: [UInt8]) -> Bool {
      !bytes.contains { $0 >= 0x80 || $0 == 0x0A || $0 == 0x0D }
    }
    for length in 0...19 {
      let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      #expect(plain.withUnsafeBufferPointer { ASCIIWordBreaker.canSegment($0) })
      for place in 0..<length {
        for byte: UInt8 in [0x0A, 0x0D, 0x80, 0xC3, 0xFF, 0x0B, 0x0C, 0x09, 0x00, 0x7F, 0x8A] {
          var bytes = plain
          bytes[place] = byte
          #expect(
            bytes.withUnsafeBufferPointer { ASCIIWordBreaker.canSegment($0) } == reference(bytes),
            "byte \(byte) at \(place) of \(length)")
        }
      }
    }
  }
}
