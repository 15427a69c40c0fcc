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

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    let tokens = tokenizer.tokens(in: line)
    switch format {
    case .text, .tsv:
      let separator = format == .text ? UInt8(ascii: " ") : UInt8(ascii: "\t")
      for (index, token) in tokens.enumerated() {
        if index > 0 { output.append(separator) }
        output.append(token.text)
      }
    case .jsonl:
      output.append("{\"tokens\":[")
      for (index, token) in tokens.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append("{\"text\":")
        output.appendJSONString(token.text)
        output.append(",\"start\":")
        output.appendInteger(token.utf8Range.lowerBound)
        output.append(",\"end\":")
        output.appendInteger(token.utf8Range.upperBound)
        output.append(",\"kind\":\"\(token.kind.rawValue)\"")
        if token.isTruncated { output.append(",\"truncated\":true") }
        output.append(UInt8(ascii: "}"))
      }
      output.append("]}")
    }
  }
}
