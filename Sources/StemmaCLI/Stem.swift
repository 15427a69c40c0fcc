import ArgumentParser
import Linguistics

/// `stemma stem`: one stem per input line.
struct Stem: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Stem each line's word with Snowball.",
    discussion: """
      By default each line is tokenized and folded first, and its words' stems are written \
      joined by a space. With --raw the Snowball algorithm gets the line's exact bytes, with no \
      folding, and its output is written as it is (what Snowball's own test data checks); a \
      line that is not valid UTF-8 follows --on-invalid like any other. --format tsv and jsonl \
      write every form of each word, as `normalize` does; --raw writes text only.
      """)

  @OptionGroup var language: LanguageOption
  @Flag(help: "Apply the Snowball algorithm to the exact bytes of each line, with no folding.")
  var raw = false
  @Option(help: "Output format: text, tsv or jsonl (text only with --raw).")
  var format: OutputFormat = .text
  @OptionGroup var input: InputOptions

  func validate() throws {
    if raw && !language.value.hasStemmer {
      throw ValidationError(
        "--raw needs a language with a Snowball algorithm; \(language.value) has none")
    }
    if raw && format != .text {
      throw ValidationError("--raw writes the stem's exact bytes: --format must be text")
    }
  }

  func run() throws {
    let analyzer = Analyzer(language: language.value)
    let (raw, format) = (self.raw, self.format)
    try input.process {
      raw
        ? AnyStemTransformer.raw(RawStemTransformer(stemmer: analyzer.stemmer))
        : AnyStemTransformer.folded(
          NormalizeTransformer(analyzer: analyzer, mode: .stem, format: format))
    }
  }
}

struct RawStemTransformer: LineTransformer {
  let stemmer: Stemmer
  var wantsRawBytes: Bool { true }

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    output.append(contentsOf: stemmer.stemRaw(Array(line.utf8)))
  }

  mutating func transformRaw(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) {
    output.append(contentsOf: stemmer.stemRaw(Array(line)))
  }
}

enum AnyStemTransformer: LineTransformer {
  case raw(RawStemTransformer)
  case folded(NormalizeTransformer)

  var wantsRawBytes: Bool {
    if case .raw = self { return true }
    return false
  }

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    switch self {
    case .raw(var transformer):
      transformer.transform(line, into: &output)
      self = .raw(transformer)
    case .folded(var transformer):
      transformer.transform(line, into: &output)
      self = .folded(transformer)
    }
  }

  mutating func transformRaw(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) {
    switch self {
    case .raw(var transformer):
      transformer.transformRaw(line, into: &output)
      self = .raw(transformer)
    case .folded(var transformer):
      transformer.transformRaw(line, into: &output)
      self = .folded(transformer)
    }
  }
}
