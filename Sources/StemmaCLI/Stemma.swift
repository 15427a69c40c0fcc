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

  /// Runs the command line. The help and the version are printed by ArgumentParser through
  /// stdio, which exits 0 and shows a failed write (a full device, a closed standard output)
  /// only when its buffer is flushed at exit: then the exit status becomes 74, with a message.
  /// The commands' own output is written directly and checked as it goes.
  static func main() {
    System.atExit {
      guard !System.flushBufferedOutput() else { return }
      System.writeError(
        "stemma: cannot write to standard output: "
          + System.errorDescription(System.lastError))
      System.exitImmediately(74)
    }
    main(nil)
  }
}
