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
    return parts.enumerated().map { index, range in
      lemma(of: String(word[range]), as: index < hints.count ? hints[index] : nil)
    }.joined(separator: " ")
  }
}
