internal import StemmaSupport

/// The photo-id table's slots (see ``OrdinalTable``) read in place from a snapshot, so that
/// opening a file copies and checks none of them (at a million photos, 16 MB that opening
/// copied and walked, about a third of what an open and its first search cost).
///
/// Each read goes through the block checks (``SnapshotBlockChecks``), and each answer is
/// checked against the table it came from before it is given: the ordinal a slot names is a
/// live photo's, whose id is the one looked up. So a lookup in a damaged or crafted table finds
/// nothing (the problem recorded, which makes the next search throw), never another photo, and
/// never loops: a probe visits each slot at most once. The rules a copied table is held to
/// (each live ordinal once, none removed) are checked when the table is first changed
/// (``OrdinalTable/materialize(idAt:)``), or at open under a full check.
struct MappedOrdinalSlots: Sendable {
  /// The slots: a power of two of them, or none.
  let slots: MappedColumn<UInt64>
  /// The ordinals a slot may name.
  let live: LiveOrdinals

  /// The slots of a table of `count` ids, with the photos' live ordinals.
  /// - Returns: `nil` when their number is not a power of two (or zero) at least twice `count`.
  init?(slots: MappedColumn<UInt64>, live: LiveOrdinals, count: Int) {
    let size = slots.count
    guard size & (size &- 1) == 0, size == 0 ? count == 0 : count <= size / 2 else { return nil }
    self.slots = slots
    self.live = live
  }

  /// The ordinal of the entry with `hash` for which `matches` holds (asked only of live
  /// ordinals), or `nil`.
  func find(hash: UInt64, matches: (UInt32) -> Bool) -> UInt32? {
    let size = slots.count
    guard size > 0 else { return nil }
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let mask = size - 1
    var slot = TaggedSlots.homeSlot(of: hash, mask: mask)
    for _ in 0..<size {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let ordinal = Int(UInt32(truncatingIfNeeded: entry)) - 1
        guard ordinal >= 0, live.contains(ordinal) else {
          slots.checks.record(.malformed(section: "photoIDSlots", reason: "slot \(slot)"))
          return nil
        }
        if matches(UInt32(ordinal)) { return UInt32(ordinal) }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
