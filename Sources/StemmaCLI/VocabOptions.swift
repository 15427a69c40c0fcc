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
    help:
      "A language of the vocabulary (BCP-47 code); repeat for several, the first the default (with --index: the saved vocabulary's)."
  )
  var languages: [String] = []

  @Option(
    help:
      "Days after which a use counts half in the ranking (default: 90; with --index: the saved vocabulary's)."
  )
  var halfLife: Double?

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
    if let halfLife, !(halfLife.isFinite && halfLife > 0) {
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
      decay: Decay(halfLife: (halfLife ?? 90) * 86_400))
  }

  /// Refuses options that would change a saved vocabulary's ranking: its uses are weighted
  /// under the half-life it was saved with, and its entries analyzed in its languages, so
  /// neither can differ now.
  /// - Throws: ``CLIError`` with exit 64 naming the saved value.
  func check(saved configuration: VocabularyStore.Configuration, path: String) throws(CLIError) {
    let savedDays = configuration.decay.halfLife / 86_400
    if let halfLife, Decay(halfLife: halfLife * 86_400) != configuration.decay {
      throw CLIError(
        code: 64,
        message:
          "--half-life \(Self.days(halfLife)): \(path) was saved with a half-life of "
          + "\(Self.days(savedDays)) days (use --catalog or --entries to rank under another)")
    }
    let given = languages.compactMap { try? Language($0).code }
    let saved = configuration.languages.map(\.code)
    if !given.isEmpty && given != saved {
      throw CLIError(
        code: 64,
        message:
          "--language \(given.joined(separator: ",")): \(path) was saved in "
          + "\(saved.joined(separator: ",")) (use --catalog or --entries to analyze in another)")
    }
  }

  /// A number of days as written: without a fraction when whole.
  private static func days(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The moment to score at.
  var moment: Date { now.flatMap(ISO8601.date(from:)) ?? Date() }
}

/// Where `vocab rank` and `vocab resolve` read the vocabulary: a catalog, an entries file, or a
/// snapshot file that holds a saved vocabulary.
struct VocabSourceOptions: ParsableArguments {
  @Option(help: "A photo catalog (JSON Lines); '-' reads standard input.") var catalog: String?
  @Option(
    help:
      "An entries file: JSON Lines of {\"kind\", \"text\", \"uses\", \"lastUsed\", \"id\"} (id optional: the app's identifier; different ids never merge); '-' reads standard input."
  )
  var entries: String?
  @Option(
    help:
      "A snapshot file holding a saved vocabulary ('stemma index build' saves the catalog's beside the index), opened instead of building one."
  )
  var index: String?

  func validate() throws {
    if [catalog, entries, index].compactMap({ $0 }).count != 1 {
      throw ValidationError("give exactly one of --catalog, --entries and --index")
    }
    if index == "-" { throw ValidationError("--index must be a file, not standard input") }
  }

  /// The file to read ("-" is standard input).
  var path: String { catalog ?? entries ?? index ?? "-" }
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
  /// Chunks of lines are parsed on every core, each into its own tally, while the next chunks
  /// are read; the tallies are merged in file order. A catalog's lines are decoded into photos
  /// by the Matcher's ``CatalogDecoder`` (the reader `stemma search` uses, so both accept the
  /// same lines and report the same mistakes), and then, in file order, their ids are checked
  /// for duplicates. A chunk with a duplicate id (rare) is counted again without it, so the
  /// uses are those of the photos the catalog keeps. Malformed lines are reported in file
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
    // Decoding a line is pure and runs on the workers; admitting an id remembers it, so it
    // runs here, in file order.
    let lineDecoder = CatalogDecoder()
    var catalog = CatalogDecoder(maximumLineLength: lineDecoder.maximumLineLength)
    var batch = try readBatch()
    while !batch.isEmpty {
      let results = Results(count: batch.count)
      let parsing = DispatchGroup()
      let chunks = batch
      DispatchQueue.global().async(group: parsing) {
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
          results.set(
            index,
            isCatalog
              ? parseCatalog(chunks[index], decoder: lineDecoder, decay: decay)
              : parseEntries(chunks[index], decay: decay))
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
        case .catalog(let partial, let lines):
          var duplicates: Set<Int> = []
          for line in lines {
            let number = chunk.firstLineNumber + line.offset
            let error: CatalogError?
            switch line.decoded {
            case .success(let id):
              error = catalog.admit(id: id, line: number)
              if error != nil { duplicates.insert(line.offset) }
            case .failure(let reason): error = CatalogError(line: number, reason: reason)
            }
            if let error {
              malformed += 1
              System.writeError("stemma: \(chunk.inputName):\(error)")
            }
          }
          if duplicates.isEmpty {
            tally.merge(partial)
          } else {
            for (offset, range) in chunk.lines.enumerated() where !duplicates.contains(offset) {
              if case .success(let photo)? = lineDecoder.decodeUses(chunk.bytes[range]) {
                tally.add(photo)
              }
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
    /// A catalog chunk: the uses of its photos, and its lines that are not blank, in order,
    /// each with its photo's id or why it is malformed.
    case catalog(UseTally, [(offset: Int, decoded: Result<String, CatalogError.Reason>)])
    /// An entries chunk: its uses and its error messages.
    case entries(UseTally, [String])
  }

  /// One catalog chunk's uses, counted as if no photo in it had a duplicate id, and its
  /// lines' ids or mistakes.
  private static func parseCatalog(
    _ chunk: LineReader.Chunk, decoder: CatalogDecoder, decay: Decay
  ) -> ChunkResult {
    var tally = UseTally(decay: decay)
    var lines: [(offset: Int, decoded: Result<String, CatalogError.Reason>)] = []
    lines.reserveCapacity(chunk.lines.count)
    for (offset, range) in chunk.lines.enumerated() {
      switch decoder.decodeUses(chunk.bytes[range]) {
      case nil: continue
      case .success(let photo)?:
        tally.add(photo)
        lines.append((offset, .success(photo.id)))
      case .failure(let reason)?:
        lines.append((offset, .failure(reason)))
      }
    }
    return .catalog(tally, lines)
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

    init(count: Int) { values = Array(repeating: .entries(UseTally(), []), count: count) }

    func set(_ index: Int, _ value: ChunkResult) {
      lock.lock()
      values[index] = value
      lock.unlock()
    }
  }

  /// The store `source` names: opened from a snapshot file (`--index`, whose saved
  /// configuration `options` must not contradict), or built from a catalog or entries file;
  /// and how many lines were malformed.
  /// - Throws: ``CLIError``: 66 for a missing file, 65 for a file that is no good snapshot or
  ///   holds no vocabulary, 64 for options the saved vocabulary contradicts, 74 for a read
  ///   error.
  static func store(
    source: VocabSourceOptions, options: VocabStoreOptions
  ) throws(CLIError) -> (store: VocabularyStore, malformed: Int) {
    guard let index = source.index else {
      return try store(path: source.path, isCatalog: source.isCatalog, options: options)
    }
    let store: VocabularyStore
    do {
      store = try VocabularyStore(contentsOfFile: index)
    } catch {
      throw SnapshotInput.cliError(error, path: index)
    }
    try options.check(saved: store.configuration, path: index)
    return (store, 0)
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
