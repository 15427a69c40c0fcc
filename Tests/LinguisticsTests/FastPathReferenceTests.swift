import StemmaTestSupport
import Testing

@testable import Linguistics

/// The byte-level fast paths of the cold path against plain references: possessive removal
/// without copying, the first letter's case without Unicode tables, and the cache's byte-keyed
/// memo.
@Suite("Fast paths against references")
struct FastPathReferenceTests {
  /// The possessive removal as it was written before the fast path: a copy of the bytes.
  static func referenceRemovePossessive(_ text: String) -> String {
    guard let last = text.utf8.last,
      last == UInt8(ascii: "'") || last | 0x20 == UInt8(ascii: "s")
    else { return text }
    var utf8 = Array(text.utf8)
    var changed = false
    while true {
      let count = utf8.count
      if count > 2 && utf8[count - 1] | 0x20 == UInt8(ascii: "s")
        && utf8[count - 2] == UInt8(ascii: "'") && utf8[count - 3] != UInt8(ascii: "'")
      {
        utf8.removeLast(2)
        changed = true
      } else if count > 1 && utf8[count - 1] == UInt8(ascii: "'") {
        utf8.removeLast()
        changed = true
      } else {
        break
      }
    }
    return changed ? String(decoding: utf8, as: UTF8.self) : text
  }

  static let pieces = ["'", "s", "S", "a", "D", "é", "É", "\u{301}", "日", "1", " ", "\r", "\n"]

  static func randomWords(seed: UInt64, count: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
    }
  }

  @Test("possessive removal equals the copying reference")
  func possessives() {
    let fixed = ["dog's", "dogs'", "Dog''s", "s", "'s", "''", "a's's", "James's'", "x''s"]
    for word in fixed + Self.randomWords(seed: 7, count: 3000) {
      #expect(
        Normalizer.removePossessive(word) == Self.referenceRemovePossessive(word),
        "\(word.debugDescription)")
    }
  }

  @Test("ASCII folding equals the full fold", arguments: ["en", "tr", "de"])
  func asciiFolding(code: String) throws {
    let normalizer = Normalizer(language: try Language(code))
    let stemInput = Normalizer(language: try Language(code), options: .stemmerInput)
    let lemmaInput = Normalizer(
      language: try Language(code),
      options: [.widthFolding, .punctuationFolding, .possessiveRemoval])
    let asciiPieces = ["'", "s", "S", "a", "D", "I", "i", "1", "-", ".", "x", "Z", "''"]
    var generator = SeededGenerator(seed: 9)
    let words = (0..<3000).map { _ in
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        asciiPieces.randomElement(using: &generator) ?? ""
      }.joined()
    }
    for word in ["dog", "Dog", "dogs", "dog's", "DOGS'", "I", "it", "", "'"] + words {
      for normalizer in [normalizer, stemInput, lemmaInput] {
        var observer = IgnoringObserver()
        #expect(
          normalizer.normalize(word) == normalizer.fold(word, observer: &observer),
          "\(code) \(word.debugDescription)")
      }
    }
  }

  @Test("first-letter case equals Character.isUppercase")
  func firstLetterCase() {
    for word in ["Toyota", "toyota", "", "É", "E\u{301}t", "\r\n", "1A"]
      + Self.randomWords(seed: 8, count: 3000)
    {
      #expect(
        Lemmatizer.startsUppercase(word) == (word.first?.isUppercase ?? false),
        "\(word.debugDescription)")
    }
  }

  @Test("a cache that starts over often answers as the analyzer", arguments: [1, 2, 8, 1000])
  func cacheAnswers(capacity: Int) throws {
    let analyzer = Analyzer(language: try Language("en"))
    // Canonically equivalent spellings are different keys: each gets its own forms.
    let words =
      ["café", "cafe\u{301}", "mice", "Mice", "running", "dog's", "the"]
      + Self.randomWords(seed: 9, count: 300)
    var generator = SeededGenerator(seed: UInt64(capacity))
    for forms in [Term.Forms.all, .folded, .stem, .lemma] {
      var cache = AnalysisCache(capacity: capacity)
      for _ in 0..<2000 {
        let word = words.randomElement(using: &generator) ?? ""
        #expect(
          cache.forms(of: word, in: analyzer, computing: forms)
            == analyzer.entry(for: word, forms: forms), "\(word.debugDescription)")
      }
    }
  }
}
