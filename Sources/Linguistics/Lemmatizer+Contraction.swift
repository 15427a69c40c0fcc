// A contraction read as one token ("don't" on a line of vertical text) has no lemma of its own
// in the Universal Dependencies conventions: the treebanks write it as two words, each with
// its lemma ("do" "not"). Where a caller must answer one token with one lemma, the answer is
// the two lemmas, as the treebank would give them, joined by a space.

extension Lemmatizer {
  /// The lemma of a token that is a contraction: the lemmas of its syntactic words joined by
  /// a space ("don't" is "do not", "can't" "can not", "it's" "it be", "I'm" "I be"); `nil`
  /// where `word` is not a contraction (see ``Contraction``) or the dictionary knows it whole.
  /// - Parameters:
  ///   - word: One token as written.
  ///   - hints: The part of speech of each syntactic word where known (from a tagger or the
  ///     caller), in order; missing or `nil` entries read the word alone.
  /// - Complexity: O(log *n*) dictionary probes per syntactic word.
  public func lemma(ofContraction word: String, hints: [PartOfSpeech?] = []) -> String? {
    let parts = Contraction.parts(of: word, in: language)
    guard !parts.isEmpty, lemmas(of: word).allSatisfy({ $0.source == .fallback }) else {
      return nil
    }
    var hints = hints
    while hints.count < parts.count { hints.append(nil) }
    let stem = String(word[parts[0]])
    if hints[1] == nil, let clitic = parts.last, Lemmatizer.isPossessive(word[clitic]) {
      hints[1] = cliticS(after: stem)
    }
    return zip(parts, hints).map { range, hint in lemma(of: String(word[range]), as: hint) }
      .joined(separator: " ")
  }

  /// What "'s" is after `stem` where no tagger says: "be" (or "have") after a pronoun or an
  /// adverb ("it's", "there's", "what's"), "us" after "let" (lemma "we"), and otherwise the
  /// possessive, which a noun or a name takes ("John's", "dog's": 66 of the 68 such words of
  /// UD English EWT dev). The lemma table cannot say which words are pronouns (WordNet reads
  /// "it" and "he" as nouns), so the closed class is listed.
  private func cliticS(after stem: String) -> PartOfSpeech? {
    let key = Lemmatizer.key(of: stem)
    if key == "let" { return .pronoun }
    return Lemmatizer.beforeVerbS.contains(key) ? nil : .particle
  }

  /// The pronouns and adverbs after which English "'s" is a verb ("is", "has"), not the
  /// possessive.
  static let beforeVerbS: Set<String> = [
    "it", "he", "she", "that", "this", "what", "who", "where", "there", "here", "how", "when",
    "why", "everyone", "everybody", "everything", "someone", "somebody", "something", "anyone",
    "anybody", "anything", "nobody", "nothing",
  ]

  /// Whether `clitic` is "'s" (with either apostrophe).
  static func isPossessive(_ clitic: Substring) -> Bool {
    clitic.count == 2 && clitic.last?.lowercased() == "s"
      && (clitic.first == "'" || clitic.first == "\u{2019}")
  }
}
