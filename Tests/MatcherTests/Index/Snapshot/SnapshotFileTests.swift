import Foundation
import StemmaTestSupport
import Testing

@testable import Matcher

/// Writing and inspecting snapshot files: the file holds exactly the snapshot's bytes, replaces
/// what was there, leaves no temporary file, and a failed write names the path.
@Suite struct SnapshotFileTests {
  static let photos = [
    Photo(id: "a", favorite: true, albums: ["Road Trip"], tags: ["dog"]),
    Photo(id: "b", tags: ["cat"], people: ["Anne"]),
  ]

  @Test func aSaveReplacesTheFileAndLeavesNothingBehind() throws {
    let path = try SnapshotTestSupport.temporaryPath()
    try Data("an older file".utf8).write(to: URL(fileURLWithPath: path))
    let index = try PhotoIndex(Self.photos)
    try index.write(toFile: path)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written == index.snapshotBytes())
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index.stemma"])
    try PhotoIndex().write(to: URL(fileURLWithPath: path))
    #expect(try PhotoIndex(contentsOf: URL(fileURLWithPath: path)).count == 0)
  }

  @Test func aSaveIntoAMissingFolderIsAnIOError() throws {
    do {
      try PhotoIndex().write(toFile: "/nonexistent-folder/index.stemma")
      Issue.record("the write succeeded")
    } catch {
      guard case .io(let code, let path) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(code == ENOENT)
      #expect(path.hasPrefix("/nonexistent-folder/"))
    }
  }

  @Test func infoCountsPhotosAndListsSections() throws {
    var index = try PhotoIndex(Self.photos)
    try index.add(Photo(id: "c", tags: ["lake"]))
    index.remove(id: "a")
    let path = try SnapshotTestSupport.temporaryPath()
    try index.write(toFile: path)
    let info = try SnapshotInfo(contentsOfFile: path)
    #expect(info.formatVersion == 5)
    #expect(info.photoCount == 2)
    #expect(info.keyCount == index.keyCount)
    #expect(info.language == "en")
    #expect(info.fileSize == index.snapshotBytes().count)
    #expect(info.sections.contains { $0.name == "postings" && $0.bytes > 0 })
    // Sections and the header and table make up the file, up to 7 bytes of padding each.
    let total = info.sections.reduce(64 + 32 * info.sections.count) { $0 + $1.bytes }
    #expect(total <= info.fileSize && info.fileSize < total + 8 * (info.sections.count + 1))
  }
}

/// What a save does to the file it replaces and to what killed saves left behind.
@Suite struct SnapshotReplacementTests {
  @Test func aReplacedFileKeepsItsMode() throws {
    let path = try SnapshotTestSupport.temporaryPath()
    try PhotoIndex(SnapshotFileTests.photos).write(toFile: path)
    for mode in [0o600, 0o640, 0o604] as [Int] {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
      try PhotoIndex(SnapshotFileTests.photos).write(toFile: path)
      let kept = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      #expect(kept as? Int == mode)
    }
  }

  @Test func aSaveRemovesOnlyStaleTemporariesOfItsOwnFile() throws {
    let path = try SnapshotTestSupport.temporaryPath()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    // No process has a pid this large, so these saves were killed.
    let gone = Int32.max
    let stale = [".index.stemma.tmp-\(gone)-1", ".index.stemma.tmp-\(gone)-4242"]
    let kept = [
      ".index.stemma.tmp-\(gone)-x",  // not the pattern
      ".index.stemma.tmp-\(gone)",  // not the pattern
      ".other.stemma.tmp-\(gone)-1",  // another file's
      "index.stemma.tmp-\(gone)-1",  // not hidden: not ours
      ".index.stemma.tmp-\(getpid())-7",  // a live process's
      ".index.stemma.tmp-\(gone)-9",  // newer than the save (set below)
    ]
    let past = Date(timeIntervalSinceNow: -3600)
    for name in stale + kept {
      let file = folder.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
      try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)],
      ofItemAtPath: folder.appendingPathComponent(kept[5]).path)
    try PhotoIndex(SnapshotFileTests.photos).write(toFile: path)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(left == Set(kept + ["index.stemma"]))
  }

  /// Each section's name in errors is its case's name (spelled out, so that opening a file
  /// names its sections without reflecting on the values).
  @Test func sectionsAreNamedAsTheirCases() {
    for kind in SnapshotSection.allCases {
      #expect(kind.name == String(describing: kind))
    }
  }

  /// The live photos counted eight flags a step, at every length around a step's, and with
  /// other bits set, are those counted one by one.
  @Test func liveBitsAreCountedAsOneByOne() {
    var generator = SeededGenerator(seed: 26)
    for length in Array(0..<40) + [1_000, 1_003] {
      let flags = (0..<length).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
      let expected = flags.filter { $0 & 1 != 0 }.count
      #expect(flags.withUnsafeBufferPointer { PhotoIndex.liveBitCount($0) } == expected)
    }
  }
}
