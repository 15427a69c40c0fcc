import ArgumentParser

/// `stemma index`: photo indexes saved as snapshot files, for `search --index`.
struct Index: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build, update and inspect saved photo indexes (snapshot files).",
    discussion: """
      A snapshot holds a built photo index: `stemma search --index FILE` opens it instead of \
      reading and indexing a catalog, and answers exactly as --catalog would. Files are \
      written crash-safely (a temporary file beside the target, flushed, then renamed), so a \
      killed command leaves the previous file. A file that is truncated, damaged, of another \
      format version or not a snapshot exits 65 naming it.
      """,
    subcommands: [IndexBuild.self, IndexUpdate.self, IndexInfo.self])
}
