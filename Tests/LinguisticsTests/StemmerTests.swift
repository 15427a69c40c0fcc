import Testing

@testable import Linguistics

/// ``Stemmer``: Snowball stems, protected words, overrides, languages without an algorithm, and
/// the agreement of ``Stemmer/stem(_:)`` with ``Stemmer/stemRaw(_:)``.
@Suite("Stemmer")
struct StemmerTests {
  @Test(
    "stems",
    arguments: [
      ("en", "running", "run"), ("en", "photos", "photo"), ("en", "happiness", "happi"),
      ("en", "favourite", "favourit"), ("en", "generously", "generous"), ("en", "dog", "dog"),
      ("porter", "generalization", "gener"), ("en", "generalization", "general"),
      ("de", "häuser", "haus"), ("fr", "chevaux", "cheval"), ("es", "canciones", "cancion"),
      ("ru", "собаки", "собак"), ("tr", "kitapları", "kitap"), ("el", "σκύλος", "σκυλ"),
      ("it", "gatti", "gatt"), ("nl", "katten", "kat"), ("sv", "hundarna", "hund"),
      ("fi", "koirat", "koira"), ("en", "", ""),
    ])
  func stem(code: String, word: String, expected: String) throws {
    let stemmer = Stemmer(language: try Language(code))
    #expect(stemmer.stem(word) == expected)
    #expect(stemmer.stemRaw(Array(word.utf8)) == Array(expected.utf8))
  }

  @Test("protected words are never stemmed; others still are")
  func protectedWords() throws {
    var stemmer = Stemmer(language: try Language("en"), protectedWords: ["photos", "news"])
    #expect(stemmer.stem("photos") == "photos")
    #expect(stemmer.stem("news") == "news")
    #expect(stemmer.stem("running") == "run")
    // Protection is exact: another case or form is stemmed.
    #expect(stemmer.stem("photo's") != "photo's")
    stemmer.protectedWords = []
    #expect(stemmer.stem("photos") == "photo")
  }

  @Test("overrides replace the algorithm's stem, and win over protection")
  func overrides() throws {
    let stemmer = Stemmer(
      language: try Language("en"), protectedWords: ["mice"],
      overrides: ["mice": "mouse", "geese": "goose"])
    #expect(stemmer.stem("mice") == "mouse")
    #expect(stemmer.stem("geese") == "goose")
    #expect(stemmer.stem("cats") == "cat")
  }

  @Test(
    "languages without an algorithm return the word",
    arguments: Language.all.filter { !$0.hasStemmer })
  func noAlgorithm(language: Language) {
    let stemmer = Stemmer(language: language)
    for word in ["words", "カメラ", "słowa", "слова", "কথা", ""] {
      #expect(stemmer.stem(word) == word)
      #expect(stemmer.stemRaw(Array(word.utf8)) == Array(word.utf8))
    }
    let withOverride = Stemmer(language: language, overrides: ["写真": "しゃしん"])
    #expect(withOverride.stem("写真") == "しゃしん", "overrides apply without an algorithm too")
  }

  @Test("words over the maximum length are returned unchanged; stemRaw has no limit")
  func maximumLength() throws {
    let stemmer = Stemmer(language: try Language("en"))
    let atLimit = String(repeating: "a", count: Stemmer.maximumWordLength - 3) + "ing"
    #expect(stemmer.stem(atLimit) != atLimit)
    let over = String(repeating: "a", count: Stemmer.maximumWordLength) + "ing"
    #expect(stemmer.stem(over) == over)
    #expect(stemmer.stemRaw(Array(over.utf8)) != Array(over.utf8))
  }

  @Test("stem and stemRaw agree on every algorithm", arguments: Language.all.filter(\.hasStemmer))
  func stemAgreesWithRaw(language: Language) {
    let stemmer = Stemmer(language: language)
    let words = [
      "running", "houses", "nationalité", "häuser", "собаки", "σκύλος", "kitapları", "canciones",
      "गाड़ियाँ", "ئەو", "கடவுள்", "אַלע", "Հայաստան", "etxeak", "cases", "fotografías", "ünnepek",
    ]
    for word in words {
      #expect(
        Array(stemmer.stem(word).utf8) == stemmer.stemRaw(Array(word.utf8)), "\(language): \(word)")
    }
  }

  @Test(
    "stemRaw passes ill-formed UTF-8 through libstemmer without trapping",
    arguments: [
      [0xFF, 0xFE], [0xC3], [0x61, 0x80, 0x62], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00, 0x61],
    ] as [[UInt8]])
  func illFormed(bytes: [UInt8]) {
    for language in Language.all where language.hasStemmer {
      let stem = Stemmer(language: language).stemRaw(bytes)
      #expect(stem.count <= bytes.count + 8, "\(language): \(bytes) → \(stem)")
    }
  }

  @Test("stemmers are equal when they stem alike")
  func equality() throws {
    let english = try Language("en")
    #expect(Stemmer(language: english) == Stemmer(language: english))
    #expect(Stemmer(language: english) != Stemmer(language: english, protectedWords: ["a"]))
    #expect(Stemmer(language: english) != Stemmer(language: try Language("porter")))
  }
}
