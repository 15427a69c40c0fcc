import Foundation
import StemmaTestSupport
import Testing

@testable import Linguistics
@testable import StemmaCLI

/// A line longer than the engine's piece size is analyzed and written a piece at a time; the
/// output must be the bytes the whole line gives. The piece size is forced down to a few bytes
/// so that random lines are cut everywhere a cut is allowed.
@Suite("Long lines in pieces")
struct LongLineTests {
  /// Which command's transformer runs.
  enum Command: String, Sendable {
    case normalize, trace, tokenize
  }

  struct Setup: CustomTestStringConvertible, Sendable {
    var command = Command.normalize
    var language: String
    var mode: NormalizeMode
    var format: OutputFormat
    var removesStopWords: Bool
    var testDescription: String {
      switch command {
      case .normalize:
        "\(language) \(mode) \(format)\(removesStopWords ? " --remove-stop-words" : "")"
      case .trace: "\(language) trace\(removesStopWords ? " --remove-stop-words" : "")"
      case .tokenize:
        "\(language) tokenize \(format)\(removesStopWords ? " --keep-punctuation" : "")"
      }
    }
  }

  static let languages = ["en", "ja", "th", "zh", "de", "tr"]

  static let setups: [Setup] = {
    var setups: [Setup] = []
    for (index, language) in languages.enumerated() {
      for mode in NormalizeMode.allCases {
        for format in [OutputFormat.text, .jsonl, .tsv] {
          setups.append(
            Setup(
              language: language, mode: mode, format: format,
              removesStopWords: (index + mode.hashValue) % 2 == 0))
        }
      }
    }
    return setups
  }()

  /// `normalize --trace` and `tokenize`, which write a long line in pieces too.
  static let otherSetups: [Setup] = {
    var setups: [Setup] = []
    for (index, language) in languages.enumerated() {
      setups.append(
        Setup(
          command: .trace, language: language, mode: .lemma, format: .jsonl,
          removesStopWords: index % 2 == 0))
      for format in [OutputFormat.text, .jsonl, .tsv] {
        setups.append(
          Setup(
            command: .tokenize, language: language, mode: .fold, format: format,
            removesStopWords: index % 2 == 1))
      }
    }
    return setups
  }()

  /// Words with no space between them in Thai, Japanese and Chinese (cut only at spaces).
  static let runs = ["ภาษาไทยเป็นภาษาที่", "東京タワーに行きました", "我们在北京大学学习", "e\u{0301}\u{0302}x"]

  /// Random lines, some long, with every separator the random CLI input uses.
  static func input(seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<40 {
      var line = ""
      for position in 0..<Int.random(in: 0...60, using: &generator) {
        if position > 0 { line += RandomText.separators.randomElement(using: &generator) ?? " " }
        let pool = Bool.random(using: &generator) ? RandomText.words : runs
        line += pool.randomElement(using: &generator) ?? ""
      }
      bytes += Array(line.utf8)
      // Now and then ill-formed bytes, for --on-invalid replace.
      if Int.random(in: 0..<5, using: &generator) == 0 { bytes += [0xE3, 0x81, 0x20, 0xFF, 0x61] }
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// The output of the engine on `input`, with lines longer than `pieceSize` in pieces.
  static func run(_ setup: Setup, input: URL, pieceSize: Int) throws -> [UInt8] {
    let language = try Language(setup.language)
    let analyzer = Analyzer(language: language, removesStopWords: setup.removesStopWords)
    let (mode, format) = (setup.mode, setup.format)
    switch setup.command {
    case .normalize:
      return try run(input: input, pieceSize: pieceSize) {
        NormalizeTransformer(analyzer: analyzer, mode: mode, format: format)
      }
    case .trace:
      return try run(input: input, pieceSize: pieceSize) { TraceTransformer(analyzer: analyzer) }
    case .tokenize:
      // `removesStopWords` stands for --keep-punctuation here.
      var options: Tokenizer.Options = [.omitWhitespace]
      if !setup.removesStopWords { options.insert(.omitPunctuation) }
      let tokenizer = Tokenizer(language: language, options: options)
      return try run(input: input, pieceSize: pieceSize) {
        TokenizeTransformer(tokenizer: tokenizer, format: format)
      }
    }
  }

  /// The output of the engine with `makeTransformer`'s transformers, which must take pieces.
  static func run<T: LineTransformer>(
    input: URL, pieceSize: Int, makeTransformer: () -> T
  ) throws -> [UInt8] {
    #expect(makeTransformer().acceptsPieces, "\(T.self) writes a long line whole")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("stemma-long-line-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    let handle = try FileHandle(forWritingTo: output)
    var engine = LineEngine(jobs: 2, invalidPolicy: .replace)
    engine.pieceSize = pieceSize
    engine.longLineSize = pieceSize
    engine.chunkSize = 256
    engine.outputDescriptor = handle.fileDescriptor
    let summary = try engine.run(paths: [input.path], makeTransformer: makeTransformer)
    try handle.close()
    #expect(summary.lines == 40)
    return Array(try Data(contentsOf: output))
  }

  @Test("pieces give the bytes of the whole line", arguments: setups + otherSetups)
  func piecesEqualWhole(setup: Setup) throws {
    let seed = UInt64(abs(setup.testDescription.utf8.reduce(7) { $0 &* 31 &+ Int($1) }) % 1000)
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("stemma-long-line-input-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: input) }
    try Data(Self.input(seed: seed)).write(to: input)
    let whole = try Self.run(setup, input: input, pieceSize: .max)
    #expect(whole.filter { $0 == UInt8(ascii: "\n") }.count == 40)
    for pieceSize in [1, 7, 40] {
      let pieces = try Self.run(setup, input: input, pieceSize: pieceSize)
      // The first byte that differs, with what surrounds it (not both outputs whole).
      let common = min(pieces.count, whole.count)
      let difference = (0..<common).first { pieces[$0] != whole[$0] } ?? common
      let context = { (bytes: [UInt8]) in
        String(
          decoding: bytes[max(0, difference - 60)..<min(bytes.count, difference + 60)],
          as: UTF8.self)
      }
      #expect(
        pieces.count == whole.count && difference == common,
        "piece size \(pieceSize), seed \(seed), at byte \(difference): \(context(pieces)) vs \(context(whole))"
      )
    }
  }

  @Test("a cut falls after a space or tab, before printable ASCII; text without one is not cut")
  func cuts() {
    func cuts(_ text: String, size: Int) -> [Int] {
      var text = text
      return text.withUTF8 { utf8 in
        var cuts: [Int] = []
        var start = 0
        while start < utf8.count {
          start = Tokenizer.pieceEnd(in: utf8, from: start, minimumLength: size)
          cuts.append(start)
        }
        return cuts
      }
    }
    #expect(cuts("ab cd\tef  gh", size: 1) == [3, 6, 10, 12])
    #expect(cuts("ab cd\tef  gh", size: 4) == [6, 10, 12])
    #expect(cuts("ภาษาไทย ภาษา", size: 1) == [Array("ภาษาไทย ภาษา".utf8).count])
    #expect(cuts("a \u{0301}b", size: 1) == [5])
  }
}
