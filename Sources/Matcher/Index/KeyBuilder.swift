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
  /// placeholders between photos (see ``PhotoIndex/add(_:)``).
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
    // A row past the entry's bits (past half a billion words) is found again, not kept.
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

extension PhotoIndex {
  /// Appends the interned keys of one text of `field` to `keys`, from the memo when the text
  /// was seen before: the same keys, forms and counts ``IndexedText`` derives, computed word by
  /// word, each distinct key once and in key order.
  /// - Returns: The text's number of words.
  mutating func appendTextKeys(
    _ text: String, field: PhotoField, builder: inout KeyBuilder, to keys: inout [KeyHit]
  ) -> Int {
    if let length = builder.texts.appendKeys(of: text, in: field, to: &keys) { return length }
    let drops = IndexedText.dropsStopWords(field) || analyzer.removesStopWords
    let tokens = analyzer.tokenizer.tokens(in: text)
    // The builder's reading and word lists are moved out while the builder is in use, then
    // back: swapped, so that neither move retains or releases their buffers (nor is a list
    // allocated per text).
    var reading = TextReading()
    // The kept words, at most one per token.
    var words: [TokenKeys] = []
    // Whether each kept word stands right after the one before it: only such a pair may be a
    // compound (see ``CompoundTable/adjoin(_:_:in:)``). Only a pair whose first word may begin
    // a multi-word name is asked about (see ``compoundParts(_:adjoins:builder:)``): the gap
    // before any other word is not looked at, and reads as not adjoining.
    var adjoins: [Bool] = []
    swap(&reading, &builder.textReading)
    swap(&words, &builder.textWordKeys)
    swap(&adjoins, &builder.textAdjoins)
    defer {
      swap(&reading, &builder.textReading)
      swap(&words, &builder.textWordKeys)
      swap(&adjoins, &builder.textAdjoins)
    }
    reading.reset()
    words.removeAll(keepingCapacity: true)
    adjoins.removeAll(keepingCapacity: true)
    // Each memo lookup misses the cache about as often as not: their slots are fetched together.
    // (Tokens are read in place, by index: iterating copied each, retaining its text.)
    for index in tokens.indices { builder.prefetchToken(tokens[index].text) }
    let readsParts = PhotoIndex.taggedTextFields.contains(field)
    var previousEnd: String.Index?
    for index in tokens.indices {
      let (keys, slot) = tokenKeys(tokens[index].text, builder: &builder)
      let textWord =
        readsParts ? textWordKind(tokens[index].text, keys, slot: slot, builder: &builder) : nil
      if readsParts { reading.slots.append(slot) }
      if drops && keys.isStopWord { continue }
      let range = tokens[index].range
      var adjoining = false
      if let previousEnd, words.last?.lemmaMayStartPhrase == true {
        adjoining = CompoundTable.adjoin(previousEnd, range.lowerBound, in: text)
      }
      adjoins.append(adjoining)
      previousEnd = range.upperBound
      words.append(keys)
      if let textWord { reading.append(textWord, token: index) }
    }
    // The pairs asked about as compounds (see ``compoundParts(_:adjoins:builder:)``) are
    // looked up in a memo, and the pairs' keys in the key table's pair map, that miss the
    // cache about as often as not: their slots are fetched now, while the text is read in
    // context.
    for index in words.indices.dropLast()
    where words[index].lemmaMayStartPhrase && adjoins[index + 1] {
      builder.prefetchCompoundKind(words[index], words[index + 1])
    }
    for index in words.indices.dropFirst() {
      let (first, second) = (words[index - 1], words[index])
      let forms = Self.pairForms(first, second)
      self.keys.prefetch(pair: first.folded, second.folded)
      if !forms.lemma.isEmpty { self.keys.prefetch(pair: first.lemma, second.lemma) }
      if !forms.stem.isEmpty { self.keys.prefetch(pair: first.stem, second.stem) }
    }
    if readsParts { Self.readInContext(&reading, tokens: tokens, builder: &builder) }
    let nounless = reading.nounless
    // The text's keys are gathered, merged and remembered right where they end up, after the
    // field's earlier texts: no array of their own to allocate and copy in.
    let start = keys.count
    keys.reserveAmortized(start + words.count * 5)
    let parts = compoundParts(words, adjoins: adjoins, builder: &builder)
    for index in words.indices {
      let isPart = parts?[index] ?? false
      let isNounless = readsParts ? nounless[index] : false
      words[index].forEachKey { formed in
        keys.append(
          KeyHit(key: formed.key, forms: formed.forms, isPart: isPart, isNounless: isNounless))
      }
    }
    // The pairs' keys after all the words' (the merge does not depend on the order): a pair is
    // most often new, its key above every word's, so merging inserts it at once rather than
    // past the next words' keys.
    for index in words.indices.dropFirst() {
      // A pair ("golden retriever") is read as its head, the second word.
      appendPairKeys(
        words[index - 1], words[index], isNounless: readsParts ? nounless[index] : false,
        to: &keys, builder: &builder)
    }
    keys.mergeByKey(from: start)
    builder.texts.remember(keys[start...], length: words.count, of: text, in: field)
    return words.count
  }

  /// The analysis and keys of one token, analyzed and interned on first sight, and its place
  /// in the builder's memo.
  private mutating func tokenKeys(_ text: String, builder: inout KeyBuilder)
    -> (keys: TokenKeys, slot: Int)
  {
    if let known = builder.token(text) { return known }
    // The token memo is this builder's cache of analyses: no second memo underneath.
    let entry = analyzer.entry(for: text)
    let none = FormedKey(key: 0, forms: [])
    var result = TokenKeys(
      isStopWord: entry.isStopWord,
      endsLikeVerbForm: analyzer.language.code == "en"
        && (entry.folded.hasSuffix("ing") || entry.folded.hasSuffix("ed")),
      lemmaMayStartPhrase: false,
      folded: keys.wordID(entry.folded),
      lemma: keys.wordID(entry.lemma), stem: keys.wordID(entry.stem),
      keys: (none, none, none), keyCount: 0)
    // Word ids are equal exactly when the texts are.
    var forms: [(word: UInt32, forms: Posting.Forms)] = [(result.folded, .folded)]
    if result.lemma == result.folded {
      forms[0].forms.insert(.lemma)
    } else if !IndexedText.isVerbForm(entry.folded, lemma: entry.lemma, in: analyzer.language) {
      forms.append((result.lemma, .lemma))
    }
    if let match = forms.firstIndex(where: { $0.word == result.stem }) {
      forms[match].forms.insert(.stem)
    } else {
      forms.append((result.stem, .stem))
    }
    for (word, set) in forms where !keys.word(word).isEmpty {
      let key = keyID(word: word)
      noteForms(key, forms: set, batch: builder.isBatch, typoEntries: builder.typoEntries)
      let formed = FormedKey(key: key, forms: set)
      switch result.keyCount {
      case 0: result.keys.0 = formed
      case 1: result.keys.1 = formed
      default: result.keys.2 = formed
      }
      result.keyCount += 1
    }
    var lemmaKey = KeyLemma.many
    result.forEachKey { if $0.forms.contains(.lemma) { lemmaKey = $0.key } }
    result.forEachKey { noteLemma(lemmaKey, of: $0.key) }
    result.lemmaMayStartPhrase = builder.mayStartPhrase(
      result.lemma, in: keys, thesaurus: thesaurus)
    return (result, builder.remember(result, of: text))
  }

  /// Which words are parts of a known compound with a neighbour (see
  /// ``CompoundTable/parts(lemmas:folded:adjoins:)``), asking the thesaurus only about pairs
  /// that stand side by side and whose first lemma begins one of its multi-word names; `nil`
  /// when none is.
  private func compoundParts(_ words: [TokenKeys], adjoins: [Bool], builder: inout KeyBuilder)
    -> [Bool]?
  {
    guard words.count > 1 else { return nil }
    var parts: [Bool]?
    for index in words.indices.dropLast()
    where words[index].lemmaMayStartPhrase && adjoins[index + 1] {
      let kind = builder.compoundKind(words[index], words[index + 1], in: keys)
      guard kind != .none else { continue }
      var marked = parts ?? [Bool](repeating: false, count: words.count)
      marked[index] = true
      if kind == .replacesHead { marked[index + 1] = true }
      parts = marked
    }
    return parts
  }

  /// Appends the keys of the pair of neighbouring words `first second`: its folded form, its
  /// lemma (unless it ends in a verb form) and its stem, each distinct key once with the forms
  /// that produced it.
  private mutating func appendPairKeys(
    _ first: TokenKeys, _ second: TokenKeys, isNounless: Bool, to hits: inout [KeyHit],
    builder: inout KeyBuilder
  ) {
    let forms = Self.pairForms(first, second)
    appendPairKey(
      first.folded, second.folded, forms.folded, isNounless, to: &hits, builder: &builder)
    if !forms.lemma.isEmpty {
      appendPairKey(
        first.lemma, second.lemma, forms.lemma, isNounless, to: &hits, builder: &builder)
    }
    if !forms.stem.isEmpty {
      appendPairKey(first.stem, second.stem, forms.stem, isNounless, to: &hits, builder: &builder)
    }
  }

  /// The forms of the pair `first second` that its folded, lemma and stem keys each stand for
  /// (empty for a key the pair does not have: its lemmas or stems are its folded words, or it
  /// ends in a verb form). Pair keys are equal exactly when their word ids are (see
  /// ``KeyTable``), so equal ids stand for equal texts.
  static func pairForms(_ first: TokenKeys, _ second: TokenKeys) -> (
    folded: Posting.Forms, lemma: Posting.Forms, stem: Posting.Forms
  ) {
    var folded: Posting.Forms = .folded
    var lemma: Posting.Forms = []
    if first.lemma == first.folded && second.lemma == second.folded {
      folded.insert(.lemma)
    } else if !second.endsLikeVerbForm {
      lemma = .lemma
    }
    var stem: Posting.Forms = .stem
    if first.stem == first.folded && second.stem == second.folded {
      folded.insert(.stem)
      stem = []
    } else if !lemma.isEmpty && first.stem == first.lemma && second.stem == second.lemma {
      lemma.insert(.stem)
      stem = []
    }
    return (folded, lemma, stem)
  }

  /// Appends the key of the pair of words `one two` (by word id), interning it on first sight
  /// (one probe of the pair map either way).
  @inline(__always)
  private mutating func appendPairKey(
    _ one: UInt32, _ two: UInt32, _ forms: Posting.Forms, _ isNounless: Bool,
    to hits: inout [KeyHit], builder: inout KeyBuilder
  ) {
    // No word is indexed under a pair's key: its lemma stays `KeyLemma.unseen`.
    let key = keyID(word: one, second: two)
    // Only a form the key has not yet been noted with costs anything (a phrase lookup).
    let needed: UInt8 = (forms.contains(.lemma) ? 1 : 0) | (forms.contains(.folded) ? 2 : 0)
    if keyState[Int(key)] & needed != needed {
      noteForms(
        key, forms: forms, batch: builder.isBatch,
        mayHaveBroaderTerms: builder.mayStartPhrase(one, in: keys, thesaurus: thesaurus))
    }
    hits.append(KeyHit(key: key, forms: forms, isPart: false, isNounless: isNounless))
  }
}
