internal import Linguistics
internal import StemmaSupport

/// What a ``PhotoIndex`` remembers while it adds a batch of photos, so that work done for one
/// photo is not done again for the next: the analysis of each distinct text and of each
/// distinct token, and which compounds the thesaurus knows.
///
/// Photo text is Zipf-distributed: tags, album, place and people's names recur across photos
/// (memoized whole, as interned keys), and the unique texts (titles, captions) are made of
/// recurring words. A word seen before costs one dictionary lookup: its folded form, lemma and
/// stem were analyzed, interned and checked against the thesaurus the first time. A pair of
/// neighbouring words is found by its words' ids in the index's ``KeyTable``: no text is built.
///
/// Every memo is bounded (`limit` entries each; the one-byte answer of whether a word may
/// start a phrase, one per word of the index, in a batch); past that, work is simply redone.
/// Key and word ids stay valid for the life of an index (neither is ever dropped), so no entry
/// goes stale.
struct KeyBuilder {
  /// For album names, which go through ``IndexedText`` (tokens go through `tokens`).
  var cache: AnalysisCache
  var compounds: CompoundTable
  var texts: TextKeyMemo
  var pending: PendingPostings
  /// Album and person memberships of fresh photos, held back as postings are (a name, not a
  /// posting slot, in each entry's high 32 bits).
  var albumMembers: PendingPostings
  var personMembers: PendingPostings
  /// The photo being added's undo list, reused between photos.
  var undo: [UInt32] = []
  /// The photo being added's keys of one field, reused between photos.
  var hits: [KeyHit] = []
  /// The reading of the title or caption being analyzed, reused between texts.
  var textReading = TextReading()
  /// The kept words of the text being analyzed and whether each adjoins the one before it
  /// (see ``PhotoIndex/appendTextKeys(_:field:builder:to:)``), reused between texts.
  var textWordKeys: [TokenKeys] = []
  var textAdjoins: [Bool] = []
  /// The index's album and person tables while a photo's names are added, and empty
  /// placeholders between photos (see ``PhotoIndex/add(_:builder:)``).
  var albumTable = NameTable.placeholder
  var personTable = NameTable.placeholder
  /// The analysis of each distinct token text: its index in `tokens`, by text.
  private var tokenIndices = StringMemo()
  private var tokens: [TokenKeys] = []
  /// Per token of `tokens`, where its reading as a word of a title or caption is in
  /// `textWords`, plus one: 0 until a title or caption needs it. Kept apart from
  /// ``TokenKeys``, which every field's words copy, as most tokens never need it.
  private var textWordSlots: [UInt32] = []
  private var textWords: [TextWord] = []
  /// Per token of `tokens`, what every title and caption asks of it, 0 before its reading is
  /// remembered: its ``TextWordKind`` (``TextWordKind/rawValue``) in the top bits (from
  /// ``kindShift``), read without retaining the word's readings, and below them its row in
  /// `taggerWords` once a title or caption read in context holds it, 0 before (the table's
  /// first rows are its padding tokens', never a word's). One entry, so that a word of a text
  /// read in context misses the cache once for both, not once for each.
  private var textWordEntries: [UInt32] = []
  /// Where a ``textWordEntries`` entry's kind starts; the bits below hold the row.
  private static let kindShift: UInt32 = 29
  private static let rowMask: UInt32 = (1 << kindShift) - 1
  /// The tagger's features of the words of the titles and captions read in context, one row
  /// per distinct word (`nil` without a tagger).
  private(set) var taggerWords: TaggerWordTable?
  /// Whether each lemma may begin a multi-word name the thesaurus knows, by word id (of the
  /// index's ``KeyTable``): 0 when not yet asked, 1 when not, 2 when it may.
  private var startsPhrase: [UInt8] = []
  /// What each pair of words asked about is as a compound (``CompoundTable/Kind``), by their
  /// word ids.
  private var compoundKinds = IntegerMap()
  let limit: Int
  /// How many times the memos started over.
  private(set) var resets = 0
  /// Whether prefix and typo entries wait for one merge at the end of the batch.
  let isBatch: Bool
  /// Whether new folded words get their typo entries (see
  /// ``PhotoIndex/noteForms(_:forms:batch:typoEntries:mayHaveBroaderTerms:)``).
  var typoEntries = true
  /// The part-of-speech tagger that reads titles and captions (`nil` where none is shipped for
  /// the language): only a word it reads as a noun opens noun hierarchies there.
  let tagger: Tagger?

  /// A builder for one photo (small memos, every table merged at once) or for a batch.
  /// - Parameter limit: The most tokens memoized (pairs asked about as compounds: four times
  ///   that) before the memos start over; by default about a million in a batch.
  ///   - language: The language of the photos' text, whose tagger reads titles and captions.
  init(thesaurus: any Thesaurus, batch: Bool, language: Language? = nil, limit: Int? = nil) {
    self.limit = limit ?? (batch ? 1 << 20 : 256)
    tagger = language.flatMap { try? Tagger(language: $0) }
    taggerWords = tagger.map { TaggerWordTable($0) }
    isBatch = batch
    cache = AnalysisCache(capacity: 256)
    compounds = CompoundTable(thesaurus: thesaurus)
    texts = TextKeyMemo(limit: batch ? 200_000 : 0)
    pending = PendingPostings(enabled: batch)
    albumMembers = PendingPostings(enabled: batch)
    personMembers = PendingPostings(enabled: batch)
  }

  /// Starts over once a memo of tokens or pairs is full (checked between photos), so memory
  /// stays bounded.
  mutating func bound() {
    guard tokens.count >= limit || compoundKinds.count >= 4 * limit else { return }
    resets += 1
    tokenIndices.removeAll()
    tokens.removeAll(keepingCapacity: true)
    textWordSlots.removeAll(keepingCapacity: true)
    textWords.removeAll(keepingCapacity: true)
    textWordEntries.removeAll(keepingCapacity: true)
    taggerWords?.removeAll()
    startsPhrase.removeAll(keepingCapacity: true)
    compoundKinds.removeAll()
  }

  /// The memoized analysis of a token and its place in the memo, if it was seen.
  func token(_ text: String) -> (keys: TokenKeys, slot: Int)? {
    tokenIndices[text].map { (tokens[Int($0)], Int($0)) }
  }

  /// What the token at `slot` of the memo is as a word of a title or caption, if its reading
  /// was remembered.
  func textWordKind(at slot: Int) -> TextWordKind? {
    TextWordKind(rawValue: UInt8(truncatingIfNeeded: textWordEntries[slot] >> Self.kindShift))
  }

  /// The row in ``taggerWords`` of the token at `slot` of the memo, or 0 if it has none yet.
  func knownTaggerRow(slot: Int) -> UInt32 { textWordEntries[slot] & Self.rowMask }

  /// The row in ``taggerWords`` of the token `text` at `slot` of the memo, added on first
  /// need. The token's ``TextWord`` must have been remembered, and the builder must have a
  /// tagger.
  /// - Parameter text: The token's text, asked for only when its row is not known yet.
  mutating func taggerRow(of text: () -> String, slot: Int) -> UInt32 {
    let known = textWordEntries[slot] & Self.rowMask
    if known != 0 { return known }
    let word = text()
    // Added in place (through the optional), the table and its tagger not copied.
    let readings = textWords[Int(textWordSlots[slot]) - 1].readings ?? TaggerReadings()
    let row = taggerWords?.row(for: word, readings: readings) ?? 0
    // A row past the entry's bits (past half a billion words, out of reach) is not kept: the
    // token's next text would ask the table again, which adds the word again (a new row).
    if row <= Self.rowMask { textWordEntries[slot] |= row }
    return row
  }

  /// Remembers the reading of the token at `slot` of the memo as a word of a title or
  /// caption.
  mutating func remember(_ word: TextWord, at slot: Int) {
    textWords.append(word)
    textWordSlots[slot] = UInt32(textWords.count)
    textWordEntries[slot] = UInt32(word.kind.rawValue) << Self.kindShift
  }

  /// Starts fetching the memo slot where ``token(_:)``'s lookup of `text` begins.
  func prefetchToken(_ text: String) { tokenIndices.prefetch(text) }

  /// Memoizes a token's analysis.
  /// - Returns: Its place in the memo.
  mutating func remember(_ keys: TokenKeys, of text: String) -> Int {
    guard tokenIndices.insert(text, value: UInt64(tokens.count)) else {
      return tokenIndices[text].map { Int($0) } ?? tokens.count - 1
    }
    tokens.append(keys)
    textWordSlots.append(0)
    textWordEntries.append(0)
    return tokens.count - 1
  }

  /// What two neighbouring words are as a compound, by their lemmas or, where the lemmas make
  /// no known compound, by the second word as written (see
  /// ``CompoundTable/kind(lemmas:folded:)``): asked once per pair of word ids of `keys`.
  mutating func compoundKind(_ first: TokenKeys, _ second: TokenKeys, in keys: KeyTable)
    -> CompoundTable.Kind
  {
    let byLemma = compoundKind(first.lemma, second.lemma, in: keys)
    if byLemma != .none || second.folded == second.lemma { return byLemma }
    return compoundKind(first.lemma, second.folded, in: keys)
  }

  /// Starts fetching the memo slot where ``compoundKind(_:_:in:)`` first looks the pair up.
  @inline(__always)
  func prefetchCompoundKind(_ first: TokenKeys, _ second: TokenKeys) {
    compoundKinds.prefetch(UInt64(first.lemma) << 32 | UInt64(second.lemma))
  }

  private mutating func compoundKind(_ first: UInt32, _ second: UInt32, in keys: KeyTable)
    -> CompoundTable.Kind
  {
    let pair = UInt64(first) << 32 | UInt64(second)
    if let known = compoundKinds[pair] {
      return CompoundTable.Kind(rawValue: UInt8(truncatingIfNeeded: known)) ?? .none
    }
    // Asked of the thesaurus directly: this memo (by ids) stands in front of the table's own.
    let head = keys.word(second)
    let kind = CompoundTable.kind(
      of: keys.word(first) + " " + head, head: head, in: compounds.thesaurus)
    compoundKinds.set(UInt32(kind.rawValue), for: pair)
    return kind
  }

  /// Whether a lemma (by word id of `keys`) may begin a multi-word name of `thesaurus`:
  /// remembered in a batch (by word id, in an array as long as the index's words), asked each
  /// time for one photo (whose builder lasts one photo).
  mutating func mayStartPhrase(_ lemma: UInt32, in keys: KeyTable, thesaurus: any Thesaurus)
    -> Bool
  {
    guard isBatch else { return Self.mayStartPhrase(keys.word(lemma), thesaurus: thesaurus) }
    let slot = Int(lemma)
    if slot >= startsPhrase.count {
      startsPhrase.append(contentsOf: repeatElement(0, count: slot + 1 - startsPhrase.count))
    }
    let known = startsPhrase[slot]
    if known != 0 { return known == 2 }
    let answer = Self.mayStartPhrase(keys.word(lemma), thesaurus: thesaurus)
    startsPhrase[slot] = answer ? 2 : 1
    return answer
  }

  /// Whether `thesaurus` may know a multi-word name starting with `word`: always, unless it
  /// is a hierarchy that can tell that it has none.
  static func mayStartPhrase(_ word: String, thesaurus: any Thesaurus) -> Bool {
    if thesaurus is EmptyThesaurus { return false }
    if let hierarchy = thesaurus as? Hypernyms {
      return hierarchy.mayHavePhrase(startingWith: word)
    }
    return true
  }
}

/// A key and the forms of a word that produced it.
struct FormedKey {
  var key: UInt32
  var forms: Posting.Forms
}

/// One distinct token's analysis: its words' ids in the index's ``KeyTable`` (for pairs) and
/// the keys it contributes alone, already interned. Plain values only (no references), so
/// reading one from the memo costs no reference counting.
struct TokenKeys {
  var isStopWord: Bool
  /// Whether the word ends like an English -ing or -ed form: a pair ending in it keeps no
  /// lemma key when its lemma differs (see ``IndexedText/isVerbForm(_:lemma:in:)``).
  var endsLikeVerbForm: Bool
  /// Whether the thesaurus may know a multi-word name starting with the word's lemma.
  var lemmaMayStartPhrase: Bool
  var folded: UInt32
  var lemma: UInt32
  var stem: UInt32
  /// The word's keys with the forms that produced each: the first `keyCount` (one to three,
  /// none empty).
  var keys: (FormedKey, FormedKey, FormedKey)
  var keyCount: Int

  /// Calls `body` with each of the word's keys.
  @inline(__always) func forEachKey(_ body: (FormedKey) -> Void) {
    if keyCount > 0 { body(keys.0) }
    if keyCount > 1 { body(keys.1) }
    if keyCount > 2 { body(keys.2) }
  }
}
