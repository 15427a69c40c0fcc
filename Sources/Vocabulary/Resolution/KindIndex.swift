internal import StemmaSupport

/// The entries of one kind: their ids in the order added, the identity map that folds a new
/// spelling into its entry, the app's identifiers, and the kind's languages. Enough to record and rank; resolving
/// needs the kind's ``KindLookup`` too, which a ``VocabularySnapshot`` builds on first use.
struct KindIndex: Sendable {
  /// Every entry of the kind, in the order added.
  var ids: [Int32] = []
  /// Identity (identifier and merge key) → entry; see ``EntryIdentity``.
  var byIdentity: [EntryIdentity: Int32] = [:]
  /// The app's identifier → its entries (one per merge key), in the order added.
  var byIdentifier: [String: [Int32]] = [:]
  /// The languages (BCP-47 codes) of the kind's entries.
  var languages: Set<String> = []

  /// Adds a new entry.
  /// - Complexity: O(1) amortized.
  mutating func insert(_ id: Int32, identity: EntryIdentity, language: String) {
    ids.append(id)
    byIdentity[identity] = id
    if let identifier = identity.identifier { byIdentifier[identifier, default: []].append(id) }
    languages.insert(language)
  }
}

/// The lookup structures over the entries of one kind, so that resolving a value touches only
/// the entries that share something with it, never all of them.
///
/// - Whole keys (folded, without honorifics, without spaces) → entries.
/// - Word postings: every folded word, lemma reading and stem → the entries that hold it.
/// - Sound postings: every Double Metaphone code → the entries with a word that has it.
/// - Word prefixes: the first three letters of each word → the words, for a cut-short last word.
/// - A deletion neighbourhood (SymSpell): every way to delete up to the allowed number of
///   letters from a word of 5 letters or more → the words, so typo candidates come from a hash
///   lookup of the query word's own deletions instead of an edit-distance scan.
struct KindLookup: Sendable {
  /// Whole compact keys (plain, transliterated, without honorifics) → entries.
  var keys: [String: [Int32]] = [:]
  /// Word forms → entries.
  var postings: [String: [Int32]] = [:]
  /// Sound codes → entries.
  var sounds: [String: [Int32]] = [:]
  /// First three letters → folded words that start with them.
  var prefixes: [String: [String]] = [:]
  /// Deletion variants → folded words of 5 letters or more.
  var deletions: [String: [String]] = [:]
  /// The parts of CJK entries, their runs and their name-length starts and ends → entries
  /// (see ``KanaNames/lookupKeys(of:)``).
  var nameParts: [String: [Int32]] = [:]
  /// Folded words already in ``prefixes`` and ``deletions``.
  var knownWords: Set<String> = []

  /// The letters of a word's prefix key.
  static let prefixLength = 3

  /// Adds a new entry's keys and words.
  /// - Complexity: O(*w*) hash insertions for an entry of *w* words, plus each new word's
  ///   deletion neighbourhood (at most 1 + *k* + *k*(*k*−1)/2 strings for *k* letters).
  mutating func insert(_ id: Int32, text: AnalyzedText) {
    let wholeKeys = [text.compactKey, text.alternateCompactKey, text.strippedCompactKey]
    for key in Set(wholeKeys) where !key.isEmpty {
      keys[key, default: []].append(id)
    }
    var forms: Set<String> = []
    var codes: Set<String> = []
    for word in text.allWords + text.words {
      forms.insert(word.folded)
      forms.insert(word.lemma)
      forms.formUnion(word.lemmas)
      forms.insert(word.stem)
      if let alternate = word.alternate { forms.insert(alternate) }
      if let sound = word.sound {
        codes.insert(sound.primary)
        codes.insert(sound.alternate)
      }
      indexWord(word)
    }
    for key in KanaNames.lookupKeys(of: text.nameParts) { nameParts[key, default: []].append(id) }
    for form in forms { postings[form, default: []].append(id) }
    for code in codes where !code.isEmpty { sounds[code, default: []].append(id) }
  }

  private mutating func indexWord(_ word: WordForms) {
    guard knownWords.insert(word.folded).inserted else { return }
    let scalars = word.folded.unicodeScalars
    if scalars.count > Self.prefixLength {
      let key = String(String.UnicodeScalarView(scalars.prefix(Self.prefixLength)))
      prefixes[key, default: []].append(word.folded)
    }
    guard !word.hasDigit else { return }
    let edits = EditDistance.allowedEdits(forLength: scalars.count)
    guard edits > 0 else { return }
    for variant in EditDistance.deletions(of: scalars.map(\.value), upTo: edits) {
      deletions[variant, default: []].append(word.folded)
    }
  }

  /// Folded words of the kind within the allowed edits of `word`, with their distance.
  /// - Complexity: O(*d*) lookups for the *d* deletion variants of `word`, then one bounded
  ///   edit distance per distinct word found.
  func wordsNear(_ word: WordForms) -> [String: Int] {
    guard !word.hasDigit else { return [:] }
    let scalars = word.folded.unicodeScalars.map(\.value)
    let edits = EditDistance.allowedEdits(forLength: scalars.count)
    guard edits > 0 else { return [:] }
    var found: [String: Int] = [:]
    var checked: Set<String> = []
    for variant in EditDistance.deletions(of: scalars, upTo: edits) {
      for candidate in deletions[variant] ?? [] where checked.insert(candidate).inserted {
        guard candidate != word.folded else { continue }
        let other = candidate.unicodeScalars.map(\.value)
        let allowed = EditDistance.allowedEdits(forLength: min(scalars.count, other.count))
        if let distance = EditDistance.distance(scalars, other, limit: allowed), distance > 0 {
          found[candidate] = distance
        }
      }
    }
    return found
  }

  /// Folded words of the kind that start with `prefix` and are longer; none for prefixes
  /// shorter than three letters, which say too little.
  /// - Complexity: O(*p*) in the number of words sharing the first three letters.
  func wordsStarting(with prefix: String) -> [String] {
    let scalars = prefix.unicodeScalars
    guard scalars.count >= Self.prefixLength else { return [] }
    let key = String(String.UnicodeScalarView(scalars.prefix(Self.prefixLength)))
    return (prefixes[key] ?? []).filter { $0 != prefix && $0.hasPrefix(prefix) }
  }
}
