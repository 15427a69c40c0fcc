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

  /// What a regression input of `Regressions/FuzzSnapshot/` must still reach: an edit list
  /// names places in the bases of the format it was found under, so a format change can move
  /// it off the rule it was kept for, and its replay then passes while testing nothing.
  enum Purpose: Sendable, CustomTestStringConvertible {
    /// Opening refuses it as malformed in `section`, for a reason that starts so.
    case refused(section: String, reason: String)
    /// It opens with two photos of one id, and a search shows that id twice.
    case duplicateIDHits
    /// It opens, and a search of `word` throws `damagedSnapshot` (malformed `section`).
    case damagedSearch(word: String, section: String)
    /// It opens with ``ScoringWeights/b`` at 1 and a photo's tag length at 0, and a search of
    /// `word` finds every hit its total counts, with finite scores.
    case finiteAtFullNormalization(word: String)

    var testDescription: String { "\(self)" }
  }

  /// The regression inputs and what each is for (`-v3`, `-v4`, `-v5`: the same damage as the
  /// file without the suffix, made again for format 3, 4 or 5; those without it stay as found).
  /// Not listed: inputs kept for the target's own readers (`damaged-index-written-again`,
  /// `malformed-id-before-a-good-one`) and the inputs whose places moved with a later format
  /// (`huge-lemma-weight-page-drops-hit`, `posting-to-removed-photo` and its `-v3` and `-v4`).
  static let purposes: [(String, Purpose)] = [
    ("nan-k1-page-drops-hits", .refused(section: "weights", reason: "k1 is ")),
    ("huge-lemma-weight-page-drops-hit-v3", .refused(section: "weights", reason: "lemma is ")),
    ("duplicate-photo-ids", .duplicateIDHits),
    ("posting-to-removed-photo-v5", .damagedSearch(word: "dog", section: "postings")),
    ("length-zero-at-full-normalization", .finiteAtFullNormalization(word: "dog")),
  ]

  @Test("each regression input still reaches the rule it was kept for", arguments: purposes)
  func regressionReachesItsRule(name: String, purpose: Purpose) throws {
    let url = FuzzReplayTests.root.appendingPathComponent("Regressions/FuzzSnapshot/\(name)")
    let bytes = SnapshotInvariants.file(for: Array(try Data(contentsOf: url)))
    let index: PhotoIndex
    do {
      index = try PhotoIndex(snapshotBytes: bytes)
    } catch .malformed(let section, let reason) {
      guard case .refused(let expected, let start) = purpose else {
        Issue.record("\(name) refused: \(section): \(reason)")
        return
      }
      #expect(section == expected && reason.hasPrefix(start), "\(name): \(section): \(reason)")
      return
    } catch {
      Issue.record("\(name) refused: \(error)")
      return
    }
    switch purpose {
    case .refused:
      Issue.record("\(name) opened")
    case .duplicateIDHits:
      let ids = SnapshotLayout(bytes).liveIDs(in: bytes, limit: 100)
      #expect(Set(ids).count < ids.count, "\(name): \(ids)")
      let twice = try ids.contains { id in
        let hits =
          try index.search(PhotoQuery(searchTerms: [id])).hits
          + SnapshotLayout(bytes).keyWords(in: bytes, limit: 50).flatMap {
            try index.search(PhotoQuery(searchTerms: [$0])).hits
          }
        return hits.contains { hit in hits.filter { $0.kind == .photo && $0.id == hit.id }.count > 1
        }
      }
      #expect(twice, "\(name): no search shows one id twice")
    case .damagedSearch(let word, let expected):
      do {
        _ = try index.search(PhotoQuery(searchTerms: [word]))
        Issue.record("\(name): \(word) answered")
      } catch .damagedSnapshot(_, .malformed(let section, _)) {
        #expect(section == expected, "\(name): \(section)")
      } catch {
        Issue.record("\(name): \(error)")
      }
    case .finiteAtFullNormalization(let word):
      #expect(index.weights.b == 1)
      let result = try index.search(PhotoQuery(searchTerms: [word]))
      #expect(result.total > 0 && result.hits.count == result.total, "\(name): \(result)")
      let finite = result.hits.allSatisfy { $0.score.isFinite }
      #expect(finite, "\(name): \(result.hits)")
    }
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
