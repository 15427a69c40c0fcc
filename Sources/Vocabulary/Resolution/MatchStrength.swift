/// How strong a match is, which decides its outcome: an exact match beats every other, a
/// strong one succeeds alone, a weak one asks for confirmation.
public enum MatchStrength: Int, Hashable, Sendable, Codable, Comparable, CaseIterable {
  /// A typo, a sound-alike, a word cut short, a name two nickname links away, or an entry with
  /// more than two words left over.
  case weak
  /// Another word form, order, title, direct nickname, or whole words of an entry at any
  /// position with at most two words left over.
  case strong
  /// The same key once case, width, kana, diacritics, punctuation and spacing are set aside.
  case exact

  /// Orders strengths from the weakest.
  public static func < (lhs: MatchStrength, rhs: MatchStrength) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
