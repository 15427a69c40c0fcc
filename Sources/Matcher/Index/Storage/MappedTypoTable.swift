internal import StemmaSupport
import Synchronization

/// The typo table of a snapshot read in place: its sorted and pending entries (a hash and a
/// key, `UInt32` each, little-endian) where the file holds them. The first lookup checks both
/// sections whole, once (their checksums, whole entries, keys in range, the sorted part in
/// order), as a copy of them (``materialized()``: a change, a save, a full check) is checked,
/// by the same code, but keeps no copy: at a million photos the copy was 21 MB of the
/// process's own memory beside the file's pages. A lookup in a table that failed finds
/// nothing, its problem recorded (the search throws).
///
/// The order is checked in full because a binary search of a crafted table out of order
/// elsewhere than where it looks would miss entries without seeing anything wrong.
struct MappedTypoTable: Sendable {
  let sorted: SnapshotDecoder.Deferred
  let pending: SnapshotDecoder.Deferred
  /// The mapping the sections lie in (kept alive by the table).
  let mapping: SnapshotMapping
  /// The number of keys: every entry's key is below it.
  let keyCount: Int
  /// Where a failure is recorded.
  let checks: SnapshotBlockChecks
  private let soundness = TypoTableSoundness()

  /// A table of these sections, checked on the first lookup.
  init(
    sorted: SnapshotDecoder.Deferred, pending: SnapshotDecoder.Deferred,
    mapping: SnapshotMapping, keyCount: Int, checks: SnapshotBlockChecks
  ) {
    self.sorted = sorted
    self.pending = pending
    self.mapping = mapping
    self.keyCount = keyCount
    self.checks = checks
  }

  /// Calls `body` with the key of every entry whose hash is `hash`, as
  /// ``SortedTable/forEach(from:while:_:)`` visits them (the walk is that one): the sorted
  /// ones from a binary search, then the pending ones in their order.
  /// - Complexity: O(log *n* + *m*) for *n* sorted entries and *m* pending ones, after the
  ///   first call's O(*n* + *m*) check.
  func forEach(hash: UInt32, _ body: (UInt32) -> Void) {
    guard isSound() else { return }
    // Snapshots are opened on little-endian machines only, where a saved entry's bytes are a
    // ``DeletionEntry``'s (two `UInt32`s, hash first): read as entries, by the walk of
    // the built table's arrays.
    bytes(sorted).withMemoryRebound(to: DeletionEntry.self) { sorted in
      bytes(pending).withMemoryRebound(to: DeletionEntry.self) { pending in
        DeletionEntry.forEachKey(hash: hash, sorted: sorted, pending: pending, body)
      }
    }
  }

  /// Both sections copied into a table, checked first (``problem()``) unless a lookup found
  /// them sound already.
  /// - Throws: Their first problem.
  /// - Complexity: O(*n* + *m*) for *n* sorted entries and *m* pending ones.
  func materialized() throws(SnapshotError) -> SortedTable<DeletionEntry> {
    if soundness.known.withLock({ $0 }) != true, let problem = problem() { throw problem }
    return SortedTable(
      checkedSorted: Array(DeletionEntries(bytes(sorted))),
      pending: Array(DeletionEntries(bytes(pending))))
  }

  /// The bytes of `section` (checked by ``isSound()`` before any is read).
  private func bytes(_ section: SnapshotDecoder.Deferred) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(
      rebasing: mapping.bytes[section.offset..<(section.offset + section.length)])
  }

  /// Whether both sections pass their checks, found on the first call (the problem recorded)
  /// and remembered.
  private func isSound() -> Bool {
    soundness.known.withLock { known in
      if let known { return known }
      let problem = self.problem()
      if let problem { checks.record(problem) }
      known = problem == nil
      return problem == nil
    }
  }

  /// The first problem of the two sections: a checksum, an odd number of words, a key out of
  /// range, the sorted part out of order (by hash, then key, as ``DeletionEntry`` sorts).
  private func problem() -> SnapshotError? {
    for (section, ordered) in [(sorted, true), (pending, false)] {
      let bytes: UnsafeRawBufferPointer
      do throws(SnapshotError) {
        bytes = try section.checkedBytes(in: mapping)
      } catch {
        return error
      }
      guard bytes.count % 8 == 0 else {
        return .malformed(section: section.name, reason: "an odd number of words")
      }
      // Each entry as one integer, hash then key, so that the order (``DeletionEntry``'s) is
      // one comparison: comparing entries field by field made this pass, a first typo
      // lookup's largest cost, two thirds slower.
      var previous: UInt64 = 0
      for index in 0..<(bytes.count / 8) {
        let key = bytes.loadLittleEndian(at: 8 * index + 4, as: UInt32.self)
        guard key < keyCount else {
          return .malformed(section: section.name, reason: "key \(key) out of range")
        }
        let entry =
          UInt64(bytes.loadLittleEndian(at: 8 * index, as: UInt32.self)) << 32
          | UInt64(key)
        if ordered, entry < previous {
          return .malformed(section: section.name, reason: "out of order")
        }
        previous = entry
      }
    }
    return nil
  }
}

/// A mapped typo table's checks, run once (see ``MappedTypoTable``): `nil` until then.
final class TypoTableSoundness: Sendable {
  let known = Mutex<Bool?>(nil)
}

/// The entries of a typo table section as they lie in the file (a hash and a key, `UInt32`
/// little-endian each), read without a copy.
struct DeletionEntries: RandomAccessCollection {
  /// The section's bytes, a whole number of entries.
  let bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var startIndex: Int { 0 }
  var endIndex: Int { bytes.count / 8 }

  @inline(__always)
  subscript(position: Int) -> DeletionEntry {
    DeletionEntry(
      hash: bytes.loadLittleEndian(at: 8 * position, as: UInt32.self),
      key: bytes.loadLittleEndian(at: 8 * position + 4, as: UInt32.self))
  }
}
