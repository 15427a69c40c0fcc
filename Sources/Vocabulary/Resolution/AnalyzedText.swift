internal import Linguistics

/// The forms of one word of an entry or a query.
struct WordForms: Hashable, Sendable {
  /// The folded word.
  var folded: String
  /// Its lemma, folded: the lemmatizer's best reading.
  var lemma: String
  /// The readings the lemmatizer's dictionary or exception list gives it, folded, best first:
  /// "leave" and "leaf" for "leaves". Words match at the lemma tier when their best lemmas
  /// are equal or when they share one of these; a reading made by a suffix rule counts only
  /// as the best lemma, so that "weding" (→ "wed" by rule) is not "wedding" (→ "wed", a
  /// dictionary reading after "wedding").
  var lemmas: [String]
  /// Whether the lemmatizer knows the word from its dictionary or exception list (not a rule
  /// or a fallback): two known words with different lemmas are different words even when
  /// their stems agree ("universe", "university" → "univers").
  var isKnown: Bool
  /// Its stem.
  var stem: String
  /// Its Double Metaphone codes (up to 6 letters), for Latin-script words of two letters or
  /// more; `nil` otherwise.
  var sound: Sound?
  /// Whether the word holds a digit: such words match exactly or not at all (no typo
  /// tolerance turns "2018" into "2019").
  var hasDigit: Bool
  /// The German transliteration of a word written with ä, ö, ü or ß ("mueller" for "Müller"),
  /// folded; `nil` for other words.
  var alternate: String?

  /// A word's primary and alternate Double Metaphone codes.
  struct Sound: Hashable, Sendable {
    var primary: String
    var alternate: String
  }

  init(
    folded: String, lemma: String, stem: String, alternate: String? = nil,
    lemmas: [String] = [], isKnown: Bool = false
  ) {
    self.folded = folded
    self.lemma = lemma
    self.lemmas = lemmas
    self.isKnown = isKnown
    self.stem = stem
    self.alternate = alternate
    // An ASCII word's only numbers are its digits: checked by byte, without the scalars'
    // properties (read for every word of a saved vocabulary).
    self.hasDigit =
      folded.utf8.allSatisfy { $0 < 0x80 }
      ? folded.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      : folded.unicodeScalars.contains { $0.properties.numericType != nil }
    self.sound = nil
    if !hasDigit, folded.unicodeScalars.count >= 2, Self.isLatin(folded),
      let codes = DoubleMetaphone.codes(of: folded, maxLength: 6), !codes.primary.isEmpty
    {
      sound = Sound(primary: codes.primary, alternate: codes.alternate)
    }
  }

  /// Whether every letter of `word` is a basic Latin letter (folding has removed diacritics);
  /// apostrophes and hyphens are allowed.
  static func isLatin(_ word: String) -> Bool {
    word.utf8.allSatisfy { byte in
      (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
    }
  }

  /// Whether two words are the same once folded, or through a German transliteration.
  func isSpelledLike(_ other: WordForms) -> Bool {
    if folded == other.folded { return true }
    if let alternate, alternate == other.folded || alternate == other.alternate { return true }
    if let other = other.alternate, other == folded { return true }
    return false
  }

  /// Whether two words share a lemma reading.
  /// - Complexity: O(*a*·*b*) in the readings of each word (one or two, rarely more).
  func sharesLemma(with other: WordForms) -> Bool {
    if lemma == other.lemma { return true }
    return lemmas.contains { other.lemmas.contains($0) }
  }

  /// Whether the two words' stems agree only by accident: both are dictionary words, and they
  /// share no lemma reading ("universe" and "university", "organ" and "organization"). Such a
  /// stem match is weak; a stem match with a word the dictionary does not know ("evenning",
  /// a name) stays strong.
  func isFalseFriend(of other: WordForms) -> Bool {
    stem == other.stem && isKnown && other.isKnown && !sharesLemma(with: other)
  }

  /// Whether two words may sound alike.
  func soundsLike(_ other: WordForms) -> Bool {
    guard let sound, let other = other.sound else { return false }
    return sound.primary == other.primary || sound.primary == other.alternate
      || sound.alternate == other.primary || sound.alternate == other.alternate
  }
}

/// A text analyzed for matching: its words with every form, and the whole-text keys.
struct AnalyzedText: Hashable, Sendable {
  /// The words, titles and honorifics included.
  var allWords: [WordForms]
  /// The words without leading titles and trailing honorifics (the same as ``allWords`` when
  /// the kind takes none, or when nothing else would remain).
  var words: [WordForms]

  /// The folded words joined by a space.
  var foldedKey: String { allWords.map(\.folded).joined(separator: " ") }
  /// The lemmas joined by a space: the merge key.
  var lemmaKey: String { allWords.map(\.lemma).joined(separator: " ") }
  /// The stems joined by a space.
  var stemKey: String { allWords.map(\.stem).joined(separator: " ") }
  /// The folded key of ``words``.
  var strippedKey: String { words.map(\.folded).joined(separator: " ") }
  /// The folded words run together without spaces or punctuation ("roadtrip" for "Road
  /// trip", "obrien" for "O'Brien", "hiit" for "H.I.I.T."): equal compact keys are an exact
  /// match.
  var compactKey: String { Self.compact(allWords.map(\.folded)) }
  /// ``compactKey`` with German transliterations ("juergenmueller" for "Jürgen Müller").
  var alternateCompactKey: String { Self.compact(allWords.map { $0.alternate ?? $0.folded }) }
  /// ``compactKey`` without titles and honorifics, including a CJK honorific at the end of
  /// words that are run together ("たなか" for "たなかさん", which ICU splits as "た なか さん").
  var strippedCompactKey: String
  /// The parts of a CJK text as its writer spaced them, folded, honorifics set aside; empty
  /// for other texts (see ``KanaNames``).
  var nameParts: [String] = []

  /// The merge key: the lemmas run together without spaces or punctuation, so "Road trip",
  /// "roadtrip", "road trips" and "O'Brien", "OBrien" are one entry each, while words whose
  /// stems merely agree ("Universe", "University") stay apart.
  var mergeKey: String { Self.compact(allWords.map(\.lemma)) }

  /// Letters and digits only, run together; the words run together as they are when they
  /// hold no letter or digit ("🎉").
  static func compact(_ words: [String]) -> String {
    var key = String.UnicodeScalarView()
    for word in words {
      for scalar in word.unicodeScalars
      where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        key.append(scalar)
      }
    }
    return key.isEmpty ? words.joined() : String(key)
  }

  /// The keys an ``Entry`` carries.
  var keys: Entry.Keys {
    Entry.Keys(
      folded: foldedKey, lemma: lemmaKey, stem: stemKey, tokens: allWords.map(\.folded))
  }

  /// Analyzes `text`: its terms under `analyzer`, or its folded whole when it has no word
  /// (an emoji, "!!!"); `nil` when nothing is left but spaces and ignorable characters.
  /// - Parameters:
  ///   - text: An entry's spelling or a query.
  ///   - analyzer: The analyzer of its language.
  ///   - honorifics: Titles and honorifics to set aside, or `nil` to keep every word.
  /// - Complexity: O(*n*) in the length of `text`.
  init?(_ text: String, analyzer: Analyzer, honorifics: Honorifics?) {
    var cache = WordCache(isEnabled: false)
    self.init(text, analyzer: analyzer, honorifics: honorifics, cache: &cache)
  }

  /// Analyzes `text`, taking each word's forms from `cache` when it has seen the word.
  /// - Parameters:
  ///   - text: An entry's spelling or a query.
  ///   - analyzer: The analyzer of its language.
  ///   - honorifics: Titles and honorifics to set aside, or `nil` to keep every word.
  ///   - cache: Words already analyzed with `analyzer`.
  /// - Complexity: O(*n*) in the length of `text`.
  init?(
    _ text: String, analyzer: Analyzer, honorifics: Honorifics?, cache: inout WordCache
  ) {
    var words: [WordForms] = []
    if analyzer.removesStopWords {
      words = analyzer.terms(in: text).map { cache.forms(of: $0.surface, analyzer: analyzer) }
    } else {
      // The analyzer's terms less the work done twice: the lemmatizer runs once per word.
      for token in analyzer.tokenizer.tokens(in: text) {
        words.append(cache.forms(of: token.text, analyzer: analyzer))
      }
    }
    if words.isEmpty {
      guard MatchFolding.hasContent(text) else { return nil }
      let folded = analyzer.normalize(text).split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      guard !folded.isEmpty else { return nil }
      words = [WordForms(folded: folded, lemma: folded, stem: folded)]
    }
    self.allWords = words
    self.nameParts = KanaNames.parts(of: text, analyzer: analyzer, honorifics: honorifics)
    guard let honorifics else {
      self.words = words
      self.strippedCompactKey = Self.compact(words.map(\.folded))
      return
    }
    // A CJK honorific glued to the name it follows ("太郎さん" as one word).
    var stripped = words
    if let last = stripped.last, let suffix = honorifics.gluedSuffix(of: last.folded) {
      let name = String(last.folded.dropLast(suffix.count))
      stripped[stripped.count - 1] = WordForms(folded: name, lemma: name, stem: name)
      stripped.append(WordForms(folded: suffix, lemma: suffix, stem: suffix))
    }
    stripped = honorifics.strip(stripped, folded: \.folded)
    self.words = stripped
    var compact = Self.compact(stripped.map(\.folded))
    if let suffix = honorifics.gluedSuffix(of: compact) { compact.removeLast(suffix.count) }
    self.strippedCompactKey = compact
  }
}
