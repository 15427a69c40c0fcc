import Foundation
import Testing

/// Inputs built to hurt: huge lines, huge tokens, endless combining marks, NUL bytes. None may
/// crash, and each keeps one output line per input line.
@Suite("Hostile input", .serialized)
struct HostileInputTests {
  static let lineCommands: [[String]] = [
    ["tokenize", "--language", "en"],
    ["tokenize", "--language", "en", "--format", "jsonl", "--keep-punctuation"],
    ["normalize", "--language", "en", "--format", "tsv"],
    ["normalize", "--language", "en", "--format", "jsonl"],
    ["stem", "--language", "en"],
    ["stem", "--language", "en", "--raw"],
  ]

  /// A 100 MB line with no newline at all.
  ///
  /// Mostly spaces, with a word every 4 KB: the reader, the chunking and the output path see
  /// the full 100 MB, while the tokenizer has few segments to make. A 100 MB line of real
  /// words takes about 30 s per command in a debug build on two cores (the library's
  /// tokenizer, unoptimized) and 1.7 GB of memory; `stem --raw` below reads real words instead,
  /// since Snowball cost is flat.
  // The time limit guards against a hang, not a speed: the suite runs beside every other
  // test on two shared cores, where this test's three processes alone take about a minute.
  @Test("a 100 MB single line gives exactly one output line", .timeLimit(.minutes(15)))
  func hundredMegabyteLine() throws {
    let directory = try TemporaryDirectory()
    let size = 100 << 20
    var block = Array("photos ".utf8)
    block += [UInt8](repeating: UInt8(ascii: " "), count: 4096 - block.count)
    var bytes = Self.repeated(block, toAtLeast: size)
    let file = try directory.write("line.txt", bytes)
    bytes = []

    for command in [
      ["tokenize", "--language", "en"], ["normalize", "--language", "en", "--mode", "stem"],
    ] {
      let started = Date()
      let run = try StemmaProcess.run(command + [file.path])
      let seconds = Date().timeIntervalSince(started)
      #expect(run.status == 0, "\(command): \(run.stderr)")
      #expect(run.newlineCount == 1)
      // 25,600 words of "photos" (or "photo"), space-separated.
      let words = run.text.split(separator: " ")
      #expect(words.count == size / 4096)
      print("100 MB line, \(command.joined(separator: " ")): \(String(format: "%.1f", seconds)) s")
    }

    // Real words throughout, through stem --raw: the full line reaches Snowball as one word.
    bytes = Self.repeated(
      Array("the quick brown foxes jumped over lazy dogs ".utf8), toAtLeast: size)
    let wordsFile = try directory.write("words.txt", bytes)
    let started = Date()
    let raw = try StemmaProcess.run(["stem", "--language", "en", "--raw", wordsFile.path])
    #expect(raw.status == 0, "\(raw.stderr)")
    #expect(raw.newlineCount == 1)
    #expect(raw.stdout.count >= size / 2)
    print("100 MB line, stem --raw: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
  }

  @Test("a 10 MB line of real words, and lines around it", .timeLimit(.minutes(5)))
  func tenMegabyteLineOfWords() throws {
    let directory = try TemporaryDirectory()
    let words = Array("Photos of mountains, lakes and Straße café! ".utf8)
    let bytes =
      Array("before\n".utf8) + Self.repeated(words, toAtLeast: (10 << 20) - 7)
      + Array("\nafter\n".utf8)
    let file = try directory.write("line.txt", bytes)
    let run = try StemmaProcess.run(
      ["normalize", "--language", "de", "--mode", "fold", "--jobs", "2", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.newlineCount == 3)
    #expect(run.textLines.first == "before")
    #expect(run.textLines.last == "after")
    #expect(
      run.textLines.count == 3
        && run.textLines[1].hasPrefix("photos of mountains lakes and strasse cafe photos"))
  }

  /// Each input holds several lines, so a crash or a split line shows up as a wrong count.
  static let hostileInputs: [(name: String, bytes: [UInt8])] = [
    (
      "1 MB single token",
      Array("short\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        + Array("\nend\n".utf8)
    ),
    (
      "1 MB of one CJK run",
      Array("x\n".utf8) + Array(String(repeating: "東京", count: 1 << 17).utf8) + Array("\ny\n".utf8)
    ),
    (
      "1 MB token of digits and dots",
      Array("x\n".utf8) + Array(String(repeating: "1.", count: 1 << 19).utf8) + Array("\ny\n".utf8)
    ),
    (
      "10,000 combining marks on one letter",
      Array(("e" + String(repeating: "\u{0301}", count: 10_000) + " word\nnext\n").utf8)
    ),
    (
      "100,000 combining marks alone",
      Array((String(repeating: "\u{0308}", count: 100_000) + "\nnext\n").utf8)
    ),
    ("NUL bytes", [0x00, 0x0A, 0x61, 0x00, 0x62, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x0A, 0x63]),
    ("only newlines", [UInt8](repeating: 0x0A, count: 10_000)),
    ("only CRs", [UInt8](repeating: 0x0D, count: 10_000) + [0x0A]),
    ("CRLF blank lines", Array(repeating: [UInt8(0x0D), 0x0A], count: 5_000).flatMap { $0 }),
    (
      "RTL override and isolates",
      Array("\u{202E}gnitset\u{202C} \u{2067}x\u{2069}\n\u{202E}\n".utf8)
    ),
    ("emoji ZWJ sequence of 1,000", Array((String(repeating: "👨‍👩‍👧‍", count: 1_000) + "\n").utf8)),
    ("regional indicators", Array((String(repeating: "🇯", count: 10_001) + "\n").utf8)),
    // U+FFFE, U+FFFF, U+10FFFF, U+E000, newline, U+FDD0: well-formed UTF-8 that Swift string
    // literals refuse to spell.
    (
      "noncharacters and private use",
      [
        0xEF, 0xBF, 0xBE, 0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF, 0xEE, 0x80, 0x80, 0x0A, 0xEF,
        0xB7, 0x90, 0x0A,
      ]
    ),
    ("BOM at line starts", Array("\u{FEFF}word\n\u{FEFF}\n\u{FEFF}\u{FEFF}x\n".utf8)),
    ("U+2028 and U+0085", Array("a\u{2028}b\u{0085}c\u{2029}d\n".utf8)),
    (
      "a letter with a mark between every byte",
      Array(String(repeating: "a\u{0301}", count: 200_000).utf8) + [0x0A]
    ),
  ]

  @Test(
    "hostile lines do not crash and keep the line count", .timeLimit(.minutes(5)),
    arguments: lineCommands)
  func hostileLines(command: [String]) throws {
    for (name, bytes) in Self.hostileInputs {
      let run = try StemmaProcess.run(command, input: .bytes(bytes), timeout: 120)
      #expect(run.status == 0, "\(command) on \(name): \(run.stderr)")
      #expect(run.newlineCount == bytes.lineCount, "\(command) on \(name)")
      if command.contains("jsonl") {
        for (index, line) in run.lines.enumerated() {
          #expect(
            (try? JSONSerialization.jsonObject(with: Data(line))) != nil,
            "\(command) on \(name): line \(index + 1) is not JSON")
        }
      }
    }
  }

  @Test("a 1 MB token is cut in the text and marked truncated in jsonl")
  func truncatedToken() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + [0x0A]
    let run = try StemmaProcess.run(
      ["tokenize", "--language", "en", "--format", "jsonl"], input: .bytes(bytes))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let token = try #require((object["tokens"] as? [[String: Any]])?.first)
    #expect(token["truncated"] as? Bool == true)
    #expect(token["start"] as? Int == 0)
    #expect(token["end"] as? Int == 1 << 20)
    #expect((token["text"] as? String)?.utf8.count ?? .max <= 1024)
  }

  @Test("NUL bytes are characters, not line ends or string ends")
  func nulBytes() throws {
    let input: [UInt8] = [0x61, 0x00, 0x62, 0x0A, 0x00, 0x0A]
    let tokens = try StemmaProcess.run(["tokenize", "--language", "en"], input: .bytes(input))
    #expect(tokens.text == "a b\n\n")
    let json = try StemmaProcess.run(
      ["tokenize", "--language", "en", "--format", "jsonl", "--keep-punctuation"],
      input: .bytes(input))
    #expect(
      json.textLines[1] == #"{"tokens":[{"text":"\u0000","start":0,"end":1,"kind":"punctuation"}]}"#
    )
    let raw = try StemmaProcess.run(["stem", "--language", "en", "--raw"], input: .bytes(input))
    #expect(raw.stdout == input, "Snowball leaves these bytes alone")
  }

  /// `unit` repeated the fewest whole times that make at least `count` bytes, built by doubling:
  /// a debug build appending a short array millions of times took minutes of the test's time.
  static func repeated(_ unit: [UInt8], toAtLeast count: Int) -> [UInt8] {
    guard !unit.isEmpty else { return [] }
    let length = (count + unit.count - 1) / unit.count * unit.count
    var bytes = unit
    bytes.reserveCapacity(2 * length)
    while bytes.count < length { bytes += bytes }
    return Array(bytes.prefix(length))
  }
}
