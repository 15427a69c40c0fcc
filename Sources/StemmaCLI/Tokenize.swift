import ArgumentParser
import Linguistics

/// `stemma tokenize`: one line of tokens per input line.
struct Tokenize: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Split each line into words (Unicode word boundaries, ICU dictionaries for CJK and Thai).",
    discussion: """
      text: tokens joined by a space; tsv: joined by a tab; jsonl: \
      {"tokens":[{"text":…,"start":…,"end":…,"kind":…}]} with UTF-8 byte offsets.
      """)

  @OptionGroup var language: LanguageOption
  @Option(help: "Output format: text, tsv or jsonl.") var format: OutputFormat = .text
  @Flag(help: "Keep punctuation and symbols as tokens.") var keepPunctuation = false
  @OptionGroup var input: InputOptions

  func run() throws {
    var options: Tokenizer.Options = [.omitWhitespace]
    if !keepPunctuation { options.insert(.omitPunctuation) }
    let tokenizer = Tokenizer(language: language.value, options: options)
    let format = self.format
    try input.process { TokenizeTransformer(tokenizer: tokenizer, format: format) }
  }
}

struct TokenizeTransformer: LineTransformer {
  let tokenizer: Tokenizer
  let format: OutputFormat
  /// Whether the line being written has a token yet: the separator before the next one.
  var wroteToken = false

  /// Every format is written token by token, so a long line can come in pieces.
  var acceptsPieces: Bool { tokenizer.tokenizesPiecesIndependently }

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    // The same path as a line in pieces, with one piece: the two cannot drift apart.
    beginPieces(into: &output)
    transform(piece: line, atUTF8Offset: 0, into: &output)
    endPieces(into: &output)
  }

  mutating func beginPieces(into output: inout [UInt8]) {
    wroteToken = false
    if format == .jsonl { output.append("{\"tokens\":[") }
  }

  mutating func transform(piece: String, atUTF8Offset offset: Int, into output: inout [UInt8]) {
    for token in tokenizer.tokens(in: piece) {
      switch format {
      case .text, .tsv:
        if wroteToken { output.append(format == .text ? UInt8(ascii: " ") : UInt8(ascii: "\t")) }
        output.append(token.text)
      case .jsonl:
        if wroteToken { output.append(UInt8(ascii: ",")) }
        output.append("{\"text\":")
        output.appendJSONString(token.text)
        output.append(",\"start\":")
        output.appendInteger(offset + token.utf8Range.lowerBound)
        output.append(",\"end\":")
        output.appendInteger(offset + token.utf8Range.upperBound)
        output.append(",\"kind\":\"\(token.kind.rawValue)\"")
        if token.isTruncated { output.append(",\"truncated\":true") }
        output.append(UInt8(ascii: "}"))
      }
      wroteToken = true
    }
  }

  mutating func endPieces(into output: inout [UInt8]) {
    if format == .jsonl { output.append("]}") }
  }
}
