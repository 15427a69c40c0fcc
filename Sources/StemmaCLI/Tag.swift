import ArgumentParser
import Linguistics

/// `stemma tag`: each line's tokens with their part of speech, one output line per input line.
struct Tag: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Tag each line's words with their Universal Dependencies part of speech (UPOS).",
    discussion: """
      Each line is read as a sentence: split into words and punctuation (Unicode word \
      boundaries) and tagged in context. text: WORD/UPOS joined by a space; tsv: WORD<TAB>UPOS \
      joined by a tab; jsonl: {"tokens":[{"text":…,"start":…,"end":…,"upos":…}]} with UTF-8 \
      byte offsets. An English contraction is written as the two words the treebanks write: \
      "Don't" is Do/AUX n't/PART. Languages without a tagger (see stemma languages) are a \
      usage error.
      """)

  @OptionGroup var language: LanguageOption
  @Option(help: "Output format: text, tsv or jsonl.") var format: OutputFormat = .text
  @OptionGroup var input: InputOptions

  func validate() throws {
    do {
      _ = try Tagger(language: language.value)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let tagger = try Tagger(language: language.value)
    let tokenizer = Tokenizer(language: language.value, options: [.omitWhitespace])
    let format = self.format
    try input.process { TagTransformer(tokenizer: tokenizer, tagger: tagger, format: format) }
  }
}

struct TagTransformer: LineTransformer {
  let tokenizer: Tokenizer
  let tagger: Tagger
  let format: OutputFormat

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    let tokens = tokenizer.tokens(in: line)
    // Tokens as the treebanks write them: "Don't" is "Do" AUX and "n't" PART.
    var words: [(text: Substring, utf8Range: Range<Int>, tag: UniversalTag)] = []
    for (token, parts) in zip(tokens, tagger.syntacticWords(of: tokens.map(\.text))) {
      for part in parts {
        let start =
          token.utf8Range.lowerBound
          + token.text.utf8.distance(from: token.text.startIndex, to: part.range.lowerBound)
        let text = token.text[part.range]
        words.append((text, start..<(start + text.utf8.count), part.tag))
      }
    }
    switch format {
    case .text, .tsv:
      let (between, within) =
        format == .text ? (UInt8(ascii: " "), UInt8(ascii: "/")) : (UInt8(ascii: "\t"), 0x09)
      for (index, word) in words.enumerated() {
        if index > 0 { output.append(between) }
        output.append(LemmatizeTransformer.clean(String(word.text)))
        output.append(within)
        output.append(word.tag.rawValue)
      }
    case .jsonl:
      output.append("{\"tokens\":[")
      for (index, word) in words.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append("{\"text\":")
        output.appendJSONString(String(word.text))
        output.append(",\"start\":")
        output.appendInteger(word.utf8Range.lowerBound)
        output.append(",\"end\":")
        output.appendInteger(word.utf8Range.upperBound)
        output.append(",\"upos\":\"\(word.tag.rawValue)\"}")
      }
      output.append("]}")
    }
  }
}
