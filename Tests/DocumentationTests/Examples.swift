import Foundation
import Testing

/// The package's example programs (`Snippets/`) and the documents that show them.
///
/// Every file in `Snippets/` is a snippet: SwiftPM builds it as an executable named after the
/// file, beside the test bundle, whenever it builds the package. Each line of an example's
/// output is written in its source as a `// prints …` comment, in order.
enum Examples {
  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// One example program.
  struct Snippet: Sendable, CustomTestStringConvertible {
    /// The source file.
    var url: URL
    /// Its text.
    var source: String
    /// The executable's name: the file's name without `.swift`.
    var name: String { url.deletingPathExtension().lastPathComponent }
    var testDescription: String { name }

    /// The lines the source says the program prints, in order.
    var expectedOutput: [String] { Examples.printsLines(in: source) }
  }

  /// Every snippet under `Snippets/`, sorted by path.
  static func snippets() throws -> [Snippet] {
    let directory = packageRoot.appendingPathComponent("Snippets")
    guard
      let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [Snippet] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      found.append(Snippet(url: url, source: try String(contentsOf: url, encoding: .utf8)))
    }
    return found.sorted { $0.url.path < $1.url.path }
  }

  /// The text after `// prints ` on each line that has it, in order.
  static func printsLines(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      guard let marker = line.range(of: "// prints ") else { return nil }
      return String(line[marker.upperBound...])
    }
  }

  /// The contents of each fenced code block of `language` in a Markdown text.
  static func codeBlocks(in markdown: String, language: String = "swift") -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var lines = current {
        if trimmed == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if trimmed == "```\(language)" {
        current = []
      }
    }
    return blocks
  }

  /// The built executable `name`, searched for beside the test bundle and in the directories
  /// above it.
  static func executable(named name: String) -> URL? {
    var starts: [URL] = []
    if let path = Bundle.main.executablePath { starts.append(URL(fileURLWithPath: path)) }
    if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
    for start in starts {
      var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
      while true {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return nil
  }

  /// Runs snippet `name` from the package's root and returns its standard output's lines.
  static func run(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String]
  {
    guard let url = executable(named: name) else {
      Issue.record(
        "No built example \(name) beside the tests: `swift build` builds Snippets/",
        sourceLocation: sourceLocation)
      return []
    }
    let process = Process()
    process.executableURL = url
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "\(name) exited with \(process.terminationStatus): \(errorText)",
      sourceLocation: sourceLocation)
    var lines = String(decoding: data, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
