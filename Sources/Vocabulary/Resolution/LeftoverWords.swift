/// An entry's words that the query does not name: they lower the score gently, whatever their
/// position, and only many of them make a match weak.
///
/// A whole word is as strong at any position of an entry: "Nakamura" names "Kenji Nakamura" as
/// surely as "Kenji" does, and "garden" names "Grandma's Garden" as surely as "Garden Party".
/// Between such entries usage decides (see ``VocabularySnapshot/precedes(_:_:)``), never the
/// position of the word. Each word left over costs a little score, so a closer entry reports a
/// higher score; more than ``ResolutionPolicy/strongPrefixLeftover`` words over ("summer" for
/// "Summer Vacation in Italy with the Kids") is too little of the entry to act on without
/// asking, and is weak.
enum LeftoverWords {
  /// `match` of some of an entry's words, with `leftOver` (at least one) of its words unnamed.
  /// - Parameters:
  ///   - match: The combined word matches.
  ///   - leftOver: How many of the entry's words no query word matched.
  ///   - fromStart: Whether the matched words are the entry's first ones, which only names the
  ///     tier reported (``ResolutionTier/prefix`` or ``ResolutionTier/partialWords``).
  static func apply(to match: WordMatch, leftOver: Int, fromStart: Bool) -> WordMatch {
    let score = ResolutionPolicy.Score.prefix - 0.02 * Double(max(0, leftOver - 1))
    let strength: MatchStrength =
      leftOver <= ResolutionPolicy.strongPrefixLeftover ? .strong : .weak
    return match.combined(score, fromStart ? .prefix : .partialWords, strength)
  }
}
