internal import StemmaSupport
import Synchronization

/// The lazy half of a snapshot's checksums (see <doc:SnapshotFormat>): the CRC-32C of every
/// block of the sections an opened index reads in place, checked the first time a read touches
/// the block and remembered, so that opening a file costs nothing per byte and a search pays
/// for the blocks it reads once.
///
/// A block that fails is remembered as the index's ``failure``: the reads that asked get empty
/// data (never bytes that failed, so never a trap on them), and the search that made them throws
/// instead of answering. Checks may run on several threads at once: the verified blocks are
/// bits set atomically, and two threads that check the same block compute the same answer.
final class SnapshotBlockChecks: @unchecked Sendable {
  // Sendable: the checksums are mapped bytes that are never written, the bitmap and the
  // failure are atomic or locked, and everything else is set once in `init`.
  /// The mapping the checked bytes lie in (kept alive for as long as the checks are).
  let owner: SnapshotMapping
  /// The file the bytes came from, for errors (`"(in memory)"` for bytes handed over).
  let path: String
  /// Blocks are `1 << blockShift` bytes, counted from `coveredStart`.
  private let blockShift: Int
  private let coveredStart: Int
  private let coveredEnd: Int
  /// The address of the first covered byte (`nil` for an empty mapping), so that the common
  /// case of ``check(_:count:)`` needs no offset arithmetic through ``owner``.
  private let coveredBase: UnsafeRawPointer?
  /// The blocks' CRC-32Cs, little-endian `UInt32`s in the mapped checksum section.
  private let checksums: UnsafeRawPointer
  /// The blocks whose checksum matched.
  private let verified: AtomicBitmap
  /// The sections by offset, to name the one a failed block lies in.
  private let sections: [(name: String, range: Range<Int>)]
  /// Whether any block failed (read on every search; `firstFailure` holds which).
  private let failed = Atomic<Bool>(false)
  private let firstFailure = Mutex<SnapshotError?>(nil)

  /// Checks over the blocks that `checksums` (a `count`-element array in `owner`'s bytes)
  /// describes; the caller has checked that they lie in the bytes and cover `covered`.
  init(
    owner: SnapshotMapping, path: String, blockShift: Int, covered: Range<Int>,
    checksums: UnsafeRawPointer, sections: [(name: String, range: Range<Int>)]
  ) {
    self.owner = owner
    self.path = path
    self.blockShift = blockShift
    coveredStart = covered.lowerBound
    coveredEnd = covered.upperBound
    coveredBase = owner.bytes.baseAddress.map { $0 + covered.lowerBound }
    self.checksums = checksums
    verified = AtomicBitmap(count: Self.blockCount(of: covered.count, shift: blockShift))
    self.sections = sections
  }

  /// The number of blocks that cover `length` bytes.
  static func blockCount(of length: Int, shift: Int) -> Int {
    (length + (1 << shift) - 1) >> shift
  }

  /// The first block that failed, naming its section; `nil` while every block read so far was
  /// sound.
  var failure: SnapshotError? {
    guard failed.load(ordering: .acquiring) else { return nil }
    return firstFailure.withLock { $0 }
  }

  /// Whether the bytes at `start..<start + count` of the mapping are sound: every block they
  /// touch is checked (once; later calls find it in the bitmap).
  /// - Returns: `false` (and records ``failure``) when a block's checksum does not match, or
  ///   the bytes lie outside what the checksums cover.
  @inline(__always)
  func check(_ start: UnsafeRawPointer, count: Int) -> Bool {
    // The common case, inlined into the readers' loops (a column read per candidate photo):
    // bytes within one block that is already checked cost one bit test.
    if let coveredBase {
      let offset = start - coveredBase
      if count > 0, offset >= 0, count <= coveredEnd - coveredStart - offset {
        let first = offset >> blockShift
        if first == (offset + count - 1) >> blockShift, verified.contains(first) { return true }
      }
      return check(offset: offset + coveredStart, count: count)
    }
    return check(offset: start - UnsafeRawPointer(owner.bytes.baseAddress ?? start), count: count)
  }

  /// The state of ``check(_:count:)``'s common case as plain values, for a reader that holds
  /// the checks without a reference (see ``Probe``).
  var probe: Probe {
    Probe(
      coveredBase: coveredBase, coveredLength: coveredEnd - coveredStart, blockShift: blockShift,
      verified: verified.words, checks: Unmanaged.passUnretained(self))
  }

  /// ``check(_:count:)`` for a reader in a loop: the common case (bytes within one block that
  /// is already checked) reads plain values, with no access to the checks object, so that a
  /// read neither retains it nor calls out; any other case calls ``check(_:count:)``. Unowned:
  /// whoever makes a probe keeps the checks alive while it is used.
  struct Probe {
    fileprivate let coveredBase: UnsafeRawPointer?
    fileprivate let coveredLength: Int
    fileprivate let blockShift: Int
    fileprivate let verified: UnsafeMutablePointer<Atomic<UInt64>>
    fileprivate let checks: Unmanaged<SnapshotBlockChecks>

    /// Whether the bytes at `start..<start + count` are sound (see ``check(_:count:)``).
    @inline(__always)
    func check(_ start: UnsafeRawPointer, count: Int) -> Bool {
      if let coveredBase {
        let offset = start - coveredBase
        if count > 0, offset >= 0, count <= coveredLength - offset {
          let first = offset >> blockShift
          if first == (offset + count - 1) >> blockShift,
            verified[first >> 6].load(ordering: .acquiring) & (1 << UInt64(first & 63)) != 0
          {
            return true
          }
        }
      }
      return checks._withUnsafeGuaranteedRef { $0.check(start, count: count) }
    }

    /// Records `error` as the failure (see ``SnapshotBlockChecks/record(_:)``).
    func record(_ error: SnapshotError) {
      checks._withUnsafeGuaranteedRef { $0.record(error) }
    }
  }

  /// ``check(_:count:)`` by offset into the mapping.
  func check(offset: Int, count: Int) -> Bool {
    guard count > 0 else { return true }
    guard offset >= coveredStart, count <= coveredEnd - offset else {
      record(.malformed(section: name(at: offset), reason: "bytes outside the checked blocks"))
      return false
    }
    let first = (offset - coveredStart) >> blockShift
    let last = (offset + count - 1 - coveredStart) >> blockShift
    for block in first...last where !verified.contains(block) {
      guard checkBlock(block, readAt: offset) else { return false }
    }
    return true
  }

  /// Checks every block (for a full check, and before an opened index is first changed).
  func checkAll() -> Bool {
    check(offset: coveredStart, count: coveredEnd - coveredStart)
  }

  /// Checks `block` for a read that starts at offset `read` of the mapping. A failure names the
  /// section the read was in, not the one the block starts in: sections are not aligned to
  /// blocks, so a block may begin in the section before the one whose bytes failed.
  private func checkBlock(_ block: Int, readAt read: Int) -> Bool {
    let start = coveredStart + block << blockShift
    let end = min(start + 1 << blockShift, coveredEnd)
    let bytes = UnsafeRawBufferPointer(rebasing: owner.bytes[start..<end])
    let expected = UInt32(
      littleEndian: checksums.loadUnaligned(fromByteOffset: 4 * block, as: UInt32.self))
    guard CRC32C.checksum(bytes) == expected else {
      record(.checksumMismatch(section: name(at: max(read, start)) + " (block \(block))"))
      return false
    }
    verified.insert(block)
    return true
  }

  /// Records `error` as the failure (the first one recorded stays).
  func record(_ error: SnapshotError) {
    firstFailure.withLock { if $0 == nil { $0 = error } }
    failed.store(true, ordering: .releasing)
  }

  /// The name of the section that holds `offset` (or of the padding after one).
  private func name(at offset: Int) -> String {
    sections.last(where: { $0.range.lowerBound <= offset })?.name ?? "section table"
  }
}

/// A fixed set of bits that threads set and read atomically, all clear at first.
final class AtomicBitmap: @unchecked Sendable {
  // Sendable: every word is an `Atomic`, and the pointer itself never changes.
  /// The bits, 64 a word (for ``SnapshotBlockChecks/Probe``, which reads them in place).
  let words: UnsafeMutablePointer<Atomic<UInt64>>
  private let wordCount: Int

  /// `count` clear bits.
  init(count: Int) {
    wordCount = max((count + 63) >> 6, 1)
    words = .allocate(capacity: wordCount)
    for index in 0..<wordCount { (words + index).initialize(to: Atomic(0)) }
  }

  deinit {
    words.deinitialize(count: wordCount)
    words.deallocate()
  }

  /// Whether bit `index` is set (`index` is in range).
  @inline(__always)
  func contains(_ index: Int) -> Bool {
    words[index >> 6].load(ordering: .acquiring) & (1 << UInt64(index & 63)) != 0
  }

  /// Sets bit `index`.
  @inline(__always)
  func insert(_ index: Int) {
    words[index >> 6].bitwiseOr(1 << UInt64(index & 63), ordering: .releasing)
  }
}
