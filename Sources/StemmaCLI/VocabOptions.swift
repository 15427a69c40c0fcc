import ArgumentParser
import Foundation
import Linguistics
import Matcher
internal import StemmaSupport
import Vocabulary

/// Output formats of `vocab rank`.
enum VocabFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text, jsonl
}

/// The options `vocab rank` and `vocab resolve` share: the store's languages and decay, and
/// the moment to score at.
struct VocabStoreOptions: ParsableArguments {
  @Option(
    name: .customLong("language"),
    help: "A language of the vocabulary (BCP-47 code); repeat for several, the first the default.")
  var languages: [String] = []

  @Option(help: "Days after which a use counts half in the ranking (default 90).")
  var halfLife: Double = 90

  @Option(help: "The moment to rank at, ISO 8601 (default: now).")
  var now: String?

  func validate() throws {
    for language in languages {
      do {
        _ = try Language(language)
      } catch {
        throw ValidationError(error.description)
      }
    }
    guard halfLife.isFinite && halfLife > 0 else {
      throw ValidationError("--half-life must be a positive number of days")
    }
    if let now, ISO8601.date(from: now) == nil {
      throw ValidationError("--now must be an ISO 8601 date, e.g. 2024-06-01T00:00:00Z")
    }
  }

  /// The store's configuration.
  var configuration: VocabularyStore.Configuration {
    VocabularyStore.Configuration(
      languages: languages.compactMap { try? Language($0) },
      decay: Decay(halfLife: halfLife * 86_400))
  }

  /// The moment to score at.
  var moment: Date { now.flatMap(ISO8601.date(from:)) ?? Date() }
}

/// Reads catalogs and entries files into a tally, reporting malformed lines on standard error.
enum VocabularyInput {
  /// The uses of every line of `path`, and how many lines were malformed.
  ///
  /// Chunks of lines are parsed on every core while the next chunks are read. An entries file's
  /// chunks are counted each into its own tally, then merged. A catalog's lines are decoded
  /// into photos by the Matcher's ``CatalogDecoder`` (the reader `stemma search` uses, so both
  /// accept the same lines and report the same mistakes), and then, in file order, their ids
  /// are checked for duplicates and their uses counted. Malformed lines are reported in file
  /// order.
  /// - Throws: ``CLIError`` with 66 for a missing file, 74 for a read error.
  static func tally(
    path: String, isCatalog: Bool, decay: Decay
  ) throws(CLIError) -> (tally: UseTally, malformed: Int) {
    let reader = try LineReader(path: path)
    let workers = max(1, min(System.coreCount, 16))
    func readBatch() throws(CLIError) -> [LineReader.Chunk] {
      var chunks: [LineReader.Chunk] = []
      while chunks.count < workers {
        guard let chunk = try reader.nextChunk(chunkSize: 4 << 20) else { break }
        chunks.append(chunk)
      }
      return chunks
    }
    var tally = UseTally(decay: decay)
    var malformed = 0
    // Decoding a line is pure, and runs on the workers; admitting a line remembers its id, so
    // it runs here, in file order.
    let lineDecoder = CatalogDecoder()
    var catalog = CatalogDecoder(maximumLineLength: lineDecoder.maximumLineLength)
    var batch = try readBatch()
    while !batch.isEmpty {
      let results = Results(count: batch.count)
      let parsing = DispatchGroup()
      let chunks = batch
      DispatchQueue.global().async(group: parsing) {
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
          let chunk = chunks[index]
          results.set(
            index,
            isCatalog
              ? .photos(chunk.lines.map { lineDecoder.decode(chunk.bytes[$0]) })
              : parseEntries(chunk, decay: decay))
        }
      }
      let next: Result<[LineReader.Chunk], CLIError>
      do throws(CLIError) {
        next = .success(try readBatch())
      } catch {
        next = .failure(error)
      }
      parsing.wait()
      for (chunk, result) in zip(chunks, results.values) {
        switch result {
        case .photos(let decoded):
          for (offset, decoded) in decoded.enumerated() {
            guard let decoded else { continue }
            switch catalog.admit(decoded, line: chunk.firstLineNumber + offset) {
            case .photo(let photo, _): tally.add(photo)
            case .malformed(let error):
              malformed += 1
              System.writeError("stemma: \(chunk.inputName):\(error)")
            }
          }
        case .entries(let partial, let errors):
          tally.merge(partial)
          malformed += errors.count
          for error in errors { System.writeError(error) }
        }
      }
      batch = try next.get()
    }
    return (tally, malformed)
  }

  /// What a worker made of one chunk.
  private enum ChunkResult: Sendable {
    /// A catalog chunk: each line decoded (`nil` for a blank line), in order.
    case photos([Result<Photo, CatalogError.Reason>?])
    /// An entries chunk: its uses and its error messages.
    case entries(UseTally, [String])
  }

  /// One entries chunk's uses and error messages.
  private static func parseEntries(_ chunk: LineReader.Chunk, decay: Decay) -> ChunkResult {
    var tally = UseTally(decay: decay)
    var errors: [String] = []
    for (offset, range) in chunk.lines.enumerated() {
      let bytes = chunk.bytes[range]
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let number = chunk.firstLineNumber + offset
      do throws(EntryLineError) {
        tally.add(try EntryLine(parsing: bytes, lineNumber: number))
      } catch {
        errors.append("stemma: \(chunk.inputName):\(error.line):\(error.column): \(error.reason)")
      }
    }
    return .entries(tally, errors)
  }

  /// Per-worker results, each slot written by one worker.
  private final class Results: @unchecked Sendable {
    private(set) var values: [ChunkResult]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: .photos([]), count: count) }

    func set(_ index: Int, _ value: ChunkResult) {
      lock.lock()
      values[index] = value
      lock.unlock()
    }
  }

  /// The store built from `path`, and how many lines were malformed.
  static func store(
    path: String, isCatalog: Bool, options: VocabStoreOptions
  ) throws(CLIError) -> (store: VocabularyStore, malformed: Int) {
    let configuration = options.configuration
    let (tally, malformed) = try tally(
      path: path, isCatalog: isCatalog, decay: configuration.decay)
    return (VocabularyStore(tally: tally, configuration: configuration), malformed)
  }
}

extension Array where Element == UInt8 {
  /// Appends a score rounded to 4 decimals.
  mutating func appendScore(_ value: Double) {
    let rounded = value.isFinite ? (value * 10_000).rounded() / 10_000 : 0
    append(rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded))
  }
}
