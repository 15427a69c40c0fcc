/// What to undo when each photo goes (see ``UndoEntry``), by ordinal: every photo's entries
/// are one run of a shared page of entries rather than an array of their own, which saves an
/// allocation and about 30–40 bytes a photo (an array's header and the allocator's overhead,
/// less the run's 12-byte start and length).
///
/// Pages hold ``pageSize`` entries and a run never straddles two, so a copy of the index that
/// changes a photo copies only the page its new run goes to, the short array of pages, and the
/// runs' starts and lengths (12 bytes a photo, like the index's other columns), not every
/// photo's entries: a ``SharedPhotoIndex`` update copies less than with an array per photo,
/// whose array of references had to be copied and every reference retained. A photo given a
/// new list has it appended to the last page; the run it replaces stays behind,
/// unreferenced, until such garbage outgrows the live entries, when the runs are packed again
/// (so the pages hold at most about twice the live entries, and each entry is copied O(1)
/// times on average).
///
/// An index opened from a snapshot reads its lists in place from the file (only a change
/// reads them) until its first change, which copies them into pages (``materialize()``).
struct UndoLists: Sendable {
  /// The entries a page holds (a run longer than this has a page of its own).
  static let pageSize = 1 << 14
  /// The runs, and the garbage between them.
  private var pages: [[UInt32]] = []
  /// Each ordinal's run: its page (high 32 bits) and where it starts in the page (low 32)…
  private var starts: [UInt64] = []
  /// …and how many entries it has.
  private var lengths: [UInt32] = []
  /// Entries that no run holds any more.
  private var garbage = 0
  /// Entries stored, live or garbage (for tests of the packing).
  private(set) var storedEntries = 0
  /// The lists in a snapshot's bytes, until the first change.
  private var mapped: MappedPostingLists?

  /// An empty table.
  init() {}

  /// The lists of a snapshot, read in place.
  init(mapped: MappedPostingLists) { self.mapped = mapped }

  /// Whether the lists are read in place from a snapshot.
  var isMapped: Bool { mapped != nil }

  /// The number of ordinals.
  var count: Int { mapped?.count ?? starts.count }

  /// Copies lists read in place into pages (the first change does it).
  /// - Complexity: O(*e*) in the number of entries, once.
  mutating func materialize() {
    guard let mapped else { return }
    self.mapped = nil
    reserveCapacity(ordinals: mapped.count)
    for ordinal in 0..<mapped.count { append(mapped[ordinal]) }
  }

  /// The undo list of `ordinal`.
  subscript(ordinal: Int) -> ArraySlice<UInt32> {
    if let mapped { return ArraySlice(mapped[ordinal].elements) }
    let length = Int(lengths[ordinal])
    guard length > 0 else { return [] }
    let start = starts[ordinal]
    let offset = Int(truncatingIfNeeded: start & 0xFFFF_FFFF)
    return pages[Int(truncatingIfNeeded: start >> 32)][offset..<(offset + length)]
  }

  /// Every ordinal's list, as arrays (for tests).
  var lists: [[UInt32]] { (0..<count).map { Array(self[$0]) } }

  /// The number of entries in each page, in order (for tests: a page holds at most
  /// ``pageSize``, or one longer run alone).
  var pageCounts: [Int] { pages.map(\.count) }

  /// Makes room for `count` ordinals in all (see ``Swift/Array/reserveAmortized(_:)``).
  mutating func reserveCapacity(ordinals count: Int) {
    materialize()
    starts.reserveAmortized(count)
    lengths.reserveAmortized(count)
  }

  /// Adds an ordinal with `list`.
  mutating func append(_ list: some Collection<UInt32>) {
    materialize()
    starts.append(store(list))
    lengths.append(UInt32(list.count))
  }

  /// Replaces the list of `ordinal` with `list`.
  mutating func set(_ ordinal: Int, to list: some Collection<UInt32>) {
    materialize()
    garbage += Int(lengths[ordinal])
    starts[ordinal] = store(list)
    lengths[ordinal] = UInt32(list.count)
    if garbage > Self.pageSize && garbage * 2 > storedEntries { pack() }
  }

  /// Adds the ordinals of `other` after these, in order (its pages after these pages).
  mutating func append(_ other: borrowing UndoLists) {
    materialize()
    if other.isMapped {
      for ordinal in 0..<other.count { append(other[ordinal]) }
      return
    }
    let offset = UInt64(pages.count) << 32
    pages.append(contentsOf: other.pages)
    starts.append(contentsOf: other.starts.lazy.map { $0 + offset })
    lengths.append(contentsOf: other.lengths)
    garbage += other.garbage
    storedEntries += other.storedEntries
  }

  /// Replaces every entry of every list with `transform` of it. Garbage is packed away first,
  /// so that `transform` sees only live entries.
  mutating func transformEntries(_ transform: (UInt32) -> UInt32) {
    materialize()
    if garbage > 0 { pack() }
    for page in pages.indices {
      pages[page].withUnsafeMutableBufferPointer { entries in
        for position in entries.indices { entries[position] = transform(entries[position]) }
      }
    }
  }

  /// Appends `list` to the last page (to a new page when it does not fit) and returns its
  /// start; an empty list takes no room.
  private mutating func store(_ list: some Collection<UInt32>) -> UInt64 {
    guard !list.isEmpty else { return 0 }
    if pages.isEmpty || pages[pages.count - 1].count + list.count > Self.pageSize {
      var page: [UInt32] = []
      page.reserveCapacity(Swift.max(Self.pageSize, list.count))
      pages.append(page)
    }
    let last = pages.count - 1
    let start = UInt64(last) << 32 | UInt64(pages[last].count)
    // Appended from the list's storage when it has one: the list itself, taken as
    // `append(contentsOf:)`'s own argument, was retained and then released for every photo.
    let appended: Void? = list.withContiguousStorageIfAvailable {
      pages[last].append(contentsOf: $0)
    }
    if appended == nil { pages[last].append(contentsOf: list) }
    storedEntries += list.count
    return start
  }

  /// Copies the runs, in ordinal order, into new pages without the garbage.
  private mutating func pack() {
    var packed = UndoLists()
    packed.starts = starts
    packed.lengths = lengths
    for ordinal in starts.indices { packed.starts[ordinal] = packed.store(self[ordinal]) }
    self = packed
  }
}
