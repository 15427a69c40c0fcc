extension OrdinalTable {
  /// Copies slots read in place (``mapped``) into a table of its own, ready for changes, and
  /// checks them as a table read whole at open is checked: each live ordinal held once and no
  /// other (``init(storedSlots:seed:count:ordinalsBelow:)``).
  /// - Parameter idAt: The id of a live photo, by ordinal.
  /// - Returns: The problem, when a block fails its check or the slots break a rule: the table
  ///   is then made again from the live photos' ids, so that changes never trap and every
  ///   live photo is found (the caller records the problem, which searches throw).
  /// - Complexity: O(*s*) for *s* slots; O(*n*) hashes for *n* photos when made again.
  mutating func materialize(idAt: (UInt32) -> String) -> SnapshotError? {
    guard let mapped else { return nil }
    // Zeros when a block fails: they hold no ordinal, so the count check below fails.
    let stored = mapped.slots.elements
    if let table = OrdinalTable(
      storedSlots: stored, seed: seed, count: count, ordinalsBelow: mapped.live.count),
      stored.allSatisfy({ $0 == 0 || mapped.live.contains(Int(UInt32(truncatingIfNeeded: $0)) - 1) }
      )
    {
      self = table
      return nil
    }
    var table = OrdinalTable(seed: seed)
    table.reserveCapacity(count)
    // Every live photo keeps a slot, even one whose id another photo has too (a crafted
    // file): the count stays the number of photos, and lookups find one of the two.
    for ordinal in 0..<mapped.live.count where mapped.live.contains(ordinal) {
      table.place(idAt(UInt32(ordinal)), at: UInt32(ordinal))
    }
    self = table
    return mapped.slots.checks.failure
      ?? .malformed(section: "photoIDSlots", reason: "not the live photos' table")
  }
}
