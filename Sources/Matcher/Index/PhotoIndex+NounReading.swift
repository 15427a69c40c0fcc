internal import Linguistics

// Titles and captions are read in context: "a man riding a train" shows a train, a vehicle;
// "trains his dog" shows no train. The tagger's reading, not the word's most frequent part of
// speech, says which words open noun hierarchies there.

extension PhotoIndex {
  /// Per kept word of a title or caption, whether it is read as no noun there, so that it
  /// opens no noun hierarchy. A word the lemma table reads as a noun and as something else
  /// ("train", "young": ``TaggerReadings/mixNounAndOther``) is read in context, by the tagger
  /// over the whole text, where the text has two or more word-like tokens; every other word,
  /// and every word of a one-word text, keeps the guess of its most frequent part of speech
  /// (``Thesaurus/isUsuallyNoun(_:)``). So a text with no such word is not tagged at all.
  /// - Parameters:
  ///   - words: The kept words.
  ///   - tokens: The text's tokens.
  ///   - wordTokens: Each kept word's index in `tokens`.
  ///   - readings: Each token's readings.
  ///   - tagger: The language's tagger, if it has one (without, every word keeps its guess).
  /// - Complexity: O(*n*) for *n* tokens, plus the tagger's work when it reads the text.
  static func nounless(
    _ words: [TokenKeys], tokens: [Token], at wordTokens: [Int], _ readings: [TaggerReadings],
    _ tagger: Tagger?
  ) -> [Bool] {
    let guesses = words.map { !$0.lemmaIsUsuallyNoun }
    let mixed = wordTokens.map { readings[$0].mixNounAndOther }
    guard let tagger, let last = mixed.lastIndex(of: true),
      tokens.lazy.filter(\.isWordLike).prefix(2).count == 2
    else { return guesses }
    // The words after the last one read in context need no tag.
    let tags = tagger.tags(
      for: tokens.map(\.text), readings: readings, through: wordTokens[last])
    return words.indices.map { index in
      mixed[index] ? !readsAsNoun(tags[wordTokens[index]]) : guesses[index]
    }
  }

  /// Whether a word tagged `tag` in running text is read as a noun, so it may open the noun
  /// hierarchy: a common noun, or a proper noun. The tagger reads capitalized words as proper
  /// nouns ("A Bear In The Grass", a title in title case), and the hierarchy holds common
  /// nouns only, so a proper-noun reading that finds a hierarchy is nearly always a
  /// capitalized common noun; names of people and places have fields of their own.
  static func readsAsNoun(_ tag: UniversalTag) -> Bool {
    tag == .noun || tag == .properNoun
  }
}
