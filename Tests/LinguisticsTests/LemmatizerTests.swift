import Testing

@testable import Linguistics

@Suite("Lemmatizer")
struct LemmatizerTests {
  static let english = Lemmatizer(language: (try? Language("en")) ?? Language.all[0])

  @Test(
    "English with a part of speech",
    arguments: [
      // Irregular plurals and verbs.
      ("mice", PartOfSpeech.noun, "mouse"), ("children", .noun, "child"), ("feet", .noun, "foot"),
      ("went", .verb, "go"), ("gone", .verb, "go"), ("was", .auxiliary, "be"),
      ("better", .adjective, "good"), ("best", .adjective, "good"), ("worse", .adjective, "bad"),
      // Regular inflection and comparatives.
      ("dogs", .noun, "dog"), ("boxes", .noun, "box"), ("walking", .verb, "walk"),
      ("stopped", .verb, "stop"), ("bigger", .adjective, "big"), ("happiest", .adjective, "happy"),
      // -ing nouns and -ed adjectives keep their form.
      ("meeting", .noun, "meeting"), ("building", .noun, "building"),
      ("interested", .adjective, "interested"), ("tired", .adjective, "tired"),
      // Words that are nouns and verbs.
      ("saw", .verb, "see"), ("saw", .noun, "saw"), ("left", .verb, "leave"),
      ("left", .adjective, "left"), ("leaves", .noun, "leaf"), ("leaves", .verb, "leave"),
      // Contractions and apostrophes.
      ("'s", .auxiliary, "be"), ("’re", .auxiliary, "be"), ("n't", .particle, "not"),
      ("'ll", .auxiliary, "will"), ("ca", .auxiliary, "can"), ("wo", .auxiliary, "will"),
      // Hyphenated words.
      ("e-mails", .noun, "e-mail"), ("mothers-in-law", .noun, "mother-in-law"),
      // Capitalized words that are not names are lowercased.
      ("Dogs", .noun, "dog"), ("Went", .verb, "go"),
      // Proper nouns keep their form unless the dictionary knows them.
      ("Toyota", .properNoun, "Toyota"), ("Zyxwvut", .properNoun, "Zyxwvut"),
      ("Americans", .properNoun, "American"),
      // Words in no dictionary fall back to rules, then themselves.
      ("flurbing", .verb, "flurbing"), ("empanadas", .noun, "empanada"), ("90s", .noun, "90s"),
    ])
  func englishWithPOS(word: String, pos: PartOfSpeech, expected: String) {
    #expect(Self.english.lemma(of: word, as: pos) == expected)
  }

  @Test(
    "English without a part of speech",
    arguments: [
      ("mice", "mouse"), ("children", "child"), ("went", "go"), ("better", "good"),
      ("saw", "see"), ("meeting", "meeting"), ("building", "building"), ("is", "be"),
      ("n't", "not"), ("Toyota", "Toyota"), ("Qwxzy", "Qwxzy"), ("qwxzy", "qwxzy"),
      ("42", "42"), ("...", "..."),
      // A form's usual part of speech (Brill's lexicon) picks the reading.
      ("writing", "write"), ("interesting", "interesting"), ("limited", "limited"),
      ("training", "training"), ("left", "leave"), ("thought", "think"),
      // Abbreviations, stretched words, unknown plurals, the clitic 's.
      ("US", "US"), ("AM", "a.m."), ("us", "we"), ("sooooo", "so"), ("empanadas", "empanada"),
      ("'s", "be"),
    ])
  func englishWithoutPOS(word: String, expected: String) {
    #expect(Self.english.lemma(of: word) == expected)
  }

  @Test("UPOS tags map to parts of speech")
  func universalTags() {
    #expect(PartOfSpeech(universalTag: "NOUN") == .noun)
    #expect(PartOfSpeech(universalTag: "propn") == .properNoun)
    #expect(PartOfSpeech(universalTag: "AUX") == .auxiliary)
    #expect(PartOfSpeech(universalTag: "PUNCT") == .other)
    #expect(PartOfSpeech(universalTag: "nonsense") == nil)
    for pos in PartOfSpeech.allCases where pos != .other {
      #expect(PartOfSpeech(universalTag: pos.universalTag) == pos)
    }
    #expect(Self.english.lemma(of: "went", universalTag: "VERB") == "go")
  }

  @Test("Candidates are ranked, with part of speech and source")
  func candidates() {
    let lemmas = Self.english.lemmas(of: "leaves")
    #expect(lemmas.map(\.value).contains("leave"))
    #expect(lemmas.map(\.value).contains("leaf"))
    #expect(lemmas.first?.score == 1)
    #expect(zip(lemmas, lemmas.dropFirst()).allSatisfy { $0.score > $1.score })
    #expect(lemmas.contains { $0.source == .dictionary && $0.partOfSpeech == .noun })
    #expect(
      Self.english.lemmas(of: "mice", as: .noun).first?.source == .exceptionList
        || Self.english.lemmas(of: "mice", as: .noun).first?.source == .dictionary)
    #expect(Self.english.lemmas(of: "flurbed", as: .noun).last?.source == .fallback)
    #expect(Self.english.lemmas(of: "ultra-widgets", as: .noun).first?.value == "ultra-widget")
    #expect(Self.english.lemmas(of: "ultra-widgets", as: .noun).first?.source == .rule)
  }

  @Test(
    "Other languages", .enabled(if: Lemmatizer.languageCodes.count > 1),
    arguments: [
      ("de", "Häuser", "haus"), ("de", "ging", "gehen"), ("fr", "étaient", "être"),
      ("fr", "chevaux", "cheval"), ("es", "perros", "perro"), ("it", "ragazzi", "ragazzo"),
      ("pt", "cidades", "cidade"), ("nl", "liep", "lopen"), ("ru", "книги", "книга"),
      // Russian ё is read and written as е; words in capitals prefer forms in capitals.
      ("ru", "ёлки", "елка"), ("ru", "елки", "елка"), ("ru", "ещё", "еще"), ("de", "US", "us"),
      ("de", "Us", "u"), ("de", "waren", "sein"), ("de", "Waren", "ware"),
      // Dutch ordinals read as their cardinal, name particles as themselves (Alpino's usage).
      ("nl", "vierde", "vier"), ("nl", "der", "der"), ("nl", "fietsen", "fiets"),
    ])
  func otherLanguages(code: String, word: String, expected: String) throws {
    guard Lemmatizer.languageCodes.contains(code) else { return }
    let lemmatizer = Lemmatizer(language: try Language(code))
    #expect(lemmatizer.lemma(of: word).lowercased() == expected)
  }

  @Test(
    "Unknown German compounds and Russian words are split against known words",
    .enabled(
      if: Lemmatizer.languageCodes.contains("de") && Lemmatizer.languageCodes.contains("ru")),
    arguments: [
      ("de", "Sommerurlaubsfotos", "Sommerurlaubsfoto", Lemma.Source.rule),
      ("de", "Strandbars", "Strandbar", .rule),
      ("de", "Gründerzeithäusern", "Gründerzeithaus", .rule),
      ("de", "Sommerurlaub", "Sommerurlaub", .dictionary),
      ("de", "Xyzqwvbnmk", "Xyzqwvbnmk", .fallback),
      ("ru", "Саутгемптоном", "Саутгемптон", .rule),
      ("ru", "теплозащитных", "теплозащитный", .rule),
    ])
  func decomposition(code: String, word: String, expected: String, source: Lemma.Source) throws {
    let lemmatizer = Lemmatizer(language: try Language(code))
    #expect(lemmatizer.lemma(of: word) == expected)
    #expect(lemmatizer.lemmas(of: word).first?.source == source)
  }

  @Test("Languages without a dictionary lowercase the word")
  func noDictionary() throws {
    let lemmatizer = Lemmatizer(language: try Language("fi"))
    #expect(!lemmatizer.hasDictionary)
    #expect(lemmatizer.lemma(of: "talot") == "talot")
    #expect(lemmatizer.lemmas(of: "Talo").first?.source == .fallback)
  }

  @Test(
    "Bad input never traps and never comes back empty",
    arguments: [
      "", " ", "\t", "\u{0}", "\u{FFFD}", "'", "-", "--", "a-", "-a", "’", "s", "'''s",
      String(repeating: "x", count: 10_000), "😀", "e\u{301}", "İ", "ß", "ǅ", "\u{200B}",
      "ﬁ", "Ⅻ", "١٢٣", "日本語", "كتب",
    ])
  func badInput(word: String) throws {
    for code in ["en", "de", "fr", "ru", "fi", "ja"] {
      let lemmatizer = Lemmatizer(language: try Language(code))
      for pos in [nil] + PartOfSpeech.allCases.map(Optional.some) {
        let lemmas = lemmatizer.lemmas(of: word, as: pos)
        #expect(!lemmas.isEmpty)
        if !word.isEmpty { #expect(!lemmatizer.lemma(of: word, as: pos).isEmpty) }
      }
    }
  }

  @Test("A malformed table is refused, not read")
  func malformedTable() {
    let bytes: [UInt8] = Array("STMLEX3\n".utf8) + [0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0]
    bytes.withUnsafeBytes { raw in
      #expect(LemmaTable(bytes: raw) == nil)
      #expect(LemmaTable(bytes: UnsafeRawBufferPointer(rebasing: raw[0..<4])) == nil)
    }
  }
}
