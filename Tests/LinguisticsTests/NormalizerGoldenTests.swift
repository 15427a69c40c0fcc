import Testing

@testable import Linguistics

/// Golden folding tables: what ``Normalizer`` with the default ``Normalizer/Options/searchKey``
/// makes of words people write, language by language.
@Suite("Normalizer golden tables")
struct NormalizerGoldenTests {
  /// A word, its expected search key, and why.
  struct Golden: CustomTestStringConvertible, Sendable {
    let input: String
    let expected: String
    let note: String
    init(_ input: String, _ expected: String, _ note: String = "") {
      self.input = input
      self.expected = expected
      self.note = note
    }
    var testDescription: String { "\(input) → \(expected)" }
  }

  static let tables: [(code: String, rows: [Golden])] = [
    (
      "en",
      [
        Golden("Dog's", "dog", "possessive 's"),
        Golden("dogs'", "dogs", "plural possessive '"),
        Golden("Dog’s", "dog", "curly apostrophe, then possessive"),
        Golden("DOG‘S", "dog", "left single quote as apostrophe"),
        Golden("Dogʼs", "dog", "modifier letter apostrophe"),
        Golden("Dog´s", "dog", "acute accent typed as apostrophe"),
        Golden("Dog`s", "dog`s", "a backtick is markup or code, not an apostrophe"),
        Golden("Dog＇s", "dog", "full-width apostrophe"),
        Golden("“quoted”", "\"quoted\"", "curly double quotes"),
        Golden("«guillemets»", "\"guillemets\""),
        Golden("well‐known", "well-known", "U+2010 hyphen"),
        Golden("non‑breaking", "non-breaking", "U+2011 non-breaking hyphen"),
        Golden("en–dash", "en-dash", "U+2013"),
        Golden("em—dash", "em-dash", "U+2014"),
        Golden("minus−sign", "minus-sign", "U+2212"),
        Golden("ＤＯＧ", "dog", "full width"),
        Golden("ｄｏｇ’ｓ", "dog", "full width with possessive"),
        Golden("naïve", "naive"),
        Golden("ﬁsh", "fish", "ligature"),
        Golden("O'Brien", "o'brien", "an apostrophe inside a name stays"),
        Golden("it's", "it", "possessive rule applies to contractions of is too"),
        Golden("'s", "'s", "nothing before 's: kept"),
        Golden("Café", "cafe"),
      ]
    ),
    (
      "de",
      [
        Golden("Straße", "strasse", "ß case-folds to ss"),
        Golden("STRASSE", "strasse"),
        Golden("Müller", "muller", "umlauts fold, as German search and Snowball do"),
        Golden("Ärger", "arger"),
        Golden("Öl", "ol"),
        Golden("Übermaß", "ubermass"),
        Golden("ẞ", "ss", "capital sharp s"),
        Golden("Mu\u{308}ller", "muller", "decomposed umlaut"),
      ]
    ),
    (
      "fr",
      [
        Golden("café", "cafe"),
        Golden("cœur", "coeur", "œ ligature spelled out"),
        Golden("Œuvre", "oeuvre"),
        Golden("Élève", "eleve"),
        Golden("ÉLÈVE", "eleve"),
        Golden("garçon", "garcon"),
        Golden("Noël", "noel"),
        Golden("l’été", "l'ete", "elision with curly apostrophe"),
        Golden("aujourd'hui", "aujourd'hui", "no English possessive rule in French"),
      ]
    ),
    (
      "es",
      [
        Golden("año", "año", "ñ is a letter of its own: año is not ano"),
        Golden("AÑO", "año"),
        Golden("an\u{303}o", "año", "decomposed ñ is kept too"),
        Golden("canción", "cancion"),
        Golden("Ñandú", "ñandu"),
        Golden("pingüino", "pinguino"),
        Golden("¿Qué?", "¿que?"),
      ]
    ),
    (
      "tr",
      [
        Golden("İstanbul", "istanbul", "dotted capital İ is i"),
        Golden("ISPARTA", "ısparta", "dotless capital I is ı"),
        Golden("I\u{307}stanbul", "istanbul", "decomposed İ (I + U+0307) is i too"),
        Golden("ılık", "ılık", "ı kept"),
        Golden("şeker", "şeker", "ş kept"),
        Golden("dağ", "dağ", "ğ kept"),
        Golden("çiçek", "çiçek", "ç kept"),
        Golden("göz", "göz", "ö kept"),
        Golden("üzüm", "üzüm", "ü kept"),
        Golden("ŞEKER", "şeker"),
        Golden("ĞÜÇÖ", "ğüçö"),
        Golden("kâğıt", "kağıt", "the circumflex is not a Turkish letter: it folds"),
        Golden("DIŞ", "dış"),
        Golden("iç", "iç"),
      ]
    ),
    (
      "ru",
      [
        Golden("ёлка", "елка", "ё folds to е"),
        Golden("Ёлка", "елка"),
        Golden("йогурт", "йогурт", "й is a letter of its own"),
        Golden("ЙОГУРТ", "йогурт"),
        Golden("Москва", "москва"),
        Golden("и\u{306}од", "йод", "decomposed й is recomposed and kept"),
      ]
    ),
    (
      "el",
      [
        Golden("Αθήνα", "αθηνα", "tonos folds"),
        Golden("ΑΘΗΝΑ", "αθηνα"),
        Golden("ΟΔΟΣ", "οδοσ", "NFKC_Casefold maps every sigma to σ"),
        Golden("οδός", "οδοσ", "final ς case-folds to σ"),
        Golden("Ελλάς", "ελλασ"),
        Golden("ϊ", "ι", "dialytika folds"),
        Golden("ΐ", "ι"),
      ]
    ),
    (
      "ja",
      [
        Golden("ＡＢＣ", "abc", "full-width Latin"),
        Golden("１２３", "123", "full-width digits"),
        Golden("ｶﾀｶﾅ", "かたかな", "half-width katakana to hiragana"),
        Golden("ｶﾞ", "が", "half-width voiced mark composes"),
        Golden("ﾊﾟﾝ", "ぱん", "half-width semi-voiced mark composes"),
        Golden("カメラ", "かめら", "katakana to hiragana"),
        Golden("が", "が", "dakuten preserved: が is not か"),
        Golden("ガ", "が"),
        Golden("パン", "ぱん", "handakuten preserved"),
        Golden("か\u{3099}", "が", "combining dakuten composes and stays"),
        Golden("漢字", "漢字", "kanji unchanged"),
        Golden("東京タワー", "東京たわー", "prolonged sound mark stays"),
        Golden("ヴァイオリン", "ゔぁいおりん"),
        Golden("ｰ", "ー", "half-width prolonged sound mark"),
        Golden("ｱｲｳ　ｴｵ", "あいう えお", "ideographic space to space"),
      ]
    ),
  ]

  static let cases: [(code: String, golden: Golden)] = tables.flatMap { table in
    table.rows.map { (table.code, $0) }
  }

  @Test("search-key folding", arguments: cases)
  func searchKey(code: String, golden: Golden) throws {
    let normalizer = Normalizer(language: try Language(code))
    let folded = normalizer.normalize(golden.input)
    #expect(
      folded == golden.expected,
      "\(code): \(golden.input.debugDescription) → \(folded.debugDescription), expected \(golden.expected.debugDescription) (\(golden.note))"
    )
    #expect(normalizer.normalize(folded) == folded, "not idempotent")
  }

  @Test(
    "letters are kept only where the language needs them",
    arguments: [
      ("es", "año", "año"), ("en", "año", "ano"), ("pt", "ñ", "n"),
      ("tr", "ışık", "ışık"), ("en", "ışık", "isik"),
      ("sv", "för", "för"), ("de", "för", "for"), ("fi", "päivä", "päivä"),
      ("da", "ål", "ål"), ("no", "blåbær", "blåbær"), ("en", "blåbær", "blabaer"),
      ("hu", "főzelék", "főzelek"), ("hu", "tűz", "tűz"), ("en", "tűz", "tuz"),
      ("uk", "їжак", "їжак"), ("ru", "Ёж", "еж"),
    ])
  func languagePolicy(code: String, input: String, expected: String) throws {
    let normalizer = Normalizer(language: try Language(code))
    #expect(normalizer.normalize(input) == expected, "\(code): \(input)")
  }

  @Test("Arabic harakat and tatweel are removed in Arabic only")
  func arabic() throws {
    let arabic = Normalizer(language: try Language("ar"))
    #expect(arabic.normalize("كَتَبَ") == "كتب")
    #expect(arabic.normalize("كـــتب") == "كتب")
    let persian = Normalizer(language: try Language("fa"))
    #expect(persian.normalize("كَتَبَ") == "كَتَبَ")
  }

  @Test("Hebrew niqqud and cantillation are removed in Hebrew, kept in Yiddish")
  func hebrew() throws {
    let hebrew = Normalizer(language: try Language("he"))
    #expect(hebrew.normalize("שָׁלוֹם") == "שלום")
    #expect(hebrew.normalize("בְּרֵאשִׁ֖ית") == "בראשית")
    // Maqaf (U+05BE) is punctuation, not a point: it stays.
    #expect(hebrew.normalize("בֵּית־סֵפֶר") == "בית־ספר")
    // YIVO Yiddish writes vowels with points: pasekh alef is a letter of its own.
    let yiddish = Normalizer(language: try Language("yi"))
    #expect(yiddish.normalize("אַ") == "אַ")
  }
}
