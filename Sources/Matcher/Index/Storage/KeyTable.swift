internal import StemmaSupport

/// The keys of a ``PhotoIndex`` by dense id, in the order they were first seen: words (each
/// form of a word: folded, lemma, stem) and pairs of neighbouring words ("golden retriever").
///
/// Most keys of a photo library are pairs of caption words, and most pairs are seen once or
/// twice. So a pair is kept as the ids of its two words, not as a text of its own: finding or
/// adding one hashes two integers instead of building and hashing a string, and merging two
/// indexes maps the word ids instead of interning every pair's text again.
///
/// A key's text decides what it is: a text with a space is the pair of the part before its
/// first space and the rest, and any other text is a word. A word with a space (a multi-word
/// name the analyzer keeps whole, such as "new york", or a pair's second part "b c" of
/// "a b c") is never a key of its own: it stands for the pair its text reads as. So a pair of
/// words has one text and one key, however it is reached (by its words' ids while building,
/// by its text in a query).
struct KeyTable: Sendable {
  /// Every word interned: keys, parts of pairs, and any other form the builder asked about
  /// (a verb's lemma that is not a key, an empty stem), by word id.
  private(set) var words = InternTable()
  /// The key of each word, by word id: ``noKey`` when it is not a key, or
  /// ``spacedWord`` for a word with a space, which is never a key of its own.
  private(set) var keyOfWord: [UInt32] = []
  /// The key of each pair, by its words' ids (the first in the high 32 bits).
  private(set) var keyOfPair = IntegerMap()
  /// What each key is, by key: a pair of word ids (the first in the high 32 bits), or a word
  /// id under ``wordMarker``.
  private(set) var entries: [UInt64] = []
  /// The table read in place from a snapshot, until the first change (then the arrays above
  /// hold it, see ``materialize()``).
  private(set) var mapped: MappedKeyTable?

  /// ``keyOfWord``'s value for a word that is not a key.
  static let noKey = UInt32.max
  /// ``keyOfWord``'s value for a word with a space (a multi-word name, or a pair's second
  /// part): its text is a pair's.
  static let spacedWord = UInt32.max - 1
  /// The high 32 bits of a word's entry (no word id is this large).
  static let wordMarker: UInt64 = 0xFFFF_FFFF_0000_0000

  /// An empty table.
  init() {}

  /// A table of these parts, which the caller has checked to agree (see
  /// ``init(words:entries:stored:)``).
  init(words: InternTable, keyOfWord: [UInt32], keyOfPair: IntegerMap, entries: [UInt64]) {
    self.words = words
    self.keyOfWord = keyOfWord
    self.keyOfPair = keyOfPair
    self.entries = entries
  }

  /// The table of a snapshot: its words by id and what each key is (``entries``), with the
  /// lookup tables rebuilt from them.
  /// - Returns: `nil` when the words repeat one another, an entry names a word that does not
  ///   exist, or a key is not where interning its text again would put it.
  init?(words: [String], entries: [UInt64]) {
    for word in words {
      guard wordID(word) == UInt32(self.words.count - 1) else { return nil }
    }
    for entry in entries {
      let second = entry & 0xFFFF_FFFF
      guard second < UInt64(words.count) else { return nil }
      let expected = UInt32(self.entries.count)
      if entry & Self.wordMarker == Self.wordMarker {
        guard keyOfWord[Int(second)] == Self.noKey, intern(word: UInt32(second)).key == expected
        else { return nil }
      } else {
        let first = entry >> 32
        guard first < UInt64(words.count), keyOfWord[Int(first)] != Self.spacedWord,
          internPair(UInt32(first), UInt32(second)) == (expected, true)
        else { return nil }
      }
    }
  }

  /// A table read in place from a snapshot.
  init(mapped: MappedKeyTable) { self.mapped = mapped }

  /// Copies a table read in place into its arrays and hash tables (before a change).
  /// - Returns: The problem, when a block fails its check or the table breaks a rule: the
  ///   table is then ``repaired(_:)``, so that changes never trap (and the caller records the
  ///   problem, which searches throw).
  mutating func materialize() -> SnapshotError? {
    guard let mapped else { return nil }
    if let table = mapped.materialized() {
      self = table
      return nil
    }
    self = Self.repaired(mapped)
    return mapped.checks.failure
      ?? .malformed(section: "keyEntries", reason: "keys that do not match their tables")
  }

  /// A sound table with as many keys as `mapped`, which breaks the format's rules: each key
  /// that looking its text up finds (``MappedKeyTable/foundText(of:)``) keeps its text, and
  /// each other one becomes a word that no query text finds. Lookups in the two tables agree.
  /// - Complexity: O(*k*) lookups and interns for *k* keys.
  static func repaired(_ mapped: MappedKeyTable) -> KeyTable {
    var table = KeyTable()
    for key in 0..<UInt32(mapped.count) {
      if let text = mapped.foundText(of: key), table.intern(text) == (key, true) { continue }
      // A word that starts with a NUL, which no text a query makes holds.
      var placeholder = "\u{0}\(key)"
      while table.intern(word: table.wordID(placeholder)) != (key, true) { placeholder += "\u{0}" }
    }
    return table
  }

  /// The number of keys.
  var count: Int { mapped?.count ?? entries.count }

  /// Whether there is no key.
  var isEmpty: Bool { count == 0 }

  /// What `key` is: a pair of word ids, or a word id under ``wordMarker``.
  @inline(__always)
  func entry(_ key: UInt32) -> UInt64 {
    if let mapped { return mapped.entry(key) }
    return entries[Int(key)]
  }

  /// Whether `key` is a single word (not a pair).
  @inline(__always)
  func isWord(_ key: UInt32) -> Bool { entry(key) & Self.wordMarker == Self.wordMarker }

  /// The text of word `id`.
  @inline(__always)
  func word(_ id: UInt32) -> String {
    if let mapped { return mapped.word(id) }
    return words.strings[Int(id)]
  }

  /// The text of `key`: a word, or a pair's two words joined by a space.
  func text(of key: UInt32) -> String {
    if let mapped { return mapped.text(of: key) }
    let entry = entries[Int(key)]
    if entry & Self.wordMarker == Self.wordMarker {
      return word(UInt32(truncatingIfNeeded: entry))
    }
    return word(UInt32(truncatingIfNeeded: entry >> 32)) + " "
      + word(UInt32(truncatingIfNeeded: entry))
  }

  /// The texts of every key, by key (a string built for each pair).
  var texts: [String] { (0..<UInt32(count)).map(text(of:)) }

  /// The key of `text`, if it is one.
  subscript(text: String) -> UInt32? {
    if let mapped { return mapped.key(of: text) }
    guard let (first, rest) = Self.split(text) else {
      guard let id = words[text] else { return nil }
      let key = keyOfWord[Int(id)]
      return key < Self.spacedWord ? key : nil
    }
    guard let one = words[String(first)], let two = words[String(rest)] else { return nil }
    return keyOfPair[Self.pairID(one, two)]
  }

  /// The key of the pair of words `first` and `second` (by word id), if it is one.
  @inline(__always)
  func pair(_ first: UInt32, _ second: UInt32) -> UInt32? {
    if let mapped { return mapped.pair(first, second) }
    return keyOfPair[Self.pairID(first, second)]
  }

  /// Copies a table read in place before a change (``materialize()``, its problem not passed
  /// on, as every changing call did before). Kept out of line: the calls that check for it run
  /// for every word of every photo added, and the copy inlined into them kept ``wordID(_:)``
  /// from being inlined.
  @inline(never)
  private mutating func materializeBeforeChange() { _ = materialize() }

  /// The id of word `text`, interning it first when it is new.
  @inline(__always)
  mutating func wordID(_ text: String) -> UInt32 {
    if mapped != nil { materializeBeforeChange() }
    let (id, inserted) = words.intern(text)
    if inserted { keyOfWord.append(text.utf8.contains(0x20) ? Self.spacedWord : Self.noKey) }
    return id
  }

  /// The key of `text`, adding it when it is new.
  /// - Returns: The key, and whether it was new.
  @discardableResult
  mutating func intern(_ text: String) -> (key: UInt32, inserted: Bool) {
    guard let (first, rest) = Self.split(text) else { return intern(word: wordID(text)) }
    return internPair(wordID(String(first)), wordID(String(rest)))
  }

  /// The key of word `id` (see ``wordID(_:)``), adding it when it is new.
  /// - Returns: The key, and whether it was new.
  mutating func intern(word id: UInt32) -> (key: UInt32, inserted: Bool) {
    if mapped != nil { materializeBeforeChange() }
    let known = keyOfWord[Int(id)]
    if known < Self.spacedWord { return (known, false) }
    // A word with a space is the pair its text reads as.
    if known == Self.spacedWord { return intern(word(id)) }
    let key = UInt32(entries.count)
    entries.append(Self.wordMarker | UInt64(id))
    keyOfWord[Int(id)] = key
    return (key, true)
  }

  /// The key of the pair of words `first` and `second` (by word id), adding it when it is new.
  /// - Returns: The key, and whether it was new.
  mutating func intern(pair first: UInt32, _ second: UInt32) -> (key: UInt32, inserted: Bool) {
    if mapped != nil { materializeBeforeChange() }
    // A first word with a space would split elsewhere: its pair is the one its text reads as.
    if keyOfWord[Int(first)] == Self.spacedWord { return intern(word(first) + " " + word(second)) }
    return internPair(first, second)
  }

  /// Starts fetching the pair map's slot where interning the pair of words `first second`
  /// begins its probe.
  @inline(__always)
  func prefetch(pair first: UInt32, _ second: UInt32) {
    keyOfPair.prefetch(Self.pairID(first, second))
  }

  /// Makes room for `count` keys in all without growing again (the pair map for as many new
  /// pairs as there are new keys; each at least twofold, as ``Swift/Array/reserveAmortized(_:)``
  /// explains).
  mutating func reserveCapacity(_ count: Int) {
    if mapped != nil { materializeBeforeChange() }
    guard count > entries.count else { return }
    entries.reserveAmortized(count)
    keyOfPair.reserveCapacity(keyOfPair.count + count - entries.count)
  }

  /// Adds the keys of `other` that this table lacks, after its own and in `other`'s order.
  /// - Returns: The key here of each of `other`'s keys.
  /// - Complexity: O(*w* + *k*) for `other`'s *w* words and *k* keys: its words' texts are
  ///   interned once each, its pairs are found by their words' ids.
  mutating func merge(_ other: KeyTable) -> [UInt32] {
    if mapped != nil { materializeBeforeChange() }
    var wordMap = [UInt32](repeating: 0, count: other.words.count)
    words.reserveCapacity(words.count + other.words.count)
    for (id, text) in other.words.strings.enumerated() { wordMap[id] = wordID(text) }
    reserveCapacity(count + other.count)
    var keyMap = [UInt32](repeating: 0, count: other.count)
    for (key, entry) in other.entries.enumerated() {
      let second = wordMap[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)]
      if entry & Self.wordMarker == Self.wordMarker {
        keyMap[key] = intern(word: second).key
      } else {
        // The same words: the first holds no space here either.
        keyMap[key] = internPair(wordMap[Int(truncatingIfNeeded: entry >> 32)], second).key
      }
    }
    return keyMap
  }

  /// Adds the pair of words `first` (which holds no space) and `second`, unless it is a key.
  private mutating func internPair(_ first: UInt32, _ second: UInt32) -> (
    key: UInt32, inserted: Bool
  ) {
    if mapped != nil { materializeBeforeChange() }
    let id = Self.pairID(first, second)
    let (key, inserted) = keyOfPair.value(for: id, inserting: UInt32(entries.count))
    if inserted { entries.append(id) }
    return (key, inserted)
  }

  @inline(__always)
  private static func pairID(_ first: UInt32, _ second: UInt32) -> UInt64 {
    UInt64(first) << 32 | UInt64(second)
  }

  /// A text with a space as the part before its first space and the rest; `nil` for a word.
  private static func split(_ text: String) -> (Substring, Substring)? {
    guard let space = text.utf8.firstIndex(of: 0x20) else { return nil }
    return (text[..<space], text[text.utf8.index(after: space)...])
  }
}
