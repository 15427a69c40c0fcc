import StemmaTestSupport
import Testing

@testable import Linguistics

/// The ASCII dictionary fast path of ``Lemmatizer/lemma(of:as:)`` against the ranked general
/// path (``Lemmatizer/lemmas(of:as:)``, whose first reading `lemma(of:)` must give).
@Suite("Lemmatizer ASCII fast path")
struct LemmatizerASCIIFastPathTests {
  /// Words whose general path reorders or rewrites the dictionary's first reading: a
  /// capitalized word read as itself, abbreviations, possessives, stretched and unknown words.
  static let fixed = [
    "mice", "Mice", "MICE", "children", "went", "better", "leaves", "Leaves", "US", "Us", "us",
    "AM", "IT", "It", "NBA", "Toyota", "May", "Apple", "dog's", "sooooo", "veryyyy",
    "empanadas", "x-rays", "well-known", "3D", "B52", "a", "I", "'s", "running", "Running",
    "RUNNING", "Bush", "China", "china", "Turkey", "turkey", "the", "The", "THE",
  ]

  static let letters = Array("aeiourstnlmdcbpgkhwyAEIOURSTNLMDCBPGKHWY'-1")

  static func randomWords(seed: UInt64, count: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 1...7, using: &generator)).map { _ in
          letters.randomElement(using: &generator) ?? "a"
        })
    }
  }

  @Test("lemma(of:) equals the first ranked reading for ASCII words")
  func equalsRanking() throws {
    let lemmatizer = Lemmatizer(language: try Language("en"))
    var fast = 0
    for word in Self.fixed + Self.randomWords(seed: 27, count: 4000) {
      if lemmatizer.asciiDictionaryLemma(of: word) != nil { fast += 1 }
      #expect(
        lemmatizer.lemma(of: word) == lemmatizer.lemmas(of: word).first?.value,
        "\(word.debugDescription)")
    }
    // The comparison is about the fast path: many words must take it.
    #expect(fast > 500)
  }

  /// Words the English table does not know: function words, and made-up words whose endings
  /// the suffix rules undo into words it knows as a noun, verb or adjective ("dogged" is
  /// also a key: the made-up stems keep the rest unknown).
  static func unknownWords(seed: UInt64, count: Int) -> [String] {
    let stems = ["dog", "walk", "happ", "box", "wom", "lov", "glorp", "zibb", "kni", "tri", "bus"]
    let endings = [
      "", "s", "es", "ses", "ves", "xes", "ches", "shes", "men", "ies", "ed", "ing", "er", "est",
      "ier", "iest", "ss", "us", "is",
    ]
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let prefix = String(
        (0..<Int.random(in: 0...2, using: &generator)).map { _ in
          Array("qxzjvk").randomElement(using: &generator) ?? "q"
        })
      let word =
        prefix + (stems.randomElement(using: &generator) ?? "")
        + (endings.randomElement(using: &generator) ?? "")
      return Bool.random(using: &generator) ? word.capitalized : word
    }
  }

  @Test("A word the table does not know takes the fast path and gets the first ranked reading")
  func unknownWordsEqualRanking() throws {
    let lemmatizer = Lemmatizer(language: try Language("en"))
    let table = try #require(lemmatizer.table)
    let fixed = [
      "the", "of", "and", "that", "from", "with", "for", "The", "Of", "something", "toward",
      "against", "empanadas", "Empanadas", "glorped", "zibbier", "Glorps",
    ]
    var fast = 0
    for word in fixed + Self.unknownWords(seed: 27, count: 3000) {
      let key = word.lowercased()
      guard table.values(for: key).isEmpty else { continue }
      let ranked = lemmatizer.lemmas(of: word).first?.value
      #expect(lemmatizer.lemma(of: word) == ranked, "\(word)")
      // Nil only for a word the general path reads apart (here a letter three times in a
      // row, "kkknives"): the general path then answers.
      guard let lemma = lemmatizer.unknownASCIILemma(of: word, key: key, in: table) else {
        continue
      }
      fast += 1
      #expect(lemma == ranked, "\(word)")
    }
    #expect(fast > 1000)
    // A letter three times in a row is read shortened, by the general path.
    for word in ["sooooo", "veryyyy-good", "zzz9"] {
      #expect(lemmatizer.unknownASCIILemma(of: word, key: word, in: table) == nil, "\(word)")
    }
    for word in fixed {
      let key = word.lowercased()
      #expect(lemmatizer.unknownASCIILemma(of: word, key: key, in: table) != nil, "\(word)")
    }
  }

  @Test(
    "An unknown word with a digit or a hyphen takes the fast path: the first ranked reading",
    arguments: [
      "b52", "B52", "i386", "po4a", "x86", "7q", "7Q", "5M", "24x24", "librsvg2", "x-rays",
      "X-rays", "zibb-mails", "glorp-runs", "glorp-mice", "glorp-boxes", "zibb-walked",
      "non-glorps", "glorp-zibb",
      "-rays", "rays-", "a-", "x--rays", "x-'s", "python3-dogs", "Qt5-based",
    ])
  func digitsAndHyphens(word: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("en"))
    let table = try #require(lemmatizer.table)
    let key = word.lowercased()
    try #require(table.values(for: key).isEmpty, "a key of the table: \(word)")
    let lemma = lemmatizer.unknownASCIILemma(of: word, key: key, in: table)
    #expect(lemma != nil)
    #expect(lemma == lemmatizer.lemmas(of: word).first?.value)
  }

  @Test(
    "An abbreviation takes the fast path and gets the first ranked reading",
    arguments: [
      "US", "AM", "IT", "NBA", "GPL", "UID", "SVG", "DD", "UI", "API", "ABI", "CC", "BY", "SA",
      "OK", "TV", "PC", "NO", "AS", "DNS", "QZX",
    ])
  func abbreviations(word: String) throws {
    let lemmatizer = Lemmatizer(language: try Language("en"))
    let lemma = lemmatizer.asciiDictionaryLemma(of: word)
    #expect(lemma != nil)
    #expect(lemma == lemmatizer.lemmas(of: word).first?.value)
  }

  @Test(
    "A word without a letter is its own lemma on the fast path, in any language",
    arguments: ["en", "de", "fr"])
  func wordsWithoutLetters(code: String) throws {
    let lemmatizer = Lemmatizer(language: try Language(code))
    for word in ["3.134", "2023", "17:54:35", "+0200", "#1035694", "1.2-3", "---", "_", "", "'"] {
      #expect(lemmatizer.asciiDictionaryLemma(of: word) == word, "\(word)")
      #expect(lemmatizer.lemma(of: word) == word, "\(word)")
      #expect(lemmatizer.lemmas(of: word).first?.value ?? "" == word, "\(word)")
    }
  }

  @Test("the fast path stays out of tables without parts of speech")
  func otherLanguages() throws {
    let lemmatizer = Lemmatizer(language: try Language("de"))
    #expect(lemmatizer.asciiDictionaryLemma(of: "Haus") == nil)
    #expect(lemmatizer.lemma(of: "waren") == lemmatizer.lemmas(of: "waren").first?.value)
  }
}
