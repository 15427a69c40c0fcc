// The best lemma of a plain ASCII word the dictionary knows, without ranking: in running text
// (`Analyzer.terms(in:)` without a cache) every word pays for a lemma, and the general path
// (a ranking list, a filtered copy of the readings, Unicode case mapping for the key) cost
// more than the dictionary probe itself.

extension Lemmatizer {
  /// What the dictionary gives a plain ASCII word without a hint: its best lemma where that
  /// is the dictionary's first reading, else the key and readings the general path starts from
  /// (so that it does not look the word up again).
  enum ASCIILookup {
    /// The lemma ``lemma(of:as:)`` gives.
    case lemma(String)
    /// The dictionary key and its readings, for the general path to rank.
    case readings(key: String, values: [LemmaTable.Value])
  }

  /// The first reading ``lemma(of:as:)`` gives `word` without a hint, where it is the
  /// dictionary's first reading: `word` printable ASCII with a letter, a table with parts of
  /// speech (English), a key the table knows with a reading not from a lexicon, and not an
  /// abbreviation (which reorders the readings). Otherwise the looked-up readings, or `nil`
  /// where the word is not such a word: the general path decides.
  /// - Complexity: O(log *n*) dictionary probes for *n* forms.
  func asciiDictionaryLookup(of word: String) -> ASCIILookup? {
    guard readsPartsOfSpeech, let table else { return nil }
    var hasLetter = false
    var hasUpper = false
    for byte in word.utf8 {
      guard byte &- 0x20 < 0x5F else { return nil }
      let lower = byte | 0x20
      if lower &- 0x61 < 26 {
        hasLetter = true
        if byte != lower { hasUpper = true }
      }
    }
    guard hasLetter else { return nil }
    // ASCII lowercasing is what `key(of:)` does to a printable ASCII word (no NFC change).
    let key = hasUpper ? Lemmatizer.asciiLowercased(word) : word
    // An abbreviation reorders the readings: the general path ranks them all.
    if hasUpper && Lemmatizer.isAbbreviation(word) {
      return .readings(key: key, values: table.values(for: key))
    }
    // The general path moves lexicon readings after the word itself, and skips empty words.
    // Only the readings up to the first such one are decoded (each a string), in no array.
    var first: LemmaTable.Value?
    var isKnown = false
    table.forEachValue(for: key) { value in
      isKnown = true
      guard !value.isLexiconReading && !value.word.isEmpty else { return true }
      first = value
      return false
    }
    guard let first else {
      return .readings(key: key, values: isKnown ? table.values(for: key) : [])
    }
    // A capitalized word read as itself keeps its capitals (as in `collectByCase`).
    if first.word == key && Lemmatizer.startsUppercase(word) { return .lemma(word) }
    return .lemma(first.word)
  }

  /// The lemma ``asciiDictionaryLookup(of:)`` gives, if it gives one (for tests).
  func asciiDictionaryLemma(of word: String) -> String? {
    guard case .lemma(let lemma) = asciiDictionaryLookup(of: word) else { return nil }
    return lemma
  }

  /// `word` with ASCII capitals lowercased (every other byte kept).
  static func asciiLowercased(_ word: String) -> String {
    let count = word.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in word.utf8 {
        buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        index += 1
      }
      return count
    }
  }
}
