internal import StemmaSupport

extension KeyTable {
  /// What a snapshot saves of the table besides its words and ``entries``: the words' hash
  /// slots and seed, the key of each word, and the pair map's slots, so that opening a file
  /// does not hash every word and pair again.
  struct Stored {
    var wordSlots: [UInt64]
    var wordSeed: UInt64
    var keyOfWord: [UInt32]
    /// The pair map's slots as their keys plus one (0 for an empty slot): a slot's pair is its
    /// key's entry, so the file does not hold it twice (format 5; a quarter of the bytes of
    /// the pairs and keys side by side, which lookups in an opened index touched all of).
    var pairKeys: [UInt32]
  }

  /// The table as a snapshot saves it: its words by id, what each key is, and its hash
  /// tables (copied from the file and checked when the table is read in place).
  var snapshotParts: (words: [String], entries: [UInt64], stored: Stored) {
    // A table that breaks the format's rules (or whose blocks failed) is written as what its
    // lookups find: the file written again is sound, and answers as this table did.
    if let mapped { return (mapped.materialized() ?? Self.repaired(mapped)).snapshotParts }
    return (
      words.strings, entries,
      Stored(
        wordSlots: words.storedSlots, wordSeed: words.seed, keyOfWord: keyOfWord,
        pairKeys: keyOfPair.storedValues)
    )
  }

  /// The table of a snapshot: its words by id, what each key is (``entries``), and its hash
  /// tables as they were saved, checked in one pass over each (no hashing): every word's key
  /// is the key whose entry names that word, a word with a space is never a key of its own, a
  /// pair never starts with one, every pair is in the pair map once under its key, and the
  /// slots cannot make a probe loop or hand out an id out of range.
  /// - Returns: `nil` when one of those rules is broken.
  /// - Complexity: O(*w* + *k* + *s*) for *w* words, *k* keys and *s* slots.
  init?(words strings: [String], entries: [UInt64], stored: Stored) {
    guard
      let words = InternTable(
        strings: strings, storedSlots: stored.wordSlots, seed: stored.wordSeed),
      // A slot's pair is its key's entry: a key out of range, or a word's, names none.
      let pairs = IntegerMap(
        storedValues: stored.pairKeys,
        key: { key in
          guard Int(key) < entries.count else { return nil }
          let entry = entries[Int(key)]
          return entry & Self.wordMarker == Self.wordMarker ? nil : entry
        }),
      stored.keyOfWord.count == strings.count, entries.count < Int(Self.spacedWord)
    else { return nil }
    var pairCount = 0
    for (key, entry) in entries.enumerated() {
      let second = entry & 0xFFFF_FFFF
      guard second < UInt64(strings.count) else { return nil }
      if entry & Self.wordMarker == Self.wordMarker {
        guard stored.keyOfWord[Int(second)] == UInt32(key) else { return nil }
      } else {
        let first = entry >> 32
        guard first < UInt64(strings.count), stored.keyOfWord[Int(first)] != Self.spacedWord
        else { return nil }
        pairCount += 1
      }
    }
    for (id, key) in stored.keyOfWord.enumerated() {
      let spaced = strings[id].utf8.contains(0x20)
      switch key {
      case Self.spacedWord: guard spaced else { return nil }
      case Self.noKey: guard !spaced else { return nil }
      default:
        guard !spaced, Int(key) < entries.count,
          entries[Int(key)] == Self.wordMarker | UInt64(id)
        else { return nil }
      }
    }
    var seen = [Bool](repeating: false, count: entries.count)
    var valid = pairs.count == pairCount
    pairs.forEach { pair, key in
      guard valid, Int(key) < entries.count, !seen[Int(key)], entries[Int(key)] == pair else {
        valid = false
        return
      }
      seen[Int(key)] = true
    }
    guard valid else { return nil }
    self.init(words: words, keyOfWord: stored.keyOfWord, keyOfPair: pairs, entries: entries)
  }
}
