/// Strings interned to dense ids (0, 1, 2… in the order they were first seen): the words of
/// an index's keys (the Matcher's `KeyTable`) and the spellings of its album and person names.
///
/// A Swift `Dictionary<String, UInt32>` hashes every lookup with SipHash and holds each entry
/// as a 16-byte string and its value; at a million keys its lookups were the largest single
/// cost of building an index. This table hashes the UTF-8 bytes eight at a time with a
/// multiply-fold hash (seeded per table, so that crafted text cannot pile keys into one
/// chain) and keeps one 8-byte slot per entry in an open-addressing array at most half full:
/// the high 32 bits of the hash, then the id plus one (``TaggedSlots``, shared with
/// the Matcher's `OrdinalTable`). A lookup probes slots until it finds an equal hash whose string is equal,
/// or an empty slot. Growing rehashes from the slots alone, without touching the strings.
///
/// Strings are compared byte for byte, as they are hashed (`==` would also equate canonically
/// equivalent spellings, but only those whose hashes happened to meet): callers that want
/// "é" and "e\u{301}" to be one entry normalize first, as the Matcher's `NameTable` does.
package struct InternTable: Sendable {
  /// The interned strings, by id.
  package private(set) var strings: [String] = []
  /// The strings' ids by hash (see ``TaggedSlots``).
  private var slots = TaggedSlots()
  /// The hash seed.
  package let seed: UInt64

  /// An empty table.
  /// - Parameter seed: The hash seed; random by default.
  package init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of strings.
  package var count: Int { strings.count }

  /// The hash table's slots as they are stored (for a snapshot file; see ``seed`` too).
  package var storedSlots: [UInt64] { slots.storedSlots }

  /// A table of `strings` by id, with the slots and seed a snapshot saved (see
  /// ``TaggedSlots/init(storedSlots:count:idsBelow:)`` for what is checked).
  /// - Returns: `nil` when the slots do not hold each string's id once.
  package init?(strings: [String], storedSlots: [UInt64], seed: UInt64) {
    guard
      let slots = TaggedSlots(
        storedSlots: storedSlots, count: strings.count, idsBelow: strings.count)
    else { return nil }
    self.strings = strings
    self.slots = slots
    self.seed = seed
  }

  /// Whether no string was interned.
  package var isEmpty: Bool { strings.isEmpty }

  /// The id of `text`, or `nil` when it was never interned.
  package subscript(text: String) -> UInt32? {
    guard !slots.isEmpty else { return nil }
    let hash = Self.hash(text, seed: seed)
    return find(text, hash: hash).id
  }

  /// Starts fetching the slot where a lookup of `text` begins.
  package func prefetch(_ text: String) {
    slots.prefetch(hash: Self.hash(text, seed: seed))
  }

  /// The id of `text`, interning it first when it is new.
  /// - Returns: The id, and whether `text` was new.
  @discardableResult
  package mutating func intern(_ text: String) -> (id: UInt32, inserted: Bool) {
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
  package mutating func reserveCapacity(_ count: Int) {
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
  package static func hash(_ text: String, seed: UInt64) -> UInt64 {
    text.withUTF8Bytes { hash($0, seed: seed) }
  }

  /// A 64-bit hash of `bytes` under `seed`: each 8-byte word (the last one zero-padded) folded
  /// in with a 128-bit multiply, as wyhash does.
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
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
