import Foundation
import StemmaTestSupport
import Testing

/// One output line per input line, in order, whatever the input: the contract that lets
/// `paste`, `split` and `RDD.pipe` use the CLI.
@Suite("Line alignment")
struct LineAlignmentTests {
  /// A command line and what its output lines look like.
  struct Command: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var isJSON: Bool { arguments.contains("jsonl") }
    /// Whether an empty input line gives an empty output line.
    var blankStaysEmpty: Bool {
      !isJSON && !arguments.contains("tsv") && !arguments.contains("--all")
    }
    /// The key of each JSON line's array, where there is one.
    var jsonArrayKey: String? {
      switch arguments[0] {
      case "tokenize": "tokens"
      case "normalize": "terms"
      case "lemmatize": "lemmas"
      default: nil
      }
    }
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let commands: [Command] = {
    var commands: [Command] = []
    for format in ["text", "tsv", "jsonl"] {
      commands.append(Command(arguments: ["tokenize", "--format", format]))
    }
    commands.append(Command(arguments: ["tokenize", "--keep-punctuation", "--format", "jsonl"]))
    for mode in ["fold", "stem", "lemma"] {
      for format in ["text", "tsv", "jsonl"] {
        commands.append(Command(arguments: ["normalize", "--mode", mode, "--format", format]))
      }
    }
    commands.append(Command(arguments: ["normalize", "--remove-stop-words", "--keep-diacritics"]))
    commands.append(Command(arguments: ["stem"]))
    commands.append(Command(arguments: ["stem", "--raw"]))
    // The lemma commands share the line engine and the same contract.
    commands.append(Command(arguments: ["lemmatize"]))
    commands.append(Command(arguments: ["lemmatize", "--format", "jsonl"]))
    commands.append(Command(arguments: ["lemmatize", "--all"]))
    commands.append(Command(arguments: ["inflect"]))
    return commands
  }()

  @Test(
    "output lines == input lines, markers stay on their line, jsonl parses",
    arguments: commands, [UInt64(1), 2, 3])
  func alignment(command: Command, seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let languages =
      command.arguments.contains("--raw")
      ? ["en", "tr", "ar", "de"] : ["en", "ja", "tr", "ar", "de", "th"]
    let language = languages[Int(seed) % languages.count]
    let lines = RandomText.lines(count: 400, using: &generator)
    let input = RandomText.input(lines, finalNewline: seed % 2 == 0, using: &generator)
    let arguments = command.arguments + ["--language", language]
    let run = try StemmaProcess.run(arguments, input: .bytes(input))
    try #require(run.status == 0, "\(arguments) seed \(seed): \(run.stderr)")
    #expect(run.newlineCount == input.lineCount, "\(arguments) seed \(seed)")
    #expect(run.endsWithNewline)

    let output = run.textLines
    for (index, line) in lines.enumerated() where index < output.count {
      if line == RandomText.marker(index) {
        #expect(output[index].contains(line), "\(arguments) seed \(seed): line \(index + 1)")
      }
      if line.isEmpty && command.blankStaysEmpty {
        #expect(output[index].isEmpty, "\(arguments) seed \(seed): line \(index + 1)")
      }
    }
    if command.isJSON {
      for (index, line) in run.lines.enumerated() {
        let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        #expect(object != nil, "\(arguments) seed \(seed): line \(index + 1) is not a JSON object")
        if let key = command.jsonArrayKey {
          #expect(
            object?[key] is [Any], "\(arguments) seed \(seed): line \(index + 1) has no \(key)")
        }
      }
    }
  }

  @Test("each jsonl range points at its text in the input line")
  func jsonRanges() throws {
    var generator = SeededGenerator(seed: 42)
    let lines = RandomText.lines(count: 300, using: &generator)
    let input = RandomText.input(lines, finalNewline: true, using: &generator)
    let run = try StemmaProcess.run(
      ["tokenize", "--language", "en", "--format", "jsonl", "--keep-punctuation"],
      input: .bytes(input))
    try #require(run.status == 0)
    try #require(run.lines.count == lines.count)
    for (line, output) in zip(lines, run.lines) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(output)) as? [String: Any])
      let tokens = try #require(object["tokens"] as? [[String: Any]])
      let bytes = Array(line.utf8)
      for token in tokens {
        let start = try #require(token["start"] as? Int)
        let end = try #require(token["end"] as? Int)
        let text = try #require(token["text"] as? String)
        try #require(0 <= start && start <= end && end <= bytes.count, "\(line.debugDescription)")
        if token["truncated"] == nil {
          // swift-corelibs-foundation's JSONSerialization drops a U+FEFF that starts a string
          // (the CLI writes it as is, which is valid JSON), so compare without it.
          let source = String(decoding: bytes[start..<end], as: UTF8.self)
          #expect(
            source.replacingOccurrences(of: "\u{FEFF}", with: "")
              == text.replacingOccurrences(of: "\u{FEFF}", with: ""))
        }
      }
    }
  }

  @Test(
    "text modes equal the matching tsv column, line by line",
    arguments: [("fold", 1), ("lemma", 2), ("stem", 3)])
  func textMatchesTSV(mode: String, column: Int) throws {
    var generator = SeededGenerator(seed: 7)
    let lines = RandomText.lines(count: 300, using: &generator).map {
      // Tabs inside a line would shift tsv columns; they are covered elsewhere.
      $0.replacingOccurrences(of: "\t", with: " ")
    }
    let input = RandomText.input(lines, finalNewline: true, using: &generator)
    for language in ["en", "de", "ja"] {
      let text = try StemmaProcess.run(
        ["normalize", "--language", language, "--mode", mode], input: .bytes(input))
      let tsv = try StemmaProcess.run(
        ["normalize", "--language", language, "--format", "tsv"], input: .bytes(input))
      try #require(text.status == 0 && tsv.status == 0)
      try #require(text.lines.count == lines.count && tsv.lines.count == lines.count)
      for (index, (textLine, tsvLine)) in zip(text.textLines, tsv.textLines).enumerated() {
        let columns = tsvLine.split(separator: "\t", omittingEmptySubsequences: false)
        try #require(columns.count == 4, "line \(index + 1): \(tsvLine.debugDescription)")
        #expect(
          textLine == String(columns[column]),
          "\(language) --mode \(mode), line \(index + 1): \(lines[index].debugDescription)")
      }
    }
  }
}
