import Testing

@testable import Linguistics

/// ``Analyzer``: the pipeline's terms, their ranges, stemming before diacritic folding, stop
/// words, names and protected words.
@Suite("Analyzer")
struct AnalyzerTests {
  @Test("terms carry every form")
  func english() throws {
    let analyzer = Analyzer(language: try Language("en"))
    let terms = analyzer.terms(in: "My Dog's favourite toys")
    #expect(terms.map(\.surface) == ["My", "Dog's", "favourite", "toys"])
    #expect(terms.map(\.folded) == ["my", "dog", "favourite", "toys"])
    #expect(terms.map(\.stem) == ["my", "dog", "favourit", "toy"])
    #expect(terms.map(\.isStopWord) == [true, false, false, false])
    #expect(terms.allSatisfy { $0.kind == .word })
  }

  @Test(
    "stems are computed before diacritics are folded, then folded",
    arguments: [
      // French Snowball needs the accents: "aimées" is aim-ées, "aimees" only loses its -s.
      ("fr", "aimées", "aimees", "aim"),
      ("fr", "nationalité", "nationalite", "national"),
      ("fr", "Préférées", "preferees", "prefer"),
      // Spanish: -ación is a suffix only with its accent.
      ("es", "organización", "organizacion", "organiz"),
      ("es", "comunicación", "comunicacion", "comun"),
      ("es", "Fotografías", "fotografias", "fotograf"),
      // German: the umlaut is folded after stemming, so "Häuser" meets "Haus".
      ("de", "Häuser", "hauser", "haus"),
    ])
  func stemBeforeFolding(code: String, word: String, folded: String, stem: String) throws {
    let language = try Language(code)
    let analyzer = Analyzer(language: language)
    let term = try #require(analyzer.terms(in: word).first)
    #expect(term.folded == folded)
    #expect(term.stem == stem)
    #expect(analyzer.forms(of: word) == (folded, stem))
    // The order matters: stemming the folded form gives something else.
    #expect(Stemmer(language: language).stem(folded) != stem || code == "de")
  }

  @Test(
    "term ranges slice the source back to each surface",
    arguments: [
      ("en", "My Dog's favourite toys, 3.14 of them!"),
      ("fr", "L’été à Paris, c’est « magnifique »."),
      ("ja", "東京タワーでカメラを買った。ｶﾒﾗ！"),
      ("ru", "Ёлка — в Москве"),
      ("tr", "İSTANBUL'da ışık"),
      ("ar", "كَتَبَ الوَلَدُ"),
      ("en", "e\u{301}te\u{301} 👍🏽 🇯🇵 a\u{0}b"),
    ])
  func ranges(code: String, text: String) throws {
    let analyzer = Analyzer(language: try Language(code))
    let terms = analyzer.terms(in: text)
    #expect(!terms.isEmpty)
    var previousEnd = 0
    for term in terms {
      #expect(String(text[term.range]) == term.surface)
      #expect(Array(text.utf8)[term.utf8Range] == Array(term.surface.utf8)[...])
      #expect(term.utf8Range.lowerBound >= previousEnd, "terms are in order and disjoint")
      previousEnd = term.utf8Range.upperBound
      #expect(term.folded == analyzer.normalize(term.surface))
      #expect(term.lemma == term.folded || !term.lemma.isEmpty)
    }
  }

  @Test("stop words are flagged, and removed only when asked")
  func stopWords() throws {
    let english = try Language("en")
    let text = "The dog and the cat"
    let flagged = Analyzer(language: english).terms(in: text)
    #expect(flagged.map(\.folded) == ["the", "dog", "and", "the", "cat"])
    #expect(flagged.map(\.isStopWord) == [true, false, true, true, false])
    let removed = Analyzer(language: english, removesStopWords: true).terms(in: text)
    #expect(removed.map(\.folded) == ["dog", "cat"])
    #expect(removed.allSatisfy { !$0.isStopWord })
    #expect(String(text[removed[0].range]) == "dog")
  }

  @Test("protected words keep their form; names stay one term")
  func protectedAndNames() throws {
    let analyzer = Analyzer(
      language: try Language("en"), names: ["New York", "Road Trip 2019"],
      protectedWords: ["photos"])
    let terms = analyzer.terms(in: "Photos from NEW YORK on our road trip 2019")
    #expect(terms.map(\.folded) == ["photos", "from", "new york", "on", "our", "road trip 2019"])
    #expect(terms[0].stem == "photos")
    #expect(terms[1].stem == "from")
  }

  @Test("a protected word written with diacritics is protected by its folded form")
  func protectedWithDiacritics() throws {
    // The documented contract: protectedWords are folded forms, even though the stemmer itself
    // sees the unfolded input ("élèves").
    let analyzer = Analyzer(language: try Language("fr"), protectedWords: ["eleves"])
    #expect(analyzer.forms(of: "eleves").stem == "eleves")
    #expect(analyzer.forms(of: "Élèves").stem == "eleves")
    #expect(analyzer.forms(of: "Étudiantes").stem == "etudi")
  }

  @Test("languages without a stemmer stem to the folded form", arguments: ["ja", "zh", "pl", "ko"])
  func unstemmed(code: String) throws {
    let analyzer = Analyzer(language: try Language(code))
    for term in analyzer.terms(in: "カメラ 写真 Zdjęcia 사진들 PHOTOS") {
      #expect(term.stem == term.folded)
    }
  }

  @Test("normalize never splits or stems")
  func normalizeValue() throws {
    let analyzer = Analyzer(language: try Language("en"))
    #expect(analyzer.normalize("Road-Trip 2019") == "road-trip 2019")
    #expect(analyzer.normalize("ＲＯＡＤ‐Trip") == "road-trip")
    #expect(analyzer.normalize("Running Dogs") == "running dogs")
  }

  @Test("the cached path gives the same terms", arguments: ["en", "fr", "de", "ja", "tr"])
  func cached(code: String) throws {
    let analyzer = Analyzer(language: try Language(code))
    var cache = AnalysisCache(capacity: 4)
    let text = "Élèves aimées Häuser organización İstanbul ışık カメラ the the the Dogs' dogs"
    for _ in 0..<3 {
      #expect(analyzer.terms(in: text, cache: &cache) == analyzer.terms(in: text))
    }
  }

  @Test("punctuation and whitespace terms when the tokenizer keeps them")
  func keepAll() throws {
    let analyzer = Analyzer(language: try Language("en"), tokenizerOptions: [])
    let terms = analyzer.terms(in: "Hi, you!")
    #expect(terms.map(\.surface) == ["Hi", ",", " ", "you", "!"])
    #expect(terms.map(\.kind) == [.word, .punctuation, .whitespace, .word, .punctuation])
  }
}
