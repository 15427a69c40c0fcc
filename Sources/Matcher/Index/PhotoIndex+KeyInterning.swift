// The index's keys as photos are added: interning a key with its columns, a key's lemma and
// forms, and the typo entries of a folded word.

internal import Linguistics
internal import StemmaSupport

extension PhotoIndex {
  /// The id of `text`, appending a new key (with no state, lemma or postings yet) the first
  /// time it is seen.
  mutating func keyID(interning text: String) -> UInt32 {
    let (key, inserted) = keys.intern(text)
    if inserted { appendKeyColumns(1) }
    return key
  }

  /// The key of word `word` (a ``KeyTable`` word id) or of the pair of words `word` and
  /// `second`, appending a new key the first time it is seen, as ``keyID(interning:)`` does.
  @inline(__always)
  mutating func keyID(word: UInt32, second: UInt32? = nil) -> UInt32 {
    let (key, inserted) =
      if let second { keys.intern(pair: word, second) } else { keys.intern(word: word) }
    if inserted { appendKeyColumns(1) }
    return key
  }

  /// The columns of `count` new keys: no state, no lemma, no postings.
  @inline(__always)
  mutating func appendKeyColumns(_ count: Int) {
    keyState.append(contentsOf: repeatElement(0, count: count))
    lemmaOfKey.append(contentsOf: repeatElement(KeyLemma.unseen, count: count))
    postings.lists.append(contentsOf: repeatElement([], count: count * PhotoField.count))
  }

  /// Records that a word indexed under `key` had its lemma indexed under key `lemma`
  /// (``KeyLemma/many`` when its lemma was not indexed).
  mutating func noteLemma(_ lemma: UInt32, of key: UInt32) {
    let known = lemmaOfKey[Int(key)]
    guard known != lemma && known != KeyLemma.many else { return }
    lemmaOfKey[Int(key)] = known == KeyLemma.unseen ? lemma : KeyLemma.many
  }

  /// Records that key `key` occurred with `forms`: the first time it is a lemma, its broader
  /// terms are looked up (unless the thesaurus cannot know it); the first time it is a folded
  /// word (not a pair), it goes into the prefix and typo tables (merged at the end of a
  /// `batch`).
  /// - Parameter typoEntries: Whether a new folded word's typo entries are added (a sharded
  ///   build's chunks leave them to ``fillTypoTable(cores:)``).
  mutating func noteForms(
    _ key: UInt32, forms: Posting.Forms, batch: Bool, typoEntries: Bool = true,
    mayHaveBroaderTerms: Bool = true
  ) {
    let state = keyState[Int(key)]
    if forms.contains(.lemma) && state & 1 == 0 {
      keyState[Int(key)] |= 1
      if mayHaveBroaderTerms {
        let text = keys.text(of: key)
        let broaderTerms = thesaurus.weightedBroaderTerms(of: text)
        let holdsInText = broaderTerms.isEmpty || thesaurus.isUsuallyNoun(text)
        for broader in broaderTerms where broader.distance > 0 {
          narrower[broader.term, default: []].append(
            NarrowerEntry(
              key: key, distance: UInt8(min(broader.distance, 255)),
              // A probability (a custom thesaurus may give any `Float`): a share beyond 1 would
              // lift a score past the bound that keeps it finite (ScoringWeights.largestWeight).
              share: broader.share.isNaN ? 0 : min(max(broader.share, 0), 1),
              holdsInText: holdsInText))
        }
      }
    }
    if forms.contains(.folded) && state & 2 == 0 {
      keyState[Int(key)] |= 2
      if keys.isWord(key) {
        let text = keys.text(of: key)
        prefixTable.insert(PrefixEntry(text: text, key: key), deferringMerge: batch)
        if typoEntries {
          for entry in Self.typoEntries(of: text, key: key) {
            typoTable.insert(entry, deferringMerge: batch)
          }
        }
      }
    }
  }

  /// The typo table's entries of a folded word: the hashes of its deletions (see
  /// ``TypoTolerance``), none for a word too short to be tolerant of typos.
  static func typoEntries(of text: String, key: UInt32) -> [DeletionEntry] {
    var entries: [DeletionEntry] = []
    var hashes: [UInt32] = []
    appendTypoEntries(of: text, key: key, to: &entries, hashes: &hashes)
    return entries
  }

  /// Appends ``typoEntries(of:key:)`` to `entries`, with `hashes` (empty on entry, left
  /// empty) as scratch.
  static func appendTypoEntries(
    of text: String, key: UInt32, to entries: inout [DeletionEntry], hashes: inout [UInt32]
  ) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= TypoTolerance.shortestIndexed else { return }
    let depth = scalars.count >= TypoTolerance.shortestWithTwoDeletions ? 2 : 1
    TypoTolerance.appendDeletionHashes(of: scalars, depth: depth, to: &hashes)
    for hash in hashes { entries.append(DeletionEntry(hash: hash, key: key)) }
    hashes.removeAll(keepingCapacity: true)
  }

  /// The most typo table entries a word of `length` UTF-8 bytes makes (it has at most as many
  /// letters): itself, and each deletion of one letter, or of up to two.
  static func typoEntryBound(utf8Length length: Int) -> Int {
    guard length >= TypoTolerance.shortestIndexed else { return 0 }
    let twoDeletions =
      length >= TypoTolerance.shortestWithTwoDeletions ? length * (length - 1) / 2 : 0
    return 1 + length + twoDeletions
  }
}
