import ArgumentParser
import Matcher

/// `stemma index info`: what a snapshot file holds.
struct IndexInfo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Print a snapshot file's format version, counts and section sizes.",
    discussion: """
      The header, the section table and the sections read are checked; --verify checks every \
      byte (every section's checksum and every posting list), as opening with full \
      verification does. A damaged file exits 65 naming it. The output is one "name: value" \
      line each for the format version, language, photos, keys and file size, then one line \
      per section: its name and its size in bytes.
      """)

  @Argument(help: "The snapshot file.") var file: String
  @Flag(
    help: "Check every byte of the file (its checksums and posting lists), not only its structure.")
  var verify = false

  func run() throws {
    do {
      let info: SnapshotInfo
      do {
        info = try SnapshotInfo(contentsOfFile: file, verification: verify ? .full : .onDemand)
      } catch {
        throw SnapshotInput.cliError(error, path: file)
      }
      var text = "format version: \(info.formatVersion)\n"
      text += "language: \(info.language)\n"
      text += "photos: \(info.photoCount)\n"
      text += "keys: \(info.keyCount)\n"
      text += "bytes: \(info.fileSize)\n"
      if info.photoCount > 0 {
        text += "bytes a photo: \(info.fileSize / info.photoCount)\n"
      }
      text += "sections:\n"
      for section in info.sections { text += "  \(section.name): \(section.bytes)\n" }
      let writer = OutputWriter()
      try writer.write(Array(text.utf8))
      try writer.flush()
    } catch let error as CLIError {
      throw error.report()
    }
  }
}
