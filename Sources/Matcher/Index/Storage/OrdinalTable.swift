internal import StemmaSupport

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
  /// The ordinals by the ids' hashes (see ``TaggedSlots``); empty while ``mapped`` holds them.
  private var slots = TaggedSlots()
  /// The slots of a snapshot read in place, until the first change.
  private(set) var mapped: MappedOrdinalSlots?
  /// The hash seed.
  let seed: UInt64
  /// The number of ids held.
  private(set) var count = 0

  /// An empty table.
  /// - Parameter seed: The hash seed; random by default (crafted ids cannot pile into one
  ///   chain).
  init(seed: UInt64 = .random(in: .min ... .max)) { self.seed = seed }

  /// The slots as they are stored (for a snapshot file; see ``seed`` too). A table read in
  /// place must be materialized first (``materialized(idAt:)``).
  var storedSlots: [UInt64] { slots.storedSlots }

  /// A table whose slots are read in place from a snapshot, holding `count` ordinals.
  init(mapped: MappedOrdinalSlots, seed: UInt64, count: Int) {
    self.mapped = mapped
    self.seed = seed
    self.count = count
  }

  /// A table from the slots and seed a snapshot saved, holding `count` ordinals below `bound`
  /// (see ``StemmaSupport/TaggedSlots/init(storedSlots:count:idsBelow:)`` for what is checked).
  /// - Returns: `nil` when the slots break those rules.
  init?(storedSlots: [UInt64], seed: UInt64, count: Int, ordinalsBelow bound: Int) {
    guard let slots = TaggedSlots(storedSlots: storedSlots, count: count, idsBelow: bound)
    else { return nil }
    self.slots = slots
    self.seed = seed
    self.count = count
  }

  /// The ordinal of `id`, or `nil` when the table does not hold it.
  /// - Parameter idAt: The id at an ordinal the table holds.
  func ordinal(of id: String, idAt: (UInt32) -> String) -> UInt32? {
    guard count > 0 else { return nil }
    if let mapped { return mapped.find(hash: hashOf(id)) { idAt($0) == id } }
    return slots.find(hash: hashOf(id)) { idAt($0) == id }.id
  }

  /// Records `id` at `ordinal`, unless the table holds `id` already.
  /// - Parameter idAt: The id at an ordinal the table holds (not asked about `ordinal`).
  /// - Returns: The ordinal the table held `id` at (leaving it there), or `nil` when it
  ///   recorded `id` at `ordinal`.
  mutating func insert(_ id: String, at ordinal: UInt32, idAt: (UInt32) -> String) -> UInt32? {
    slots.grow(toHold: count + 1)
    let hash = hashOf(id)
    let found = slots.find(hash: hash) { idAt($0) == id }
    if let held = found.id { return held }
    slots.place(ordinal, hash: hash, at: found.slot)
    count += 1
    return nil
  }

  /// Records `id` at `ordinal` even when the table holds `id` already, at the end of its
  /// probe chain, so that lookups keep finding the one held first (for a table made again
  /// from a damaged index's ids, where two photos may have one id: each keeps a slot).
  mutating func place(_ id: String, at ordinal: UInt32) {
    slots.grow(toHold: count + 1)
    let hash = hashOf(id)
    slots.place(ordinal, hash: hash, at: slots.find(hash: hash) { _ in false }.slot)
    count += 1
  }

  /// Records `id` at `ordinal`, as ``insert(_:at:idAt:)`` does, with the ids by ordinal.
  mutating func insert<IDs: RandomAccessCollection<String>>(
    _ id: String, at ordinal: UInt32, ids: IDs
  ) -> UInt32? where IDs.Index == Int {
    insert(id, at: ordinal) { ids[Int($0)] }
  }

  /// Starts fetching the slot where a lookup or insertion of `id` begins (for an ASCII id:
  /// composing any other would cost more than the wait it saves).
  func prefetch(_ id: String) {
    // An ASCII id is its own composed form: hashed as it is.
    if mapped == nil, NameTable.isASCII(id) {
      slots.prefetch(hash: InternTable.hash(id, seed: seed))
    }
  }

  /// Forgets `id`, which the table holds at `ordinal` (nothing happens when it does not).
  mutating func remove(_ id: String, at ordinal: UInt32) {
    guard count > 0 else { return }
    if slots.remove(ordinal, hash: hashOf(id)) { count -= 1 }
  }

  /// Makes room for `count` ids in all without growing again.
  mutating func reserveCapacity(_ count: Int) { slots.grow(toHold: count) }

  /// The hash of `id`'s composed form.
  @inline(__always)
  private func hashOf(_ id: String) -> UInt64 {
    // An ASCII id is hashed as it is, not through `canonical(_:)`, which returned it retained.
    NameTable.isASCII(id)
      ? InternTable.hash(id, seed: seed) : InternTable.hash(NameTable.canonical(id), seed: seed)
  }
}
