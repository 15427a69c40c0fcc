import Foundation
import StemmaTestSupport
import Testing

/// The "Scale" contract: the output does not depend on `--jobs`, and splitting the input at any
/// line boundary, processing the pieces anywhere and concatenating gives the same output.
@Suite("Scale", .serialized)
struct ScaleTests {
  /// About 3.5 MB of mixed-script lines: more than three of the engine's 1 MB chunks, so
  /// several chunks are in flight per batch and the worker that finishes first is not always
  /// the one whose output comes first.
  static let largeInput: [UInt8] = {
    var generator = SeededGenerator(seed: 2024)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(3_600_000)
    while bytes.count < 3_500_000 {
      let lines = RandomText.lines(count: 1000, using: &generator)
      bytes += RandomText.input(lines, finalNewline: true, using: &generator)
    }
    bytes += Array("a last line without a newline".utf8)
    return bytes
  }()

  /// The lines of `bytes` up to the first line end at or after `count` bytes.
  static func prefix(of bytes: [UInt8], lineBoundaryAfter count: Int) -> [UInt8] {
    guard let end = bytes[count...].firstIndex(of: UInt8(ascii: "\n")) else { return bytes }
    return Array(bytes[...end])
  }

  @Test(
    "--jobs 1, 2 and 3 give byte-identical output on a multi-megabyte input",
    .timeLimit(.minutes(5)),
    arguments: [
      ["stem", "--language", "en"],
      ["tokenize", "--language", "ja", "--format", "jsonl"],
      ["stem", "--language", "tr", "--raw"],
    ])
  func jobsDoNotChangeOutput(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("large.txt", Self.largeInput)
    let single = try StemmaProcess.run(command + ["--jobs", "1", file.path])
    try #require(single.status == 0, "\(single.stderr)")
    #expect(single.newlineCount == Self.largeInput.lineCount)
    for jobs in ["2", "3"] {
      let parallel = try StemmaProcess.run(command + ["--jobs", jobs, file.path])
      #expect(parallel.status == 0)
      #expect(parallel.stdout == single.stdout, "\(command) --jobs \(jobs) differs from --jobs 1")
    }
    // Standard input goes through the same reader without a known size.
    let piped = try StemmaProcess.run(command + ["--jobs", "2"], input: .file(file))
    #expect(piped.stdout == single.stdout, "\(command) from standard input differs")
  }

  @Test(
    "splitting the input at random line boundaries and concatenating gives the same output",
    .timeLimit(.minutes(5)),
    arguments: [
      ["normalize", "--language", "en", "--format", "tsv"],
      ["tokenize", "--language", "th", "--format", "jsonl"],
      ["stem", "--language", "de", "--raw"],
    ])
  func splittingDoesNotChangeOutput(command: [String]) throws {
    var generator = SeededGenerator(seed: 77)
    // A fifth of the large input keeps the debug-build run short; the split points are what
    // matter here, and the jobs test above covers the size.
    let input = Self.prefix(of: Self.largeInput, lineBoundaryAfter: 700_000)
    let whole = try StemmaProcess.run(command + ["--jobs", "2"], input: .bytes(input))
    try #require(whole.status == 0, "\(whole.stderr)")
    #expect(whole.newlineCount == input.lineCount)

    let lineEnds = input.indices.filter { input[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    var cuts = (0..<6).compactMap { _ in lineEnds.randomElement(using: &generator) }
    cuts += [lineEnds[0], lineEnds[1]]  // a one-line piece
    cuts = Array(Set(cuts)).sorted()
    var concatenated: [UInt8] = []
    var start = 0
    for end in cuts + [input.count] where end > start {
      let piece = try StemmaProcess.run(
        command + ["--jobs", "1"], input: .bytes(Array(input[start..<end])))
      #expect(piece.status == 0)
      #expect(piece.newlineCount == Array(input[start..<end]).lineCount)
      concatenated += piece.stdout
      start = end
    }
    #expect(concatenated == whole.stdout, "\(command): split at \(cuts)")
  }

  @Test("pieces given as several files in one run equal the whole")
  func piecesAsFiles() throws {
    let directory = try TemporaryDirectory()
    let input = Self.prefix(of: Self.largeInput, lineBoundaryAfter: 300_000)
    let whole = try StemmaProcess.run(["normalize", "--language", "en"], input: .bytes(input))
    let lineEnds = input.indices.filter { input[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    let cuts = [0, lineEnds[100], lineEnds[101], lineEnds[lineEnds.count / 2], input.count]
    var paths: [String] = []
    for (index, (start, end)) in zip(cuts, cuts.dropFirst()).enumerated() {
      paths.append(try directory.write("piece\(index).txt", Array(input[start..<end])).path)
    }
    let pieces = try StemmaProcess.run(["normalize", "--language", "en"] + paths)
    #expect(pieces.status == 0)
    #expect(pieces.stdout == whole.stdout)
  }
}
