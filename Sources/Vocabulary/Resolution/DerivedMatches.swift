/// Literal beats derived: the words as spoken come first, then a direct nickname, then a name
/// further away.
///
/// A nickname link is a guess about the person the user means; the words as spoken are not.
/// With contacts "Bob Lee" and "Robert Stone", "Bob" means Bob Lee: a candidate reached only
/// through a nickname (its ``Resolution/Candidate/tier`` is ``ResolutionTier/nickname``) is
/// dropped when another candidate matches the spoken words literally at strong strength or
/// better. A weak literal match (a typo, a sound-alike) does not suppress a strong nickname.
/// Between the two kinds of nickname, a direct link ("Bill" for "William") is strong and a
/// name two links away ("Will" → "William" → "Bill") weak, so the direct one wins by strength.
enum DerivedMatches {
  /// `candidates` without those reached only through a nickname, when any other candidate is a
  /// strong literal match; unchanged otherwise.
  /// - Complexity: O(*c*) in the number of candidates.
  static func suppressed(in candidates: [Resolution.Candidate]) -> [Resolution.Candidate] {
    let hasLiteral = candidates.contains { $0.tier != .nickname && $0.strength >= .strong }
    guard hasLiteral else { return candidates }
    return candidates.filter { $0.tier != .nickname }
  }
}
