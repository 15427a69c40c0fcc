internal import StemmaSupport

/// A ``KeyTable`` read in place from a snapshot: the words, what each key is, the words' hash
/// slots, the key of each word and the pair map's slots, as the file holds them, so that
/// opening copies, hashes and checks none of them (at a million photos they were most of the
/// time an open took, and 90 MB).
///
/// Each read is checked by blocks (``SnapshotBlockChecks``) as the other mapped sections are,
/// and each answer is checked against the table it came from before it is given: a word's slot
/// names a word whose bytes are the ones looked up, and whose key's entry names that word; a
/// pair's slot names a key whose entry is that pair. So a lookup in a damaged or crafted table
/// finds nothing (the failure recorded, which makes the search throw), never a wrong key, and
/// never loops: a probe visits each slot at most once.
struct MappedKeyTable: Sendable {
  /// The words, by word id.
  let words: MappedStrings
  /// The words' hash slots (see `TaggedSlots`): a power of two of them, or none.
  let wordSlots: MappedColumn<UInt64>
  let wordSeed: UInt64
  /// The key of each word, by word id (or `KeyTable.noKey`, `KeyTable.spacedWord`).
  let keyOfWord: MappedColumn<UInt32>
  /// What each key is, by key (see `KeyTable.entries`).
  let entries: MappedColumn<UInt64>
  /// The keys whose text was found to lead back to them (``foundText(of:)``): that check, a
  /// hash lookup, then runs once a key and process, where a prefix lookup's binary search and
  /// each plan's sort asked it again for the same keys query after query. (A bit a key: 218 KB
  /// at a million photos, of which a search touches the pages of the keys it reads.)
  private let found: AtomicBitmap
  /// The pair map's slots, each the key plus one (see `IntegerMap.storedValues`): a slot's
  /// pair is its key's entry, which a lookup compares (the entries are read anyway).
  let pairKeys: MappedColumn<UInt32>

  /// The table of these sections, whose sizes are checked here: as many keys of words as
  /// words, a power of two of slots (or none) in each hash table, fewer keys than the largest
  /// key id.
  /// - Returns: `nil` when the sizes do not agree.
  init?(
    words: MappedStrings, wordSlots: MappedColumn<UInt64>, wordSeed: UInt64,
    keyOfWord: MappedColumn<UInt32>, entries: MappedColumn<UInt64>,
    pairKeys: MappedColumn<UInt32>
  ) {
    guard keyOfWord.count == words.count, entries.count < Int(KeyTable.spacedWord),
      words.count <= Int(UInt32.max), wordSlots.count & (wordSlots.count &- 1) == 0,
      pairKeys.count & (pairKeys.count &- 1) == 0
    else { return nil }
    self.words = words
    self.wordSlots = wordSlots
    self.wordSeed = wordSeed
    self.keyOfWord = keyOfWord
    self.entries = entries
    self.pairKeys = pairKeys
    found = AtomicBitmap(count: entries.count)
  }

  /// The checks the reads go through (which record what they find).
  var checks: SnapshotBlockChecks { entries.checks }

  /// The number of keys.
  var count: Int { entries.count }

  /// What `key` (below ``count``) is.
  @inline(__always)
  func entry(_ key: UInt32) -> UInt64 { entries[Int(key)] }

  /// The text of word `id`: empty (the problem recorded) when there is no such word.
  func word(_ id: UInt32) -> String {
    guard Int(id) < words.count else {
      malformed("keyEntries", "word \(id) out of range")
      return ""
    }
    return words[Int(id)]
  }

  /// The text of `key` (below ``count``), when looking that text up finds `key` again: the
  /// keys a lookup can reach. A crafted table may hold others (a word twice, an entry no slot
  /// leads to); a table written again from this one holds each of those as a word no text
  /// finds (``KeyTable/repaired(_:)``), so reads refuse them here, and both tables answer
  /// alike.
  func foundText(of key: UInt32) -> String? {
    let entry = entry(key)
    let second = UInt32(truncatingIfNeeded: entry)
    guard Int(second) < words.count else { return nil }
    let text: String
    if entry & KeyTable.wordMarker == KeyTable.wordMarker {
      text = words[Int(second)]
    } else {
      let first = Int(truncatingIfNeeded: entry >> 32)
      guard first < words.count else { return nil }
      text = words[first] + " " + words[Int(second)]
    }
    if found.contains(Int(key)) { return text }
    guard self.key(of: text) == key else { return nil }
    found.insert(Int(key))
    return text
  }

  /// Whether ``foundText(of:)`` found `key`'s text to lead back to it already.
  func isFound(_ key: UInt32) -> Bool { Int(key) < count && found.contains(Int(key)) }

  /// ``foundText(of:)``, or an empty text when `key` is not found by its text (the problem
  /// recorded: the search throws it).
  func text(of key: UInt32) -> String {
    if let text = foundText(of: key) { return text }
    malformed("keyEntries", "key \(key) is not where its text leads")
    return ""
  }

  /// The key of `text`, if it is one (see ``KeyTable/subscript(_:)``).
  func key(of text: String) -> UInt32? {
    guard let space = text.utf8.firstIndex(of: 0x20) else {
      return wordID(text).flatMap(key(ofWord:))
    }
    guard let one = wordID(String(text[..<space])),
      let two = wordID(String(text[text.utf8.index(after: space)...]))
    else { return nil }
    return pair(one, two)
  }

  /// The id of word `text`, if it is one: found through the saved hash slots.
  func wordID(_ text: String) -> UInt32? {
    let size = wordSlots.count
    guard size > 0 else { return nil }
    let hash = InternTable.hash(text, seed: wordSeed)
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let mask = size - 1
    var slot = Int(truncatingIfNeeded: hash >> 32) & mask
    for _ in 0..<size {
      let entry = wordSlots[slot]
      if entry == 0 { return nil }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
        guard id >= 0, id < words.count else {
          malformed("keyWordSlots", "slot \(slot)")
          return nil
        }
        if words.hasBytes(id, of: text) { return UInt32(id) }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The key of word `id`, when it is a key of its own (a word with no space).
  func key(ofWord id: UInt32) -> UInt32? {
    let key = keyOfWord[Int(id)]
    guard key < KeyTable.spacedWord else { return nil }
    guard Int(key) < count, entry(key) == KeyTable.wordMarker | UInt64(id) else {
      malformed("keyOfWord", "word \(id)")
      return nil
    }
    return key
  }

  /// The key of the pair of words `first` and `second`, if it is one: the first slot of its
  /// probe whose key's entry is the pair. A slot of another pair's key leads on, as a slot of
  /// another pair does in the built map; one whose key is out of range or a word's, which no
  /// written file holds, is recorded (a table read whole refuses it, see
  /// ``KeyTable/init(words:entries:stored:)``).
  func pair(_ first: UInt32, _ second: UInt32) -> UInt32? {
    let size = pairKeys.count
    guard size > 0 else { return nil }
    let pair = UInt64(first) << 32 | UInt64(second)
    let mask = size - 1
    var slot = IntegerMap.homeSlot(of: pair, mask: mask)
    for _ in 0..<size {
      let value = pairKeys[slot]
      if value == 0 { return nil }
      guard value <= UInt32(count) else {
        malformed("keyPairKeys", "slot \(slot): key \(value - 1) out of range")
        return nil
      }
      let entry = entry(value - 1)
      if entry == pair { return value - 1 }
      guard entry & KeyTable.wordMarker != KeyTable.wordMarker else {
        malformed("keyPairKeys", "slot \(slot): key \(value - 1) is a word")
        return nil
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The table copied into arrays and hash tables, checked as a table read whole is
  /// (``KeyTable/init(words:entries:stored:)``).
  /// - Returns: `nil` when a block fails its check or the table breaks a rule.
  func materialized() -> KeyTable? {
    let strings = (0..<words.count).map { words[$0] }
    guard checks.failure == nil else { return nil }
    return KeyTable(
      words: strings, entries: entries.elements,
      stored: KeyTable.Stored(
        wordSlots: wordSlots.elements, wordSeed: wordSeed, keyOfWord: keyOfWord.elements,
        pairKeys: pairKeys.elements))
  }

  private func malformed(_ section: String, _ reason: String) {
    checks.record(.malformed(section: section, reason: reason))
  }
}
