import Testing

@testable import Linguistics

/// ``Lemmatizer/lemma(of:tagged:)``: a tag read in context picks among the dictionary's
/// readings and is ignored where it names none of them.
@Suite("Lemmatizer with a tag read in context")
struct LemmatizerTaggedTests {
  static let lemmatizer = Lemmatizer(language: (try? Language("en")) ?? Language.all[0])

  @Test(
    "the tag picks the reading",
    arguments: [
      ("leaves", UniversalTag.verb, "leave"), ("leaves", .noun, "leaf"), ("saw", .verb, "see"),
    ])
  func picks(word: String, tag: UniversalTag, lemma: String) {
    #expect(Self.lemmatizer.lemma(of: word, tagged: tag) == lemma)
  }

  @Test("a closed-class tag (ADP, SCONJ, INTJ, …) gives no hint: 'as' stays 'as'")
  func closedClass() {
    #expect(Self.lemmatizer.lemma(of: "as", tagged: .adposition) == "as")
    #expect(Self.lemmatizer.lemma(of: "as", tagged: .subordinatingConjunction) == "as")
    #expect(Self.lemmatizer.lemma(of: "as", as: .other) != "as", "the hint this rule avoids")
  }

  @Test("a tag the dictionary does not give the word is ignored: 'Sent' tagged PROPN is 'send'")
  func unknownReading() {
    let lemmatizer = Self.lemmatizer
    #expect(lemmatizer.partOfSpeech(of: "Sent", tagged: .properNoun) == nil)
    #expect(lemmatizer.lemma(of: "Sent", tagged: .properNoun) == "send")
    #expect(lemmatizer.lemma(of: "Sent", as: .properNoun) == "Sent", "the hint this rule avoids")
    #expect(lemmatizer.partOfSpeech(of: "leaves", tagged: .verb) == .verb)
  }

  @Test("a word the dictionary does not know takes the tag: 'She' as a pronoun is 'she'")
  func anyReading() {
    #expect(Self.lemmatizer.partOfSpeech(of: "She", tagged: .pronoun) == .pronoun)
    #expect(Self.lemmatizer.lemma(of: "She", tagged: .pronoun) == "she")
  }
}

extension LemmatizerTaggedTests {
  @Test("the last resort (the word itself) is no reading: 'MICE' tagged PROPN is 'mouse'")
  func fallbackIsNoReading() {
    #expect(Self.lemmatizer.partOfSpeech(of: "MICE", tagged: .properNoun) == nil)
    #expect(Self.lemmatizer.lemma(of: "MICE", tagged: .properNoun) == "mouse")
  }
}
