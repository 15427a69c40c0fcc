/// A map from 64-bit integers to 32-bit values below `UInt32.max`, by open addressing at most
/// half full: pairs of words (two 32-bit word ids in one key) to their key ids
/// (the Matcher's `KeyTable`) or compound kinds (the Matcher's `KeyBuilder`). A slot holds its key and value side by
/// side, so that a lookup in a table too large for the cache misses it once, not once per
/// array.
package struct IntegerMap: Sendable {
  private struct Slot {
    var key: UInt64
    /// The value plus one; 0 when the slot is empty.
    var value: UInt32
  }

  private var slots: [Slot] = []
  package private(set) var count = 0

  /// Creates an empty one.
  package init() {}

  /// The slots as they are stored (for a snapshot file): two words each, the key and the
  /// value plus one (0 for an empty slot).
  package var storedSlots: [UInt64] { slots.flatMap { [$0.key, UInt64($0.value)] } }

  /// Calls `body` with every key and its value, in slot order.
  package func forEach(_ body: (UInt64, UInt32) throws -> Void) rethrows {
    for slot in slots where slot.value != 0 { try body(slot.key, slot.value - 1) }
  }

  /// A map from slots that ``storedSlots`` gave, checked so that no probe can loop: none, or a
  /// power of two of them at most half full, each value below `UInt32.max`. (Keys in the
  /// wrong slot or twice can only make lookups miss; the caller checks what the values mean.)
  /// - Returns: `nil` when the slots break one of those rules.
  package init?(storedSlots: [UInt64]) {
    guard storedSlots.count % 2 == 0 else { return nil }
    let size = storedSlots.count / 2
    guard size & (size &- 1) == 0 else { return nil }
    var slots: [Slot] = []
    slots.reserveCapacity(size)
    var count = 0
    for index in 0..<size {
      let value = storedSlots[2 * index + 1]
      guard value <= UInt64(UInt32.max) else { return nil }
      if value != 0 { count += 1 }
      slots.append(Slot(key: storedSlots[2 * index], value: UInt32(value)))
    }
    guard count * 2 <= size else { return nil }
    self.slots = slots
    self.count = count
  }

  /// The slots' values as they are stored where each value names its own key (a snapshot's
  /// pair map: a key id, whose entry is its pair): the value plus one, 0 for an empty slot.
  /// A quarter of ``storedSlots``' bytes.
  package var storedValues: [UInt32] { slots.map(\.value) }

  /// A map from values that ``storedValues`` gave, each slot's key found by `key` from its
  /// value, checked as ``init(storedSlots:)`` checks its slots (keys in the wrong slot or twice
  /// can only make lookups miss; the caller checks what the values mean).
  /// - Parameters:
  ///   - storedValues: The values plus one, 0 for an empty slot.
  ///   - key: The key of a value, or `nil` when the value names no key (the map is refused).
  /// - Returns: `nil` when the slots break a rule or a value names no key.
  /// - Complexity: O(*s*) for *s* slots, no hashing.
  package init?(storedValues: [UInt32], key: (UInt32) -> UInt64?) {
    let size = storedValues.count
    guard size & (size &- 1) == 0 else { return nil }
    var slots: [Slot] = []
    slots.reserveCapacity(size)
    var count = 0
    for value in storedValues {
      guard value != 0 else {
        slots.append(Slot(key: 0, value: 0))
        continue
      }
      guard let found = key(value - 1) else { return nil }
      count += 1
      slots.append(Slot(key: found, value: value))
    }
    guard count * 2 <= size else { return nil }
    self.slots = slots
    self.count = count
  }

  /// The value of `key`, if any.
  package subscript(key: UInt64) -> UInt32? {
    guard !slots.isEmpty else { return nil }
    return find(key).value
  }

  /// Sets the value of `key`.
  package mutating func set(_ value: UInt32, for key: UInt64) {
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
  package mutating func value(for key: UInt64, inserting value: UInt32) -> (
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
  package mutating func reserveCapacity(_ count: Int) {
    if count * 2 > slots.count { grow(toHold: count) }
  }

  /// Starts fetching the slot where a lookup of `key` begins (see
  /// ``StringMemo/prefetch(_:)``).
  @inline(__always)
  package func prefetch(_ key: UInt64) {
    guard !slots.isEmpty else { return }
    slots.prefetch(at: Self.homeSlot(of: key, mask: slots.count - 1))
  }

  /// Forgets every key, keeping the slots.
  package mutating func removeAll() {
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
  /// and growth all start there; so does a reader of ``storedSlots`` in place).
  @inline(__always)
  package static func homeSlot(of key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: mix(key)) & mask
  }

  /// Mixes the key's bits, so that the slot bits depend on all.
  @inline(__always)
  private static func mix(_ key: UInt64) -> UInt64 { StableHash.mix(key) }
}
