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
/// `@unchecked Sendable`: the index's slots are written in full before they are published (by
/// a releasing exchange, read after an acquiring load) and never written after.
final class WordHashIndex: @unchecked Sendable {
  /// Per slot, a line plus one (0: empty); the slots' count, a power of two, is kept beside
  /// them. `nil` until built.
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
    var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return .some(nil) }
      if Self.word(atOffset: Int(lines[stored - 1]), of: words, equals: key) {
        return .some(stored - 1)
      }
      slot = (slot + 1) & mask
    }
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

  /// The slots of every word's first line, each word hashed in place as its line is scanned.
  private static func make(
    words: UnsafeBufferPointer<UInt8>, lines: UnsafeBufferPointer<Int32>, slotCount: Int
  ) -> UnsafeMutablePointer<Int32> {
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
    slots.initialize(repeating: 0, count: slotCount)
    let mask = slotCount - 1
    var previous = (start: 0, length: -1, hash: UInt64(0))
    for line in 0..<max(lines.count - 1, 0) {
      let start = Int(lines[line])
      var end = start
      var hash = hashSeed
      while end < words.count, !isEnd(words[end]) {
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
      slots[slot] = Int32(line + 1)
    }
    return slots
  }
}
