import Foundation
import Matcher
import Testing
import Vocabulary

/// `stemma index update` keeps the vocabulary saved beside the index: after the update,
/// `vocab rank|resolve --index` write, byte for byte, what `--catalog` writes on the catalog
/// with the changes applied.
@Suite("stemma index update and the saved vocabulary")
struct VocabIndexUpdateTests {
  static let sample = IndexCommandTests.sample

  /// Replacements (one that moves an entry's date and display spelling), deletions (of a contact's every photo, of an unknown id, of a photo
  /// added again later), new photos with and without a date.
  static let changes = [
    #"{"id": "IMG_0002", "created": "2024-05-01T09:00:00Z", "albums": ["Garden"], "tags": ["Roses", "sunset"], "people": ["Carol King"]}"#,
    #"{"id": "IMG_0001", "deleted": true}"#,
    #"{"id": "IMG_0003", "deleted": true}"#,
    #"{"id": "IMG_9999", "deleted": true}"#,
    #"{"id": "IMG_0100", "created": "2025-01-02T10:00:00Z", "albums": ["road trip 2019"], "tags": ["MOUNTAINS", "road trip"], "people": ["Carol King"]}"#,
    #"{"id": "IMG_0101", "tags": ["lake", "lake"]}"#,
    #"{"id": "IMG_0004", "deleted": true}"#,
    #"{"id": "IMG_0102", "created": "2023-03-03T03:03:03Z", "tags": ["beach"]}"#,
    #"{"id": "IMG_0004", "created": "2020-02-02T00:00:00Z", "tags": ["bus"], "albums": ["Garden"]}"#,
  ]

  /// A second update: a replacement of a photo the first one added, and a deletion of another.
  static let laterChanges = [
    #"{"id": "IMG_0102", "created": "2023-03-04T00:00:00Z", "tags": ["beaches", "Roses"]}"#,
    #"{"id": "IMG_0100", "deleted": true}"#,
  ]

  /// The sample catalog with `changes` applied as `index update` applies them: a line with a
  /// known id replaces that photo where it stands, a new one goes after the last, a deleted
  /// photo goes.
  static func merged(_ catalog: [String], _ changes: [String]) throws -> [String] {
    var lines: [(id: String, line: String)] = []
    for line in catalog + changes where !line.isEmpty {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let id = try #require(object["id"] as? String)
      let position = lines.firstIndex { $0.id == id }
      if object["deleted"] as? Bool == true {
        if let position { lines.remove(at: position) }
      } else if let position {
        lines[position].line = line
      } else {
        lines.append((id, line))
      }
    }
    return lines.map(\.line)
  }

  @Test("after an update, vocab --index writes what vocab --catalog writes on the changed catalog")
  func updatedIndexMatchesChangedCatalog() throws {
    let directory = try TemporaryDirectory()
    let snapshot = try VocabIndexCommandTests.build(in: directory)
    let catalog = try String(contentsOfFile: Self.sample, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let mergedPath = try directory.write(
      "merged.jsonl",
      Array((try Self.merged(catalog, Self.changes).joined(separator: "\n") + "\n").utf8)
    ).path
    let changes = try directory.write(
      "changes.jsonl", Array((Self.changes.joined(separator: "\n") + "\n").utf8))
    let update = try StemmaProcess.run(["index", "update", snapshot, "--catalog", changes.path])
    #expect(update.status == 0, "\(update.stderr)")
    #expect(!update.stderr.contains("vocabulary"), "\(update.stderr)")
    // The changes change the vocabulary, so an update that kept the old one would show.
    let before = try StemmaProcess.run([
      "vocab", "rank", "--format", "jsonl", "--catalog", Self.sample,
    ])
    let after = try StemmaProcess.run([
      "vocab", "rank", "--format", "jsonl", "--catalog", mergedPath,
    ])
    #expect(before.text != after.text)
    let commands =
      VocabIndexCommandTests.commands + [
        ["resolve", "--kind", "contactName", "carol", "anne johnson", "bob smith"],
        ["resolve", "--kind", "photoTag", "rose", "beach", "mountain"],
        ["resolve", "--kind", "photoAlbumName", "garden", "road trip"],
      ]
    for command in commands {
      let arguments = ["vocab"] + command
      let fromCatalog = try StemmaProcess.run(arguments + ["--catalog", mergedPath])
      let fromIndex = try StemmaProcess.run(arguments + ["--index", snapshot])
      #expect(fromCatalog.status == 0, "\(command): \(fromCatalog.stderr)")
      #expect(fromIndex.status == fromCatalog.status, "\(command): \(fromIndex.stderr)")
      #expect(fromIndex.text == fromCatalog.text, "\(command)")
    }
    // A second update learns from the uses the first one saved.
    let again = try directory.write(
      "again.jsonl", Array((Self.laterChanges.joined(separator: "\n") + "\n").utf8))
    let second = try StemmaProcess.run(["index", "update", snapshot, "--catalog", again.path])
    #expect(second.status == 0, "\(second.stderr)")
    let twice = try directory.write(
      "twice.jsonl",
      Array(
        (try Self.merged(catalog, Self.changes + Self.laterChanges)
          .joined(separator: "\n") + "\n").utf8)
    ).path
    for command in [["rank", "--format", "jsonl"], ["resolve", "--kind", "photoTag", "beach"]] {
      let fromCatalog = try StemmaProcess.run(["vocab"] + command + ["--catalog", twice])
      let fromIndex = try StemmaProcess.run(["vocab"] + command + ["--index", snapshot])
      #expect(fromIndex.status == 0, "\(fromIndex.stderr)")
      #expect(fromIndex.text == fromCatalog.text, "\(command)")
    }
  }

  @Test("a file saved without the photos' uses has its vocabulary left out, and says so")
  func fileWithoutUsesLeavesTheVocabularyOut() throws {
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("old.stemma").path
    let photos = [Photo(id: "IMG_1", created: Date(timeIntervalSince1970: 0), tags: ["dog"])]
    var tally = UseTally()
    for photo in photos { tally.add(photo) }
    try PhotoIndex(photos).write(toFile: snapshot, vocabulary: VocabularyStore(tally: tally))
    let changes = try directory.write(
      "changes.jsonl", Array(#"{"id": "IMG_1", "deleted": true}"#.utf8))
    let update = try StemmaProcess.run(["index", "update", snapshot, "--catalog", changes.path])
    #expect(update.status == 0)
    #expect(update.stderr.contains("vocabulary was left out"), "\(update.stderr)")
    let rank = try StemmaProcess.run(["vocab", "rank", "--index", snapshot])
    #expect(rank.status == 65)
    #expect(rank.stderr.contains(snapshot) && rank.stderr.contains("holds no vocabulary"))
    // Updated again, nothing more is said: there is no vocabulary to leave out.
    let again = try StemmaProcess.run(["index", "update", snapshot, "--catalog", changes.path])
    #expect(again.status == 0)
    #expect(!again.stderr.contains("vocabulary"), "\(again.stderr)")
  }
}
