import Testing

@testable import Linguistics

/// ``StopWords``: the shipped lists, folded the way the language folds search keys.
@Suite("Stop words")
struct StopWordsTests {
  @Test(
    "function words are stop words, content words are not",
    arguments: [
      ("en", ["the", "and", "of", "is", "a"], ["dog", "photo", "home", "new", "world"]),
      ("de", ["und", "der", "die", "fur", "uber"], ["hund", "haus"]),
      ("fr", ["le", "la", "et", "ete"], ["chien", "maison"]),
      ("es", ["el", "la", "y", "que"], ["perro", "casa", "año"]),
      ("ru", ["и", "в", "не"], ["собака", "дом"]),
      ("ja", ["あの", "これ"], ["かめら", "写真"]),
      ("porter", ["the", "and"], ["dog"]),
    ])
  func membership(code: String, stopWords: [String], contentWords: [String]) throws {
    let list = StopWords(language: try Language(code))
    for word in stopWords { #expect(list.contains(word), "\(code): \(word) should be a stop word") }
    for word in contentWords { #expect(!list.contains(word), "\(code): \(word) is content") }
  }

  @Test("lists hold folded forms only", arguments: Language.all)
  func folded(language: Language) {
    let list = StopWords(language: language)
    let normalizer = Normalizer(language: language)
    #expect(language.hasStopWords == !list.words.isEmpty)
    for word in list.words {
      #expect(!word.isEmpty)
      #expect(normalizer.normalize(word) == word, "\(language): \(word) is not folded")
    }
  }

  @Test("the test from a word's bytes agrees with the test of the string", arguments: Language.all)
  func fromBytes(language: Language) {
    let list = StopWords(language: language)
    var words = Array(list.words) + ["dog", "", "a", "The", "THE", "théâtre", "x"]
    words += list.words.map { $0 + "s" } + list.words.map { String($0.dropLast()) }
    words.append(String(repeating: "abcdefgh", count: 3))
    for word in words {
      let fromBytes = word.utf8.withContiguousStorageIfAvailable { list.contains(word, utf8: $0) }
      #expect(fromBytes == list.contains(word), "\(language): \(word.debugDescription)")
    }
  }

  @Test("the languages with shipped lists", .tags(.catalog))
  func shipped() throws {
    let withLists = Set(Language.all.filter(\.hasStopWords).map(\.code))
    for code in ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "sv", "ja", "zh", "ar", "tr"] {
      #expect(withLists.contains(code), "\(code) should ship a list")
    }
    #expect(!StopWords(language: try Language("armenian")).contains("the"))
    #expect(
      StopWords(language: try Language("porter")).words
        == StopWords(language: try Language("en")).words)
  }

  @Test("the Turkish list is real Turkish, not Latin-1 mojibake")
  func turkishEncoding() throws {
    let turkish = StopWords(language: try Language("tr"))
    // python-stop-words' Turkish list was decoded as Latin-1 instead of Windows-1254 upstream,
    // turning ı into ý, ş into þ and ğ into ð ("altmış" → "altmýþ"), and holds a stray
    // "INSERmi"; dictionaries/build_stopwords.py repairs both.
    #expect(turkish.contains("için"))
    #expect(turkish.contains("şey"))
    #expect(turkish.contains("altmış"))
    let mojibake = turkish.words.filter {
      $0.contains { "ýþð".contains($0) } || $0.contains("nser")
    }
    #expect(mojibake.isEmpty, "mojibake entries: \(mojibake.sorted())")
  }
}

/// ``StopWords/contains(_:)`` looks ASCII words up by their bytes: the same answers as the
/// set of words, for every list, for words in it and words near them.
@Suite("Stop word lookup")
struct StopWordLookupTests {
  @Test("contains agrees with the set of words", arguments: Language.all)
  func containsAgreesWithSet(language: Language) {
    let stopWords = StopWords(language: language)
    var probes = Array(stopWords.words)
    for word in stopWords.words.prefix(50) {
      probes += [word + "x", String(word.dropLast()), word.uppercased(), "x" + word]
      // The same word decomposed: equal under `==`, other bytes.
      probes.append(word.decomposedStringWithCanonicalMappingIfAvailable)
    }
    probes += ["", "zzzzzz", "the", "und", "über", "e\u{301}"]
    for probe in probes {
      #expect(stopWords.contains(probe) == stopWords.words.contains(probe), "\(probe)")
    }
  }
}

extension String {
  /// The string with each precomposed Latin letter with an acute or grave split into the
  /// letter and the combining mark (enough to make equal strings of other bytes).
  fileprivate var decomposedStringWithCanonicalMappingIfAvailable: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "é": result += "e\u{301}"
      case "è": result += "e\u{300}"
      case "á": result += "a\u{301}"
      case "à": result += "a\u{300}"
      case "ó": result += "o\u{301}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
