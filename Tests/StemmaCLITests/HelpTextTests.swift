import Foundation
import Testing

/// Every command's `--help`: no sentence with stray indentation, no default spelled twice.
@Suite("Help text")
struct HelpTextTests {
  static let commands: [[String]] = [
    [], ["tokenize"], ["normalize"], ["stem"], ["lemmatize"], ["tag"], ["inflect"], ["languages"],
    ["search"], ["vocab"], ["vocab", "rank"], ["vocab", "resolve"], ["index"],
    ["index", "build"], ["index", "update"], ["index", "info"],
  ]

  /// The subcommands a help text lists under SUBCOMMANDS.
  static func subcommands(in help: String) -> [String] {
    guard let section = help.range(of: "SUBCOMMANDS:") else { return [] }
    return help[section.upperBound...].split(separator: "\n").compactMap { line in
      // An entry is indented by two spaces; its wrapped description, further.
      guard line.hasPrefix("  ") && !line.hasPrefix("   "),
        let name = line.split(separator: " ").first, name.first?.isLowercase == true
      else { return nil }
      return name.allSatisfy({ $0.isLetter }) ? String(name) : nil
    }
  }

  @Test("every subcommand is checked")
  func everySubcommand() throws {
    let top = try StemmaProcess.run(["--help"])
    let vocab = try StemmaProcess.run(["vocab", "--help"])
    let index = try StemmaProcess.run(["index", "--help"])
    let listed =
      Self.subcommands(in: top.text).map { [$0] }
      + Self.subcommands(in: vocab.text).map { ["vocab", $0] }
      + Self.subcommands(in: index.text).map { ["index", $0] }
    #expect(listed.count > 8)
    for command in listed { #expect(Self.commands.contains(command), "\(command)") }
  }

  @Test("no doubled default and no run of spaces inside a sentence", arguments: commands)
  func clean(command: [String]) throws {
    // Unwrapped (a run of spaces at a wrap point disappears from wrapped help) and wrapped.
    let words = (command + ["--help"]).joined(separator: " ")
    for columns in ["1000", "80"] {
      let run = try StemmaProcess.runShell("COLUMNS=\(columns) \"$STEMMA\" \(words)")
      try check(run, command: command)
    }
  }

  func check(_ run: StemmaOutput, command: [String]) throws {
    #expect(run.status == 0)
    #expect(run.text.contains("USAGE:"))
    let collapsed = run.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let doubled = try Regex(#"\(default\b[^)]*\)[.;,]? *\(default:"#)
    #expect(collapsed.firstMatch(of: doubled) == nil, "\(command): \(collapsed)")
    for line in run.text.split(separator: "\n") {
      var text = line.drop { $0 == " " }
      // An option or subcommand line: its name, the column gap, its description.
      let isEntry =
        text.first == "-" || text.first == "<"
        || (line.hasPrefix("  ") && text.first?.isLowercase == true
          && text.prefix { $0 != " " }.allSatisfy(\.isLetter))
      if isEntry, let gap = text.firstRange(of: "  ") {
        text = text[gap.upperBound...].drop { $0 == " " }
      }
      #expect(!text.contains("  "), "\(command): \(line)")
    }
  }

  @Test("the overview names what stemma does; lemmatize documents tsv")
  func overview() throws {
    let top = try StemmaProcess.run(["--help"])
    let overview = top.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for word in ["tokenize", "normalize", "stem", "lemmatize", "inflect", "vocabulary", "search"] {
      #expect(overview.contains("OVERVIEW: Turn words into search terms:"))
      #expect(
        overview.components(separatedBy: "OVERVIEW:").last?.prefix(160).contains(word) == true,
        "\(word)")
    }
    let lemmatize = try StemmaProcess.run(["lemmatize", "--help"]).text
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(lemmatize.contains("tsv is the same as text"))
  }

  @Test("--jobs below 1, negative included, says so with 64", arguments: ["-1", "0", "-7"])
  func negativeJobs(jobs: String) throws {
    for option in ["--jobs", "-j"] {
      let run = try StemmaProcess.run(
        ["tokenize", "--language", "en", option, jobs], input: .bytes(Array("x\n".utf8)))
      #expect(run.status == 64)
      #expect(run.stderr.contains("--jobs must be at least 1"), "\(option) \(jobs): \(run.stderr)")
    }
  }
}
