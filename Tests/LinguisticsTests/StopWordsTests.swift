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
