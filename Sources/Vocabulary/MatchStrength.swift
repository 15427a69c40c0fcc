/// How strong a match is, which decides its outcome: an exact match beats every other, a
/// strong one succeeds alone, a weak one asks for confirmation.
public enum MatchStrength: Int, Hashable, Sendable, Codable, Comparable, CaseIterable {
  /// A typo, a sound-alike, a word cut short, a few words of a long entry.
  case weak
  /// Another word form, order, title, nickname, or the first words of an entry.
  case strong
  /// The same key once case, width, kana, diacritics, punctuation and spacing are set aside.
  case exact

  /// Orders strengths from the weakest.
  public static func < (lhs: MatchStrength, rhs: MatchStrength) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
