// Case tests on a word's first character, byte by byte where it is ASCII: `Character`'s
// properties look up Unicode tables for every word, which cost the lemmatizer a tenth of its
// time on English text.

extension Lemmatizer {
  /// Whether the first character of `word` is uppercase (`word.first?.isUppercase`).
  static func startsUppercase(_ word: String) -> Bool {
    let utf8 = word.utf8
    var bytes = utf8.makeIterator()
    guard let first = bytes.next() else { return false }
    // An ASCII scalar followed by another (or by nothing) is a whole character: no ASCII
    // scalar extends another but LF after CR, and neither is a letter.
    if first < 0x80, (bytes.next() ?? 0) < 0x80 { return first &- 0x41 < 26 }
    return word.first?.isUppercase ?? false
  }
}
