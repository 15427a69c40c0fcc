import Foundation
import StemmaTestSupport
import Testing

@testable import Linguistics

/// ``EnglishStemmer`` against the linked libstemmer's English algorithm: the same stem, byte for
/// byte, for every word the Swift stemmer takes.
@Suite("EnglishStemmer")
struct EnglishStemmerTests {
  /// libstemmer's English stem of `word`, called directly (no Swift stemmer in the way).
  static func libstemmer(_ word: [UInt8]) -> [UInt8]? {
    Snowball.pool(for: "english").withHandle { handle in
      word.withUnsafeBufferPointer { handle.stem($0) }
    } ?? nil
  }

  /// Stems every word ``EnglishStemmer`` takes both ways: how many were compared, and the
  /// first few that differ.
  static func compare(_ words: some Sequence<[UInt8]>) -> (compared: Int, differences: [String]) {
    var compared = 0
    var differences: [String] = []
    for word in words {
      guard let native = EnglishStemmer.stem(word) else { continue }
      compared += 1
      let reference = libstemmer(word)
      if native != reference && differences.count < 10 {
        let text = { (bytes: [UInt8]?) in bytes.map { String(decoding: $0, as: UTF8.self) } }
        differences.append(
          "\(text(word) ?? "") → \(text(native) ?? "nil"), libstemmer \(text(reference) ?? "nil")")
      }
    }
    return (compared, differences)
  }

  /// ASCII uppercase letters lowered; other bytes kept.
  static func lowered(_ word: [UInt8]) -> [UInt8] {
    word.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }
  }

  @Test("every key of the English lemma table stems as libstemmer stems it")
  func lemmaTableKeys() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    var words: [[UInt8]] = []
    var previous: String?
    table.forEachEntry { form, _, _ in
      guard form != previous else { return }
      previous = form
      let bytes = Array(form.utf8)
      words.append(bytes)
      words.append(Self.lowered(bytes))
    }
    let (compared, differences) = Self.compare(words)
    print("EnglishStemmer: \(compared) lemma-table words compared with libstemmer")
    #expect(compared > 200_000)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test("every string of up to three bytes, and of four over a small alphabet")
  func shortStrings() {
    let full = Array("abcdefghijklmnopqrstuvwxyz'-1".utf8)
    let small = Array("aeiyolstdgnbr's".utf8)
    var words: [[UInt8]] = [[]]
    var layer: [[UInt8]] = [[]]
    for _ in 1...3 {
      layer = layer.flatMap { prefix in full.map { prefix + [$0] } }
      words += layer
    }
    var smallLayer: [[UInt8]] = [[]]
    for _ in 1...4 { smallLayer = smallLayer.flatMap { prefix in small.map { prefix + [$0] } } }
    words += smallLayer
    let (compared, differences) = Self.compare(words)
    #expect(compared == words.count)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Every suffix a Porter2 step looks for, and letters that decide its conditions.
  static let suffixes = [
    "'", "'s", "'s'", "sses", "ied", "ies", "s", "us", "ss", "eed", "eedly", "ed", "edly", "ing",
    "ingly", "at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt", "cc", "y",
    "tional", "enci", "anci", "abli", "entli", "izer", "ization", "ational", "ation", "ator",
    "alism", "aliti", "alli", "fulness", "ousli", "ousness", "iveness", "iviti", "biliti", "bli",
    "ogi", "logi", "fulli", "lessli", "li", "cli", "bli", "alize", "icate", "iciti", "ical",
    "ful", "ness", "ative", "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement",
    "ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "sion", "tion", "e", "l",
    "ll", "ly", "w", "x", "Y",
  ].map { Array($0.utf8) }

  /// Word beginnings that change the regions or the prelude.
  static let prefixes = [
    "", "", "", "gener", "commun", "arsen", "gene", "commu", "y", "'", "'y", "ay", "yy", "re",
  ].map { Array($0.utf8) }

  /// A word made of English-like syllables, a prefix and suffixes from the steps' lists.
  static func generatedWord(using generator: inout SeededGenerator) -> [UInt8] {
    let consonants = Array("bcdfghjklmnprstvwxyzy".utf8)
    let vowels = Array("aeiouy".utf8)
    var word = prefixes[Int.random(in: 0..<prefixes.count, using: &generator)]
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      if Bool.random(using: &generator) {
        word.append(consonants[Int.random(in: 0..<consonants.count, using: &generator)])
      }
      word.append(vowels[Int.random(in: 0..<vowels.count, using: &generator)])
      if Bool.random(using: &generator) {
        word.append(consonants[Int.random(in: 0..<consonants.count, using: &generator)])
      }
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      word += suffixes[Int.random(in: 0..<suffixes.count, using: &generator)]
    }
    return word
  }

  /// A string of random bytes drawn mostly from letters, with apostrophes, digits and marks.
  static func randomString(using generator: inout SeededGenerator) -> [UInt8] {
    let alphabet = Array("aeiouyyybcdlmnrstgwx'-1.".utf8) + Array(0x61...0x7a)
    // One in twenty up to the longest word taken (the regions' bit mask has a bit a byte).
    let longest = Int.random(in: 0..<20, using: &generator) == 0 ? 64 : 14
    return (0..<Int.random(in: 0...longest, using: &generator)).map { _ in
      alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
    }
  }

  @Test("generated words: suffix chains, prefixes, y and apostrophes, random strings")
  func generatedWords() {
    var generator = SeededGenerator(seed: 27)
    var words: [[UInt8]] = []
    for _ in 0..<150_000 { words.append(Self.generatedWord(using: &generator)) }
    for _ in 0..<150_000 { words.append(Self.randomString(using: &generator)) }
    let (compared, differences) = Self.compare(words)
    // Words with the uppercase `Y` suffix go to libstemmer: most are compared here.
    #expect(compared > 250_000)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Porter2's exceptional forms and the words Step 1a leaves alone.
  static let exceptions = [
    "skis", "skies", "dying", "lying", "tying", "idly", "gently", "ugly", "early", "only",
    "singly", "sky", "news", "howe", "atlas", "cosmos", "bias", "andes", "inning", "outing",
    "canning", "herring", "earring", "proceed", "exceed", "succeed",
  ]

  @Test("exceptional forms alone, inside longer words and with possessives")
  func exceptionalForms() {
    var words: [[UInt8]] = []
    for exception in Self.exceptions {
      for variant in [
        exception, "'\(exception)", "\(exception)s", "\(exception)'s", "\(exception)'",
        "a\(exception)",
        "\(exception)e", "\(exception)ly", String(exception.dropLast()),
        String(exception.dropFirst()),
      ] {
        words.append(Array(variant.utf8))
      }
    }
    let (compared, differences) = Self.compare(words)
    #expect(compared == words.count)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test(
    "Snowball's English vocabulary: every ASCII word stems to the expected stem",
    .enabled(
      if: SnowballConformanceTests.sharedAvailable,
      "../shared/conformance/snowball is absent: Snowball conformance needs the shared test data"))
  func conformance() throws {
    let url = TestData.snowballDirectory.appendingPathComponent("english.tsv")
    let bytes = try #require(TestData.bytes(of: url), "cannot read \(url.path)")
    let pairs = try #require(SnowballConformanceTests.pairs(in: bytes))
    var compared = 0
    var differences: [String] = []
    for (word, expected) in pairs {
      guard let stem = EnglishStemmer.stem(Array(word)) else { continue }
      compared += 1
      if !stem.elementsEqual(expected) && differences.count < 10 {
        differences.append(
          "\(String(decoding: word, as: UTF8.self)) → \(String(decoding: stem, as: UTF8.self))")
      }
    }
    print("EnglishStemmer: \(compared) of \(pairs.count) conformance words are ASCII")
    #expect(compared > 25_000)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test(
    "takes lowercase ASCII only; other words go to libstemmer",
    arguments: [
      ("running", true), ("rock'n'roll", true), ("x-ray", true), ("1990s", true), ("", true),
      ("Running", false), ("saY", false), ("café", false), ("naïve", false),
      (String(repeating: "ab", count: 32), true), (String(repeating: "ab", count: 32) + "s", false),
    ])
  func accepts(word: String, accepted: Bool) {
    #expect((EnglishStemmer.stem(word) != nil) == accepted)
    #expect((EnglishStemmer.stem(Array(word.utf8)) != nil) == accepted)
  }

  @Test("the prelude's vowel mask holds the bytes isVowel takes, and none of the others")
  func vowelMask() {
    for byte in UInt8(64)..<128 {
      let inMask = EnglishStemmer.vowelsFrom64 >> UInt64(byte - 64) & 1 == 1
      #expect(inMask == EnglishStemmer.isVowel(byte), "\(byte)")
    }
  }

  @Test("Stemmer gives the Swift stem for English and libstemmer's for the rest")
  func stemmerPaths() throws {
    let stemmer = Stemmer(language: try Language("en"))
    let long = String(repeating: "ab", count: 32) + "s"
    for word in [
      "generalization", "communities", "arsenals", "'yelling's", "cries", "café's", long,
    ] {
      let reference = try #require(Self.libstemmer(Array(word.utf8)))
      #expect(Array(stemmer.stem(word).utf8) == reference, "\(word)")
      #expect(stemmer.stemRaw(Array(word.utf8)) == reference, "\(word)")
    }
    // A stem the algorithm empties keeps the word (`''s` loses its possessive and all).
    #expect(Self.libstemmer(Array("''s".utf8)) == [])
    #expect(stemmer.stem("''s") == "''s")
  }
}
