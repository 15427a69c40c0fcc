import ArgumentParser
import Foundation
import Matcher
import Vocabulary

/// `stemma search`: search a photo catalog, one JSON object per query.
struct Search: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Search a photo catalog: one JSON object per query.",
    discussion: """
      The catalog is JSON Lines, one photo a line: {"id": "IMG_0001", "created": \
      "2019-07-04T10:22:00Z", "favorite": true, "albums": [...], "tags": [...], "people": [...], \
      "location": "...", "attributes": ["panorama"], "title": "...", "caption": "..."}; only id \
      is required. --index FILE opens a snapshot that `stemma index build` saved instead (a \
      damaged or foreign file exits 65 naming it); --catalog - reads it from standard input (the queries then come from the \
      TEXT arguments or a --queries file). Malformed catalog lines are reported on standard \
      error as FILE:LINE: reason and skipped; the queries still run, and the exit status is \
      then 65. Queries come from the TEXT arguments, or one a line from --queries (- for \
      standard input), and are read by the query parser (dates relative to --now in \
      --time-zone, favorites, media words, the catalog's album and people names); each writes \
      one line: {"query": ..., "parsed": {...filters...}, "resolution": {"date": ..., "album": \
      ..., "people": [...]}, "total": n, "hits": [{"id": ..., "score": ..., "kind": \
      "photo"|"album"}], "continuation": ...}, with "unmatched" listing words that match \
      nothing in the library and, with --explain, "explain" on each hit. A continuation is \
      valid for the same catalog contents and query: pass it back with --after. A query that \
      cannot run (an --after that is not a continuation of it) writes its object with an \
      "error" field instead of the results; a --queries line that is not valid UTF-8 writes \
      {"line": n, "error": "invalid UTF-8"} (with --on-invalid error or skip; replace runs \
      it with U+FFFD). Either way every query still writes its line, the reason goes to \
      standard error as FILE:LINE (or "query N" for a TEXT argument), and the exit status is \
      65, as for malformed catalog lines.
      """)

  @Option(help: "The photo catalog (JSON Lines); '-' reads standard input.") var catalog: String?
  @Option(help: "A snapshot file from `stemma index build`, instead of --catalog.")
  var index: String?
  @Option(help: "A file of queries, one a line ('-' for standard input).") var queries: String?
  @Option(help: "The most hits per query.") var limit = 100
  @Flag(help: "Explain each hit: which query word matched which field, how.") var explain = false
  @Option(help: "The reference time for relative dates (ISO 8601); now when not given.")
  var now: String?
  @Option(help: "A continuation from an earlier result, for the next page.") var after: String?
  @Option(help: "The time zone dates in queries are read in.")
  var timeZone = "UTC"

  @Option(
    help: "What to do with a query line that is not valid UTF-8: error (exit 65), replace or skip."
  )
  var onInvalid: InvalidUTF8Policy = .error
  @Argument(help: "Queries, each searched on its own.") var text: [String] = []

  func validate() throws {
    if limit < 0 { throw ValidationError("--limit must be at least 0") }
    if let now, CatalogDate.parse(now) == nil {
      throw ValidationError("--now must be an ISO 8601 date such as 2024-05-01T12:00:00Z")
    }
    if TimeZone(identifier: timeZone) == nil {
      throw ValidationError("--time-zone must be a time zone such as UTC or America/New_York")
    }
    if queries != nil && !text.isEmpty {
      throw ValidationError("give queries either as arguments or with --queries, not both")
    }
    if queries == nil && text.isEmpty {
      throw ValidationError("give at least one query, or --queries FILE")
    }
    if (catalog == nil) == (index == nil) {
      throw ValidationError("give either --catalog or --index")
    }
    if catalog == "-" && queries == "-" {
      throw ValidationError(
        "--catalog and --queries cannot both read standard input: give the queries as TEXT")
    }
  }

  func run() throws {
    let reference = now.flatMap(CatalogDate.parse) ?? Date()
    var failed = false
    var invalidLines = 0
    do {
      let library =
        if let index { try SearchLibrary(index: index) } else {
          try SearchLibrary(catalog: catalog ?? "-")
        }
      failed = library.hadMalformedLines
      let writer = OutputWriter()
      let session = SearchSession(
        library: library, timeZone: TimeZone(identifier: timeZone) ?? .gmt, now: reference,
        limit: limit, explain: explain, after: after)
      if let queries {
        let reader = try LineReader(path: queries)
        while let chunk = try reader.nextChunk(chunkSize: 1 << 16) {
          for (offset, range) in chunk.lines.enumerated() {
            var output: [UInt8] = []
            let bytes = chunk.bytes[range]
            let place = "\(chunk.inputName):\(chunk.firstLineNumber + offset)"
            if let line = String(validating: bytes, as: UTF8.self) {
              failed = !session.write(line, into: &output, place: place) || failed
            } else {
              switch onInvalid {
              case .error:
                System.writeError("stemma: \(place): invalid UTF-8")
                SearchJSON.appendLineError(chunk.firstLineNumber + offset, to: &output)
                failed = true
              case .replace:
                invalidLines += 1
                let line = String(decoding: bytes, as: UTF8.self)
                failed = !session.write(line, into: &output, place: place) || failed
              case .skip:
                invalidLines += 1
                SearchJSON.appendLineError(chunk.firstLineNumber + offset, to: &output)
              }
            }
            output.append(UInt8(ascii: "\n"))
            try writer.write(output)
          }
        }
      } else {
        for (index, query) in text.enumerated() {
          var output: [UInt8] = []
          failed = !session.write(query, into: &output, place: "query \(index + 1)") || failed
          output.append(UInt8(ascii: "\n"))
          try writer.write(output)
        }
      }
      try writer.flush()
    } catch {
      throw error.report()
    }
    if invalidLines > 0 {
      let verb = onInvalid == .replace ? "replaced ill-formed bytes in" : "skipped"
      let lines = invalidLines == 1 ? "line" : "lines"
      System.writeError("stemma: \(verb) \(invalidLines) \(lines) of invalid UTF-8")
    }
    if failed { throw ExitCode(65) }
  }
}

/// The catalog read into an index, with its names as a vocabulary.
struct SearchLibrary {
  let index: PhotoIndex
  let vocabulary: VocabularyStore
  let hadMalformedLines: Bool

  /// Reads `catalog` ("-" is standard input), reporting each malformed line on standard
  /// error.
  /// - Throws: ``CLIError`` with exit 66 when the catalog cannot be opened or is a
  ///   directory, 74 when it cannot be read.
  init(catalog: String) throws(CLIError) {
    let (photos, malformed) = try CatalogInput.photos(from: catalog)
    do {
      index = try PhotoIndex(photos)
    } catch {
      throw CLIError.dataError("\(catalog): \(error)")
    }
    vocabulary = index.nameVocabulary()
    hadMalformedLines = malformed > 0
  }

  /// Opens the snapshot at `path` (see ``SnapshotInput``).
  init(index path: String) throws(CLIError) {
    index = try SnapshotInput.open(path)
    vocabulary = index.nameVocabulary()
    hadMalformedLines = false
  }
}
