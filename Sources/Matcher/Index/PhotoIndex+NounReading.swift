internal import Linguistics

// Titles and captions are read in context: "a man riding a train" shows a train, a vehicle;
// "trains his dog" shows no train. The tagger's reading, not the word's most frequent part of
// speech, says which words open noun hierarchies there.

/// What a token is as a word of a title or caption, found once per batch: the tagger's
/// readings of it and the guess of its most frequent part of speech.
struct TextWord {
  /// The tagger's readings (`nil` without a tagger for the language).
  let readings: TaggerReadings?
  /// Whether the word's lemma is usually a noun (``Thesaurus/isUsuallyNoun(_:)``): the guess
  /// for a word not read in context.
  let isUsuallyNoun: Bool

  /// Whether the word is read in context: the lemma table reads it as a noun and as something
  /// else (``TaggerReadings/mixNounAndOther``).
  var isReadInContext: Bool { readings?.mixNounAndOther ?? false }

  /// What a text asks of the word.
  var kind: TextWordKind {
    TextWordKind(isReadInContext: isReadInContext, isUsuallyNoun: isUsuallyNoun)
  }
}

/// What every title or caption asks of each of its words (see ``TextWord``), as plain values:
/// the readings, a reference, are read only for a text read in context.
struct TextWordKind {
  /// ``TextWord/isReadInContext``.
  let isReadInContext: Bool
  /// ``TextWord/isUsuallyNoun``.
  let isUsuallyNoun: Bool

  init(isReadInContext: Bool, isUsuallyNoun: Bool) {
    self.isReadInContext = isReadInContext
    self.isUsuallyNoun = isUsuallyNoun
  }

  /// The kind stored as `rawValue` (bit 0: known, bit 1: read in context, bit 2: usually a
  /// noun), or `nil` for 0 (not known yet).
  init?(rawValue: UInt8) {
    guard rawValue & 1 != 0 else { return nil }
    isReadInContext = rawValue & 2 != 0
    isUsuallyNoun = rawValue & 4 != 0
  }

  /// The stored form (never 0).
  var rawValue: UInt8 { 1 | (isReadInContext ? 2 : 0) | (isUsuallyNoun ? 4 : 0) }
}

/// A title's or caption's words as read for noun hierarchies, gathered while its tokens are
/// analyzed (see ``PhotoIndex/readInContext(_:tokens:builder:)``).
struct TextReading {
  /// Per token, its place in the builder's token memo.
  var slots: [Int] = []
  /// Per kept word, whether it is read as no noun there: first the guess of its most frequent
  /// part of speech, then, for a word read in context, the tagger's reading.
  var nounless: [Bool] = []
  /// The kept words read in context: their index among the kept words and their token's.
  var inContext: [(word: Int, token: Int)] = []
  /// The tokens' rows in the builder's ``KeyBuilder/taggerWords`` and the tokens whose tags
  /// are wanted, for the tagger (see ``PhotoIndex/readInContext(_:tokens:builder:)``): plain
  /// numbers, so that a text's words cost no reference counting.
  var rows: [UInt32] = []
  var positions: [Int] = []
  /// The tags of `positions`, and the tagger's buffers, reused between texts.
  var tags: [UniversalTag] = []
  var scratch = TaggerWordTable.Scratch()

  /// An empty reading (that allocates nothing).
  init() {}

  /// Empties the reading for the next text, keeping its buffers: a builder reuses one reading
  /// for every title and caption, rather than allocating its arrays for each.
  mutating func reset() {
    slots.removeAll(keepingCapacity: true)
    nounless.removeAll(keepingCapacity: true)
    inContext.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
    // The tagger empties it too, but a text it does not tag must not see the last text's tags.
    tags.removeAll(keepingCapacity: true)
  }

  /// Adds the next kept word, of token `token`.
  mutating func append(_ word: TextWordKind, token: Int) {
    if word.isReadInContext { inContext.append((nounless.count, token)) }
    nounless.append(!word.isUsuallyNoun)
  }
}

extension PhotoIndex {
  /// What token `text` (analyzed as `keys`, at `slot` of the builder's token memo) is as a
  /// word of a title or caption, its reading found on first need. The tagger's features of
  /// the word wait until a text is read in context (see ``KeyBuilder/taggerRow(of:slot:)``).
  ///
  /// Where the word has its tagger's row already, the row is fetched now: the text's other
  /// words are analyzed before it is read in context, and the fetches of its words' rows
  /// (each as likely as not to miss the cache at a library's scale) overlap that work.
  mutating func textWordKind(
    _ text: String, _ keys: TokenKeys, slot: Int, builder: inout KeyBuilder
  ) -> TextWordKind {
    if let known = builder.textWordKind(at: slot) {
      let row = builder.knownTaggerRow(slot: slot)
      if row != 0 { builder.taggerWords?.prefetch(row) }
      return known
    }
    let word = TextWord(
      readings: builder.tagger?.readings(of: text, withFeatures: false),
      isUsuallyNoun: thesaurus.isUsuallyNoun(self.keys.word(keys.lemma)))
    builder.remember(word, at: slot)
    return word.kind
  }

  /// Reads a title or caption in context where it holds a word read in context
  /// (``TextWord/isReadInContext``: the lemma table reads it as a noun and as something else,
  /// "train", "young") and two word-like tokens or more: the tagger reads the text, and each
  /// such word is read as no noun unless tagged a noun or a proper noun. Every other word,
  /// and every word of a one-word text, keeps the guess of its most frequent part of speech
  /// (``Thesaurus/isUsuallyNoun(_:)``); so a text with no such word is not tagged at all.
  /// - Parameters:
  ///   - reading: The text's words, analyzed.
  ///   - tokens: The text's tokens.
  /// - Complexity: O(*n*) for *n* tokens, plus the tagger's work when it reads the text.
  static func readInContext(
    _ reading: inout TextReading, tokens: [Token], builder: inout KeyBuilder
  ) {
    guard builder.taggerWords != nil, let last = reading.inContext.last?.token,
      hasTwoWords(tokens)
    else { return }
    // By index: each token's text is read only where its features are not known yet. No tag
    // depends on a word more than two after it: those words need no row. The tokens' rows,
    // known, were fetched as the text's words were analyzed (see ``textWordKind``); a row made
    // now was just written.
    let read = min(tokens.count, last + 3)
    for index in tokens.indices {
      guard index < read else {
        reading.rows.append(0)
        continue
      }
      reading.rows.append(builder.taggerRow(of: { tokens[index].text }, slot: reading.slots[index]))
    }
    for entry in reading.inContext { reading.positions.append(entry.token) }
    // Only the words read in context need their tags (and the tagger scores only what those
    // depend on). The table is read in place, not copied, and tags into the reading's buffers.
    builder.taggerWords?.tags(
      at: reading.positions, rows: reading.rows, into: &reading.tags,
      scratch: &reading.scratch
    ) { tokens.map(\.text) }
    for (entry, tag) in zip(reading.inContext, reading.tags) {
      reading.nounless[entry.word] = !readsAsNoun(tag)
    }
  }

  /// Whether `tokens` hold two word-like tokens or more: a context to read.
  private static func hasTwoWords(_ tokens: [Token]) -> Bool {
    var count = 0
    for token in tokens where token.isWordLike {
      count += 1
      if count == 2 { return true }
    }
    return false
  }

  /// Whether a word tagged `tag` in running text is read as a noun, so it may open the noun
  /// hierarchy: a common noun, or a proper noun. The tagger reads capitalized words as proper
  /// nouns ("A Bear In The Grass", a title in title case), and the hierarchy holds common
  /// nouns only, so a proper-noun reading that finds a hierarchy is nearly always a
  /// capitalized common noun; names of people and places have fields of their own.
  static func readsAsNoun(_ tag: UniversalTag) -> Bool {
    tag == .noun || tag == .properNoun
  }
}
