import ArgumentParser

/// The `stemma` command: batch tokenizing, folding and stemming of term lists.
@main
struct Stemma: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stemma",
    abstract: "Turn words into search terms: tokenize, fold, stem.",
    discussion: """
      Line-oriented commands write exactly one output line per input line, in order, so any \
      slice of the input can be processed anywhere. Exit codes: 0 success, 64 usage, 65 bad \
      input data, 66 input file missing, 74 I/O error.
      """,
    version: "0.1.0",
    subcommands: [
      Tokenize.self, Normalize.self, Stem.self, Lemmatize.self, Inflect.self, Languages.self,
      Search.self,
      Vocab.self,
    ]
  )
}
