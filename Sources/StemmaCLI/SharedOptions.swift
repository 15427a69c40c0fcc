import ArgumentParser
import Linguistics

/// What to do with a line that is not valid UTF-8.
enum InvalidUTF8Policy: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Stop with exit 65, naming the file and line.
  case error
  /// Replace ill-formed bytes with U+FFFD and go on.
  case replace
  /// Write an empty output line for it and go on.
  case skip
}

/// Output formats of the line-oriented commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text, tsv, jsonl
}

/// The options every line-oriented command shares.
struct InputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "What to do with a line that is not valid UTF-8: error (exit 65), replace or skip.")
  var onInvalid: InvalidUTF8Policy = .error

  // Unconditional, so that "--jobs -1" reaches validate() ("must be at least 1") instead of
  // reading as a missing value followed by an option "-1".
  @Option(
    name: .shortAndLong, parsing: .unconditional,
    help: "Worker threads; output order is kept (default: all cores).")
  var jobs: Int?

  @Argument(help: "Input files; none or '-' reads standard input.")
  var files: [String] = []

  /// The most workers accepted: each holds a transformer and two chunks in memory, so a huge
  /// count would exhaust memory (or overflow) before any work is done.
  static let maximumJobs = 1024

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if let jobs, jobs > Self.maximumJobs {
      throw ValidationError("--jobs must be at most \(Self.maximumJobs)")
    }
  }

  var workerCount: Int { jobs ?? min(System.coreCount, Self.maximumJobs) }

  /// Runs one transformer per worker over the input files (or standard input), writing to
  /// standard output; failures end the command with their sysexits code and message.
  func process<T: LineTransformer>(_ makeTransformer: () -> T) throws {
    do {
      _ = try LineEngine(jobs: workerCount, invalidPolicy: onInvalid).run(
        paths: files, makeTransformer: makeTransformer)
    } catch {
      throw error.report()
    }
  }
}

/// The `--language` option.
struct LanguageOption: ParsableArguments {
  @Option(name: .shortAndLong, help: "Language: Snowball name or BCP-47 code (en, de, pt-BR, …).")
  var language: String

  func validate() throws {
    do {
      _ = try Language(language)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The validated language.
  var value: Language {
    (try? Language(language)) ?? Language.all[0]
  }
}
