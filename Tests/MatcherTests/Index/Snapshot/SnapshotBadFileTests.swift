import Foundation
import Matcher
import StemmaTestSupport
import Testing

/// A damaged, cut-off, future or foreign file is refused with an error that names the problem:
/// never a trap, never an index that answers wrongly.
@Suite struct SnapshotBadFileTests {
  /// A small snapshot: a few photos with albums, people, removals and a free ordinal.
  static let small: [UInt8] = {
    var index = PhotoIndex()
    try? index.add(
      contentsOf: [
        Photo(id: "a", favorite: true, albums: ["Road Trip"], tags: ["dog", "beach"]),
        Photo(id: "b", tags: ["cat"], people: ["Anne"], caption: "a cat on the sofa"),
        Photo(id: "c", tags: ["mountain"]),
      ])
    index.remove(id: "c")
    return index.snapshotBytes()
  }()

  @Test func everyTruncationIsRefused() {
    for length in 0..<Self.small.count {
      do {
        _ = try PhotoIndex(snapshotBytes: Array(Self.small.prefix(length)))
        Issue.record("a prefix of \(length) bytes opened")
      } catch {
        switch error {
        case .truncated: break
        case .notASnapshot: #expect(length == 0, "length \(length)")
        default: Issue.record("length \(length): \(error)")
        }
      }
    }
  }

  /// Every flipped bit of a byte (seeded positions, plus every byte of the header and table)
  /// is caught: by the magic, the version, or a checksum.
  @Test func flippedBitsAreRefused() {
    var random = SeededGenerator(seed: 26)
    let tableEnd = 64 + 41 * 32
    var positions = Array(0..<min(tableEnd, Self.small.count))
    positions += (0..<2_000).map { _ in Int.random(in: 0..<Self.small.count, using: &random) }
    for position in positions {
      var bytes = Self.small
      bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
      do {
        _ = try PhotoIndex(snapshotBytes: bytes)
        // Bits no reader uses (padding) may flip unnoticed only outside every section.
        Issue.record("a flipped bit at \(position) went unnoticed")
      } catch {
        switch error {
        case .checksumMismatch, .notASnapshot, .unsupportedVersion, .malformed, .truncated: break
        default: Issue.record("position \(position): \(error)")
        }
      }
    }
  }

  @Test func aFutureVersionIsRefusedByNumber() {
    var bytes = Self.small
    bytes[8] = 6
    #expect(throws: SnapshotError.unsupportedVersion(found: 6, supported: 5)) {
      try PhotoIndex(snapshotBytes: bytes)
    }
  }

  /// Version 1 files lack the hash tables' slots, version 2 files the block checksums, version 3
  /// files pack postings without the noun flag, version 4 files hold each pair beside its key
  /// in the pair map: refused by number, not half read.
  @Test(arguments: [1, 2, 3, 4] as [UInt8])
  func anOlderVersionIsRefusedByNumber(version: UInt8) {
    var bytes = Self.small
    bytes[8] = version
    #expect(throws: SnapshotError.unsupportedVersion(found: UInt32(version), supported: 5)) {
      try PhotoIndex(snapshotBytes: bytes)
    }
  }

  @Test(arguments: [
    ("empty", [UInt8]()),
    ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] as [UInt8]),
    ("JSON", Array(#"{"id": "IMG_0001", "tags": ["dog"]}"#.utf8)),
    ("text", Array("STEMMA index\n".utf8)),
  ])
  func anotherProgramsFileIsNotASnapshot(name: String, bytes: [UInt8]) {
    #expect(throws: SnapshotError.notASnapshot, "\(name)") {
      try PhotoIndex(snapshotBytes: bytes)
    }
  }

  @Test func aMissingFileIsAnIOErrorNamingIt() {
    #expect(throws: SnapshotError.io(errno: ENOENT, path: "/nonexistent/x.stemma")) {
      try PhotoIndex(contentsOfFile: "/nonexistent/x.stemma")
    }
  }

  /// Bytes past the end the header gives are refused, not ignored.
  @Test func trailingBytesAreRefused() {
    #expect(throws: SnapshotError.self) {
      try PhotoIndex(snapshotBytes: Self.small + [0, 0, 0, 0, 0, 0, 0, 0])
    }
  }
}
