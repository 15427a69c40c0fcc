/// Photo ids to their ordinals: an open-addressing table at most half full, whose 8-byte slots
/// hold the high 32 bits of an id's hash and its ordinal plus one (0 is an empty slot). The ids
/// themselves stay in the index's id column, by ordinal: a lookup reads the id at an ordinal
/// whose hash bits are equal, to confirm the match. Ids are equal as Swift strings are
/// (canonically equivalent spellings of an id are one id, as they were as dictionary keys), so
/// an id that is not ASCII is hashed in composed form (NFC).
///
/// A `Dictionary<String, UInt32>` kept a second copy of every id (16 bytes) beside its value
/// and hashed each with SipHash: 40 bytes a photo at a million photos, and about 4% of a
/// build's time. Removal shifts the entries after the freed slot back (no tombstones), so a
/// table that photos come and go in never fills with dead slots.
struct OrdinalTable: Sendable {
  private var slots: [UInt64] = []
  private let seed: UInt64
  /// The number of ids held.
  private(set) var count = 0

  /// An empty table.
  /// - Parameter seed: The hash seed; random by default (crafted ids cannot pile into one
  ///   chain).
  init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The number of ids the table holds without growing.
  var capacity: Int { slots.count / 2 }

  /// The ordinal of `id`, or `nil` when the table does not hold it.
  /// - Parameter idAt: The id at an ordinal the table holds.
  func ordinal(of id: String, idAt: (UInt32) -> String) -> UInt32? {
    guard count > 0 else { return nil }
    return find(id, hash: hashOf(id), idAt: idAt).ordinal
  }

  /// Records `id` at `ordinal`, unless the table holds `id` already.
  /// - Parameter idAt: The id at an ordinal the table holds (not asked about `ordinal`).
  /// - Returns: The ordinal the table held `id` at (leaving it there), or `nil` when it
  ///   recorded `id` at `ordinal`.
  mutating func insert(_ id: String, at ordinal: UInt32, idAt: (UInt32) -> String) -> UInt32? {
    if (count + 1) * 2 > slots.count { grow(toHold: count + 1) }
    let hash = hashOf(id)
    let found = find(id, hash: hash, idAt: idAt)
    if let held = found.ordinal { return held }
    slots[found.slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(ordinal + 1)
    count += 1
    return nil
  }

  /// Records `id` at `ordinal`, as ``insert(_:at:idAt:)`` does, with the ids by ordinal.
  mutating func insert(_ id: String, at ordinal: UInt32, ids: [String]) -> UInt32? {
    insert(id, at: ordinal) { ids[Int($0)] }
  }

  /// Records `id`, which the table does not hold, at `ordinal`, reading no ids (for an id
  /// just removed, while the ids of some ordinals it holds are not in place yet).
  mutating func insertAbsent(_ id: String, at ordinal: UInt32) {
    if (count + 1) * 2 > slots.count { grow(toHold: count + 1) }
    let entry = hashOf(id) & 0xFFFF_FFFF_0000_0000 | UInt64(ordinal + 1)
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: entry, mask: mask)
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = entry
    count += 1
  }

  /// Forgets `id`, which the table holds at `ordinal` (nothing happens when it does not).
  /// The entries after it in its run move back, each no earlier than its home slot.
  mutating func remove(_ id: String, at ordinal: UInt32) {
    guard count > 0 else { return }
    let hash = hashOf(id)
    let entry = hash & 0xFFFF_FFFF_0000_0000 | UInt64(ordinal + 1)
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: entry, mask: mask)
    while slots[slot] != entry {
      guard slots[slot] != 0 else { return }
      slot = (slot + 1) & mask
    }
    // Backward shift: an entry moves into the hole when its home is not after the hole
    // (cyclically, within the run from its home to where it sits).
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
    count -= 1
  }

  /// Makes room for `count` ids in all without growing again.
  mutating func reserveCapacity(_ count: Int) {
    if count * 2 > slots.count { grow(toHold: count) }
  }

  /// The slot holding `id`'s ordinal, or the empty slot where it would go.
  @inline(__always)
  private func find(_ id: String, hash: UInt64, idAt: (UInt32) -> String) -> (
    ordinal: UInt32?, slot: Int
  ) {
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: hash, mask: mask)
    while true {
      let entry = slots[slot]
      if entry == 0 { return (nil, slot) }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let ordinal = UInt32(truncatingIfNeeded: entry) - 1
        if idAt(ordinal) == id { return (ordinal, slot) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The hash of `id`'s composed form.
  @inline(__always)
  private func hashOf(_ id: String) -> UInt64 {
    InternTable.hash(NameTable.canonical(id), seed: seed)
  }

  /// Reallocates the slots, a power of two at least twice `count`, and places every entry
  /// again by the hash bits it keeps.
  private mutating func grow(toHold count: Int) {
    slots.rehash(toHold: count, isEmpty: { $0 == 0 }, home: Self.homeSlot(of:mask:))
  }

  /// An entry's (or a hash's) first slot: from its high 32 bits, which the entry keeps.
  @inline(__always)
  private static func homeSlot(of entry: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: entry >> 32) & mask
  }
}
