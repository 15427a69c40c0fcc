import ArgumentParser
import Matcher
import Vocabulary

/// `stemma index build`: index a catalog and save the index as a snapshot file.
struct IndexBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Index a photo catalog and save the index, with its vocabulary, as a snapshot file.",
    discussion: """
      The catalog's vocabulary (tags, albums and people, as 'stemma vocab rank --catalog' \
      learns it with the default language and half-life) is saved beside the index, for \
      'stemma vocab rank|resolve --index', with each photo's tags, albums, people and date, \
      from which 'stemma index update' learns it again. Malformed catalog lines are reported on standard error as FILE:LINE: reason and \
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
      // The catalog's vocabulary goes beside the index, as `vocab rank --catalog` builds it
      // (the default languages and half-life), for `vocab rank|resolve --index`.
      progress.update(status: "learning the vocabulary…", phase: true)
      // The photos' uses go too, so that `index update` can learn the vocabulary again.
      let uses = CatalogUses(photos)
      let vocabulary = VocabularyStore(tally: uses.tally(decay: Decay()))
      progress.update(status: "saving \(output)…", phase: true)
      try SnapshotInput.save(index, vocabulary: vocabulary, uses: uses, to: output)
      if malformed > 0 { throw ExitCode(65) }
    } catch let error as CLIError {
      throw error.report()
    }
  }
}
