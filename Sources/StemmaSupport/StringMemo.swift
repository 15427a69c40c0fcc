/// A memo from strings to 64-bit values, for the build's hottest lookups (a photo's tags,
/// names and places, and its caption's words, several per photo): like ``InternTable``, but
/// each slot also holds the string's own 16 bytes and its value, in 32 bytes, so that a lookup
/// of a string equal to one in the memo touches one slot's cache line and nothing else.
///
/// A Swift string's 16 bytes are its text when it is short (up to 15 UTF-8 bytes), and
/// otherwise its length and a reference to its storage: equal bytes mean an equal string (the
/// memo keeps each string it holds, so no other string can take its storage's place). Where
/// the bytes differ but the hash does not, the strings are compared as strings.
package struct StringMemo: Sendable {
  /// Four words per slot: the high 32 bits of the hash then the entry's index plus one (0
  /// when the slot is empty); the string's two words; its value.
  private var slots: [UInt64] = []
  /// The strings held, by entry index: they keep the storage that slots refer to alive.
  private var strings: [String] = []
  private let seed: UInt64

  /// An empty memo.
  package init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of strings held.
  package var count: Int { strings.count }

  /// The value of `text`, if the memo holds it.
  package subscript(text: String) -> UInt64? {
    guard !slots.isEmpty else { return nil }
    let found = find(text, hash: InternTable.hash(text, seed: seed))
    return found.isHeld ? slots[found.slot * 4 + 3] : nil
  }

  /// Starts fetching the slot where a lookup of `text` begins, so that lookups of several
  /// texts wait for memory together rather than in turn.
  @inline(__always)
  package func prefetch(_ text: String) {
    guard !slots.isEmpty else { return }
    let hash = InternTable.hash(text, seed: seed)
    slots.prefetch(at: Self.homeSlot(of: hash, mask: slots.count / 4 - 1) * 4)
  }

  /// Remembers `value` for `text`, unless the memo holds `text` already.
  /// - Returns: Whether `text` was new.
  @discardableResult
  package mutating func insert(_ text: String, value: UInt64) -> Bool {
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
  package mutating func removeAll() {
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
