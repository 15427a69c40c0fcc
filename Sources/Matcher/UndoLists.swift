/// What to undo when each photo goes (see ``UndoEntry``), by ordinal: every photo's entries
/// are one run of a shared array rather than an array of their own, which saved an allocation
/// and about 48 bytes of header and allocator overhead a photo.
///
/// A photo given a new list has it appended at the end; the run it replaces stays behind,
/// unreferenced, until such garbage outgrows the live entries, when the runs are packed again
/// (so the array holds at most about twice the live entries, and each entry is copied O(1)
/// times on average).
struct UndoLists: Sendable {
  /// The runs, and the garbage between them.
  private var entries: [UInt32] = []
  /// Each ordinal's run: where it starts in ``entries``…
  private var starts: [Int] = []
  /// …and how many entries it has.
  private var lengths: [UInt32] = []
  /// Entries that no run holds any more.
  private var garbage = 0

  /// An empty table.
  init() {}

  /// The number of ordinals.
  var count: Int { starts.count }

  /// The undo list of `ordinal`.
  subscript(ordinal: Int) -> ArraySlice<UInt32> {
    let start = starts[ordinal]
    return entries[start..<(start + Int(lengths[ordinal]))]
  }

  /// The number of entries stored, live or garbage.
  var storedEntries: Int { entries.count }

  /// Every ordinal's list, as arrays.
  var lists: [[UInt32]] { starts.indices.map { Array(self[$0]) } }

  /// Makes room for `count` ordinals in all, with `perOrdinal` entries each on average (see
  /// ``Swift/Array/reserveAmortized(_:)``). Room reserved at once, not grown to step by step,
  /// leaves no freed smaller arrays behind in the allocator's heap.
  mutating func reserveCapacity(ordinals count: Int, perOrdinal: Int) {
    starts.reserveAmortized(count)
    lengths.reserveAmortized(count)
    entries.reserveAmortized(entries.count + max(0, count - starts.count) * perOrdinal)
  }

  /// Adds an ordinal with `list`.
  mutating func append(_ list: some Collection<UInt32>) {
    starts.append(entries.count)
    lengths.append(UInt32(list.count))
    entries.append(contentsOf: list)
  }

  /// Replaces the list of `ordinal` with `list`.
  mutating func set(_ ordinal: Int, to list: some Collection<UInt32>) {
    garbage += Int(lengths[ordinal])
    if list.isEmpty {
      starts[ordinal] = 0
      lengths[ordinal] = 0
    } else {
      starts[ordinal] = entries.count
      lengths[ordinal] = UInt32(list.count)
      entries.append(contentsOf: list)
    }
    if garbage > 4_096 && garbage * 2 > entries.count { pack() }
  }

  /// Adds the ordinals of `other` after these, in order.
  mutating func append(_ other: consuming UndoLists) {
    let offset = entries.count
    entries.append(contentsOf: other.entries)
    starts.append(contentsOf: other.starts.lazy.map { $0 + offset })
    lengths.append(contentsOf: other.lengths)
    garbage += other.garbage
  }

  /// Replaces every entry of every list with `transform` of it.
  mutating func transformEntries(_ transform: (UInt32) -> UInt32) {
    if garbage > 0 { pack() }
    entries.withUnsafeMutableBufferPointer { entries in
      for position in entries.indices { entries[position] = transform(entries[position]) }
    }
  }

  /// Copies the runs, in ordinal order, into a new array without the garbage.
  private mutating func pack() {
    var packed: [UInt32] = []
    packed.reserveCapacity(entries.count - garbage)
    for ordinal in starts.indices {
      let start = starts[ordinal]
      starts[ordinal] = packed.count
      packed.append(contentsOf: entries[start..<(start + Int(lengths[ordinal]))])
    }
    entries = packed
    garbage = 0
  }
}
