import Matcher
import Vocabulary

/// Opening and saving snapshot files for the commands that take `--index`, with the CLI's
/// exit statuses: a missing file is 66, a file that is no good snapshot 65 (naming the file
/// and the problem), a failed read or write 74.
enum SnapshotInput {
  /// The index saved at `path`.
  static func open(_ path: String) throws(CLIError) -> PhotoIndex {
    do {
      return try PhotoIndex(contentsOfFile: path)
    } catch {
      throw cliError(error, path: path)
    }
  }

  /// Saves `index` at `path`.
  static func save(_ index: PhotoIndex, to path: String) throws(CLIError) {
    do {
      try index.write(toFile: path)
    } catch {
      throw cliError(error, path: path)
    }
  }

  /// Saves `index` with `vocabulary` beside it at `path`.
  static func save(
    _ index: PhotoIndex, vocabulary: VocabularyStore, to path: String
  ) throws(CLIError) {
    do {
      try index.write(toFile: path, vocabulary: vocabulary)
    } catch {
      throw cliError(error, path: path)
    }
  }

  /// Saves `index` with `vocabulary` and the catalog `uses` it was learned from at `path`.
  static func save(
    _ index: PhotoIndex, vocabulary: VocabularyStore, uses: CatalogUses, to path: String
  ) throws(CLIError) {
    do {
      try index.write(toFile: path, vocabulary: vocabulary, uses: uses)
    } catch {
      throw cliError(error, path: path)
    }
  }

  /// The vocabulary saved at `path` and the catalog uses it was learned from, or `nil` when
  /// the file holds no vocabulary or a vocabulary without its uses.
  static func vocabularyUses(
    _ path: String
  ) throws(CLIError) -> (configuration: VocabularyStore.Configuration, uses: CatalogUses)? {
    do {
      guard let uses = try CatalogUses.saved(inFile: path) else { return nil }
      return (try VocabularyStore(contentsOfFile: path).configuration, uses)
    } catch {
      throw cliError(error, path: path)
    }
  }

  /// Whether the snapshot at `path` holds a vocabulary (`false` when it cannot be read).
  static func holdsVocabulary(_ path: String) -> Bool {
    guard let info = try? SnapshotInfo(contentsOfFile: path) else { return false }
    return info.sections.contains { $0.name == "vocabularySettings" }
  }

  /// The CLI error for a snapshot error about `path`.
  static func cliError(_ error: SnapshotError, path: String) -> CLIError {
    switch error {
    case .io(let code, let name):
      let message = "\(name): \(System.errorDescription(code))"
      // ENOENT and EISDIR: the input is missing or no file.
      return code == 2 || code == 21 ? .noInput(message) : .ioError(message)
    default:
      return .dataError("\(path): \(error.description)")
    }
  }
}
