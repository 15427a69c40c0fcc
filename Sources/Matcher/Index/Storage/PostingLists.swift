/// The posting lists of an index, by slot (key × field): Swift arrays in a built index, or the
/// `postings` section of a snapshot read in place (an opened one), so that opening a file does
/// not copy its largest section.
///
/// Reads (``subscript(_:)``) hand out a ``PostingList`` of either form. The first change
/// (through ``lists``) copies every mapped list into arrays once, so an opened index changes
/// exactly as a built one does; an index that is only searched never pays for that copy.
struct PostingLists: RandomAccessCollection, Sendable {
  /// The lists, when they are arrays (empty while ``mapped`` holds them).
  private var arrays: [[UInt32]]
  /// The lists in a snapshot's bytes, until the first change.
  private var mapped: MappedPostingLists?

  /// Lists held as arrays.
  init(_ arrays: [[UInt32]] = []) {
    self.arrays = arrays
    mapped = nil
  }

  /// Lists read in place from a snapshot.
  init(mapped: MappedPostingLists) {
    arrays = []
    self.mapped = mapped
  }

  var startIndex: Int { 0 }
  var endIndex: Int { mapped?.count ?? arrays.count }

  /// Whether the lists are read in place from a snapshot (not yet copied by a change).
  var isMapped: Bool { mapped != nil }

  /// The list at `slot`.
  @inline(__always)
  subscript(slot: Int) -> PostingList {
    if let mapped { return mapped[slot] }
    return PostingList(arrays[slot])
  }

  /// Whether no list holds a posting.
  /// - Complexity: O(*n*) in the number of lists.
  var holdsNoPostings: Bool {
    if let mapped { return (0..<mapped.count).allSatisfy { mapped[$0].isEmpty } }
    // Over the arrays themselves: the `PostingList` made of each (by the subscript) retained
    // and released it.
    return arrays.allSatisfy { $0.isEmpty }
  }

  /// The lists as arrays, to change them: the first change to mapped lists copies them all.
  /// - Complexity: O(*p*) for *p* postings on the first change to mapped lists, else O(1).
  var lists: [[UInt32]] {
    get { mapped?.arrays ?? arrays }
    _modify {
      if let mapped {
        arrays = mapped.arrays
        self.mapped = nil
      }
      yield &arrays
    }
    set {
      mapped = nil
      arrays = newValue
    }
  }
}

/// A list-of-`UInt32` section of a snapshot (a count, `count + 1` element offsets, then the
/// elements) read in place. Opening checked only the section's count and end; each list is
/// checked the first time it is read — its two offsets (in order, within the section), the
/// blocks its bytes lie in (``SnapshotBlockChecks``) and, for postings, that its ordinals
/// increase, are below the photo count and name no removed photo (``LiveOrdinals``) — and
/// remembered. A list that fails reads as empty
/// and its failure is recorded for the search to throw, so no read ever sees bytes that failed.
///
/// A class, immutable: a read of a list (a plan asks for the length of each of its keys'
/// lists in every field) then retains one reference, where copying the struct's mapping,
/// checks, ordinals and bitmap retained and released four.
final class MappedPostingLists: @unchecked Sendable {
  // Sendable: the bytes are never written (``SnapshotMapping``) and `owner` keeps them; the
  // checks and the bitmap are thread-safe.
  /// The mapping the lists lie in.
  let owner: SnapshotMapping
  /// The block checks, and where failures are recorded.
  let checks: SnapshotBlockChecks
  /// Whether the lists' bytes still need their blocks checked (else the section was checked
  /// whole when the file was opened).
  private let checksBlocks: Bool
  /// The section's name, for errors.
  private let section: String
  /// The section's `count + 1` offsets: little-endian `UInt64`, 8-byte aligned; or, with
  /// ``anchors``, `UInt32` past their group's anchor (see
  /// ``SnapshotEncoder/add(_:anchoredLists:)``).
  private let offsets: UnsafeRawPointer
  /// The offsets of every 64th list (little-endian `UInt64`), when the offsets are anchored.
  private let anchors: UnsafeRawPointer?
  /// The section's elements.
  private let elements: UnsafePointer<UInt32>
  /// The number of lists.
  let count: Int
  /// The number of elements (the last offset, which the decoder checks against the section's
  /// length).
  let total: Int
  /// For postings, the ordinals they may name.
  private let ordinals: LiveOrdinals?
  /// The lists checked so far.
  private let checked: AtomicBitmap

  /// The lists of a section whose count and last offset were checked.
  /// - Parameters:
  ///   - checks: The block checks; used for the bytes only when `checksBlocks`.
  ///   - offsets: The first of `count + 1` offsets.
  ///   - anchors: The first anchor, when the offsets are anchored.
  ///   - elements: The first element (4-byte aligned).
  ///   - ordinals: For postings, the ordinals they may name.
  init(
    owner: SnapshotMapping, checks: SnapshotBlockChecks, checksBlocks: Bool, section: String,
    offsets: UnsafeRawPointer, anchors: UnsafeRawPointer? = nil, elements: UnsafeRawPointer,
    count: Int, ordinals: LiveOrdinals?
  ) {
    self.owner = owner
    self.checks = checks
    self.checksBlocks = checksBlocks
    self.section = section
    self.offsets = offsets
    self.anchors = anchors
    total = Self.offset(count, offsets: offsets, anchors: anchors)
    self.elements = UnsafePointer(elements.bindMemory(to: UInt32.self, capacity: max(total, 0)))
    self.count = count
    self.ordinals = ordinals
    checked = AtomicBitmap(count: count)
  }

  /// The list at `slot`: empty when it fails its checks.
  @inline(__always)
  subscript(slot: Int) -> PostingList {
    guard checked.contains(slot) || check(slot) else { return PostingList([]) }
    let (start, end) = bounds(slot)
    return PostingList(
      mapped: UnsafeBufferPointer(start: elements + start, count: end - start), owner: owner)
  }

  /// The list at `slot`, or `nil` (the failure recorded) when it fails its checks: for a
  /// reader that must tell a failure from an empty list.
  func checkedList(_ slot: Int) -> PostingList? {
    guard checked.contains(slot) || check(slot) else { return nil }
    return self[slot]
  }

  @inline(__always)
  private func bounds(_ slot: Int) -> (start: Int, end: Int) {
    (
      Self.offset(slot, offsets: offsets, anchors: anchors),
      Self.offset(slot + 1, offsets: offsets, anchors: anchors)
    )
  }

  /// Whether the first offset is 0 (the decoder's check of the layout).
  var startsAtZero: Bool { Self.offset(0, offsets: offsets, anchors: anchors) == 0 }

  /// Offset number `index` (a crafted one may be anything, even negative: the reads check
  /// their bounds).
  @inline(__always)
  private static func offset(_ index: Int, offsets: UnsafeRawPointer, anchors: UnsafeRawPointer?)
    -> Int
  {
    guard let anchors else {
      return Int(
        truncatingIfNeeded: UInt64(
          littleEndian: offsets.load(fromByteOffset: 8 * index, as: UInt64.self)))
    }
    let anchor = UInt64(
      littleEndian: anchors.load(
        fromByteOffset: 8 * (index >> SnapshotFormat.listAnchorShift), as: UInt64.self))
    let relative = UInt32(
      littleEndian: offsets.load(fromByteOffset: 4 * index, as: UInt32.self))
    return Int(truncatingIfNeeded: anchor &+ UInt64(relative))
  }

  /// Checks list `slot` (see the type's summary), remembering it when it passes.
  private func check(_ slot: Int) -> Bool {
    if checksBlocks {
      if let anchors {
        let group = slot >> SnapshotFormat.listAnchorShift
        let groups = (slot + 1) >> SnapshotFormat.listAnchorShift == group ? 1 : 2
        guard checks.check(offsets + 4 * slot, count: 8),
          checks.check(anchors + 8 * group, count: 8 * groups)
        else { return false }
      } else {
        guard checks.check(offsets + 8 * slot, count: 16) else { return false }
      }
    }
    let (start, end) = bounds(slot)
    guard start >= 0, start <= end, end <= total else {
      checks.record(.malformed(section: section, reason: "offsets of list \(slot)"))
      return false
    }
    let list = UnsafeBufferPointer(start: elements + start, count: end - start)
    if checksBlocks {
      guard checks.check(UnsafeRawPointer(elements + start), count: 4 * (end - start)) else {
        return false
      }
    }
    if let ordinals {
      guard ordinals.holdsSorted(list) else {
        checks.record(.malformed(section: section, reason: "list \(slot)"))
        return false
      }
    }
    checked.insert(slot)
    return true
  }

  /// Checks every list now (a full check): the first failure, or `nil`.
  func firstMalformedList() -> SnapshotError? {
    for slot in 0..<count where !checked.contains(slot) {
      guard check(slot) else { return checks.failure }
    }
    return nil
  }

  /// Every list copied into an array.
  var arrays: [[UInt32]] { (0..<count).map { self[$0].elements } }
}

extension UnsafeBufferPointer where Element == UInt32 {
  /// The first position whose ordinal is at least `ordinal`, searching from `start` by
  /// galloping: O(log *d*) for a distance *d*, so a sorted sweep over a list is linear overall.
  @inline(__always)
  func seekPosting(ordinal: UInt32, from start: Int) -> Int {
    let count = self.count
    var low = start
    guard low < count, Posting.ordinal(self[low]) < ordinal else { return low }
    var step = 1
    var high = low + step
    while high < count, Posting.ordinal(self[high]) < ordinal {
      low = high
      step <<= 1
      high = low + step
    }
    high = Swift.min(high, count)
    // Invariant: self[low] < ordinal, self[high] >= ordinal (or high == count).
    while high - low > 1 {
      let middle = (low + high) >> 1
      if Posting.ordinal(self[middle]) < ordinal { low = middle } else { high = middle }
    }
    return high
  }
}
