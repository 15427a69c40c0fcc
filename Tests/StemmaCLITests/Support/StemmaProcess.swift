import Foundation
import Testing

/// What one run of the `stemma` executable produced.
struct StemmaOutput: Sendable {
  /// The exit status (or the signal number when `terminatedBySignal`).
  var status: Int32
  /// Whether the process died of a signal (a crash) rather than exiting.
  var terminatedBySignal: Bool
  /// Standard output, byte for byte.
  var stdout: [UInt8]
  /// Standard error, decoded leniently.
  var stderr: String

  /// Standard output as text (ill-formed bytes replaced).
  var text: String { String(decoding: stdout, as: UTF8.self) }

  /// Standard output split into lines at `\n`. Every line-oriented command ends each line
  /// with `\n`, so a trailing empty piece is dropped; a missing final newline shows up as
  /// `endsWithNewline == false`.
  var lines: [ArraySlice<UInt8>] {
    var pieces = stdout.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces
  }

  /// The output lines as strings.
  var textLines: [String] { lines.map { String(decoding: $0, as: UTF8.self) } }

  /// The number of `\n` in standard output.
  var newlineCount: Int { stdout.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }

  /// Whether standard output is empty or ends with a newline.
  var endsWithNewline: Bool { stdout.last.map { $0 == UInt8(ascii: "\n") } ?? true }
}

/// Where standard input of a run comes from.
enum StandardInput: Sendable {
  /// `/dev/null`.
  case none
  /// These bytes.
  case bytes([UInt8])
  /// This file.
  case file(URL)
}

/// Where standard output of a run goes.
enum StandardOutput: Sendable {
  /// Captured into ``StemmaOutput/stdout``.
  case capture
  /// This path, opened for writing (e.g. `/dev/full`); nothing is captured.
  case path(String)
}

/// Runs the built `stemma` executable as a subprocess.
enum StemmaProcess {
  /// The `stemma` executable next to (or above) the test bundle, or `STEMMA_BINARY`.
  static let executable: URL? = locateExecutable()

  /// Why ``executable`` is `nil`, for the failure message.
  static let searchedFrom: [String] = startingDirectories().map(\.path)

  /// Runs `stemma arguments…` and waits for it.
  /// - Parameters:
  ///   - arguments: The arguments after the executable name.
  ///   - input: Standard input.
  ///   - output: Standard output.
  ///   - timeout: Seconds after which the process is killed and the run fails.
  static func run(
    _ arguments: [String], input: StandardInput = .none, output: StandardOutput = .capture,
    timeout: Double = 300, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> StemmaOutput {
    let executable = try #require(
      executable,
      "no `stemma` executable found above \(searchedFrom); build it first or set STEMMA_BINARY",
      sourceLocation: sourceLocation)
    return try runProcess(
      executable, arguments, input: input, output: output, timeout: timeout,
      sourceLocation: sourceLocation)
  }

  /// Runs `/bin/sh -c script` with `$STEMMA` set to the executable: for redirections that
  /// Foundation's `Process` cannot express, such as a closed standard output.
  static func runShell(
    _ script: String, timeout: Double = 120, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> StemmaOutput {
    let executable = try #require(executable, sourceLocation: sourceLocation)
    return try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: .none, output: .capture,
      timeout: timeout, environment: ["STEMMA": executable.path], sourceLocation: sourceLocation)
  }

  private static func runProcess(
    _ executable: URL, _ arguments: [String], input: StandardInput, output: StandardOutput,
    timeout: Double, environment: [String: String] = [:], sourceLocation: SourceLocation
  ) throws -> StemmaOutput {
    // Files rather than pipes: no deadlock whatever the sizes, and no reader threads.
    let scratch = try TemporaryDirectory()
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }

    let stdinHandle: FileHandle
    switch input {
    case .none:
      stdinHandle = FileHandle.nullDevice
    case .bytes(let bytes):
      let url = try scratch.write("stdin", bytes)
      stdinHandle = try FileHandle(forReadingFrom: url)
    case .file(let url):
      stdinHandle = try FileHandle(forReadingFrom: url)
    }
    let stdoutURL = scratch.url.appendingPathComponent("stdout")
    let stderrURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let stdoutHandle: FileHandle
    switch output {
    case .capture: stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    case .path(let path):
      stdoutHandle = try #require(
        FileHandle(forWritingAtPath: path), "cannot open \(path)", sourceLocation: sourceLocation)
    }
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? stdinHandle.close()
      try? stdoutHandle.close()
      try? stderrHandle.close()
    }
    process.standardInput = stdinHandle
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle

    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      finished.wait()
      Issue.record(
        "stemma \(arguments.joined(separator: " ")) ran for more than \(timeout) s and was killed",
        sourceLocation: sourceLocation)
    }
    process.waitUntilExit()
    let result = StemmaOutput(
      status: process.terminationStatus,
      terminatedBySignal: process.terminationReason == .uncaughtSignal,
      stdout: [UInt8]((try? Data(contentsOf: stdoutURL)) ?? Data()),
      stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self))
    let command = arguments.prefix(6).joined(separator: " ")
    #expect(
      !result.terminatedBySignal,
      "stemma \(command) died of signal \(result.status): \(result.stderr.prefix(2000))",
      sourceLocation: sourceLocation)
    return result
  }

  private static func startingDirectories() -> [URL] {
    var candidates: [URL] = []
    if let path = Bundle.main.executablePath { candidates.append(URL(fileURLWithPath: path)) }
    if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first)) }
    return candidates.map { $0.resolvingSymlinksInPath().deletingLastPathComponent() }
  }

  private static func locateExecutable() -> URL? {
    if let path = ProcessInfo.processInfo.environment["STEMMA_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    // SwiftPM puts the test bundle and the products side by side in the build directory
    // (`<scratch>/debug/`); search upward so a bundle nested deeper (Apple platforms) works too.
    for start in startingDirectories() {
      var directory = start
      while true {
        let candidate = directory.appendingPathComponent("stemma")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return nil
  }
}

/// A directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stemma-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `bytes` to `name` in the directory and returns its URL.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file
  }

  /// The path of `name` in the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The package root and the shared material beside it.
enum PackagePaths {
  /// The directory holding Package.swift, found upward from this file.
  static let root: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    // Tests/StemmaCLITests/Support/ is three levels below the root.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }()

  /// `../shared` relative to the root: conformance data that is never copied into the package.
  static let shared: URL = root.deletingLastPathComponent().appendingPathComponent("shared")
    .standardizedFileURL
}

extension Array where Element == UInt8 {
  /// The UTF-8 bytes of `string`.
  init(utf8 string: String) { self = Array(string.utf8) }

  /// The number of input lines as the CLI counts them: each `\n` ends one, and trailing bytes
  /// without a newline make one more.
  var lineCount: Int {
    let newlines = reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    return newlines + (last.map { $0 != UInt8(ascii: "\n") ? 1 : 0 } ?? 0)
  }
}
