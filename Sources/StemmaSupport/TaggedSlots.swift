/// The slots of an open-addressing table at most half full that maps hashed values to 32-bit
/// ids held elsewhere: each 8-byte slot holds the high 32 bits of a value's hash and its id plus
/// one (0 is an empty slot), probed linearly from the slot those bits pick. A lookup asks its
/// caller whether the value behind an id with equal hash bits is the one sought, so the table
/// never holds the values itself; growing places entries again by the bits they keep. Shared
/// by ``InternTable`` (strings held by id) and the Matcher's `OrdinalTable` (photo ids held by ordinal).
package struct TaggedSlots: Sendable {
  private var slots: [UInt64] = []

  /// Creates an empty one.
  package init() {}

  /// Whether no slots are allocated.
  package var isEmpty: Bool { slots.isEmpty }

  /// The slots as they are stored (for a snapshot file).
  package var storedSlots: [UInt64] { slots }

  /// Slots that ``storedSlots`` gave, checked so that no probe can loop or hand out an id out
  /// of range: none, or a power of two of them at most half full, holding `count` entries
  /// whose ids are below `bound` and each held once. (Whether each entry sits where its hash
  /// would put it is not checked: that costs what building the table again costs, and a
  /// misplaced entry can only make a lookup miss.)
  /// - Returns: `nil` when the slots break one of those rules.
  /// - Complexity: O(*s* + `bound`) for *s* slots.
  package init?(storedSlots: [UInt64], count: Int, idsBelow bound: Int) {
    let size = storedSlots.count
    if size == 0 {
      guard count == 0 else { return nil }
    } else {
      guard size & (size - 1) == 0, count * 2 <= size, count <= bound else { return nil }
    }
    var seen = [Bool](repeating: false, count: bound)
    var held = 0
    for entry in storedSlots where entry != 0 {
      let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
      guard id >= 0, id < bound, !seen[id] else { return nil }
      seen[id] = true
      held += 1
    }
    guard held == count else { return nil }
    slots = storedSlots
  }

  /// The id of the entry with `hash` for which `matches` holds, and its slot; or `nil` and the
  /// empty slot where such an entry would go. The slots must not be empty.
  @inline(__always)
  package func find(hash: UInt64, matches: (UInt32) -> Bool) -> (id: UInt32?, slot: Int) {
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: hash, mask: mask)
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let entry = slots[slot]
        if entry == 0 { return (nil, slot) }
        if entry & 0xFFFF_FFFF_0000_0000 == tag {
          let id = UInt32(truncatingIfNeeded: entry) - 1
          if matches(id) { return (id, slot) }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Starts fetching the slot where a lookup of `hash` begins, so that it waits for memory
  /// while other work goes on.
  @inline(__always)
  package func prefetch(hash: UInt64) {
    guard !slots.isEmpty else { return }
    slots.prefetch(at: Self.homeSlot(of: hash, mask: slots.count - 1))
  }

  /// Stores `id` under `hash` in `slot`, an empty slot ``find(hash:matches:)`` returned.
  @inline(__always)
  package mutating func place(_ id: UInt32, hash: UInt64, at slot: Int) {
    slots[slot] = Self.entry(id, hash: hash)
  }

  /// Takes out the entry of `id` under `hash` (nothing happens when there is none), moving the
  /// entries after it in its run back, each no earlier than its home slot (no tombstones).
  /// - Returns: Whether there was such an entry.
  @discardableResult
  package mutating func remove(_ id: UInt32, hash: UInt64) -> Bool {
    guard !slots.isEmpty else { return false }
    let entry = Self.entry(id, hash: hash)
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: entry, mask: mask)
    while slots[slot] != entry {
      guard slots[slot] != 0 else { return false }
      slot = (slot + 1) & mask
    }
    // An entry moves into the hole when its home is not after the hole (cyclically, within
    // the run from its home to where it sits).
    var hole = slot
    var next = (hole + 1) & mask
    while slots[next] != 0 {
      let home = Self.homeSlot(of: slots[next], mask: mask)
      if (next &- home) & mask >= (next &- hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
    return true
  }

  /// Empties every slot, keeping their number (a table that starts over reuses its memory).
  package mutating func removeAll() {
    slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// Makes room for `count` entries: a power of two at least twice `count` slots, every entry
  /// placed again by the hash bits it keeps.
  package mutating func grow(toHold count: Int) {
    guard count * 2 > slots.count else { return }
    slots.rehash(toHold: count, isEmpty: { $0 == 0 }, home: Self.homeSlot(of:mask:))
  }

  @inline(__always)
  private static func entry(_ id: UInt32, hash: UInt64) -> UInt64 {
    hash & 0xFFFF_FFFF_0000_0000 | UInt64(id + 1)
  }

  /// An entry's (or a hash's) first slot: from its high 32 bits, which the entry keeps.
  @inline(__always)
  package static func homeSlot(of entry: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: entry >> 32) & mask
  }
}
