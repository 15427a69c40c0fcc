import ArgumentParser
import Matcher

/// `stemma index build`: index a catalog and save the index as a snapshot file.
struct IndexBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Index a photo catalog and save the index as a snapshot file.",
    discussion: """
      Malformed catalog lines are reported on standard error as FILE:LINE: reason and \
      skipped; the snapshot is still written, and the exit status is then 65.
      """)

  @Option(help: "The photo catalog (JSON Lines); '-' reads standard input.") var catalog: String
  @Option(help: "The snapshot file to write (replaced if it exists).") var output: String

  func run() throws {
    do {
      let (photos, malformed) = try CatalogInput.photos(from: catalog)
      let index: PhotoIndex
      do {
        index = try PhotoIndex(photos)
      } catch {
        throw CLIError.dataError("\(catalog): \(error)")
      }
      try SnapshotInput.save(index, to: output)
      if malformed > 0 { throw ExitCode(65) }
    } catch let error as CLIError {
      throw error.report()
    }
  }
}
