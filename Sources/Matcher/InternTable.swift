internal import Vocabulary

/// Strings interned to dense ids (0, 1, 2… in the order they were first seen): the words of
/// an index's keys (``KeyTable``) and the spellings of its album and person names.
///
/// A Swift `Dictionary<String, UInt32>` hashes every lookup with SipHash and holds each entry
/// as a 16-byte string and its value; at a million keys its lookups were the largest single
/// cost of building an index. This table hashes the UTF-8 bytes eight at a time with a
/// multiply-fold hash (seeded per table, so that crafted text cannot pile keys into one
/// chain) and keeps one 8-byte slot per entry in an open-addressing array at most half full:
/// the high 32 bits of the hash, then the id plus one (``TaggedSlots``, shared with
/// ``OrdinalTable``). A lookup probes slots until it finds an equal hash whose string is equal,
/// or an empty slot. Growing rehashes from the slots alone, without touching the strings.
///
/// Strings are compared byte for byte, as they are hashed (`==` would also equate canonically
/// equivalent spellings, but only those whose hashes happened to meet): callers that want
/// "é" and "e\u{301}" to be one entry normalize first, as ``NameTable`` does.
struct InternTable: Sendable {
  /// The interned strings, by id.
  private(set) var strings: [String] = []
  /// The strings' ids by hash (see ``TaggedSlots``).
  private var slots = TaggedSlots()
  private let seed: UInt64

  /// An empty table.
  /// - Parameter seed: The hash seed; random by default.
  init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of strings.
  var count: Int { strings.count }

  /// Whether no string was interned.
  var isEmpty: Bool { strings.isEmpty }

  /// The id of `text`, or `nil` when it was never interned.
  subscript(text: String) -> UInt32? {
    guard !slots.isEmpty else { return nil }
    let hash = Self.hash(text, seed: seed)
    return find(text, hash: hash).id
  }

  /// Starts fetching the slot where a lookup of `text` begins.
  func prefetch(_ text: String) {
    slots.prefetch(hash: Self.hash(text, seed: seed))
  }

  /// The id of `text`, interning it first when it is new.
  /// - Returns: The id, and whether `text` was new.
  @discardableResult
  mutating func intern(_ text: String) -> (id: UInt32, inserted: Bool) {
    slots.grow(toHold: strings.count + 1)
    let hash = Self.hash(text, seed: seed)
    let found = find(text, hash: hash)
    if let id = found.id { return (id, false) }
    let id = UInt32(strings.count)
    strings.append(text)
    slots.place(id, hash: hash, at: found.slot)
    return (id, true)
  }

  /// Makes room for `count` strings in all without growing again.
  mutating func reserveCapacity(_ count: Int) {
    strings.reserveAmortized(count)
    slots.grow(toHold: count)
  }

  /// The slot holding `text`'s id, or the empty slot where it would go.
  @inline(__always)
  private func find(_ text: String, hash: UInt64) -> (id: UInt32?, slot: Int) {
    slots.find(hash: hash) { strings[Int($0)].hasSameBytes(as: text) }
  }

  /// A 64-bit hash of `text`'s UTF-8 bytes under `seed`.
  @inline(__always)
  static func hash(_ text: String, seed: UInt64) -> UInt64 {
    text.withUTF8Bytes { hash($0, seed: seed) }
  }

  /// A 64-bit hash of `bytes` under `seed`: each 8-byte word (the last one zero-padded) folded
  /// in with a 128-bit multiply, as wyhash does.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
    var state = seed ^ UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    let last = ByteWords.forEach(in: bytes) { word in
      state = fold(word ^ 0xA076_1D64_78BD_642F, state ^ 0xE703_7ED1_A0B4_28DB)
    }
    if last.count > 0 {
      state = fold(last.tail ^ 0xA076_1D64_78BD_642F, state ^ 0xE703_7ED1_A0B4_28DB)
    }
    return fold(state ^ 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)
  }

  /// The high and low halves of the full product of `a` and `b`, exclusive-ored.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }
}

/// A map from 64-bit integers to 32-bit values below `UInt32.max`, by open addressing at most
/// half full: pairs of words (two 32-bit word ids in one key) to their key ids
/// (``KeyTable``) or compound kinds (``KeyBuilder``). A slot holds its key and value side by
/// side, so that a lookup in a table too large for the cache misses it once, not once per
/// array.
struct IntegerMap: Sendable {
  private struct Slot {
    var key: UInt64
    /// The value plus one; 0 when the slot is empty.
    var value: UInt32
  }

  private var slots: [Slot] = []
  private(set) var count = 0

  /// The value of `key`, if any.
  subscript(key: UInt64) -> UInt32? {
    guard !slots.isEmpty else { return nil }
    return find(key).value
  }

  /// Sets the value of `key`.
  mutating func set(_ value: UInt32, for key: UInt64) {
    // Stored plus one: `UInt32.max` would read as an empty slot (callers store key ids and
    // compound kinds, far below it).
    assert(value != .max, "IntegerMap values are below UInt32.max")
    if (count + 1) * 2 > slots.count { grow(toHold: count + 1) }
    let found = find(key)
    if found.value == nil { count += 1 }
    slots[found.slot] = Slot(key: key, value: value &+ 1)
  }

  /// The value of `key`, setting it to `value` first when `key` has none (one probe).
  /// - Returns: The value, and whether it was set.
  mutating func value(for key: UInt64, inserting value: UInt32) -> (
    value: UInt32, inserted: Bool
  ) {
    assert(value != .max, "IntegerMap values are below UInt32.max")
    if (count + 1) * 2 > slots.count { grow(toHold: count + 1) }
    let found = find(key)
    if let known = found.value { return (known, false) }
    count += 1
    slots[found.slot] = Slot(key: key, value: value &+ 1)
    return (value, true)
  }

  /// Makes room for `count` keys in all without growing again.
  mutating func reserveCapacity(_ count: Int) {
    if count * 2 > slots.count { grow(toHold: count) }
  }

  /// Starts fetching the slot where a lookup of `key` begins (see
  /// ``StringMemo/prefetch(_:)``).
  @inline(__always)
  func prefetch(_ key: UInt64) {
    guard !slots.isEmpty else { return }
    slots.prefetch(at: Self.homeSlot(of: key, mask: slots.count - 1))
  }

  /// Forgets every key, keeping the slots.
  mutating func removeAll() {
    guard count > 0 else { return }
    slots.withUnsafeMutableBufferPointer { $0.update(repeating: Slot(key: 0, value: 0)) }
    count = 0
  }

  @inline(__always)
  private func find(_ key: UInt64) -> (value: UInt32?, slot: Int) {
    slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = Self.homeSlot(of: key, mask: mask)
      while true {
        let entry = slots[slot]
        if entry.value == 0 { return (nil, slot) }
        if entry.key == key { return (entry.value - 1, slot) }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Reallocates the slots, a power of two at least twice `count`, and places every entry
  /// again.
  private mutating func grow(toHold count: Int) {
    slots.rehash(toHold: count, isEmpty: { $0.value == 0 }) { entry, mask in
      Self.homeSlot(of: entry.key, mask: mask)
    }
  }

  /// The slot where the probe for `key` begins, among `mask` + 1 slots (lookups, prefetches
  /// and growth all start there).
  @inline(__always)
  private static func homeSlot(of key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: mix(key)) & mask
  }

  /// Mixes the key's bits, so that the slot bits depend on all.
  @inline(__always)
  private static func mix(_ key: UInt64) -> UInt64 { StableHash.mix(key) }
}

/// A memo from strings to 64-bit values, for the build's hottest lookups (a photo's tags,
/// names and places, and its caption's words, several per photo): like ``InternTable``, but
/// each slot also holds the string's own 16 bytes and its value, in 32 bytes, so that a lookup
/// of a string equal to one in the memo touches one slot's cache line and nothing else.
///
/// A Swift string's 16 bytes are its text when it is short (up to 15 UTF-8 bytes), and
/// otherwise its length and a reference to its storage: equal bytes mean an equal string (the
/// memo keeps each string it holds, so no other string can take its storage's place). Where
/// the bytes differ but the hash does not, the strings are compared as strings.
struct StringMemo: Sendable {
  /// Four words per slot: the high 32 bits of the hash then the entry's index plus one (0
  /// when the slot is empty); the string's two words; its value.
  private var slots: [UInt64] = []
  /// The strings held, by entry index: they keep the storage that slots refer to alive.
  private var strings: [String] = []
  private let seed: UInt64

  /// An empty memo.
  init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of strings held.
  var count: Int { strings.count }

  /// The value of `text`, if the memo holds it.
  subscript(text: String) -> UInt64? {
    guard !slots.isEmpty else { return nil }
    let found = find(text, hash: InternTable.hash(text, seed: seed))
    return found.isHeld ? slots[found.slot * 4 + 3] : nil
  }

  /// Starts fetching the slot where a lookup of `text` begins, so that lookups of several
  /// texts wait for memory together rather than in turn.
  @inline(__always)
  func prefetch(_ text: String) {
    guard !slots.isEmpty else { return }
    let hash = InternTable.hash(text, seed: seed)
    slots.prefetch(at: Self.homeSlot(of: hash, mask: slots.count / 4 - 1) * 4)
  }

  /// Remembers `value` for `text`, unless the memo holds `text` already.
  /// - Returns: Whether `text` was new.
  @discardableResult
  mutating func insert(_ text: String, value: UInt64) -> Bool {
    if (strings.count + 1) * 2 > slots.count / 4 { grow() }
    let hash = InternTable.hash(text, seed: seed)
    let found = find(text, hash: hash)
    guard !found.isHeld else { return false }
    strings.append(text)
    let bits = Self.bits(of: text)
    let base = found.slot * 4
    slots[base] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(strings.count)
    slots[base + 1] = bits.0
    slots[base + 2] = bits.1
    slots[base + 3] = value
    return true
  }

  /// Forgets every string, keeping the slots.
  mutating func removeAll() {
    strings.removeAll(keepingCapacity: true)
    slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// The slot holding `text`, or the empty slot where it would go.
  @inline(__always)
  private func find(_ text: String, hash: UInt64) -> (isHeld: Bool, slot: Int) {
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let bits = Self.bits(of: text)
    let mask = slots.count / 4 - 1
    var slot = Self.homeSlot(of: hash, mask: mask)
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let entry = slots[slot * 4]
        if entry == 0 { return (false, slot) }
        if entry & 0xFFFF_FFFF_0000_0000 == tag {
          if Self.comparesBits && slots[slot * 4 + 1] == bits.0 && slots[slot * 4 + 2] == bits.1 {
            return (true, slot)
          }
          let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
          if strings[index].hasSameBytes(as: text) { return (true, slot) }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Doubles the slots (16 at first) and places every entry again by its hash bits.
  private mutating func grow() {
    let capacity = Swift.max(16, slots.count / 2)
    var grown = [UInt64].zeroedTable(count: capacity * 4)
    let mask = capacity - 1
    grown.withUnsafeMutableBufferPointer { grown in
      for base in stride(from: 0, to: slots.count, by: 4) where slots[base] != 0 {
        var slot = Self.homeSlot(of: slots[base], mask: mask)
        while grown[slot * 4] != 0 { slot = (slot + 1) & mask }
        for word in 0..<4 { grown[slot * 4 + word] = slots[base + word] }
      }
    }
    slots = grown
  }

  /// The slot where the probe for a string of hash `hash` begins, among `mask` + 1 slots, by
  /// its high 32 bits (which a slot keeps, so growth places it without the string).
  @inline(__always)
  private static func homeSlot(of hash: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: hash >> 32) & mask
  }

  /// Whether a string is the two words ``bits(of:)`` reads (as on every 64-bit platform).
  private static let comparesBits = MemoryLayout<String>.size == 16

  /// A string's 16 bytes, read as two words without retaining anything (zeros where
  /// ``comparesBits`` is false).
  @inline(__always)
  private static func bits(of text: String) -> (UInt64, UInt64) {
    guard comparesBits else { return (0, 0) }
    return withUnsafeBytes(of: text) { raw in
      (raw.load(fromByteOffset: 0, as: UInt64.self), raw.load(fromByteOffset: 8, as: UInt64.self))
    }
  }
}

extension String {
  /// Whether the two strings hold the same UTF-8 bytes (`==` compares canonical equivalence).
  @inline(__always)
  func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withUTF8Bytes { mine in other.withUTF8Bytes { mine.elementsEqual($0) } }
  }

  /// Calls `body` with the string's UTF-8 bytes: in place (a native string's storage), or in a
  /// contiguous copy for a string bridged from elsewhere.
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
