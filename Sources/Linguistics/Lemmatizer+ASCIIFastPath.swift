internal import StemmaSupport

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
  /// speech (English), a key the table knows with a reading not from a lexicon (an
  /// abbreviation's nouns first). A printable ASCII word without a letter is its own lemma, in
  /// any language. Otherwise the looked-up readings, or `nil` where the word is not such a
  /// word: the general path decides.
  /// - Complexity: O(log *n*) dictionary probes for *n* forms.
  func asciiDictionaryLookup(of word: String) -> ASCIILookup? {
    // On the bytes in place: the UTF-8 view's iterator cost more than the test.
    let classes = word.withUTF8Bytes {
      bytes -> (hasLetter: Bool, hasUpper: Bool, isAbbreviation: Bool)? in
      var hasLetter = false
      var capitals = 0
      for byte in bytes {
        guard byte &- 0x20 < 0x5F else { return nil }
        let lower = byte | 0x20
        if lower &- 0x61 < 26 {
          hasLetter = true
          if byte != lower { capitals &+= 1 }
        }
      }
      // Two or three capitals alone: ``isAbbreviation(_:)`` of a printable ASCII word.
      let isAbbreviation = capitals == bytes.count && (2...3).contains(capitals)
      return (hasLetter, capitals > 0, isAbbreviation)
    }
    guard let (hasLetter, hasUpper, isAbbreviation) = classes else { return nil }
    // A word without a letter (numbers, versions, times: a tenth of a changelog) is its own
    // lemma in every language: the general path keys it as written and, finding no letter,
    // reads it as itself, after a lowercased copy and a ranking list.
    guard hasLetter else { return .lemma(word) }
    guard readsPartsOfSpeech, let table else { return nil }
    // ASCII lowercasing is what `key(of:)` does to a printable ASCII word (no NFC change).
    let key = hasUpper ? Lemmatizer.asciiLowercased(word) : word
    if isAbbreviation {
      return abbreviationLookup(of: word, key: key, in: table)
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
      if !isKnown, let lemma = unknownASCIILemma(of: word, key: key, in: table) {
        return .lemma(lemma)
      }
      return .readings(key: key, values: isKnown ? table.values(for: key) : [])
    }
    // A capitalized word read as itself keeps its capitals (as in `collectByCase`). Only a
    // word with a capital can start with one: most words skip both tests.
    if hasUpper && first.word == key && Lemmatizer.startsUppercase(word) { return .lemma(word) }
    return .lemma(first.word)
  }

  /// The lemma the general path gives a printable ASCII word with a letter that the table
  /// does not know (`key` is the word lowercased), or `nil` where the word has a letter three
  /// times in a row (read shortened, by the general path). A word with a digit or a hyphen is
  /// read as ``unknownASCIILemma(ofShaped:key:digit:rules:in:)`` reads it.
  ///
  /// Function words are not in the English table ("the", "of", "and": a fifth of running
  /// text), and the general path ranked every candidate of the rules and the fallback, in
  /// lists, to keep the first: this takes the first directly, in the same order. The first
  /// rule of nouns, verbs then adjectives that gives a lemma the table knows for that part of
  /// speech; else, for a word that does not start with a capital, the regular singular of a
  /// plural-looking word; else the word itself (as written where it starts with a capital).
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms.
  func unknownASCIILemma(of word: String, key: String, in table: LemmaTable) -> String? {
    guard let rules else { return nil }
    // One pass for the digits, hyphens and letter runs (as ``hasLetterRun(_:)`` finds them).
    let shape = key.withUTF8Bytes { bytes -> (digit: Bool, hyphen: Bool, last: UInt8)? in
      var digit = false
      var hyphen = false
      var previous: UInt8 = 0
      var run = 0
      for byte in bytes {
        digit = digit || byte &- 0x30 < 10
        hyphen = hyphen || byte == UInt8(ascii: "-")
        run = byte == previous ? run &+ 1 : 1
        previous = byte
        if run >= 3 && (byte | 0x20) &- 0x61 < 26 { return nil }
      }
      return (digit, hyphen, previous)
    }
    guard let shape else { return nil }
    if shape.digit || shape.hyphen {
      return unknownASCIILemma(
        ofShaped: word, key: key, digit: shape.digit, rules: rules, in: table)
    }
    let capitalized = Lemmatizer.startsUppercase(word)
    // Most unknown words ("the", "debian") end in a byte that ends no rule's suffix, nor a
    // plural: no rule to try.
    guard rules.mayDetach(endingIn: shape.last) else { return capitalized ? word : key }
    let lemma = key.withUTF8Bytes { bytes -> String? in
      if let lemma = rules.firstValidatedReading(bytes, in: table) { return lemma }
      return capitalized ? nil : rules.unvalidatedNoun(bytes)
    }
    return lemma ?? (capitalized ? word : key)
  }

  /// The lemma ``asciiDictionaryLookup(of:)`` gives, if it gives one (for tests).
  func asciiDictionaryLemma(of word: String) -> String? {
    guard case .lemma(let lemma) = asciiDictionaryLookup(of: word) else { return nil }
    return lemma
  }

  /// `word` with ASCII capitals lowercased (every other byte kept).
  static func asciiLowercased(_ word: String) -> String {
    word.withUTF8Bytes { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for index in bytes.indices {
          let byte = bytes[index]
          buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        }
        return bytes.count
      }
    }
  }
}
