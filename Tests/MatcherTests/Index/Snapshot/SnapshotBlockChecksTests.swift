import StemmaSupport
import Testing

@testable import Matcher

/// The inlined common case of ``SnapshotBlockChecks/check(_:count:)`` (bytes in one block
/// already checked) answers as the full check does: bytes past the covered ones are refused
/// even when the block they start in was checked.
@Suite struct SnapshotBlockChecksTests {
  /// Checks over `length` covered bytes (from offset 8 of a mapping of `length + 8` bytes,
  /// in blocks of 64 bytes), with each block's true checksum.
  /// `sections` name the covered bytes (one section, "test", by default); `wrong` blocks get a
  /// checksum that does not match.
  static func checks(
    length: Int, sections: [(name: String, range: Range<Int>)]? = nil, wrong: Set<Int> = []
  ) -> SnapshotBlockChecks {
    let bytes = (0..<(length + 8)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let mapping = bytes.withUnsafeBytes { SnapshotMapping(copying: $0) }
    let covered = 8..<(8 + length)
    let sums = stride(from: covered.lowerBound, to: covered.upperBound, by: 64).map {
      let block = UnsafeRawBufferPointer(
        rebasing: mapping.bytes[$0..<min($0 + 64, covered.upperBound)])
      return CRC32C.checksum(block)
    }.enumerated().map { wrong.contains($0) ? ~$1 : $1 }.map(\.littleEndian)
    let checksums = UnsafeMutableRawPointer.allocate(byteCount: 4 * sums.count, alignment: 4)
    for (index, sum) in sums.enumerated() {
      checksums.storeBytes(of: sum, toByteOffset: 4 * index, as: UInt32.self)
    }
    // Kept for the test's lifetime: the checks read the checksums in place.
    return SnapshotBlockChecks(
      owner: mapping, path: "(test)", blockShift: 6, covered: covered,
      checksums: UnsafeRawPointer(checksums), sections: sections ?? [("test", covered)])
  }

  @Test func bytesInACheckedBlockPass() throws {
    let checks = Self.checks(length: 100)
    let base = try #require(checks.owner.bytes.baseAddress)
    #expect(checks.check(base + 8, count: 64))
    // Now from the bitmap: the same answer.
    #expect(checks.check(base + 10, count: 8))
    #expect(checks.check(base + 72, count: 36))
    #expect(checks.failure == nil)
  }

  @Test func bytesPastTheCoveredEndAreRefusedInAPartialCheckedBlock() throws {
    // Two blocks: 64 bytes, then 36; the second is checked first, whole.
    let checks = Self.checks(length: 100)
    let base = try #require(checks.owner.bytes.baseAddress)
    #expect(checks.check(base + 72, count: 36))
    // Starts in the checked second block and runs 4 bytes past the covered ones, but stays
    // within the block's 64 bytes: only the bounds can refuse it.
    #expect(!checks.check(base + 100, count: 12))
    guard case .malformed(_, let reason) = checks.failure else {
      Issue.record("no failure recorded: \(String(describing: checks.failure))")
      return
    }
    #expect(reason == "bytes outside the checked blocks")
  }

  @Test func bytesBeforeTheCoveredStartAreRefused() throws {
    let checks = Self.checks(length: 100)
    let base = try #require(checks.owner.bytes.baseAddress)
    #expect(checks.check(base + 8, count: 64))
    #expect(!checks.check(base + 4, count: 8))
    #expect(checks.failure != nil)
  }

  /// Sections are not aligned to blocks: a block that starts in one section and fails while a
  /// read of the next one checks it is named after the section read (CI once named
  /// "photoHashes" for damaged bytes of "keyWordSlots" that shared a block with it).
  @Test(arguments: [
    (10, "first (block 0)"), (80, "first (block 1)"), (110, "second (block 1)"),
    (150, "second (block 2)"),
  ])
  func aFailedBlockIsNamedAfterTheSectionRead(offset: Int, expected: String) throws {
    // Blocks of 64 bytes from offset 8: block 1 covers 72..<136, "first"'s bytes up to 100,
    // then "second"'s.
    let sections = [(name: "first", range: 8..<100), (name: "second", range: 100..<208)]
    let checks = Self.checks(length: 200, sections: sections, wrong: [0, 1, 2, 3])
    let base = try #require(checks.owner.bytes.baseAddress)
    #expect(!checks.check(base + offset, count: 4))
    #expect(checks.failure == .checksumMismatch(section: expected))
  }
}
