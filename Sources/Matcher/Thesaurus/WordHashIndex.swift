import Synchronization

// An index build looks up every distinct word and pair of words in the hypernym table (about
// 70,000 lookups at 20,000 photos, most of them misses), a search a few dozen. A binary search
// of the 93,000 words costs about 700 instructions a lookup, most of them comparing the
// neighbouring words of its last probes byte by byte; a hash probe costs a tenth of that.
// Hashing every word costs about as much as 4,000 binary searches, so the index is built only
// once a process has made enough lookups: opening the shipped table, and a search, stay as
// cheap as finding the line starts.

/// A hash index of a word list's lines, built after a number of lookups (see
/// ``HypernymTable/wordLine(of:)``): each distinct word's first line, by the word's bytes.
///
/// Each slot holds its word's line and, in the bits the line leaves free, a few bits of its
/// word's hash: a lookup rejects nearly every other word it probes on those bits alone,
/// without reading the word's line start and bytes, each elsewhere in memory. Most of an
/// index build's lookups are of pairs of words the list lacks, and half of their probes land
/// on some word.
///
/// `@unchecked Sendable`: the index's slots are written in full before they are published (by
/// a releasing exchange, read after an acquiring load) and never written after.
final class WordHashIndex: @unchecked Sendable {
  /// Per slot, a line plus one in the low ``lineBits(wordCount:)`` bits and the word's
  /// ``tag(_:lineBits:)`` above them (0: empty); the slots' count, a power of two, is kept
  /// beside them. `nil` until built.
  private let table = Atomic<UnsafeMutablePointer<Int32>?>(nil)
  private let slotCount = Atomic<Int>(0)
  private let lookups = Atomic<Int>(0)
  /// The lookups made before the index is built.
  let threshold: Int

  /// An index built after `threshold` lookups (0: at the first).
  init(after threshold: Int) { self.threshold = threshold }

  deinit { table.load(ordering: .acquiring)?.deallocate() }

  /// The first line whose word is `key`, or `nil` when none is, once the index is built;
  /// `.none` before (the lookup is counted, and the one that reaches `threshold` builds it).
  /// - Parameters:
  ///   - key: The word looked up.
  ///   - words: The word list: one word a line, each up to a tab or a newline.
  ///   - lines: Each line's first byte in `words`, then one past the last line.
  /// - Complexity: O(*k*) expected for a key of *k* bytes once built; building is O(*b*) for
  ///   *b* bytes of words.
  func line(
    of key: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt8>,
    lines: UnsafeBufferPointer<Int32>
  ) -> Int?? {
    guard let slots = built(words: words, lines: lines) else { return .none }
    let mask = slotCount.load(ordering: .relaxed) - 1
    let hash = Self.hash(key)
    let lineBits = Self.lineBits(wordCount: lines.count - 1)
    let lineMask = Int32(truncatingIfNeeded: (1 << lineBits) - 1)
    let tag = Self.tag(hash, lineBits: lineBits)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return .some(nil) }
      // The line start and bytes are read only for a word whose hash bits match.
      if stored & ~lineMask == tag {
        let line = Int(stored & lineMask) - 1
        if Self.word(atOffset: Int(lines[line]), of: words, equals: key) { return .some(line) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Whether some word of the list may start with `key` and a space ("golden" starts
  /// "golden retriever"): `false` only when none does (a hash of every such start is kept
  /// beside the slots), once the index is built; `.none` before (the lookup is counted, as
  /// ``line(of:words:lines:)`` counts it).
  /// - Complexity: O(*k*) expected for a key of *k* bytes once built.
  func mayHavePhrase(
    startingWith key: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt8>,
    lines: UnsafeBufferPointer<Int32>
  ) -> Bool? {
    guard let slots = built(words: words, lines: lines) else { return .none }
    let starts = slots + slotCount.load(ordering: .relaxed)
    let count = Int(starts[0])
    guard count > 0 else { return false }
    let hash = Self.hash(key)
    let mark = Self.fingerprint(hash)
    let mask = count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = starts[1 + slot]
      if stored == 0 { return false }
      if stored == mark { return true }
      slot = (slot + 1) & mask
    }
  }

  /// The nonzero bits of a hash that the table of phrase starts keeps.
  @inline(__always)
  private static func fingerprint(_ hash: UInt64) -> Int32 {
    Int32(truncatingIfNeeded: hash >> 32) | 1
  }

  /// The bits a slot's line plus one takes, for a list of `wordCount` lines.
  @inline(__always)
  static func lineBits(wordCount: Int) -> Int {
    Int.bitWidth - max(wordCount, 0).leadingZeroBitCount
  }

  /// The bits of `hash` a slot keeps above a line of `lineBits` bits (none past 30 bits of
  /// line), in place: bits 40 and up, which the slot index (the low bits) does not use.
  @inline(__always)
  static func tag(_ hash: UInt64, lineBits: Int) -> Int32 {
    let tagBits = max(31 - lineBits, 0)
    let bits = (hash >> 40) & ((1 << UInt64(tagBits)) - 1)
    return Int32(truncatingIfNeeded: bits << UInt64(lineBits))
  }

  /// Whether the word at byte `start` of `words` (up to a tab, a newline or the end) is `key`.
  @inline(__always)
  private static func word(
    atOffset start: Int, of words: UnsafeBufferPointer<UInt8>,
    equals key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let end = start + key.count
    guard end <= words.count, end == words.count || isEnd(words[end]) else { return false }
    for index in key.indices where words[start + index] != key[index] { return false }
    return true
  }

  @inline(__always)
  private static func isEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
  }

  /// FNV-1a over `bytes`.
  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = Self.hashSeed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* hashPrime }
    return finish(hash)
  }

  private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let hashPrime: UInt64 = 0x0000_0100_0000_01b3

  /// Mixes the high bits of an FNV-1a hash into the low ones the slots are taken from.
  @inline(__always)
  private static func finish(_ hash: UInt64) -> UInt64 { hash ^ hash >> 29 }

  private func built(
    words: UnsafeBufferPointer<UInt8>, lines: UnsafeBufferPointer<Int32>
  ) -> UnsafeMutablePointer<Int32>? {
    if let slots = table.load(ordering: .acquiring) { return slots }
    guard lookups.add(1, ordering: .relaxed).newValue >= threshold else { return nil }
    // At most half full, so that a probe for a missing word (most of an index build's) ends
    // soon.
    let wordCount = max(lines.count - 1, 0)
    var count = 16
    while count < 2 * wordCount { count *= 2 }
    let made = Self.make(words: words, lines: lines, slotCount: count)
    // The count is stored before the slots are published, and never changes after.
    slotCount.store(count, ordering: .releasing)
    let (exchanged, current) = table.compareExchange(
      expected: nil, desired: made, ordering: .acquiringAndReleasing)
    guard exchanged else {
      // Another thread built it first (with the same count).
      made.deallocate()
      return current
    }
    return made
  }

  /// The slots of every word's first line, each word hashed in place as its line is scanned;
  /// then, at `slotCount`, the count of the table of phrase starts (a power of two, or 0),
  /// and that table: the ``fingerprint(_:)`` of each start of a word up to a space, hashed
  /// as the word's bytes are (0: empty).
  private static func make(
    words: UnsafeBufferPointer<UInt8>, lines: UnsafeBufferPointer<Int32>, slotCount: Int
  ) -> UnsafeMutablePointer<Int32> {
    // Every space of the list (its other fields' too) bounds the phrase starts, at most half
    // full.
    var spaces = 0
    for byte in words where byte == UInt8(ascii: " ") { spaces += 1 }
    var startCount = spaces == 0 ? 0 : 16
    while startCount != 0 && startCount < 2 * spaces { startCount *= 2 }
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount + 1 + startCount)
    slots.initialize(repeating: 0, count: slotCount + 1 + startCount)
    slots[slotCount] = Int32(startCount)
    let starts = slots + slotCount + 1
    let mask = slotCount - 1
    let lineBits = Self.lineBits(wordCount: lines.count - 1)
    var previous = (start: 0, length: -1, hash: UInt64(0))
    for line in 0..<max(lines.count - 1, 0) {
      let start = Int(lines[line])
      var end = start
      var hash = hashSeed
      while end < words.count, !isEnd(words[end]) {
        if words[end] == UInt8(ascii: " ") && startCount > 0 {
          // The hash so far is the hash of the word's start up to this space.
          let prefixHash = finish(hash)
          let mark = Self.fingerprint(prefixHash)
          var slot = Int(truncatingIfNeeded: prefixHash) & (startCount - 1)
          while starts[slot] != 0 && starts[slot] != mark {
            slot = (slot + 1) & (startCount - 1)
          }
          starts[slot] = mark
        }
        hash = (hash ^ UInt64(words[end])) &* hashPrime
        end += 1
      }
      hash = finish(hash)
      let length = end - start
      // A repeated word stands on neighbouring lines (the list is sorted): its first is kept.
      if hash == previous.hash, length == previous.length,
        (0..<length).allSatisfy({ words[start + $0] == words[previous.start + $0] })
      {
        continue
      }
      previous = (start, length, hash)
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = tag(hash, lineBits: lineBits) | Int32(line + 1)
    }
    return slots
  }
}
