// How a tag read in context picks a lemma. The tagger is wrong about one word in fifteen, and
// its mistakes cost most where it gives a word a part of speech the dictionary never gives it
// (a sentence-initial "Sent" as a proper noun, "as" as an adposition, which the hint `.other`
// reads as "a"): there the context-free ranking of readings is the better guess. Callers also
// drop the tags the tagger is unsure of (`Tagger.confidentTags(for:)`). On UD English GUM dev
// (never trained on), `stemma lemmatize` with sentences, content words / all words: 0.9745 /
// 0.9786 with both rules, 0.9719 / 0.9773 with this one alone, 0.9754 / 0.9765 without
// context.

extension Lemmatizer {
  /// The best lemma of `word` as a ``Tagger`` tagged it in its sentence.
  ///
  /// The tag picks among the readings the dictionary gives the word ("leaves" tagged `VERB` is
  /// "leave", tagged `NOUN` "leaf"); a tag the dictionary does not give the word is ignored,
  /// and the word gets its context-free lemma, as ``lemma(of:as:)`` without a hint gives it.
  /// - Parameters:
  ///   - word: One word as written.
  ///   - tag: The word's tag in context.
  /// - Returns: The lemma; never empty unless `word` is.
  /// - Complexity: O(log *n*) dictionary probes for a dictionary of *n* forms.
  public func lemma(of word: String, tagged tag: UniversalTag) -> String {
    lemma(of: word, as: partOfSpeech(of: word, tagged: tag))
  }

  /// The hint a tag read in context gives for `word`: the tag's part of speech where the
  /// dictionary has a reading of the word with it, otherwise `nil` (no hint).
  /// - Parameters:
  ///   - word: One word as written.
  ///   - tag: The word's tag in context.
  /// - Complexity: O(log *n*) dictionary probes.
  public func partOfSpeech(of word: String, tagged tag: UniversalTag) -> PartOfSpeech? {
    let pos = tag.partOfSpeech
    guard pos != .other else { return nil }
    // A word the dictionary does not know has only the tag to go by ("She" as a pronoun is
    // "she"). Otherwise a reading for any part of speech (lookup tables) admits every tag, and
    // the last resort (the word itself) is no reading: "MICE" as a proper noun is "mouse".
    let readings = lemmas(of: word)
    if Lemmatizer.readings(readings, admit: pos) { return pos }
    return isNominalGerund(word, readings: readings, tagged: pos) ? pos : nil
  }

  /// Whether `word`, tagged `pos`, is an English nominal gerund the table has no noun reading
  /// for: `pos` is a noun, the word ends in "-ing" and is the form of a verb it is not itself
  /// ("bottling", "tutoring").
  ///
  /// Such a noun is its own lemma: Universal Dependencies lemmatizes a nominal gerund as
  /// written ("the bottling of wine" is "bottling", not "bottle"), and the hint path already
  /// keeps an -ing noun as is (``SuffixRules/keptAsIs(_:as:)``). But the table lists most
  /// gerunds only under their verb, so without this the NOUN tag named no reading and was
  /// dropped for the verb's lemma. A confident NOUN tag on such a word is the tagger reading
  /// the noun the table lacks, not a tag the dictionary rules out. On EWT dev 10-fold CV
  /// (`dictionaries/cv_context.py`, rule `gerund,margin>=8000` against `current,…`), content
  /// / all words in context: 0.9760 / 0.9763 against 0.9755 / 0.9761.
  /// - Parameters:
  ///   - word: One word as written.
  ///   - readings: Its readings without a hint (``lemmas(of:as:)``).
  ///   - pos: Its part of speech in context.
  /// - Complexity: O(*r* + *k*) for *r* readings and a word of length *k*.
  func isNominalGerund(_ word: String, readings: [Lemma], tagged pos: PartOfSpeech) -> Bool {
    guard pos == .noun, language.code == "en", readsPartsOfSpeech else { return false }
    let key = Lemmatizer.key(of: word)
    guard key.hasSuffix("ing") else { return false }
    // A noun reading would have admitted the tag; a verb reading of another lemma makes the
    // word that verb's -ing form ("bring" and "sing" are verbs of their own).
    return readings.contains {
      $0.partOfSpeech == .verb && $0.source != .fallback && $0.value != key
    }
  }

  /// Whether readings `readings` (``lemmas(of:as:)`` without a hint) let a tag of part of
  /// speech `pos` pick among them: see ``partOfSpeech(of:tagged:)``.
  static func readings(_ readings: [Lemma], admit pos: PartOfSpeech) -> Bool {
    if readings.allSatisfy({ $0.source == .fallback }) { return true }
    return readings.contains {
      $0.partOfSpeech == pos || ($0.partOfSpeech == nil && $0.source != .fallback)
    }
  }

  /// Whether some tag would give `word` another lemma than its context-free one: whether a
  /// caller that tags running text needs this word's tag at all.
  ///
  /// Exact by construction: ``lemma(of:tagged:)`` depends on the tag only through the hint
  /// ``partOfSpeech(of:tagged:)`` makes of it, which is `nil` (the context-free lemma) or a
  /// part of speech the readings admit (or a nominal gerund's noun,
  /// ``isNominalGerund(_:readings:tagged:)``); so the word's lemma can change with its tag
  /// only if one of those parts of speech gives another lemma, and each is tried. Counting the
  /// readings' distinct lemmas would not do: an unknown word has no readings yet a tag can
  /// still pick its lemma, and the hint reorders the candidates of rules too.
  /// - Parameter word: One word as written.
  /// - Complexity: O(*p* log *n*) dictionary probes for *p* parts of speech admitted.
  package func lemmaDependsOnTag(_ word: String) -> Bool {
    let readings = lemmas(of: word)
    let contextFree = lemma(of: word)
    for pos in PartOfSpeech.allCases
    where pos != .other
      && (Lemmatizer.readings(readings, admit: pos)
        || isNominalGerund(word, readings: readings, tagged: pos))
    {
      if lemma(of: word, as: pos) != contextFree { return true }
    }
    return false
  }
}
