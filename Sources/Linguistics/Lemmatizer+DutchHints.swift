// What a noun hint tells the Dutch lookup table, which has no parts of speech and gives a
// form one lemma: a singular noun that is also the stem of a verb reads as the verb ("dank"
// → "danken", "stap" → "stappen", "rij" → "rijen"). The Alpino treebank lemmatizes a noun as
// its singular, so a noun without a plural ending whose reading is an infinitive built on it
// is the noun itself. Verb and adjective hints were tried too, on half A of nl_alpino dev
// (dictionaries/split_dev.py): with tags read in context a verb rule ("spelen" → "spelen",
// not "spel") lost as many plural nouns tagged VERB as it won, and an adjective rule lost
// ordinals ("negende"); only the noun rule is kept: gold UPOS content words +20 tokens of
// 2,708, none lost.

extension Lemmatizer {
  /// The lemma a noun hint gives a lowercase Dutch word whose table reading is `usual`, or
  /// `nil` where the rule has nothing to say.
  /// - Parameters:
  ///   - key: The word's dictionary key (NFC, lowercased).
  ///   - usual: The table's first reading of the word, lowercased.
  ///   - pos: The hint.
  /// - Complexity: O(*k*) for a word of *k* letters.
  func dutchLemma(of key: String, usual: String, as pos: PartOfSpeech) -> String? {
    guard language.code == "nl", pos == .noun, usual != key, usual.hasSuffix("en"),
      !key.hasSuffix("en"), !key.hasSuffix("s"),
      usual.hasPrefix(key.dropLast(min(2, max(0, key.count - 1))))
    else { return nil }
    return key
  }
}
