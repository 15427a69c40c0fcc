/// Suffix rules that undo regular inflection for words a dictionary does not list, and their
/// inverse for the ``Inflector``. English only for now: WordNet's "morphy" detachment rules
/// (the rules spaCy's English lemmatizer uses too), plus comparatives in -ier/-iest.
struct SuffixRules: Sendable {
  /// One rule: the suffix of a form, and the replacement that gives the lemma.
  struct Detachment: Sendable {
    let suffix: String
    /// The suffix's UTF-8 bytes (every suffix is ASCII: one byte per character).
    let suffixBytes: [UInt8]
    /// The suffix's last byte, compared first: most words end otherwise.
    let lastByte: UInt8
    let replacement: String
    /// The replacement's UTF-8 bytes.
    let replacementBytes: [UInt8]
    /// The suffix's last four bytes (all of it: no suffix is longer) as an integer, the last
    /// byte lowest, and the mask of the bytes it has: a word's last bytes, packed alike, match
    /// it in one comparison.
    let packedSuffix: UInt32
    let packedMask: UInt32

    init(_ suffix: String, _ replacement: String) {
      self.suffix = suffix
      suffixBytes = Array(suffix.utf8)
      lastByte = suffixBytes.last ?? 0
      self.replacement = replacement
      replacementBytes = Array(replacement.utf8)
      (packedSuffix, packedMask) = Detachment.packedEnd(of: suffixBytes)
      // The packed comparison sees four bytes: a longer suffix would be cut unchecked.
      precondition(suffixBytes.count <= 4, "a suffix rule of more than four bytes")
    }

    /// The last four bytes of `bytes` (fewer where it is shorter) packed as in
    /// ``packedSuffix``, and the mask of the bytes packed.
    /// - Complexity: O(1): at most four bytes are read, from the end.
    @inline(__always)
    static func packedEnd(of bytes: some BidirectionalCollection<UInt8>) -> (UInt32, UInt32) {
      var packed: UInt32 = 0
      var mask: UInt32 = 0
      var shift: UInt32 = 0
      // Walked back by index: `reversed()` of a plain `Collection` would copy the word.
      var index = bytes.endIndex
      while index != bytes.startIndex && shift < 32 {
        bytes.formIndex(before: &index)
        packed |= UInt32(bytes[index]) << shift
        mask |= 0xFF << shift
        shift += 8
      }
      return (packed, mask)
    }
  }

  /// The rules of nouns, verbs and adjectives, each tried in order.
  let nouns: [Detachment]
  let verbs: [Detachment]
  let adjectives: [Detachment]
  /// The last bytes of the suffixes of nouns, verbs and adjectives, as bit sets of the letters
  /// `a` to `z` (bit 0 for `a`): a word that ends otherwise matches none of their rules.
  private let nounEndings: UInt32
  private let verbEndings: UInt32
  private let adjectiveEndings: UInt32

  /// The rules for a language code, or `nil` where there are none.
  init?(code: String) {
    guard code == "en" else { return nil }
    nouns = [
      ("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
      ("shes", "sh"), ("men", "man"), ("ies", "y"),
    ].map(Detachment.init)
    verbs = [
      ("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
      ("ing", ""),
    ].map(Detachment.init)
    adjectives = [
      ("er", ""), ("est", ""), ("er", "e"), ("est", "e"), ("ier", "y"), ("iest", "y"),
    ].map(Detachment.init)
    assert((nouns + verbs + adjectives).allSatisfy { $0.suffix.isPrintableASCII })
    func endings(_ rules: [Detachment]) -> UInt32 {
      rules.reduce(0) { mask, rule in
        let letter = rule.lastByte &- UInt8(ascii: "a")
        // A suffix ending in anything but a lowercase letter is tried for every word.
        return mask | (letter < 26 ? 1 << UInt32(letter) : .max)
      }
    }
    nounEndings = endings(nouns)
    verbEndings = endings(verbs)
    adjectiveEndings = endings(adjectives)
  }

  /// Whether a word ending in `last` may match a rule of `pos` (the bits of its endings
  /// allow).
  private func mayMatch(_ last: UInt8, as pos: PartOfSpeech) -> Bool {
    let mask: UInt32
    switch pos {
    case .noun: mask = nounEndings
    case .verb: mask = verbEndings
    case .adjective: mask = adjectiveEndings
    default: return false
    }
    let letter = last &- UInt8(ascii: "a")
    return mask == .max || (letter < 26 && mask & (1 << UInt32(letter)) != 0)
  }

  /// Whether a word ending in `last` may match a rule of any part of speech, or be a
  /// plural for ``unvalidatedNoun(_:)`` (whose `s` ends a noun rule).
  func mayDetach(endingIn last: UInt8) -> Bool {
    let mask = nounEndings | verbEndings | adjectiveEndings
    let letter = last &- UInt8(ascii: "a")
    return mask == .max || (letter < 26 && mask & (1 << UInt32(letter)) != 0)
  }

  /// The rules of a part of speech, in order (none for the others).
  func detachments(of pos: PartOfSpeech) -> [Detachment] {
    switch pos {
    case .noun: nouns
    case .verb: verbs
    case .adjective: adjectives
    default: []
    }
  }

  /// Lemmas the rules give for `key` that the table lists as lemmas of `pos`.
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms.
  func validated(_ key: String, as pos: PartOfSpeech, in table: LemmaTable?) -> [String] {
    let rules = detachments(of: pos)
    guard let table, !rules.isEmpty else { return [] }
    var lemmas: [String] = []
    func offer(_ lemma: String) {
      if !lemmas.contains(lemma) && table.isLemma(lemma, tag: pos.tableTag) {
        lemmas.append(lemma)
      }
    }
    if key.isPrintableASCII {
      // One byte is one character: the suffixes are compared, and cut, as bytes.
      var key = key
      key.withUTF8 { bytes in
        for rule in rules where bytes.count > rule.suffixBytes.count {
          let stem = bytes.count - rule.suffixBytes.count
          guard bytes[stem...].elementsEqual(rule.suffixBytes) else { continue }
          offer(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[..<stem]), as: UTF8.self)
              + rule.replacement)
        }
      }
    } else {
      // A key that ends with a suffix by characters ends with its bytes (an ASCII letter is
      // no other character's canonical equivalent in an NFC key): the bytes are compared
      // first, and the characters, at a few hundred instructions a rule, only where they match.
      let ends = key.withUTF8Bytes { bytes in
        rules.map { rule in
          rule.suffixBytes.withUnsafeBufferPointer { suffix in
            bytes.count > suffix.count
              && suffix.indices.allSatisfy { bytes[bytes.count - suffix.count + $0] == suffix[$0] }
          }
        }
      }
      for (rule, end) in zip(rules, ends)
      where end && key.hasSuffix(rule.suffix) && key.count > rule.suffix.count {
        offer(String(key.dropLast(rule.suffix.count)) + rule.replacement)
      }
    }
    return lemmas
  }

  /// The first lemma ``firstValidated(_:as:in:)`` gives for nouns, else verbs, else
  /// adjectives: the order an unknown word's readings are ranked in.
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms.
  func firstValidatedReading(
    _ key: UnsafeBufferPointer<UInt8>, in table: LemmaTable
  ) -> String? {
    firstValidated(key, as: .noun, in: table) ?? firstValidated(key, as: .verb, in: table)
      ?? firstValidated(key, as: .adjective, in: table)
  }

  /// The first of ``validated(_:as:in:)`` for a printable ASCII `key`, without the list of
  /// them all: the lemma of the first rule whose suffix `key` ends with (and is longer than)
  /// that the table lists as a lemma of `pos`.
  /// - Complexity: O(*r* log *n*) for *r* rules and *n* forms; a rule whose suffix does not
  ///   match costs no lookup.
  func firstValidated(
    _ key: UnsafeBufferPointer<UInt8>, as pos: PartOfSpeech, in table: LemmaTable
  ) -> String? {
    // Function words ("the", "of", "and") are a fifth of running text and no table key: most
    // end in a byte no suffix ends with, and each rule is first judged by that byte alone.
    guard let last = key.last, mayMatch(last, as: pos) else { return nil }
    // The word's last four bytes in one integer, each rule's suffix compared with it at once:
    // comparing slices, or bytes in a loop, cost more than the lookup a match makes, for each
    // rule, for every word the table does not know.
    let (end, _) = Detachment.packedEnd(of: key)
    for rule in detachments(of: pos)
    where end & rule.packedMask == rule.packedSuffix && key.count > rule.suffixBytes.count {
      let stem = key.count - rule.suffixBytes.count
      // One string written in place: decoding the stem and appending the replacement cost
      // a third of the lookup that follows.
      let lemma = rule.replacementBytes.withUnsafeBufferPointer { replacement in
        String(unsafeUninitializedCapacity: stem + replacement.count) { buffer in
          for index in 0..<stem { buffer[index] = key[index] }
          for index in replacement.indices { buffer[stem + index] = replacement[index] }
          return stem + replacement.count
        }
      }
      if table.isLemma(lemma, tag: pos.tableTag) { return lemma }
    }
    return nil
  }

  /// Words that are their own lemma although they look inflected: -ing nouns ("tutoring"),
  /// -ed and -ing adjectives ("computerized"), and anything with a digit ("90s").
  func keptAsIs(_ key: String, as pos: PartOfSpeech) -> String? {
    if key.containsNumber { return key }
    if pos == .noun && key.hasSuffix("ing") { return key }
    if pos == .adjective && (key.hasSuffix("ed") || key.hasSuffix("ing")) { return key }
    return nil
  }

  /// ``unvalidated(_:as:)`` of a noun for a printable ASCII `key`, read as bytes (one byte is
  /// one character): the Unicode tests on characters cost more than the rest of the lemma of
  /// a word the table does not know.
  func unvalidatedNoun(_ key: UnsafeBufferPointer<UInt8>) -> String? {
    let count = key.count
    guard count > 3, key[count - 1] == UInt8(ascii: "s") else { return nil }
    for byte in key where (byte | 0x20) &- 0x61 >= 26 { return nil }
    func endsWith(_ suffix: StaticString) -> Bool {
      let length = suffix.utf8CodeUnitCount
      guard count >= length else { return false }
      let bytes = suffix.utf8Start
      for index in 0..<length where key[count - length + index] != bytes[index] { return false }
      return true
    }
    if endsWith("ss") || endsWith("us") || endsWith("is") { return nil }
    func dropping(_ dropped: Int, adding added: String = "") -> String {
      String(decoding: UnsafeBufferPointer(rebasing: key[..<(count - dropped)]), as: UTF8.self)
        + added
    }
    if endsWith("ies") { return dropping(3, adding: "y") }
    if endsWith("ches") || endsWith("shes") || endsWith("xes") || endsWith("sses")
      || endsWith("zes")
    {
      return dropping(2)
    }
    return dropping(1)
  }

  /// The regular singular of an unknown plural noun ("empanadas" → "empanada"), unchecked;
  /// `nil` where the word does not look like a regular plural.
  func unvalidated(_ key: String, as pos: PartOfSpeech) -> String? {
    guard pos == .noun, key.count > 3, key.hasSuffix("s"),
      key.allSatisfy({ $0.isLetter }),
      !key.hasSuffix("ss"), !key.hasSuffix("us"), !key.hasSuffix("is")
    else { return nil }
    if key.hasSuffix("ies") { return String(key.dropLast(3)) + "y" }
    for suffix in ["ches", "shes", "xes", "sses", "zes"] where key.hasSuffix(suffix) {
      return String(key.dropLast(2))
    }
    return String(key.dropLast())
  }
}
