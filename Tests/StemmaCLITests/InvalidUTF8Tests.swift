import Foundation
import StemmaTestSupport
import Testing

/// `--on-invalid error|replace|skip` on every kind of ill-formed UTF-8.
@Suite("Invalid UTF-8")
struct InvalidUTF8Tests {
  /// An ill-formed byte sequence and where in the line it sits.
  struct BadLine: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// The 1-based byte of the line where decoding fails.
    var firstBadByte: Int
    var testDescription: String { name }
  }

  static let badLines: [BadLine] = [
    BadLine(
      name: "unpaired surrogate ED A0 80",
      bytes: [UInt8](utf8: "ab ") + [0xED, 0xA0, 0x80] + [UInt8](utf8: " cd"), firstBadByte: 4),
    BadLine(
      name: "surrogate pair in CESU-8", bytes: [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], firstBadByte: 1
    ),
    BadLine(
      name: "overlong C0 AF", bytes: [UInt8](utf8: "x") + [0xC0, 0xAF] + [UInt8](utf8: "y"),
      firstBadByte: 2),
    BadLine(
      name: "overlong E0 80 AF", bytes: [UInt8](utf8: "dogs ") + [0xE0, 0x80, 0xAF], firstBadByte: 6
    ),
    BadLine(
      name: "truncated at end of line", bytes: [UInt8](utf8: "café ") + [0xE6, 0x9D],
      firstBadByte: 7),
    BadLine(
      name: "truncated mid-line",
      bytes: [UInt8](utf8: "a ") + [0xF0, 0x9F, 0x98] + [UInt8](utf8: " b"), firstBadByte: 3),
    BadLine(
      name: "stray continuation bytes",
      bytes: [UInt8](utf8: "running ") + [0x80, 0xBF] + [UInt8](utf8: " dogs"), firstBadByte: 9),
    BadLine(name: "lone FF", bytes: [0xFF], firstBadByte: 1),
    BadLine(
      name: "beyond U+10FFFF", bytes: [UInt8](utf8: "z") + [0xF4, 0x90, 0x80, 0x80], firstBadByte: 2
    ),
    BadLine(
      name: "five-byte form", bytes: [0xF8, 0x88, 0x80, 0x80, 0x80] + [UInt8](utf8: "Photos"),
      firstBadByte: 1),
    BadLine(
      name: "Latin-1 text",
      bytes: [UInt8](utf8: "Stra") + [0xDF, 0x65, 0x20, 0x63, 0x61, 0x66, 0xE9], firstBadByte: 5),
  ]

  static let before = ["The Dogs", "", "running fast", "\u{202E}abc", "日本語のテキスト"]
  static let after = ["After the bad line", "   ", "photos"]

  /// The input: good lines, the bad line, more good lines; CRLF endings and no final newline.
  static func input(with bad: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in before { bytes += Array(line.utf8) + [0x0D, 0x0A] }
    bytes += bad + [0x0A]
    bytes += Array(after.joined(separator: "\n").utf8)
    return bytes
  }

  static let commands: [[String]] = [
    ["tokenize", "--language", "en", "--keep-punctuation"],
    ["tokenize", "--language", "en", "--format", "jsonl"],
    ["normalize", "--language", "de", "--format", "tsv"],
    ["normalize", "--language", "en", "--mode", "stem", "--format", "jsonl"],
    ["stem", "--language", "en"],
    ["stem", "--language", "en", "--raw"],
  ]

  @Test(
    "error (the default): exit 65 with FILE:LINE and every earlier line written",
    arguments: badLines)
  func error(bad: BadLine) throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("input.txt", Self.input(with: bad.bytes))
    for command in Self.commands {
      let expected = try StemmaProcess.run(
        command, input: .bytes(Array(Self.before.joined(separator: "\n").utf8)))
      for arguments in [command + [file.path], command + ["--on-invalid", "error", file.path]] {
        let run = try StemmaProcess.run(arguments)
        #expect(run.status == 65, "\(arguments): \(run.stderr)")
        #expect(
          run.stderr.contains(
            "\(file.path):\(Self.before.count + 1): invalid UTF-8 at byte \(bad.firstBadByte) "),
          "\(arguments): \(run.stderr)")
        #expect(run.stdout == expected.stdout, "\(arguments)")
        #expect(run.lines.count == Self.before.count)
      }
    }
  }

  @Test(
    "replace: U+FFFD for the ill-formed bytes, line count kept, count on stderr",
    arguments: badLines)
  func replace(bad: BadLine) throws {
    let input = Self.input(with: bad.bytes)
    // What the CLI must do: the same as for the text with each ill-formed sequence replaced.
    let replaced = Array(String(decoding: input, as: UTF8.self).utf8)
    #expect(replaced.count >= input.count, "Swift replaces each ill-formed sequence with U+FFFD")
    for command in Self.commands {
      let run = try StemmaProcess.run(command + ["--on-invalid", "replace"], input: .bytes(input))
      #expect(run.status == 0, "\(command): \(run.stderr)")
      #expect(run.newlineCount == input.lineCount)
      #expect(
        run.stderr.contains("replaced ill-formed bytes in 1 line of invalid UTF-8"), "\(run.stderr)"
      )
      let reference = try StemmaProcess.run(command, input: .bytes(replaced))
      #expect(reference.status == 0)
      #expect(run.stdout == reference.stdout, "\(command)")
    }
    let punctuation = try StemmaProcess.run(
      Self.commands[0] + ["--on-invalid", "replace"], input: .bytes(Self.input(with: bad.bytes)))
    #expect(punctuation.textLines[Self.before.count].contains("\u{FFFD}"))
  }

  @Test(
    "skip: an empty line for the bad line, the rest as usual, count on stderr", arguments: badLines)
  func skip(bad: BadLine) throws {
    let input = Self.input(with: bad.bytes)
    let withEmptyLine = Self.input(with: [])
    for command in Self.commands {
      let run = try StemmaProcess.run(command + ["--on-invalid", "skip"], input: .bytes(input))
      #expect(run.status == 0, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("skipped 1 line of invalid UTF-8"), "\(run.stderr)")
      #expect(run.newlineCount == input.lineCount)
      #expect(run.lines[Self.before.count].isEmpty, "\(command)")
      // Every other line is what it would be with the bad line empty (where empty gives empty).
      let reference = try StemmaProcess.run(command, input: .bytes(withEmptyLine))
      var expected = reference.lines
      expected[Self.before.count] = []
      #expect(run.lines == expected, "\(command)")
    }
  }

  @Test("many bad lines across chunks and jobs: counts add up, order kept")
  func manyBadLines() throws {
    var generator = SeededGenerator(seed: 99)
    var input: [UInt8] = []
    var badCount = 0
    var lineCount = 0
    // About 2.5 MB, so that several 1 MB chunks each hold bad lines.
    while input.count < 2_500_000 {
      if Int.random(in: 0..<50, using: &generator) == 0 {
        input += Self.badLines.randomElement(using: &generator)?.bytes ?? [0xFF]
        badCount += 1
      } else {
        input += Array("\(RandomText.marker(lineCount)) photos of mountains".utf8)
      }
      input.append(0x0A)
      lineCount += 1
    }
    for jobs in ["1", "3"] {
      let skip = try StemmaProcess.run(
        ["tokenize", "--language", "en", "--on-invalid", "skip", "--jobs", jobs],
        input: .bytes(input))
      #expect(skip.status == 0)
      #expect(skip.stderr.contains("skipped \(badCount) lines of invalid UTF-8"), "\(skip.stderr)")
      #expect(skip.lines.count == lineCount)
      let replace = try StemmaProcess.run(
        ["tokenize", "--language", "en", "--on-invalid", "replace", "--jobs", jobs],
        input: .bytes(input))
      #expect(
        replace.stderr.contains("replaced ill-formed bytes in \(badCount) lines"),
        "\(replace.stderr)")
      #expect(replace.lines.count == lineCount)
      var misplaced = 0
      for (index, line) in skip.textLines.enumerated() where !line.isEmpty {
        if !line.hasPrefix(RandomText.marker(index) + " ") { misplaced += 1 }
      }
      #expect(misplaced == 0, "--jobs \(jobs)")
    }
  }

  @Test("error policy with --jobs 2: the bad line is deep in a later chunk")
  func errorInLaterChunk() throws {
    let directory = try TemporaryDirectory()
    var good: [UInt8] = []
    var count = 0
    while good.count < 2_300_000 {
      good += Array("\(RandomText.marker(count)) Straße café running dogs\n".utf8)
      count += 1
    }
    let file = try directory.write("input.txt", good + [0x61, 0xC3, 0x0A] + Array("more\n".utf8))
    let goodFile = try directory.write("good.txt", good)
    let expected = try StemmaProcess.run(["normalize", "--language", "de", goodFile.path])
    for jobs in ["1", "2"] {
      let run = try StemmaProcess.run(["normalize", "--language", "de", "--jobs", jobs, file.path])
      #expect(run.status == 65)
      #expect(
        run.stderr.contains("\(file.path):\(count + 1): invalid UTF-8 at byte 2"), "\(run.stderr)")
      #expect(run.stdout == expected.stdout, "--jobs \(jobs)")
    }
  }

  @Test("stem --raw hands Snowball the exact bytes of valid lines; invalid ones follow the policy")
  func rawPassesBytes() throws {
    var input = Array("running\nRUNNING\n".utf8)
    for bad in Self.badLines { input += bad.bytes + [0x0A] }
    let error = try StemmaProcess.run(
      ["stem", "--raw", "--language", "english"], input: .bytes(input))
    #expect(error.status == 65, "\(error.stderr)")
    #expect(error.stderr.contains("-:3: invalid UTF-8 at byte 4"), "\(error.stderr)")
    #expect(error.textLines == ["run", "RUNNING"])
    let skip = try StemmaProcess.run(
      ["stem", "--raw", "--language", "english", "--on-invalid", "skip"], input: .bytes(input))
    #expect(skip.status == 0, "\(skip.stderr)")
    #expect(skip.stderr.contains("skipped \(Self.badLines.count) lines of invalid UTF-8"))
    #expect(
      skip.textLines == ["run", "RUNNING"] + Array(repeating: "", count: Self.badLines.count))
  }
}
