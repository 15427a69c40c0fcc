import ArgumentParser
import Foundation
import Linguistics
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

  @Option(help: "Days after which a use counts half in the ranking.")
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

/// Where `vocab rank` and `vocab resolve` read the vocabulary: a catalog or an entries file.
struct VocabSourceOptions: ParsableArguments {
  @Option(help: "A photo catalog (JSON Lines); '-' reads standard input.") var catalog: String?
  @Option(
    help:
      "An entries file: JSON Lines of {\"kind\", \"text\", \"uses\", \"lastUsed\"}; '-' reads standard input."
  )
  var entries: String?

  func validate() throws {
    if (catalog == nil) == (entries == nil) {
      throw ValidationError("give exactly one of --catalog and --entries")
    }
  }

  /// The file to read ("-" is standard input).
  var path: String { catalog ?? entries ?? "-" }
  /// Whether ``path`` is a catalog rather than an entries file.
  var isCatalog: Bool { catalog != nil }
}

/// The `--kind` option's check: a misspelled built-in kind is a usage error, and a kind with
/// no entries is said on standard error.
enum KindCheck {
  /// Throws a usage error naming the built-in kind `name` resembles, with every built-in kind.
  static func validate(_ name: String) throws {
    if name.isEmpty { throw ValidationError("--kind must not be empty") }
    if let kind = EntryKind.builtInKind(resembling: name) {
      let kinds = EntryKind.builtIn.map(\.rawValue).joined(separator: ", ")
      throw ValidationError(
        "--kind \(name): did you mean \(kind.rawValue)? kinds: \(kinds), or an app-defined kind")
    }
  }

  /// Writes a warning when `store` has no entries of `kind`, listing the kinds it has.
  static func warnIfAbsent(_ kind: EntryKind, in store: VocabularyStore, path: String) {
    guard !store.kinds.contains(kind) else { return }
    let present = store.kinds.map(\.rawValue).joined(separator: ", ")
    System.writeError(
      "stemma: \(path) has no entries of kind \(kind.rawValue); kinds present: "
        + (present.isEmpty ? "none" : present))
  }
}

/// Reads catalogs and entries files into a tally, reporting malformed lines on standard error.
enum VocabularyInput {
  /// The uses of every line of `path`, and how many lines were malformed.
  ///
  /// Chunks of lines are parsed on every core, each into its own tally, then merged; the next
  /// chunks are read while the current ones are parsed; malformed lines are reported in file
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
    var batch = try readBatch()
    while !batch.isEmpty {
      let results = Results(count: batch.count)
      let parsing = DispatchGroup()
      let chunks = batch
      DispatchQueue.global().async(group: parsing) {
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
          results.set(index, parse(chunks[index], isCatalog: isCatalog, decay: decay))
        }
      }
      let next: Result<[LineReader.Chunk], CLIError>
      do throws(CLIError) {
        next = .success(try readBatch())
      } catch {
        next = .failure(error)
      }
      parsing.wait()
      for (partial, errors) in results.values {
        tally.merge(partial)
        malformed += errors.count
        for error in errors { System.writeError(error) }
      }
      batch = try next.get()
    }
    return (tally, malformed)
  }

  /// One chunk's uses and error messages.
  private static func parse(
    _ chunk: LineReader.Chunk, isCatalog: Bool, decay: Decay
  ) -> (UseTally, [String]) {
    var tally = UseTally(decay: decay)
    var errors: [String] = []
    for (offset, range) in chunk.lines.enumerated() {
      let bytes = chunk.bytes[range]
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let number = chunk.firstLineNumber + offset
      do throws(EntryLineError) {
        if isCatalog {
          try tally.add(catalogLine: bytes, lineNumber: number)
        } else {
          tally.add(try EntryLine(parsing: bytes, lineNumber: number))
        }
      } catch {
        errors.append("stemma: \(chunk.inputName):\(error.line):\(error.column): \(error.reason)")
      }
    }
    return (tally, errors)
  }

  /// Per-worker results, each slot written by one worker.
  private final class Results: @unchecked Sendable {
    private(set) var values: [(UseTally, [String])]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: (UseTally(), []), count: count) }

    func set(_ index: Int, _ value: (UseTally, [String])) {
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
