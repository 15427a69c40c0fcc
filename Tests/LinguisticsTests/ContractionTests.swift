import Testing

@testable import Linguistics

/// English contractions cut where the Universal Dependencies treebanks cut them, and what the
/// tagger and the lemmatizer make of them.
@Suite("Contraction")
struct ContractionTests {
  static let english = (try? Language("en")) ?? Language.all[0]

  static func pieces(_ word: String, _ code: String = "en") throws -> [String] {
    Contraction.parts(of: word, in: try Language(code)).map { String(word[$0]) }
  }

  @Test(
    "contractions are cut as UD cuts them",
    arguments: [
      ("don't", ["do", "n't"]), ("Don't", ["Do", "n't"]), ("can't", ["ca", "n't"]),
      ("won't", ["wo", "n't"]), ("isn't", ["is", "n't"]), ("Don’t", ["Do", "n’t"]),
      ("it's", ["it", "'s"]), ("it’s", ["it", "’s"]), ("I'm", ["I", "'m"]),
      ("you're", ["you", "'re"]), ("we've", ["we", "'ve"]), ("she'd", ["she", "'d"]),
      ("they'll", ["they", "'ll"]), ("John's", ["John", "'s"]), ("cannot", ["can", "not"]),
    ])
  func cut(word: String, parts: [String]) throws {
    #expect(try Self.pieces(word) == parts)
  }

  @Test(
    "other words stay whole",
    arguments: ["dog", "o'clock", "rock'n'roll", "'s", "n't", "dogs'", "3's", "ma'am"])
  func whole(word: String) throws {
    #expect(try Self.pieces(word) == [])
  }

  @Test("only English cuts")
  func otherLanguages() throws {
    #expect(try Self.pieces("geht's", "de") == [])
    #expect(try Self.pieces("don't", "fr") == [])
  }

  @Test("the tagger reads a contraction as its two words, and its neighbours with them")
  func tagged() throws {
    let tagger = try Tagger(language: Self.english)
    let words = tagger.syntacticWords(of: ["Don't", "go", "there"])
    #expect(words.map(\.count) == [2, 1, 1])
    #expect(words[0].map(\.tag) == [.auxiliary, .particle])
    // The word's own tag is its first word's: AUX, not the proper noun "Don't" whole gave.
    #expect(tagger.tags(for: ["Don't", "go", "there"]).first == .auxiliary)
    #expect(tagger.tags(for: ["It's", "late"]).first == .pronoun)
  }

  @Test("a contraction's lemma is its words' lemmas")
  func lemma() {
    let lemmatizer = Lemmatizer(language: Self.english)
    #expect(lemmatizer.lemma(ofContraction: "don't") == "do not")
    #expect(lemmatizer.lemma(ofContraction: "can't") == "can not")
    #expect(lemmatizer.lemma(ofContraction: "won't") == "will not")
    #expect(lemmatizer.lemma(ofContraction: "it's", hints: [.pronoun, .auxiliary]) == "it be")
    #expect(lemmatizer.lemma(ofContraction: "dog") == nil)
  }

  @Test(
    "without a tag, 's is the possessive after a noun or a name and 'be' after a pronoun",
    arguments: [
      ("John's", "John 's"), ("dog's", "dog 's"), ("Qwxzy’s", "Qwxzy 's"), ("it's", "it be"),
      ("there's", "there be"), ("that's", "that be"), ("let's", "let we"),
      ("he's", "he be"),
    ])
  func possessive(word: String, expected: String) {
    let lemmatizer = Lemmatizer(language: Self.english)
    #expect(lemmatizer.lemma(ofContraction: word) == expected)
    #expect(lemmatizer.lemma(ofContraction: "n't") == nil)
  }
}
