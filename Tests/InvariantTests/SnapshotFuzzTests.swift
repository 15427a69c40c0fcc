import Foundation
import Matcher
import StemmaInvariants
import StemmaTestSupport
import Testing

/// The snapshot fuzz target's own machinery: its resealing must give exactly the checksums the
/// writer gives (or every structured input would be refused for a checksum and test nothing
/// past it), its edits must reach the decoder's structural checks, and its seeds must be
/// snapshots that open.
@Suite("Snapshot fuzz target")
struct SnapshotFuzzTests {
  @Test("resealing a written snapshot changes no byte", arguments: 0..<3)
  func resealingKeepsAWrittenFile(base: Int) {
    let bytes = SnapshotInvariants.bases[base]
    #expect(!bytes.isEmpty)
    #expect(SnapshotLayout.resealed(bytes) == bytes)
    // Damaged inside a section, then resealed: the checksums are right again (the file is
    // refused, if at all, for what the damage broke, never for a checksum).
    let section = SnapshotLayout(bytes).sections.first { $0.length > 0 }
    var damaged = bytes
    damaged[(section?.offset ?? 0) + (section?.length ?? 1) - 1] ^= 0x40
    let error = #expect(throws: SnapshotError.self) { try PhotoIndex(snapshotBytes: damaged) }
    #expect(error == .checksumMismatch(section: "settings"), "\(String(describing: error))")
    do {
      _ = try PhotoIndex(snapshotBytes: SnapshotLayout.resealed(damaged))
    } catch .checksumMismatch(let name) {
      Issue.record("checksum of \(name) after resealing")
    } catch {
      // Refused for what the damage broke.
    }
  }

  @Test("resealing computes the block checksums again, over several blocks")
  func resealingComputesBlockChecksums() throws {
    var index = PhotoIndex()
    try index.add(
      contentsOf: (0..<3000).map {
        Photo(id: "photo-\($0)", tags: ["tag\($0 % 500)", "dog"], caption: "caption \($0)")
      })
    let bytes = index.snapshotBytes()
    let blocks = try #require(SnapshotLayout(bytes).sections.first { $0.kind == 64 })
    // A header of 24 bytes, then a checksum a block: more than one block.
    #expect(blocks.length > 24 + 4, "\(bytes.count) bytes")
    var zeroed = bytes
    for at in (blocks.offset + 24)..<(blocks.offset + blocks.length) { zeroed[at] = 0 }
    // Compared as one Bool: a failure would otherwise print the whole file twice.
    let restored = SnapshotLayout.resealed(zeroed) == bytes
    #expect(restored, "the block checksums of \(bytes.count) bytes")
  }

  @Test(
    "edited snapshots reach the structural checks, never a checksum", arguments: [UInt64(1), 2])
  func editsPassTheChecksums(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var malformed = 0
    var opened = 0
    for round in 0..<150 {
      let count = Int.random(in: 5...30, using: &generator)
      let input =
        [UInt8(2 + 4 * (round % 3))]
        + (0..<count).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
      let violations = SnapshotInvariants.check(bytes: input)
      #expect(violations.isEmpty, "seed \(seed) round \(round) \(input): \(violations)")
      do {
        _ = try PhotoIndex(snapshotBytes: SnapshotInvariants.file(for: input))
        opened += 1
      } catch .checksumMismatch(let section) {
        Issue.record("seed \(seed) round \(round): checksum of \(section) after resealing")
      } catch {
        malformed += 1
      }
    }
    // Both outcomes happen: edits that break the format and edits it tolerates.
    #expect(malformed > 0 && opened > 0, "\(malformed) refused, \(opened) opened")
  }

  @Test("the committed whole-file seeds are snapshots that open")
  func seedsOpen() throws {
    let folder = FuzzReplayTests.root.appendingPathComponent("Corpora/FuzzSnapshot")
    let files = try FuzzReplayTests.inputs("Corpora", "FuzzSnapshot")
    let whole = try files.map { try Data(contentsOf: $0) }.filter { $0.first == 1 }
    #expect(!whole.isEmpty, "no whole-file seed in \(folder.path)")
    for seed in whole {
      // A format change refuses these: make them again with STEMMA_WRITE_FUZZ_SEEDS=1.
      #expect(throws: Never.self) { try PhotoIndex(snapshotBytes: Array(seed.dropFirst())) }
    }
  }

  /// Writes the seed corpus (`STEMMA_WRITE_FUZZ_SEEDS=1 swift test --filter writeSeeds`): the
  /// bases as whole files and as edit lists, from ``SnapshotInvariants/seeds``.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STEMMA_WRITE_FUZZ_SEEDS"] == "1"))
  func writeSeeds() throws {
    let folder = FuzzReplayTests.root.appendingPathComponent("Corpora/FuzzSnapshot")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for seed in SnapshotInvariants.seeds {
      let file = folder.appendingPathComponent(seed.name)
      try Data(seed.bytes).write(to: file)
      #expect(try Data(contentsOf: file) == Data(seed.bytes))
    }
  }
}
