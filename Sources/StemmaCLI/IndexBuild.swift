import ArgumentParser
import Matcher

/// `stemma index build`: index a catalog and save the index as a snapshot file.
struct IndexBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Index a photo catalog and save the index as a snapshot file.",
    discussion: """
      Malformed catalog lines are reported on standard error as FILE:LINE: reason and \
      skipped; the snapshot is still written, and the exit status is then 65. On a terminal, \
      standard error shows the progress (photos read, indexing, saving); never in a pipe.
      """)

  @Option(help: "The photo catalog (JSON Lines); '-' reads standard input.") var catalog: String
  @Option(help: "The snapshot file to write (replaced if it exists).") var output: String

  func run() throws {
    do {
      var progress = Progress(totalBytes: nil)
      defer { progress.finish() }
      var photos: [Photo] = []
      let malformed = try CatalogInput.read(catalog) { line in
        guard case .photo(let photo, _) = line else { return }
        photos.append(photo)
        if photos.count & 4095 == 0 { progress.update(status: "read \(photos.count) photos") }
      }
      progress.update(status: "indexing \(photos.count) photos…", phase: true)
      let index: PhotoIndex
      do {
        index = try PhotoIndex(photos)
      } catch {
        throw CLIError.dataError("\(catalog): \(error)")
      }
      progress.update(status: "saving \(output)…", phase: true)
      try SnapshotInput.save(index, to: output)
      if malformed > 0 { throw ExitCode(65) }
    } catch let error as CLIError {
      throw error.report()
    }
  }
}
