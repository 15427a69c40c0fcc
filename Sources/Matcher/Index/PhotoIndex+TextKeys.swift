internal import Linguistics
internal import StemmaSupport

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
