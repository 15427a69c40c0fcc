internal import StemmaSupport
import Synchronization

/// The typo table of a snapshot read in place: its sorted and pending entries (a hash and a
/// key, `UInt32` each, little-endian) where the file holds them. The first lookup checks both
/// sections whole, once (their checksums, whole entries, keys in range, the sorted part in
/// order), as copying them did, but keeps no copy: at a million photos the copy was 21 MB of
/// the process's own memory beside the file's pages. A lookup in a table that failed finds
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

  /// Calls `body` with the key of every entry whose hash is `hash`, in the order a
  /// ``SortedTable`` visits them (``SortedTable/forEach(from:while:_:)``): the sorted ones from
  /// a binary search, then the pending ones in their order.
  /// - Complexity: O(log *n* + *m*) for *n* sorted entries and *m* pending ones, after the
  ///   first call's O(*n* + *m*) check.
  func forEach(hash: UInt32, _ body: (UInt32) -> Void) {
    guard isSound() else { return }
    let sorted = bytes(self.sorted)
    var low = 0
    var high = sorted.count / 8
    while low < high {
      let middle = (low + high) >> 1
      if Self.hash(sorted, middle) < hash { low = middle + 1 } else { high = middle }
    }
    while low < sorted.count / 8, Self.hash(sorted, low) == hash {
      body(Self.key(sorted, low))
      low += 1
    }
    let pending = bytes(self.pending)
    for index in 0..<(pending.count / 8) where Self.hash(pending, index) == hash {
      body(Self.key(pending, index))
    }
  }

  /// The bytes of `section` (checked by ``isSound()`` before any is read).
  private func bytes(_ section: SnapshotDecoder.Deferred) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(
      rebasing: mapping.bytes[section.offset..<(section.offset + section.length)])
  }

  @inline(__always)
  private static func hash(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt32 {
    bytes.loadLittleEndian(at: 8 * index, as: UInt32.self)
  }

  @inline(__always)
  private static func key(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt32 {
    bytes.loadLittleEndian(at: 8 * index + 4, as: UInt32.self)
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
      var previous: UInt64 = 0
      for index in 0..<(bytes.count / 8) {
        let key = Self.key(bytes, index)
        guard key < keyCount else {
          return .malformed(section: section.name, reason: "key \(key) out of range")
        }
        let entry = UInt64(Self.hash(bytes, index)) << 32 | UInt64(key)
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
