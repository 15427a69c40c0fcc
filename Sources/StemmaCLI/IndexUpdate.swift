import ArgumentParser
import Foundation
import Matcher
import Vocabulary

/// `stemma index update`: apply a catalog of changes to a snapshot file.
struct IndexUpdate: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract: "Apply a catalog of changes to a snapshot file, in place.",
    discussion: """
      Each line of the changes catalog is a photo: one with an id the index holds replaces \
      that photo, a new id is added, and {"id": "...", "deleted": true} removes the photo \
      (an unknown id is ignored). Lines apply in order. The file is replaced crash-safely; \
      malformed lines are reported as FILE:LINE: reason and skipped, and the exit status is \
      then 65. A vocabulary saved beside the index is learned again from the changed \
      catalog (the photos' uses 'stemma index build' saves with it), under its saved \
      language and half-life: 'stemma vocab rank --index' then gives what '--catalog' gives \
      on the changed catalog. A file that keeps no uses has its vocabulary left out (said on \
      standard error).
      """)

  @Argument(help: "The snapshot file to update.") var file: String
  @Option(help: "The changes (JSON Lines); '-' reads standard input.") var catalog: String

  func run() throws {
    do {
      var index = try SnapshotInput.open(file)
      let hadVocabulary = SnapshotInput.holdsVocabulary(file)
      // The photos' uses saved beside the vocabulary follow the changes, and the vocabulary is
      // learned again from them under its saved settings.
      var vocabulary = try SnapshotInput.vocabularyUses(file)
      var bytes: [UInt8] = []
      let input = try LineReader(path: catalog)
      while let chunk = try input.nextChunk(chunkSize: 1 << 20) { bytes += chunk.bytes }
      // Removals are blanked out (spaces keep the line numbers) before the catalog reader
      // sees the photos; each is applied at its line.
      var removals: [Int: String] = [:]
      var lineStart = 0
      var lineNumber = 1
      for position in 0...bytes.count where position == bytes.count || bytes[position] == 10 {
        let line = bytes[lineStart..<position]
        if let id = Self.removedID(line) {
          removals[lineNumber] = id
          for blank in lineStart..<position { bytes[blank] = 0x20 }
        }
        lineStart = position + 1
        lineNumber += 1
      }
      var changes: [(line: Int, photo: Photo?, id: String)] = removals.map {
        (line: $0.key, photo: nil, id: $0.value)
      }
      let malformed = try CatalogInput.read(catalog, bytes: bytes) { line in
        if case .photo(let photo, let number) = line {
          changes.append((line: number, photo: photo, id: photo.id))
        }
      }
      for change in changes.sorted(by: { $0.line < $1.line }) {
        if let photo = change.photo {
          do {
            try index.update(photo)
          } catch {
            throw CLIError.dataError("\(catalog):\(change.line): \(error)")
          }
          vocabulary?.uses.update(photo)
        } else {
          index.remove(id: change.id)
          vocabulary?.uses.remove(id: change.id)
        }
      }
      if let (configuration, uses) = vocabulary {
        let store = VocabularyStore(
          tally: uses.tally(decay: configuration.decay), configuration: configuration)
        try SnapshotInput.save(index, vocabulary: store, uses: uses, to: file)
      } else {
        try SnapshotInput.save(index, to: file)
      }
      if hadVocabulary && vocabulary == nil {
        // A file saved before the photos' uses were kept: a photo's uses cannot be taken back
        // out of the vocabulary's decayed weights, so it is left out, never stale.
        System.writeError(
          "stemma: \(file): the saved vocabulary was left out (the file keeps no photo uses to "
            + "learn it again from); 'stemma index build' saves it with them")
      }
      if malformed > 0 { throw ExitCode(65) }
    } catch let error as CLIError {
      throw error.report()
    }
  }

  /// The id of a `{"id": …, "deleted": true}` line, or `nil` for any other line.
  static func removedID(_ line: ArraySlice<UInt8>) -> String? {
    // Only lines that mention the key are parsed twice.
    guard line.count < 1 << 16,
      String(decoding: line, as: UTF8.self).contains("\"deleted\""),
      let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      object["deleted"] as? Bool == true, let id = object["id"] as? String, !id.isEmpty
    else { return nil }
    return id
  }
}
