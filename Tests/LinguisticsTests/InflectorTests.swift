import Testing

@testable import Linguistics

@Suite("Inflector")
struct InflectorTests {
  static let english = Inflector(language: (try? Language("en")) ?? Language.all[0])

  @Test(
    "English forms",
    arguments: [
      ("mouse", PartOfSpeech?.some(.noun), ["mouse", "mice"]),
      ("go", .verb, ["go", "goes", "going", "went", "gone"]),
      ("good", .adjective, ["good", "better", "best"]),
      ("child", .noun, ["child", "children"]),
      ("leaf", .noun, ["leaf", "leaves"]),
      ("see", .verb, ["see", "sees", "seeing", "saw", "seen"]),
      ("be", .auxiliary, ["be", "is", "are", "was", "were", "been", "being", "am"]),
      ("dog", nil, ["dog", "dogs"]),
    ])
  func english(lemma: String, pos: PartOfSpeech?, expected: [String]) {
    let forms = Self.english.inflections(of: lemma, as: pos)
    #expect(forms.first == lemma)
    #expect(Set(expected).isSubset(of: Set(forms)), "\(forms)")
    #expect(Set(forms).count == forms.count)
  }

  @Test("The part of speech selects the reading")
  func reading() {
    #expect(!Self.english.inflections(of: "good", as: .adjective).contains("goods"))
    #expect(Self.english.inflections(of: "good", as: .noun).contains("goods"))
  }

  @Test(
    "Unknown lemmas get regular forms",
    arguments: [
      ("flurb", PartOfSpeech.verb, ["flurbs", "flurbing", "flurbed"]),
      ("blorpy", .noun, ["blorpies"]), ("zatch", .noun, ["zatches"]),
      ("glime", .verb, ["glimes", "gliming", "glimed"]),
    ])
  func regular(lemma: String, pos: PartOfSpeech, expected: [String]) {
    let forms = Self.english.inflections(of: lemma, as: pos)
    #expect(Set(expected).isSubset(of: Set(forms)), "\(forms)")
  }

  @Test("Every lemma round-trips through the lemmatizer")
  func roundTrip() {
    let lemmatizer = Lemmatizer(language: Self.english.language)
    for (lemma, pos) in [("mouse", PartOfSpeech.noun), ("go", .verb), ("good", .adjective)] {
      for form in Self.english.inflections(of: lemma, as: pos) {
        #expect(lemmatizer.lemmas(of: form, as: pos).map(\.value).contains(lemma), "\(form)")
      }
    }
  }

  @Test(
    "English forms: the verb's forms first where the verb is the lemma's main reading",
    arguments: [
      ("go", PartOfSpeech?.none, ["go", "went", "gone", "going", "goes"]),
      ("mouse", .none, ["mouse", "mice"]),
      ("good", .adjective, ["good", "better", "best"]),
    ])
  func order(lemma: String, pos: PartOfSpeech?, prefix: [String]) {
    let forms = Self.english.inflections(of: lemma, as: pos)
    #expect(Array(forms.prefix(prefix.count)) == prefix, "\(forms)")
  }

  @Test(
    "English forms leave out clitic fragments and case variants",
    arguments: [
      ("go", "gon"), ("can", "ca"), ("will", "wo"), ("shall", "sha"), ("be", "'s"),
      ("be", "ai"), ("will", "'ll"), ("have", "'ve"), ("not", "n't"), ("want", "wan"),
      ("good", "Goods"), ("good", "Good"),
    ])
  func noFragments(lemma: String, fragment: String) {
    for pos in [PartOfSpeech?.none, .verb, .auxiliary, .noun] {
      let forms = Self.english.inflections(of: lemma, as: pos)
      #expect(!forms.contains(fragment), "\(lemma) \(String(describing: pos)): \(forms)")
    }
    #expect(Self.english.inflections(of: "get", as: .verb).contains("got"))
    #expect(Self.english.inflections(of: "good", as: .noun).contains("goods"))
    #expect(Self.english.inflections(of: "I").contains("me"))
  }

  @Test(
    "A word listed only as a form of other lemmas is returned alone",
    arguments: ["mice", "went", "children", "leaves"])
  func nonLemma(word: String) {
    #expect(Self.english.inflections(of: word) == [word])
    #expect(Self.english.inflections(of: word, as: .noun) == [word])
  }

  @Test("A known lemma without forms for a reading gets its regular forms")
  func regularForKnownLemma() {
    #expect(Self.english.inflections(of: "euro", as: .noun).contains("euros"))
    #expect(Self.english.inflections(of: "act", as: .noun).contains("acts"))
  }

  @Test("Bad input never traps", arguments: ["", " ", "-", "'", "😀", "日本", "\u{0}"])
  func badInput(lemma: String) throws {
    for code in ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "fi"] {
      let inflector = Inflector(language: try Language(code))
      let forms = inflector.inflections(of: lemma, as: .noun)
      #expect(lemma.isEmpty ? forms.isEmpty : forms.first == lemma)
    }
  }

  @Test(
    "English suffix rules leave words in other scripts alone",
    arguments: ["カメラ", "привет", "日本", "Ελλάδα"])
  func otherScripts(word: String) {
    for pos in [PartOfSpeech?.none, .noun, .verb, .adjective] {
      #expect(Self.english.inflections(of: word, as: pos) == [word])
    }
    #expect(Self.english.inflections(of: "café", as: .noun).contains("cafés"))
  }

  @Test("Forms follow the case of the lemma as given")
  func inputCase() {
    #expect(Self.english.inflections(of: "DOG") == ["DOG", "DOGS", "DOGGED", "DOGGING"])
    #expect(Self.english.inflections(of: "Mouse") == ["Mouse", "Mice"])
    #expect(Self.english.inflections(of: "FLURB", as: .verb).contains("FLURBING"))
    #expect(Self.english.inflections(of: "I") == Self.english.inflections(of: "I").map { $0 })
    #expect(Self.english.inflections(of: "I").contains("me"))
    #expect(Self.english.inflections(of: "dog").allSatisfy { $0 == $0.lowercased() })
  }

  @Test("Without a part of speech, a minor reading's form that is a lemma of its own is left out")
  func minorReadings() {
    #expect(Self.english.inflections(of: "good") == ["good", "better", "best"])
    #expect(Self.english.inflections(of: "good", as: .noun).contains("goods"))
    // Forms of minor readings that read back to the lemma alone stay ("go": the noun's "goes").
    #expect(Self.english.inflections(of: "dog").contains("dogged"))
  }
}
