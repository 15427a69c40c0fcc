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

  @Test("Bad input never traps", arguments: ["", " ", "-", "'", "😀", "日本", "\u{0}"])
  func badInput(lemma: String) throws {
    for code in ["en", "de", "fi"] {
      let inflector = Inflector(language: try Language(code))
      let forms = inflector.inflections(of: lemma, as: .noun)
      #expect(lemma.isEmpty ? forms.isEmpty : forms.first == lemma)
    }
  }
}
