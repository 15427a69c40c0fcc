internal import CStemmaSupport
internal import StemmaSupport

/// A column of strings by ordinal (the photos' ids): a Swift array in a built index, or a
/// string-list section of a snapshot read in place (offsets, then UTF-8 bytes), so that opening
/// a file makes no string: a search makes only the ids of the hits it returns.
///
/// A mapped string is checked when it is read — its offsets in order and within the section,
/// its blocks (``SnapshotBlockChecks``), its bytes UTF-8 — and reads as empty when that fails,
/// the failure making the search throw. The first change copies the column into an array.
struct StringColumn: Sendable {
  private(set) var array: [String]
  private(set) var mapped: MappedStrings?

  /// A column of these strings.
  init(_ array: [String] = []) {
    self.array = array
    mapped = nil
  }

  /// A column read in place from a snapshot.
  init(mapped: MappedStrings) {
    array = []
    self.mapped = mapped
  }

  /// Whether the column is read in place from a snapshot.
  var isMapped: Bool { mapped != nil }

  /// Makes room for `count` strings in all (amortized, as the index's arrays grow).
  mutating func reserveAmortized(_ count: Int) {
    materialize()
    array.reserveAmortized(count)
  }

  private mutating func materialize() {
    guard let mapped else { return }
    array = (0..<mapped.count).map { mapped[$0] }
    self.mapped = nil
  }
}

extension StringColumn: RandomAccessCollection, MutableCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { mapped?.count ?? array.count }

  subscript(position: Int) -> String {
    get {
      if let mapped { return mapped[position] }
      return array[position]
    }
    set {
      materialize()
      array[position] = newValue
    }
  }
}

extension StringColumn {
  /// Whether the string at `first` orders before the one at `second` (`self[first] <
  /// self[second]`): two mapped ASCII strings are compared by their bytes in place (ASCII
  /// strings order as their bytes do), so that a tie broken by id makes no string; any other
  /// pair is compared as strings.
  /// - Complexity: O(*m*) for strings of *m* bytes.
  func orders(_ first: Int, before second: Int) -> Bool {
    if let mapped, let order = mapped.asciiOrder(first, second) { return order }
    return self[first] < self[second]
  }
}

extension StringColumn: RangeReplaceableCollection {
  init() { self.init([]) }

  mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<String>) {
    materialize()
    array.replaceSubrange(subrange, with: newElements)
  }

  mutating func reserveCapacity(_ count: Int) {
    materialize()
    array.reserveCapacity(count)
  }
}

/// A string-list section of a snapshot (a count, `count + 1` byte offsets, then the bytes) read
/// in place; opening checked its count and its last offset against its length.
struct MappedStrings: @unchecked Sendable {
  // Sendable: the bytes are never written and the checks are thread-safe.
  /// The block checks, and where failures are recorded (kept alive for ``reader``).
  let checks: SnapshotBlockChecks
  /// The reads themselves, through an unowned reference to `checks`.
  private let reader: Reader
  /// The number of strings.
  var count: Int { reader.count }

  /// The strings of a section whose count and last offset were checked.
  init(
    checks: SnapshotBlockChecks, checksBlocks: Bool, section: SnapshotSection,
    offsets: UnsafeRawPointer, bytes: UnsafeRawPointer, count: Int, total: Int
  ) {
    self.checks = checks
    reader = Reader(
      checks: checks.probe, checksBlocks: checksBlocks, section: section, offsets: offsets,
      bytes: bytes.assumingMemoryBound(to: UInt8.self), count: count, total: total)
  }

  /// The string at `position` (empty when it fails its checks).
  subscript(position: Int) -> String {
    withExtendedLifetime(checks) { reader[position] }
  }

  /// The string at `position`, or `nil` (the failure recorded) when it fails its checks.
  func string(at position: Int) -> String? {
    withExtendedLifetime(checks) { reader.string(at: position) }
  }

  /// Whether the string at `position` has the UTF-8 bytes of `text` (`false` when it fails its
  /// checks): a lookup compares without making a string.
  func hasBytes(_ position: Int, of text: String) -> Bool {
    withExtendedLifetime(checks) { reader.hasBytes(position, of: text) }
  }

  /// Whether the string at `first` orders before the one at `second`, by their bytes, when
  /// both pass their checks and are wholly ASCII; `nil` otherwise (see
  /// ``Reader/asciiOrder(_:_:)``).
  func asciiOrder(_ first: Int, _ second: Int) -> Bool? {
    withExtendedLifetime(checks) { reader.asciiOrder(first, second) }
  }

  /// Calls `body` with the reader of the strings, valid (the checks and the mapping alive)
  /// until `body` returns.
  func withReader<R>(_ body: (Reader) throws -> R) rethrows -> R {
    try withExtendedLifetime(checks) { try body(reader) }
  }

  /// The reads of a string-list section, holding an unowned reference to the block checks
  /// (``MappedStrings`` or its caller keeps them alive), so that a loop of reads retains
  /// nothing per read.
  struct Reader {
    private let checks: SnapshotBlockChecks.Probe
    private let checksBlocks: Bool
    private let section: SnapshotSection
    private let offsets: UnsafeRawPointer
    private let bytes: UnsafePointer<UInt8>
    /// The number of strings.
    let count: Int
    private let total: Int

    fileprivate init(
      checks: SnapshotBlockChecks.Probe, checksBlocks: Bool, section: SnapshotSection,
      offsets: UnsafeRawPointer, bytes: UnsafePointer<UInt8>, count: Int, total: Int
    ) {
      self.checks = checks
      self.checksBlocks = checksBlocks
      self.section = section
      self.offsets = offsets
      self.bytes = bytes
      self.count = count
      self.total = total
    }

    /// A reader of the same strings whose reads check no block, every block of the section
    /// (offsets and bytes) checked now: for a pass that reads most of the strings, where a
    /// check per string cost more than the reads. `nil` (the failure recorded) when a block
    /// fails.
    func checkedWhole() -> Reader? {
      if checksBlocks {
        guard checks.check(offsets, count: 8 * (count + 1)),
          checks.check(UnsafeRawPointer(bytes), count: total)
        else { return nil }
      }
      return Reader(
        checks: checks, checksBlocks: false, section: section, offsets: offsets, bytes: bytes,
        count: count, total: total)
    }

    /// The string at `position` (empty when it fails its checks).
    subscript(position: Int) -> String { string(at: position) ?? "" }

    /// The string at `position`, or `nil` (the failure recorded) when it fails its checks:
    /// its offsets, its blocks, UTF-8.
    func string(at position: Int) -> String? {
      guard let text = checkedBytes(position) else { return nil }
      guard let string = String(validating: text, as: UTF8.self) else {
        checks.record(.malformed(section: section.name, reason: "string \(position) is not UTF-8"))
        return nil
      }
      return string
    }

    /// Whether the string at `position` has the UTF-8 bytes of `text` (`false` when it fails
    /// its checks).
    func hasBytes(_ position: Int, of text: String) -> Bool {
      guard let bytes = checkedBytes(position) else { return false }
      return text.withUTF8Bytes { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    /// Whether the string at `first` orders before the one at `second`, by their bytes, when
    /// both pass their checks and are wholly ASCII; `nil` otherwise (the caller compares
    /// strings, whose order differs from the bytes' only past ASCII).
    func asciiOrder(_ first: Int, _ second: Int) -> Bool? {
      guard let left = checkedBytes(first), let right = checkedBytes(second) else { return nil }
      // Both wholly ASCII: a byte past ASCII can follow an ASCII letter and combine with it
      // ("e" + U+0301 is "é" as a string), so no prefix alone decides.
      guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
      return left.lexicographicallyPrecedes(right)
    }

    /// Asks the processor to load the offsets of the string at `position` (the first step of
    /// reading it), so that a pass over scattered strings overlaps its misses.
    @inline(__always)
    func prefetchOffsets(_ position: Int) {
      guard position >= 0, position < count else { return }
      stemma_prefetch(offsets + 8 * position)
    }

    /// Asks the processor to load the first bytes of the string at `position`, from its
    /// offset as written (unchecked: a prefetch is a hint that never faults, and the read that
    /// follows checks the offsets and the blocks before it uses a byte).
    @inline(__always)
    func prefetchBytes(_ position: Int) {
      guard position >= 0, position < count else { return }
      let start = UInt64(
        littleEndian: offsets.loadUnaligned(fromByteOffset: 8 * position, as: UInt64.self))
      guard start < UInt64(total) else { return }
      stemma_prefetch(bytes + Int(start))
    }

    /// The bytes of the string at `position`, its offsets and blocks checked; `nil` (the
    /// failure recorded) when they fail. Valid while the checks (which keep the mapping) live.
    @inline(__always)
    func checkedBytes(_ position: Int) -> UnsafeRawBufferPointer? {
      precondition(position >= 0 && position < count, "index out of range")
      if checksBlocks {
        guard checks.check(offsets + 8 * position, count: 16) else { return nil }
      }
      let start = Int(
        truncatingIfNeeded: UInt64(
          littleEndian: offsets.loadUnaligned(fromByteOffset: 8 * position, as: UInt64.self)))
      let end = Int(
        truncatingIfNeeded: UInt64(
          littleEndian: offsets.loadUnaligned(fromByteOffset: 8 * position + 8, as: UInt64.self)
        ))
      guard start >= 0, start <= end, end <= total else {
        checks.record(.malformed(section: section.name, reason: "offsets of string \(position)"))
        return nil
      }
      if checksBlocks {
        guard checks.check(bytes + start, count: end - start) else { return nil }
      }
      return UnsafeRawBufferPointer(start: bytes + start, count: end - start)
    }
  }
}

extension StringColumn: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}
