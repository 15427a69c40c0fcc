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

extension LemmatizerTaggedTests {
  @Test("a NOUN tag keeps an -ing form the table lists only as a verb: 'bottling' is 'bottling'")
  func nominalGerund() {
    let lemmatizer = Self.lemmatizer
    // The table gives "bottling" and "tutoring" only as forms of the verbs; UD lemmatizes the
    // nominal gerund as written ("the bottling of wine").
    #expect(lemmatizer.lemmas(of: "bottling").allSatisfy { $0.partOfSpeech != .noun })
    #expect(lemmatizer.lemma(of: "bottling") == "bottle")
    #expect(lemmatizer.partOfSpeech(of: "bottling", tagged: .noun) == .noun)
    #expect(lemmatizer.lemma(of: "bottling", tagged: .noun) == "bottling")
    #expect(lemmatizer.lemma(of: "Tutoring", tagged: .noun) == "tutoring")
    #expect(lemmatizer.lemma(of: "bottling", tagged: .verb) == "bottle")
    #expect(lemmatizer.lemmaDependsOnTag("bottling"))
  }

  @Test(
    "a NOUN tag read in context gives a nominal gerund the lemma the NOUN hint gives it",
    arguments: ["bottling", "Bottling", "tutoring", "mopping"])
  func nominalGerundAgreesWithHint(word: String) {
    let lemmatizer = Self.lemmatizer
    // The hint path keeps an -ing noun as written (SuffixRules.keptAsIs); the context path
    // now does too, instead of dropping the tag for the verb's lemma.
    #expect(lemmatizer.lemma(of: word, as: .noun) == Lemmatizer.key(of: word))
    #expect(lemmatizer.lemma(of: word, tagged: .noun) == lemmatizer.lemma(of: word, as: .noun))
  }

  @Test("the nominal gerund rule needs an -ing form of another verb, and a NOUN tag")
  func notNominalGerund() {
    let lemmatizer = Self.lemmatizer
    // "bring" is a verb of its own, not an -ing form: a NOUN tag still names no reading.
    #expect(lemmatizer.partOfSpeech(of: "bring", tagged: .noun) == nil)
    // An ADJ tag on the same word is not this rule's ("bottling" has no adjective reading).
    #expect(lemmatizer.partOfSpeech(of: "bottling", tagged: .adjective) == nil)
    // A word with a NOUN reading takes it as before.
    #expect(lemmatizer.lemma(of: "meetings", tagged: .noun) == "meeting")
  }
}
