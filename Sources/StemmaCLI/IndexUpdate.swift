import ArgumentParser
import Foundation
import Matcher

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
      then 65. A vocabulary saved beside the index is left out (said on standard error): \
      'stemma index build' saves it again.
      """)

  @Argument(help: "The snapshot file to update.") var file: String
  @Option(help: "The changes (JSON Lines); '-' reads standard input.") var catalog: String

  func run() throws {
    do {
      var index = try SnapshotInput.open(file)
      let hadVocabulary = SnapshotInput.holdsVocabulary(file)
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
        } else {
          index.remove(id: change.id)
        }
      }
      try SnapshotInput.save(index, to: file)
      if hadVocabulary {
        // A photo's uses cannot be taken back out of the saved vocabulary's decayed weights:
        // left out, never stale.
        System.writeError(
          "stemma: \(file): the saved vocabulary was left out (an update cannot take a "
            + "photo's uses back out of it); 'stemma index build' saves it again")
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
