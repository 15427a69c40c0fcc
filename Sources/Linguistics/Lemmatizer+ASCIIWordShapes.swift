internal import StemmaSupport

// Printable ASCII words the ASCII fast path once left to the general path, read on bytes in
// the same order the general path ranks their readings: abbreviations ("GPL", "UID"), and
// unknown words with a digit ("i386", "po4a") or a hyphen ("x-rays"). Technical text (a
// Debian changelog) has a few hundred of them in every ten thousand words, and the general
// path spent on each a lowercased copy, a ranking list and its readings in arrays.

extension Lemmatizer {
  /// ``asciiDictionaryLookup(of:)`` for an abbreviation (`key` is `word` lowercased): the
  /// general path puts the table's noun readings first, and keeps the capitals of a reading
  /// that is the word itself ("US" is "US", not "we"; "AM" is "a.m.").
  /// - Complexity: O(*k*) for a key of length *k*, plus the readings read.
  func abbreviationLookup(of word: String, key: String, in table: LemmaTable) -> ASCIILookup {
    let noun = PartOfSpeech.noun.tableTag
    var first: LemmaTable.Value?
    var isKnown = false
    // Up to the first noun reading: the first reading stands where there is none.
    table.forEachValue(for: key) { value in
      isKnown = true
      // Lexicon readings go after the word itself, and empty words nowhere.
      guard !value.isLexiconReading && !value.word.isEmpty else { return true }
      if value.tag == noun {
        first = value
        return false
      }
      if first == nil { first = value }
      return true
    }
    if let first { return .lemma(first.word == key ? word : first.word) }
    if !isKnown, let lemma = unknownASCIILemma(of: word, key: key, in: table) {
      return .lemma(lemma)
    }
    return .readings(key: key, values: isKnown ? table.values(for: key) : [])
  }

  /// ``unknownASCIILemma(of:key:in:)`` for a word with a digit or a hyphen (and no letter
  /// three times in a row). A word with a digit takes no rule ("i386", "b52"). Otherwise the
  /// first rule of nouns, verbs then adjectives that gives a lemma the table knows, else the
  /// word with the lemma of its last part where that differs ("x-rays" is "x-ray"); no
  /// unchecked singular (a hyphen is no letter). Else the word itself, as written where it
  /// starts with a capital. `nil` where the last part has lexicon readings only (the general
  /// path then decides).
  /// - Parameter digit: Whether `key` has a digit.
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms.
  func unknownASCIILemma(
    ofShaped word: String, key: String, digit: Bool, rules: SuffixRules, in table: LemmaTable
  ) -> String? {
    let written = Lemmatizer.startsUppercase(word) ? word : key
    if digit { return written }
    return key.withUTF8Bytes { bytes -> String? in
      if let lemma = rules.firstValidatedReading(bytes, in: table) { return lemma }
      // The last part after a hyphen that is not the first byte, read alone where it has a
      // letter: it has no hyphen, digit or letter run, so the fast path reads it as the
      // general path would.
      guard let dash = bytes.lastIndex(of: UInt8(ascii: "-")), dash > 0 else { return written }
      let tail = UnsafeBufferPointer(rebasing: bytes[(dash + 1)...])
      guard tail.contains(where: { $0 &- UInt8(ascii: "a") < 26 }) else { return written }
      let tailWord = String(decoding: tail, as: UTF8.self)
      guard case .lemma(let tailLemma) = asciiDictionaryLookup(of: tailWord) else { return nil }
      guard tailLemma != tailWord else { return written }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[...dash]), as: UTF8.self)
        + tailLemma
    }
  }
}
