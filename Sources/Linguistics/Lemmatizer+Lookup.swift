// How a lemmatizer orders the readings of a word: dictionary first, then rules, then the
// word itself. The order was tuned on the Universal Dependencies dev sets (see
// dictionaries/README.md for the figures).

extension Lemmatizer {
  /// The dictionary key of a word: NFC, lowercased.
  static func key(of word: String) -> String {
    let composed = word.utf8.contains { $0 >= 0x80 } ? ICU.nfc(word) : word
    return composed.lowercased()
  }

  /// Ranks the readings of `word` into `ranking`.
  /// - Parameter known: The key and readings already looked up for a printable ASCII word with
  ///   a letter (see ``asciiDictionaryLookup(of:)``), which pass the checks below unchanged.
  func collect(
    _ word: String, _ pos: PartOfSpeech?, into ranking: inout Ranking,
    known: (key: String, values: [LemmaTable.Value])? = nil
  ) {
    var word = word
    var key = known?.key ?? Lemmatizer.key(of: word)
    if language.code == "ru" && key.unicodeScalars.contains("ё") {
      // The Russian table writes ё as е, as running text and the treebanks mostly do.
      key = String(key.unicodeScalars.map { $0 == "ё" ? "е" : Character($0) })
    }
    guard !key.isEmpty else { return }
    guard Lemmatizer.containsAlphabetic(key) else {
      // Numbers, punctuation and symbols are their own lemmas.
      ranking.add(word, pos, .fallback)
      return
    }
    var values = known?.values ?? table?.values(for: key) ?? []
    if values.isEmpty, let table, let shortened = Lemmatizer.unstretched(key, in: table) {
      // "sooooo" is "so", "veryyyy" is "very": letters repeated for emphasis.
      key = shortened
      values = table.values(for: key)
      word = Lemmatizer.matchingCase(shortened, of: word)
    }
    if let pos, readsPartsOfSpeech {
      collect(word, key: key, values: values, pos: pos, into: &ranking)
      ranking.add(fallback(word, key: key, pos: pos), pos, .fallback)
      return
    }
    // A table without parts of speech may hold readings from a lexicon by part of speech: the
    // hint's come first, the others after the word itself (so that a word's readings include
    // them, and the first reading without a hint is the table's own).
    let lexicon = values.filter(\.isLexiconReading)
    if !lexicon.isEmpty { values.removeAll(where: \.isLexiconReading) }
    if let pos, let table, pos != .properNoun || lexicon.contains(where: { $0.tag == pos.tableTag })
    {
      let tag = pos.tableTag
      // The lexicon writes lemmas in lowercase; a name keeps the word's capital ("Австрию" is
      // "Австрия").
      func written(_ value: LemmaTable.Value) -> String {
        pos == .properNoun ? Lemmatizer.matchingCase(value.word, of: word) : value.word
      }
      let usual = Lemmatizer.caseTagOrder(of: word).lazy.compactMap { caseTag in
        values.first { $0.tag == caseTag && (pos != .properNoun || caseTag != UInt8(ascii: "x")) }
      }.first
      // The table's usual reading stays first where the lexicon lists it for the hint's part
      // of speech (Russian "самой" as an adjective is "самый", though OpenCorpora lists "сам"
      // first). The Russian build leaves out the readings of a form and part of speech where
      // this gives the table's answer anyway.
      if let usual,
        lexicon.contains(where: {
          $0.tag == tag && $0.word == Lemmatizer.key(of: usual.word)
        })
      {
        ranking.add(usual, as: pos)
      }
      // A form the lexicon lists as a lemma of the hint's part of speech is that lemma ("stato"
      // as a noun is "stato", though the noun "essere" exists too). Otherwise the table's first
      // reading stays first where the lexicon knows it as a lemma of that part of speech: the
      // lexicon gives a form one lemma, the table the usual one ("visto" as a verb is "vedere",
      // not "vistare"); else the lexicon's reading wins ("subito" as an adverb is "subito",
      // not "subire").
      // Not for a shortened form, which the lexicon lists as a lemma of its own but the
      // treebanks read as the full word: Italian apocope ("buon" is "buono", "ben" "bene",
      // "pur" "pure") and abbreviations ("es." is "esempio").
      let shortened = usual.map { Lemmatizer.isShortened(key, of: $0.word) } ?? false
      for value in lexicon
      where !shortened && ranking.isEmpty && value.tag == tag && value.word == key {
        ranking.add(written(value), pos, .dictionary)
      }
      if let usual, ranking.isEmpty, lexicon.contains(where: { $0.tag == tag }),
        table.values(for: Lemmatizer.key(of: usual.word)).contains(where: {
          $0.isLexiconReading && $0.tag == tag && $0.word == usual.word
        })
      {
        ranking.add(usual, as: pos)
      }
      for value in lexicon where value.tag == tag { ranking.add(written(value), pos, .dictionary) }
    }
    if pos == .properNoun {
      collectName(word, key: key, values: values, into: &ranking)
    } else {
      // The table's own readings have no parts of speech, so a hint cannot pick among them:
      // their order stays as without one, and a hint never does worse than none (it once read
      // German "allerdings" as a compound of "allerding" and "deutschen" as "Deutschen").
      collectByCase(word, key: key, values: values, pos: pos, into: &ranking)
      // French, Spanish, Portuguese, German and Dutch: the hint picks by the language's
      // morphology what the table's one reading per form cannot ("porte" as a verb is
      // "porter"). Not where the table reads the word as a capitalized one (German "Kölner",
      // "Siebziger" are adjectives of names), nor for a capitalized word the table does not
      // read as a lowercase one (a sentence's first word "Porte" is read as "porte" is).
      let first = ranking.entries.first.map { Lemmatizer.startsUppercase($0.value) }
      if let pos, Lemmatizer.morphologyHintLanguages.contains(language.code),
        first == false || (first == nil && !Lemmatizer.startsUppercase(word))
      {
        let usual = ranking.entries.first.map { Lemmatizer.key(of: $0.value) } ?? key
        if let lemma = romanceLemma(of: key, usual: usual, as: pos)
          ?? germanLemma(of: key, usual: usual, as: pos)
          ?? dutchLemma(of: key, usual: usual, as: pos)
        {
          ranking.prepend(lemma, pos, .rule)
        }
      }
    }
    ranking.add(fallback(word, key: key, pos: pos), pos, .fallback)
    for value in lexicon { ranking.add(value, as: PartOfSpeech(tableTag: value.tag)) }
  }

  /// The readings of a word without a part-of-speech hint, or with one where the table has no
  /// parts of speech: the table's readings by the case of their source forms (English: by
  /// frequency), then, for a word no table knows, rules and splits against known words.
  private func collectByCase(
    _ word: String, key: String, values: [LemmaTable.Value], pos: PartOfSpeech?,
    into ranking: inout Ranking
  ) {
    // A capitalized word read as itself keeps its capitals: "Toyota", not "toyota".
    let capitalized = Lemmatizer.startsUppercase(word)
    var values = values
    if !readsPartsOfSpeech {
      // A lowercase word prefers readings of lowercase forms (German "waren" is "sein"), a
      // capitalized one readings of capitalized forms ("Zimmer" is "Zimmer", not "zimmern"),
      // a word in capitals readings of forms in capitals ("US" is "US", "Us" is "U").
      let order = Lemmatizer.caseTagOrder(of: word)
      values =
        order.flatMap { tag in values.filter { $0.tag == tag } }
        + values.filter { !order.contains($0.tag) }
    } else if Lemmatizer.isAbbreviation(word) {
      // Two or three capitals are an abbreviation, a noun where the table has one: "US" is
      // not "we", "AM" is "a.m.", "IT" is "it".
      let noun = PartOfSpeech.noun.tableTag
      values = values.filter { $0.tag == noun } + values.filter { $0.tag != noun }
    }
    for value in values {
      if capitalized && value.word == key {
        ranking.add(word, reading(value), .dictionary)
      } else {
        ranking.add(value, as: reading(value))
      }
    }
    // Rules and splits only for a word the table does not know at all.
    if ranking.isEmpty { guess(word, key: key, pos: nil, into: &ranking) }
    if ranking.isEmpty, !capitalized, let rules, let singular = rules.unvalidated(key, as: .noun) {
      // An unknown lowercase word in -s is most often a plural noun or a verb in -s, and
      // both drop it: "empanadas" is "empanada".
      ranking.add(singular, .noun, .rule)
    }
  }

  /// A proper noun where the table has no parts of speech. Where names inflect (German, Dutch,
  /// Russian: "Israels" is "Israel", "Европы" is "Европа") it takes the readings of source forms
  /// written with a capital, never those of lowercase forms, which are common words (Dutch
  /// "Vaart" is not "ervaren"), and a name no table knows is split like any unknown word
  /// ("Саутгемптоном"); elsewhere (French, Spanish, Italian, Portuguese) the treebanks keep a
  /// name as written ("Lorraine" is not "lorrain"), and so does the fallback.
  private func collectName(
    _ word: String, key: String, values: [LemmaTable.Value], into ranking: inout Ranking
  ) {
    guard Lemmatizer.inflectingNames.contains(language.code) else { return }
    let lowercase = UInt8(ascii: "x")
    for tag in Lemmatizer.caseTagOrder(of: word) where tag != lowercase {
      for value in values where value.tag == tag { ranking.add(value, as: nil) }
    }
    if ranking.isEmpty && values.isEmpty { guess(word, key: key, pos: nil, into: &ranking) }
  }

  /// The languages whose names inflect, so that a proper noun has a lemma of its own; the
  /// others' Universal Dependencies treebanks keep proper nouns as written.
  static let inflectingNames: Set<String> = ["de", "nl", "ru"]

  /// The part of speech of a table reading: its tag where the table has parts of speech.
  private func reading(_ value: LemmaTable.Value) -> PartOfSpeech? {
    readsPartsOfSpeech ? PartOfSpeech(tableTag: value.tag) : nil
  }

  private func collect(
    _ word: String, key: String, values: [LemmaTable.Value], pos: PartOfSpeech,
    into ranking: inout Ranking
  ) {
    let tag = pos.tableTag
    let any = PartOfSpeech.other.tableTag
    let closed = UInt8(ascii: "c")
    // 1. Closed-class entries for this part of speech ("'s" as AUX is "be").
    for value in values where value.tag == tag && value.source == closed { ranking.add(value) }
    if pos == .properNoun {
      collectProperNoun(word, key: key, values: values, into: &ranking)
      return
    }
    // 2. Closed-class entries for any part of speech, then the dictionary's readings for it.
    for value in values where value.tag == any && value.source == closed { ranking.add(value) }
    for value in values where value.tag == tag { ranking.add(value) }
    guard ranking.isEmpty else {
      for value in values { ranking.add(value) }
      return
    }
    // 3. Unknown for this part of speech: rules checked against the dictionary, hyphenated
    // heads, then the lookup table's reading, then an unchecked rule, then other readings.
    guess(word, key: key, pos: pos, into: &ranking)
    if ranking.isEmpty, let rules, let kept = rules.keptAsIs(key, as: pos) {
      ranking.add(kept, pos, .rule)
    }
    for value in values where value.tag == any { ranking.add(value) }
    if ranking.isEmpty, let rules, let lemma = rules.unvalidated(key, as: pos) {
      ranking.add(lemma, pos, .rule)
    }
    for value in values { ranking.add(value) }
  }

  private func collectProperNoun(
    _ word: String, key: String, values: [LemmaTable.Value], into ranking: inout Ranking
  ) {
    let tag = PartOfSpeech.properNoun.tableTag
    for value in values where value.tag == tag { ranking.add(value) }
    // A plural name ("the United States", "Americans") takes its singular where the common
    // noun is a known plural; any other name is kept as written.
    if ranking.isEmpty, key.hasSuffix("s"), rules != nil {
      let noun = PartOfSpeech.noun.tableTag
      if let plural = values.first(where: { $0.tag == noun && $0.word != key }) {
        ranking.add(Lemmatizer.matchingCase(plural.word, of: word), .properNoun, .dictionary)
      }
    }
    ranking.add(word, .properNoun, .fallback)
  }

  /// Rules and hyphenated heads for a word the dictionary does not know (for `pos`).
  private func guess(
    _ word: String, key: String, pos: PartOfSpeech?, into ranking: inout Ranking
  ) {
    guard let rules else {
      hyphenated(word, key: key, pos: pos, into: &ranking)
      if ranking.isEmpty, let lemma = decomposed(word, key: key) {
        ranking.add(lemma, pos, .rule)
      }
      return
    }
    if key.containsNumber { return }
    let order: [PartOfSpeech] = pos.map { [$0] } ?? [.noun, .verb, .adjective]
    for candidatePOS in order {
      for lemma in rules.validated(key, as: candidatePOS, in: table) {
        ranking.add(lemma, candidatePOS, .rule)
      }
    }
    if ranking.isEmpty { hyphenated(word, key: key, pos: pos, into: &ranking) }
  }

  private func hyphenated(
    _ word: String, key: String, pos: PartOfSpeech?, into ranking: inout Ranking
  ) {
    // A word without a hyphen byte has no hyphen character: no search by character.
    guard key.utf8.contains(UInt8(ascii: "-")), let dash = key.lastIndex(of: "-"),
      dash != key.startIndex
    else { return }
    let tail = String(key[key.index(after: dash)...])
    guard !tail.isEmpty, Lemmatizer.containsAlphabetic(tail) else { return }
    var inner = Ranking()
    collect(tail, pos, into: &inner)
    if let best = inner.entries.first, best.source != .fallback, best.value != tail {
      ranking.add(String(key[...dash]) + best.value, pos, .rule)
    }
  }

  /// The word itself: as written for a name or a capitalized unknown word, else lowercased.
  private func fallback(_ word: String, key: String, pos: PartOfSpeech?) -> String {
    if pos == .properNoun { return word }
    // A hint other than a name says nothing about case where the table has no parts of
    // speech (a German noun keeps its capital).
    let hint = readsPartsOfSpeech || table == nil ? pos : nil
    if hint == nil, Lemmatizer.startsUppercase(word) { return word }
    return key
  }

  /// The case tags of a lookup table (see `case_tag` in `dictionaries/build_lemmas.py`) in the
  /// order a word written like `word` prefers them: `p` forms in capitals, `n` capitalized
  /// forms, `x` lowercase ones.
  static func caseTagOrder(of word: String) -> [UInt8] {
    let capitals = UInt8(ascii: "p")
    let capitalized = UInt8(ascii: "n")
    let lowercase = UInt8(ascii: "x")
    guard Lemmatizer.startsUppercase(word) else {
      return [lowercase, capitalized, capitals]
    }
    let letters = word.filter(\.isLetter)
    if letters.count > 1 && letters.allSatisfy(\.isUppercase) {
      return [capitals, capitalized, lowercase]
    }
    return [capitalized, capitals, lowercase]
  }

  /// `key` with each run of three or more equal letters cut to two, then to one, whichever the
  /// table knows first; `nil` where there is no such run or neither is known.
  static func unstretched(_ key: String, in table: LemmaTable) -> String? {
    if key.isPrintableASCII && !Self.hasLetterRun(key.utf8) { return nil }
    let characters = Array(key)
    guard characters.count <= 64 else { return nil }
    var hasRun = false
    for index in characters.indices.dropFirst(2)
    where characters[index] == characters[index - 1] && characters[index] == characters[index - 2]
      && characters[index].isLetter
    {
      hasRun = true
      break
    }
    guard hasRun else { return nil }
    for limit in [2, 1] {
      var shortened: [Character] = []
      for character in characters {
        if shortened.count >= limit && shortened.suffix(limit).allSatisfy({ $0 == character }) {
          continue
        }
        shortened.append(character)
      }
      let candidate = String(shortened)
      if !table.values(for: candidate).isEmpty { return candidate }
    }
    return nil
  }

  /// Whether an ASCII word has a letter three times in a row, byte by byte.
  static func hasLetterRun<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var previous: UInt8 = 0
    var run = 0
    for byte in bytes {
      run = byte == previous ? run + 1 : 1
      previous = byte
      if run >= 3 && (byte | 0x20) &- 0x61 < 26 { return true }
    }
    return false
  }

  /// Whether `key` is a shortened writing of the table's reading `lemma`: an abbreviation
  /// ("es." for "esempio") or the lemma less a final Latin vowel, as Italian apocope writes it
  /// ("buon" for "buono", "ben" for "bene", "pur" for "pure").
  static func isShortened(_ key: String, of lemma: String) -> Bool {
    if key.count > 1 && key.hasSuffix(".") && !lemma.hasSuffix(".") { return true }
    let lemma = Lemmatizer.key(of: lemma)
    guard lemma.count == key.count + 1, lemma.hasPrefix(key), let last = lemma.last else {
      return false
    }
    return "aeiou".contains(last)
  }

  /// `lemma` with the first letter of `word` when both start with the same letter.
  static func matchingCase(_ lemma: String, of word: String) -> String {
    guard let first = word.first, first.isUppercase, let lemmaFirst = lemma.first,
      lemmaFirst.lowercased() == first.lowercased()
    else { return lemma }
    return String(first) + lemma.dropFirst()
  }
}
