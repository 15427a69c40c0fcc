import Foundation
import Testing

/// Every exit code of the contract (sysexits): 0, 64, 65, 66, 74.
@Suite("Exit codes")
struct ExitCodeTests {
  @Test("0: success, for every command")
  func success() throws {
    for arguments in [
      ["tokenize", "--language", "en"], ["normalize", "--language", "en"],
      ["stem", "--language", "en"], ["stem", "--language", "en", "--raw"],
    ] {
      let run = try StemmaProcess.run(arguments, input: .bytes(Array(utf8: "Dogs running\n")))
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
      #expect(run.stderr.isEmpty, "\(arguments)")
      #expect(run.lines.count == 1)
    }
    let languages = try StemmaProcess.run(["languages"])
    #expect(languages.status == 0)
    let empty = try StemmaProcess.run(["tokenize", "--language", "en"], input: .bytes([]))
    #expect(empty.status == 0)
    #expect(empty.stdout.isEmpty)
  }

  /// Usage errors: nothing on standard output, a message on standard error.
  @Test(
    "64: usage errors",
    arguments: [
      ["tokenize", "--language", "en", "--bogus"],
      ["frobnicate"],
      ["tokenize"],
      ["tokenize", "--language", "xx"],
      ["normalize", "--language", "klingon"],
      ["stem", "--language", ""],
      ["tokenize", "--language", "en", "--jobs", "0"],
      ["tokenize", "--language", "en", "--jobs", "-1"],
      ["tokenize", "--language", "en", "--jobs", "many"],
      ["tokenize", "--language", "en", "--jobs", "9223372036854775807"],
      ["tokenize", "--language", "en", "--format", "xml"],
      ["tokenize", "--language", "en", "--on-invalid", "ignore"],
      ["normalize", "--language", "en", "--mode", "bogus"],
      ["stem", "--raw", "--language", "ja"],
      ["stem", "--raw", "--language", "zh"],
      ["stem", "--raw", "--language", "xx"],
      ["stem", "--raw", "--language", "en", "--format", "jsonl"],
      ["languages", "extra"],
    ])
  func usage(arguments: [String]) throws {
    let run = try StemmaProcess.run(arguments, input: .bytes(Array(utf8: "word\n")))
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.isEmpty)
  }

  /// Every command's file option, with a directory in place of the file.
  static let directoryCases: [[String]] = [
    ["tokenize", "--language", "en", "DIR"], ["normalize", "--language", "en", "DIR"],
    ["stem", "--language", "en", "DIR"], ["stem", "--language", "en", "--raw", "DIR"],
    ["lemmatize", "--language", "en", "DIR"], ["inflect", "--language", "en", "DIR"],
    ["search", "--catalog", "DIR", "beach"],
    ["search", "--catalog", "SAMPLE", "--queries", "DIR"],
    ["vocab", "rank", "--catalog", "DIR"], ["vocab", "rank", "--entries", "DIR"],
    ["vocab", "resolve", "--catalog", "DIR", "--kind", "photoTag", "beach"],
    ["vocab", "resolve", "--entries", "DIR", "--kind", "photoTag", "beach"],
  ]

  @Test("66: a directory given as a file says so, for every file option", arguments: directoryCases)
  func directory(arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples/photos.jsonl").path
    let arguments = arguments.map {
      $0 == "DIR" ? directory.url.path : $0 == "SAMPLE" ? sample : $0
    }
    let run = try StemmaProcess.run(arguments, input: .bytes(Array(utf8: "word\n")))
    #expect(run.status == 66, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("\(directory.url.path): is a directory"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("64: an unknown language names it and lists the supported ones")
  func unknownLanguageMessage() throws {
    let run = try StemmaProcess.run(["tokenize", "--language", "xx-YY"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("xx-YY"))
    #expect(run.stderr.contains("english (en)"))
    #expect(run.stderr.contains("japanese (ja)"))
  }

  @Test("64: stem --raw without a Snowball algorithm says why")
  func rawWithoutSnowball() throws {
    let run = try StemmaProcess.run(["stem", "--raw", "--language", "ja"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("japanese"))
    #expect(run.stderr.contains("Snowball"))
  }

  @Test("65: invalid UTF-8 names FILE:LINE and writes every line before it, aligned")
  func invalidData() throws {
    let directory = try TemporaryDirectory()
    let good = ["The Dogs", "", "running fast", "   ", "last good"]
    var bytes = Array(utf8: good.joined(separator: "\n") + "\n")
    bytes += [UInt8](utf8: "bad ") + [0xFF] + [UInt8](utf8: " line\nafter\n")
    let file = try directory.write("input.txt", bytes)
    let expected = try StemmaProcess.run(
      ["tokenize", "--language", "en"], input: .bytes(Array(utf8: good.joined(separator: "\n"))))

    let run = try StemmaProcess.run(["tokenize", "--language", "en", file.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(file.path):6:"), "\(run.stderr)")
    #expect(run.stderr.contains("invalid UTF-8 at byte 5"), "\(run.stderr)")
    #expect(run.stdout == expected.stdout)
    #expect(run.lines.count == good.count)

    let stdin = try StemmaProcess.run(["stem", "--language", "en"], input: .bytes(bytes))
    #expect(stdin.status == 65)
    #expect(stdin.stderr.contains("-:6:"), "\(stdin.stderr)")
    #expect(stdin.lines.count == good.count)
  }

  @Test("65: the line number counts within the file where the bad line is")
  func invalidDataInSecondFile() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("first.txt", Array(utf8: "one\ntwo\nthree\n"))
    let second = try directory.write("second.txt", Array(utf8: "four\n") + [0xC0, 0xAF] + [0x0A])
    let run = try StemmaProcess.run(["normalize", "--language", "en", first.path, second.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(second.path):2:"), "\(run.stderr)")
    #expect(run.textLines == ["one", "two", "three", "four"])
  }

  @Test("66: a missing input file, before any output")
  func missingFile() throws {
    let directory = try TemporaryDirectory()
    let present = try directory.write("present.txt", Array(utf8: "word\n"))
    let missing = directory.path("missing.txt")
    for arguments in [
      ["tokenize", "--language", "en", missing],
      ["stem", "--language", "en", "--raw", present.path, missing],
      ["normalize", "--language", "en", missing, present.path],
    ] {
      let run = try StemmaProcess.run(arguments)
      #expect(run.status == 66, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(missing))
      #expect(run.stdout.isEmpty, "a missing file fails before any output")
    }
  }

  @Test("66: a directory as input")
  func directoryInput() throws {
    let directory = try TemporaryDirectory()
    let run = try StemmaProcess.run(["tokenize", "--language", "en", directory.url.path])
    #expect(run.status == 66)
    #expect(run.stderr.contains("directory"))
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "74: standard output on a full device",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"),
    arguments: [
      ["tokenize", "--language", "en"], ["normalize", "--language", "en", "--format", "jsonl"],
      ["stem", "--language", "en", "--raw"], ["languages"],
      // Printed by ArgumentParser through stdio, flushed only at exit.
      ["--help"], ["search", "--help"], ["--version"],
    ])
  func fullOutput(arguments: [String]) throws {
    let run = try StemmaProcess.run(
      arguments, input: .bytes(Array(utf8: "Dogs running\n")), output: .path("/dev/full"))
    #expect(run.status == 74, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("standard output"))
  }

  @Test("0: the version and the help reach standard output whole")
  func versionAndHelpWritten() throws {
    let version = try StemmaProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.text.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(version.text)")
    let help = try StemmaProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.text.hasPrefix("OVERVIEW: "))
    #expect(help.text.hasSuffix("\n") && !help.text.hasSuffix("\n\n\n"))
    // Every subcommand, and the closing line: the text is not cut short.
    for command in ["normalize", "lemmatize", "languages", "search", "vocab"] {
      #expect(help.text.contains("\n  \(command) "), "\(command)")
    }
    #expect(help.text.hasSuffix("See 'stemma help <subcommand>' for detailed help.\n"))
  }

  @Test(
    "64: a usage error stays 64 with standard output on a full device",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
  func usageErrorWithFullOutput() throws {
    let run = try StemmaProcess.run(["--no-such-flag"], output: .path("/dev/full"))
    #expect(run.status == 64, "\(run.stderr)")
    #expect(!run.stderr.contains("standard output"), "\(run.stderr)")
  }

  @Test("74: standard output on a full device after many chunks")
  func fullOutputLargeInput() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let line = Array(utf8: "the quick brown foxes jumped over the lazy dogs\n")
    let input = Array([[UInt8]](repeating: line, count: 60_000).joined())  // about 3 MB
    let run = try StemmaProcess.run(
      ["tokenize", "--language", "en", "--jobs", "2"], input: .bytes(input),
      output: .path("/dev/full"))
    #expect(run.status == 74, "\(run.stderr)")
  }

  @Test("74: standard output closed")
  func closedOutput() throws {
    let run = try StemmaProcess.runShell(
      "echo 'Dogs running' | \"$STEMMA\" tokenize --language en >&-; echo \"status=$?\" >&2")
    #expect(run.stderr.contains("status=74"), "\(run.stderr)")
    let languages = try StemmaProcess.runShell(
      "\"$STEMMA\" languages >&-; echo \"status=$?\" >&2")
    #expect(languages.stderr.contains("status=74"), "\(languages.stderr)")
    let help = try StemmaProcess.runShell("\"$STEMMA\" --help >&-; echo \"status=$?\" >&2")
    #expect(help.stderr.contains("status=74"), "\(help.stderr)")
  }

  @Test(
    "74: a read error",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/mem"),
      "needs /proc/self/mem, which opens but fails to read at offset 0 (Linux)"))
  func readError() throws {
    let run = try StemmaProcess.run(["tokenize", "--language", "en", "/proc/self/mem"])
    #expect(run.status == 74, "\(run.stderr)")
    #expect(run.stderr.contains("read failed"))
  }
}
