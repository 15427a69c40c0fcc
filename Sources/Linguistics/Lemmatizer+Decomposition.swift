// Unknown words split against the known ones: "Sommerurlaubsfotos" is "Sommerurlaubs" + the
// known "fotos" (lemma "Foto"), so its lemma is "Sommerurlaubsfoto"; Russian "Вольтером" is the
// known "Вольтер" plus a case ending. Used only for the lookup languages whose tables list
// the forms that are their own lemma too (see KNOWN_WORD_LANGUAGES in build_lemmas.py), where
// the dev sets showed a gain (dictionaries/README.md).

extension Lemmatizer {
  /// How a language's unknown words are split.
  struct Decomposition {
    /// Words of at most this many characters are not split.
    let minimumLength: Int
    /// The shortest part on either side of a split, in characters.
    let minimumPart: Int
    /// An ending of at most this many characters after a known word is dropped (Russian case
    /// endings on names and loanwords); 0 for none.
    let endingLength: Int

    /// The parameters for a language code, or `nil` where unknown words are not split.
    init?(code: String) {
      switch code {
      case "de": self.init(minimumLength: 8, minimumPart: 4, endingLength: 0)
      case "ru": self.init(minimumLength: 8, minimumPart: 4, endingLength: 2)
      default: return nil
      }
    }

    private init(minimumLength: Int, minimumPart: Int, endingLength: Int) {
      self.minimumLength = minimumLength
      self.minimumPart = minimumPart
      self.endingLength = endingLength
    }
  }

  /// The lemma of an unknown word from a known word inside it, or `nil`.
  ///
  /// First a known word followed by a short ending (`endingLength`), read as that word; then
  /// the longest known ending of at least `minimumPart` characters whose lemma is no longer
  /// than it, read as the rest of the word followed by that lemma.
  /// - Complexity: O(*k*) dictionary probes for a word of *k* characters.
  func decomposed(_ word: String, key: String) -> String? {
    guard let table, let decomposition = Decomposition(code: language.code) else { return nil }
    let characters = Array(key)
    let count = characters.count
    guard count > decomposition.minimumLength, count <= 64,
      characters.allSatisfy(\.isLetter)
    else { return nil }
    let order = Lemmatizer.caseTagOrder(of: word)
    let capitalized = word.first?.isUppercase ?? false
    func best(_ part: String) -> String? {
      let values = table.values(for: part).filter { !$0.isLexiconReading }
      for tag in order {
        if let value = values.first(where: { $0.tag == tag }) { return value.word }
      }
      return values.first?.word
    }
    if decomposition.endingLength > 0 {
      for ending in 1...decomposition.endingLength where count - ending >= decomposition.minimumPart
      {
        if let lemma = best(String(characters[..<(count - ending)])) {
          return capitalized ? Lemmatizer.matchingCase(lemma, of: word) : lemma.lowercased()
        }
      }
    }
    let longest = count - decomposition.minimumPart
    guard longest >= decomposition.minimumPart else { return nil }
    for length in stride(from: longest, through: decomposition.minimumPart, by: -1) {
      let head = String(characters[(count - length)...])
      guard let lemma = best(head), lemma.count <= length else { continue }
      let compound = String(characters[..<(count - length)]) + lemma.lowercased()
      guard capitalized, let first = compound.first else { return compound }
      return first.uppercased() + compound.dropFirst()
    }
    return nil
  }
}
