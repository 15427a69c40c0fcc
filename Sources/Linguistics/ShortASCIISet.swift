// A set of short ASCII words compared as integers. Every word of running text is checked
// against the stop words, and the general interned table (a 128-bit multiply hash, then a
// byte comparison with the stored string) cost about 230 instructions a word, as much as
// folding it. A stop word is at most a few bytes: packed with its length into two 64-bit
// integers, it is found by one multiply hash and two integer comparisons.

/// A fixed set of ASCII strings of at most ``maximumLength`` bytes, each packed into two 64-bit
/// integers (its bytes and its length), in an open-addressing table at most a quarter full.
/// Membership is byte equality, as ``StopWords/contains(_:)`` decides it for ASCII words.
struct ShortASCIISet: Sendable {
  /// The longest string the set can hold.
  static let maximumLength = 15

  /// A string packed as two integers: bytes 0–7 little-endian in `low`, bytes 8–14 and the
  /// length (in the top byte) in `high`. Never `(0, 0)`, which marks an empty slot, but for
  /// the empty string (which the set holds apart).
  struct Key: Hashable, Sendable {
    let low: UInt64
    let high: UInt64

    /// The key of `bytes`, or `nil` where they are not all ASCII or longer than
    /// ``ShortASCIISet/maximumLength``.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      guard count <= ShortASCIISet.maximumLength, let base = bytes.baseAddress else {
        if bytes.isEmpty { (low, high) = (0, 0) } else { return nil }
        return
      }
      var low: UInt64 = 0
      var high: UInt64 = 0
      if count >= 8 {
        // Whole words: the first eight bytes, and the last eight shifted down to the bytes
        // after the eighth (none where there are eight).
        low = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
        if count > 8 {
          let last = UInt64(
            littleEndian: UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self))
          high = last >> (8 &* UInt64(16 - count))
        }
      } else {
        var index = count
        while index > 0 {
          index -= 1
          low = low << 8 | UInt64(base[index])
        }
      }
      guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
      self.low = low
      self.high = high | UInt64(count) << 56
    }

    /// The key of `text`, or `nil` (see ``init(_:)``).
    init?(_ text: String) {
      guard let key = text.withUTF8Bytes({ Key($0) }) else { return nil }
      self = key
    }
  }

  /// Two integers a slot (a key's `low` then `high`); `(0, 0)` is empty.
  private let slots: [UInt64]
  /// The slot count less 1 (the count is a power of two).
  private let mask: Int
  /// Whether the set holds the empty string.
  private let hasEmpty: Bool
  /// A bit per value of 12 bits of a key's hash, set for the keys held: most strings looked up
  /// are not held, and the slot each probed lay in a table of kilobytes, out of cache among a
  /// lemma table's lookups (half the time of a stop word test went to that load). The filter
  /// is 512 bytes, probed at the same rate, so it stays cached.
  private let filter: [UInt64]
  /// The number of bits of ``filter``.
  static let filterBits = 4096

  /// The set of the strings of `words` that are ASCII and at most ``maximumLength`` bytes
  /// long (the others are left out).
  /// - Complexity: O(*n*) for *n* words.
  init(_ words: some Sequence<String>) {
    let keys = Set(words.compactMap(Key.init))
    var count = 4
    while count < 4 * keys.count { count *= 2 }
    var slots = [UInt64](repeating: 0, count: 2 * count)
    var hasEmpty = false
    var filter = [UInt64](repeating: 0, count: ShortASCIISet.filterBits / 64)
    for key in keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
      if key.low == 0 && key.high == 0 {
        hasEmpty = true
        continue
      }
      let bit = ShortASCIISet.filterBit(of: ShortASCIISet.hash(of: key))
      filter[bit >> 6] |= 1 << UInt64(bit & 63)
      var slot = ShortASCIISet.slot(of: key, mask: count - 1)
      while slots[2 * slot] != 0 || slots[2 * slot + 1] != 0 { slot = (slot + 1) & (count - 1) }
      slots[2 * slot] = key.low
      slots[2 * slot + 1] = key.high
    }
    self.slots = slots
    self.mask = count - 1
    self.hasEmpty = hasEmpty
    self.filter = filter
  }

  @inline(__always)
  private static func hash(of key: Key) -> UInt64 {
    var hash = key.low &* 0x9E37_79B9_7F4A_7C15 ^ key.high &* 0xC2B2_AE3D_27D4_EB4F
    hash ^= hash >> 29
    return hash &* 0xBF58_476D_1CE4_E5B9
  }

  @inline(__always)
  private static func slot(of key: Key, mask: Int) -> Int {
    slot(ofHash: hash(of: key), mask: mask)
  }

  @inline(__always)
  private static func slot(ofHash hash: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: hash >> 32) & mask
  }

  /// The bit of ``filter`` for a key of hash `hash`: 12 bits of the hash below those that
  /// pick the slot.
  @inline(__always)
  private static func filterBit(of hash: UInt64) -> Int {
    Int(truncatingIfNeeded: hash >> 20) & (filterBits - 1)
  }

  /// Whether the filter admits `key` (it admits every key held, and few others).
  func filterAdmits(_ key: Key) -> Bool {
    filterAdmits(hash: ShortASCIISet.hash(of: key))
  }

  /// Whether the filter admits a key of hash `hash`.
  @inline(__always)
  private func filterAdmits(hash: UInt64) -> Bool {
    let bit = ShortASCIISet.filterBit(of: hash)
    return filter.withUnsafeBufferPointer { $0[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
  }

  /// Whether the set holds the string `key` packs.
  /// - Complexity: O(1): the table is at most a quarter full.
  @inline(__always)
  func contains(_ key: Key) -> Bool {
    if key.low == 0 && key.high == 0 { return hasEmpty }
    let hash = ShortASCIISet.hash(of: key)
    guard filterAdmits(hash: hash) else { return false }
    return slots.withUnsafeBufferPointer { slots in
      var slot = ShortASCIISet.slot(ofHash: hash, mask: mask)
      while true {
        let low = slots[2 &* slot]
        let high = slots[2 &* slot &+ 1]
        if low == key.low && high == key.high { return true }
        if low == 0 && high == 0 { return false }
        slot = (slot &+ 1) & mask
      }
    }
  }
}
