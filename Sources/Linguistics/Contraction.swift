// English writes a verb or pronoun and its clitic as one word ("don't", "it's", "can't");
// Universal Dependencies, whose treebanks the tagger learned from, writes them as two ("do"
// "n't", "it" "'s", "ca" "n't"). A tagger that meets "Don't" whole has never seen it (it read it
// as a proper noun) and misreads its neighbours too; so such a word is cut where UD cuts it.

/// The syntactic words of a word that English writes as one: a contraction ("don't" is "do" +
/// "n't", "can't" is "ca" + "n't", "it's" is "it" + "'s", "cannot" is "can" + "not"), cut where
/// the Universal Dependencies English treebanks cut it.
public enum Contraction {
  /// The clitics that end an English contraction, straight apostrophe first.
  private static let clitics = ["n't", "'s", "'m", "'re", "'ve", "'d", "'ll"]

  /// The ranges of the syntactic words of `word`, or an empty array where `word` is not a
  /// contraction (or the language does not cut one).
  ///
  /// "Don't" gives the ranges of "Do" and "n't"; "it’s" of "it" and "’s"; "dog" nothing.
  /// Only English contractions are cut: a clitic after at least one letter, the stem being
  /// letters only ("o'clock", "rock'n'roll" and a bare "'s" stay whole).
  /// - Parameters:
  ///   - word: One token as written.
  ///   - language: The language of the text.
  /// - Complexity: O(*k*) for a word of *k* characters.
  public static func parts(of word: String, in language: Language) -> [Range<String.Index>] {
    guard language.code == "en", word.count > 2 else { return [] }
    let folded = String(word.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
    guard folded.count == word.count else { return [] }
    if folded == "cannot" {
      let cut = word.index(word.startIndex, offsetBy: 3)
      return [word.startIndex..<cut, cut..<word.endIndex]
    }
    for clitic in clitics where folded.hasSuffix(clitic) {
      let stemLength = folded.count - clitic.count
      let cut = word.index(word.startIndex, offsetBy: stemLength)
      guard stemLength > 0, word[..<cut].allSatisfy(\.isLetter) else { return [] }
      return [word.startIndex..<cut, cut..<word.endIndex]
    }
    return []
  }
}
