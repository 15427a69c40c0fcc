// The tagger's words are Universal Dependencies' syntactic words: a contraction written as one
// token ("Don't") is two words ("Do" AUX, "n't" PART), and a caller that writes tags or lemmas
// per word (`stemma tag`, `stemma lemmatize` on vertical text) needs each of them.

/// One syntactic word of a token: where it is in the token and its tag in context.
public struct SyntacticWord: Hashable, Sendable {
  /// The word's range in its token.
  public let range: Range<String.Index>
  /// Its UPOS tag in context.
  public let tag: UniversalTag
  /// Whether the tagger is sure of the tag (its best score beats the second by at least
  /// ``Tagger/confidentMargin``); a lemmatizer reads a word it is unsure of alone.
  public let isConfident: Bool
}

extension Tagger {
  /// The syntactic words of each token of a sentence with their tags: one for a plain token,
  /// two for a contraction ("Don't" is "Do" AUX and "n't" PART; see ``Contraction``).
  /// - Parameter words: One sentence's tokens as written, punctuation included.
  /// - Returns: For each token, its syntactic words in order (never empty).
  /// - Complexity: O(*n* log *f*) for *n* words and a model of *f* features.
  public func syntacticWords(of words: [String]) -> [[SyntacticWord]] {
    let parts = words.map { Contraction.parts(of: $0, in: language) }
    let scored = scoredWords(Tagger.expanded(words, parts))
    var result: [[SyntacticWord]] = []
    result.reserveCapacity(words.count)
    var at = 0
    for (word, ranges) in zip(words, parts) {
      let ranges = ranges.isEmpty ? [word.startIndex..<word.endIndex] : ranges
      result.append(
        zip(ranges, scored[at..<(at + ranges.count)]).map { range, score in
          SyntacticWord(
            range: range, tag: score.tag, isConfident: score.margin >= Tagger.confidentMargin)
        })
      at += ranges.count
    }
    return result
  }
}
