internal import StemmaSupport

/// Sound-alikes and short typos, for every kind: speech recognition errs mostly by homophones
/// ("roam trip" for "Rome Trip", "flour" for "flower", "bare lake" for "Bear Lake"), in album
/// names and workouts as much as in people's names.
///
/// Both are weak matches: alone they ask for confirmation, never succeed silently. Words of 5
/// letters or more take edits by length (``KindLookup/wordsNear(_:)``); a word of 3 or 4
/// letters takes one edit only when its Double Metaphone codes agree with the entry word's
/// ("jon" for "John"), since one edit in so short a word otherwise makes another word ("cat",
/// "car"). Candidates come from the kind's sound postings, never from a scan.
enum SoundAlikes {
  /// Whether `query` sounds like `word`: their Double Metaphone codes agree, and, when either
  /// has 4 letters or fewer, they are at most two edits apart ("roam" and "Rome", "bare" and
  /// "bear", "kris" and "Chris") or differ only in vowels ("amy" and "Aimee"). Double Metaphone
  /// keeps only consonant sounds, so short words would otherwise sound alike too easily ("kuds"
  /// and "cats" are both KTS).
  /// - Complexity: O(1) for short words; a code comparison otherwise.
  static func areAlike(_ query: WordForms, _ word: WordForms) -> Bool {
    guard query.soundsLike(word) else { return false }
    let (a, b) = (query.folded.unicodeScalars, word.folded.unicodeScalars)
    guard min(a.count, b.count) <= 4 else { return true }
    if EditDistance.distance(a.map(\.value), b.map(\.value), limit: 2) != nil { return true }
    return consonants(of: query.folded) == consonants(of: word.folded)
  }

  /// The letters of `word` other than vowels, "y", "w" and "h".
  private static func consonants(of word: String) -> [Unicode.Scalar] {
    word.unicodeScalars.filter { !"aeiouywh".unicodeScalars.contains($0) }
  }

  /// Whether `query` is one edit from `word`, both of 3 or 4 letters, and they sound alike.
  /// - Complexity: O(1): two words of at most 4 letters.
  static func isShortTypo(_ query: WordForms, of word: WordForms) -> Bool {
    let (a, b) = (query.folded.unicodeScalars, word.folded.unicodeScalars)
    guard (3...4).contains(a.count), (3...4).contains(b.count), !query.hasDigit,
      !word.hasDigit, query.soundsLike(word)
    else { return false }
    return EditDistance.distance(a.map(\.value), b.map(\.value), limit: 1) == 1
  }
}
