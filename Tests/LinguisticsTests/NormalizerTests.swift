import StemmaTestSupport
import Testing

@testable import Linguistics

/// ``Normalizer``: each step switched off on its own, and the idempotence property.
@Suite("Normalizer")
struct NormalizerTests {
  // MARK: Each step switched off

  /// A step left out, the input, and what the rest of the steps make of it (English).
  static let withoutStep: [(step: String, input: String, expected: String)] = [
    // Case folding off: width folding still applies; case, ß and ligatures stay.
    ("caseFolding", "ＤＯＧ", "DOG"),
    ("caseFolding", "Straße", "Straße"),
    ("caseFolding", "Müller", "Muller"),
    ("caseFolding", "ﬁsh", "ﬁsh"),
    // Width folding off: implied by case folding's NFKC, so nothing changes.
    ("widthFolding", "ＤＯＧ", "dog"),
    ("widthFolding", "ｶﾞ", "が"),
    // Diacritic folding off: marks stay, everything else folds.
    ("diacriticFolding", "Café", "café"),
    ("diacriticFolding", "Müller’s", "müller"),
    ("diacriticFolding", "cœur", "cœur"),
    // Kana folding off: katakana stays katakana (half width still widens).
    ("kanaFolding", "カメラ", "カメラ"),
    ("kanaFolding", "ｶﾀｶﾅ", "カタカナ"),
    // Punctuation folding off: curly apostrophes and dashes stay, so no possessive is seen.
    ("punctuationFolding", "Dog’s", "dog’s"),
    ("punctuationFolding", "well‐known", "well‐known"),
    ("punctuationFolding", "“quoted”", "“quoted”"),
    // Possessive removal off.
    ("possessiveRemoval", "Dog's", "dog's"),
    ("possessiveRemoval", "Dog’s", "dog's"),
    ("possessiveRemoval", "dogs'", "dogs'"),
  ]

  static let steps: [String: Normalizer.Options] = [
    "caseFolding": .caseFolding, "widthFolding": .widthFolding,
    "diacriticFolding": .diacriticFolding, "kanaFolding": .kanaFolding,
    "punctuationFolding": .punctuationFolding, "possessiveRemoval": .possessiveRemoval,
  ]

  @Test("each step switched off on its own", arguments: withoutStep)
  func stepOff(step: String, input: String, expected: String) throws {
    let option = try #require(Self.steps[step])
    let english = try Language("en")
    let normalizer = Normalizer(
      language: english, options: Normalizer.Options.searchKey.subtracting(option))
    #expect(normalizer.normalize(input) == expected, "without \(step): \(input)")
    // And the same input with every step shows the step does something.
    let full = Normalizer(language: english).normalize(input)
    if step != "widthFolding" {
      #expect(full != expected, "\(step) should change \(input)")
    }
  }

  @Test(
    "each step on its own",
    arguments: [
      ("caseFolding", "ＤＯＧ Straße", "dog strasse"),
      ("widthFolding", "ＤＯＧ ｶﾞ", "DOG ガ"),
      ("diacriticFolding", "Café Müller", "Cafe Muller"),
      ("kanaFolding", "カメラ ｶﾒﾗ", "かめら ｶﾒﾗ"),
      ("punctuationFolding", "Dog’s well‐known “x”", "Dog's well-known \"x\""),
      ("possessiveRemoval", "Dog's", "Dog"),
      ("possessiveRemoval", "Dog’s", "Dog’s"),
    ])
  func stepAlone(step: String, input: String, expected: String) throws {
    let option = try #require(Self.steps[step])
    let normalizer = Normalizer(language: try Language("en"), options: option)
    #expect(normalizer.normalize(input) == expected)
  }

  @Test("no steps: the identity", arguments: ["ＤＯＧ’s Café カメラ", "Dog's", "İI", ""])
  func noSteps(input: String) throws {
    for code in ["en", "tr", "ja"] {
      let normalizer = Normalizer(language: try Language(code), options: [])
      #expect(normalizer.normalize(input) == input)
    }
  }

  @Test("stemmer input keeps the diacritics and folds the rest")
  func stemmerInput() throws {
    let normalizer = Normalizer(language: try Language("fr"), options: .stemmerInput)
    #expect(normalizer.normalize("ÉLÈVES") == "élèves")
  }

  @Test(
    "the possessive rule is English's (and Porter's) only",
    arguments: [
      ("en", "dog's", "dog"), ("porter", "dog's", "dog"), ("de", "dog's", "dog's"),
      ("fr", "l'homme's", "l'homme's"),
    ])
  func possessiveLanguages(code: String, input: String, expected: String) throws {
    #expect(Normalizer(language: try Language(code)).normalize(input) == expected)
  }

  @Test("the ASCII fast path agrees with the full pipeline", arguments: Language.all)
  func asciiPath(language: Language) {
    let normalizer = Normalizer(language: language)
    var generator = SeededGenerator(seed: 0xA5C11)
    let pieces = ["a", "B", "I", "i", "s", "S", "'", "'s", "`", "-", " ", "1", ".", "\"", "Z"]
    for _ in 0..<300 {
      let count = Int.random(in: 0...8, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      // Behind a zero-width space, which case folding removes, the same text takes the full
      // pipeline.
      let viaICU = normalizer.normalize("\u{200B}" + text)
      #expect(normalizer.normalize(text) == viaICU, "\(language): \(text.debugDescription)")
    }
  }

  // MARK: Idempotence

  /// Fragments that stress every step: Latin with diacritics (precomposed and combining),
  /// Turkish i's, Greek, Cyrillic, kana of both widths, CJK and compatibility ideographs, Arabic
  /// with harakat, stray combining marks, apostrophes and quotes, emoji, ß and ligatures.
  static let fragments: [String] = [
    "a", "b", "s", "S", "o", "I", "i", "D", " ", "1", "-", ".",
    "é", "e\u{301}", "ñ", "n\u{303}", "Å", "å", "ø", "Ø", "œ", "Œ", "æ", "Æ", "ß", "ẞ", "ﬁ", "ﬀ",
    "ǅ", "Ǆ", "ı", "İ", "I\u{307}", "i\u{307}", "ş", "Ş", "ğ", "ő", "ű", "Ő", "ł", "đ", "ħ", "ŀ",
    "Α", "ά", "ΐ", "ς", "Σ", "ϊ", "ΰ", "ᾳ", "ᾼ", "\u{345}", "ͺ", "΅", "ϐ", "ϑ",
    "ё", "Ё", "й", "Й", "и\u{306}", "ї", "Ї", "ў", "ѓ", "ќ", "ѝ",
    "カ", "ｶ", "ﾞ", "ﾟ", "ガ", "が", "か\u{3099}", "ー", "ｰ", "ヴ", "ヷ", "ヽ", "ヾ", "ㇰ", "ｯ", "ヵ",
    "漢", "字", "㍿", "㌔", "㋿", "⼀", "豈",
    "ك", "\u{64E}", "\u{640}", "\u{64B}", "\u{670}", "ﻻ", "ة", "ٱ",
    "\u{301}", "\u{308}", "\u{327}", "\u{323}", "\u{1AB0}", "\u{1DC0}", "\u{20D7}", "\u{20E3}",
    "\u{FE20}", "\u{307}", "\u{3099}", "\u{309A}", "\u{34F}",
    "'", "’", "‘", "ʼ", "´", "`", "′", "″", "‴", "＇", "'s", "’s", "´s", "‐", "—", "“", "”", "«",
    "－", "﹣", "῾", "᾽", "῭", "`s",
    "😀", "👍🏽", "1️⃣", "🇯🇵", "\u{200D}", "❤️", "©", "™",
    "\u{200B}", "\u{AD}", "\u{FEFF}", "Ⅻ", "½", "²", "ℌ", "µ", "K", "Å", "Ǳ", "ﬆ", "ŉ", "ǰ",
    "한", "ᄀ", "ᅡ", "ᆨ", "ก", "ำ", "\u{E33}", "א", "\u{5B7}", "अ", "\u{94D}", "\u{FFFD}",
  ]

  static func corpus(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let length = Int.random(in: 1...8, using: &generator)
      return (0..<length).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined()
    }
  }

  @Test("normalize(normalize(x)) == normalize(x) for every language", arguments: Language.all)
  func idempotent(language: Language) {
    let normalizer = Normalizer(language: language)
    var failures: [String] = []
    for text in Self.corpus(count: 1_500, seed: 0x1DE4_9073) + Self.fragments {
      let once = normalizer.normalize(text)
      let twice = normalizer.normalize(once)
      if once != twice {
        failures.append(
          "\(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(language): \(failures.count) inputs not idempotent:\n\(failures.prefix(8).joined(separator: "\n"))"
    )
  }

  @Test(
    "idempotent under every combination of steps",
    arguments: ["en", "tr", "ja", "es", "ar", "el"])
  func idempotentEveryOptionSet(code: String) throws {
    let language = try Language(code)
    let corpus = Self.corpus(count: 150, seed: 0x0B75_1DE4)
    var failures: [String] = []
    for bits in 0..<64 {
      let normalizer = Normalizer(language: language, options: Normalizer.Options(rawValue: bits))
      for text in corpus {
        let once = normalizer.normalize(text)
        let twice = normalizer.normalize(once)
        if once != twice {
          failures.append(
            "options \(bits): \(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)"
          )
        }
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(8).joined(separator: "\n"))"
    )
  }

  // MARK: Steps

  @Test(
    "steps(of:) names each step that changes the text, with the text after it",
    arguments: [
      ("en", "ＤＯＧ's", ["width → DOG's", "case → dog's", "possessive → dog"]),
      ("en", "Dog’s", ["punctuation → Dog's", "case → dog's", "possessive → dog"]),
      ("en", "Café", ["case → café", "diacritics → cafe"]),
      ("fr", "Élèves", ["case → élèves", "diacritics → eleves"]),
      ("ja", "ｶﾒﾗ", ["width → カメラ", "kana → かめら"]),
      ("tr", "IŞIK", ["turkic-i → ıŞıK", "case → ışık"]),
      ("en", "dog", []),
      ("en", "", []),
    ])
  func steps(code: String, input: String, expected: [String]) throws {
    let normalizer = Normalizer(language: try Language(code))
    let steps = normalizer.steps(of: input)
    #expect(steps.map(\.description) == expected)
    #expect((steps.last?.text ?? input) == normalizer.normalize(input))
  }

  @Test("steps(of:) with some steps switched off reports only those that run")
  func stepsWithOptions() throws {
    let english = try Language("en")
    let widthOnly = Normalizer(language: english, options: [.widthFolding])
    #expect(widthOnly.steps(of: "ＤＯＧ's").map(\.description) == ["width → DOG's"])
    #expect(Normalizer(language: english, options: []).steps(of: "ＤＯＧ’s").isEmpty)
  }

  @Test(
    "the last step's text is normalize(text), and every step changes the text",
    arguments: Language.all)
  func stepsAgreeWithNormalize(language: Language) {
    for options in [Normalizer.Options.searchKey, .stemmerInput, [.caseFolding], []] {
      let normalizer = Normalizer(language: language, options: options)
      var failures: [String] = []
      for text in Self.corpus(count: 300, seed: 0x57E9_5000) + Self.fragments {
        let steps = normalizer.steps(of: text)
        let last = steps.last?.text ?? text
        if !last.unicodeScalars.elementsEqual(normalizer.normalize(text).unicodeScalars) {
          failures.append("\(text.debugDescription): \(steps)")
        }
        var previous = text
        for step in steps {
          if step.text.unicodeScalars.elementsEqual(previous.unicodeScalars) {
            failures.append("\(text.debugDescription): \(step.kind) changed nothing")
          }
          previous = step.text
        }
      }
      #expect(
        failures.isEmpty,
        "\(language) \(options.rawValue): \(failures.prefix(5).joined(separator: "; "))")
    }
  }

  @Test("every folded punctuation mark passes the test that saves the lookup of other scalars")
  func punctuationPrefilter() {
    for value in Normalizer.punctuationFolds.keys {
      #expect(Normalizer.mayFoldPunctuation(value), "U+\(value)")
    }
  }
}
