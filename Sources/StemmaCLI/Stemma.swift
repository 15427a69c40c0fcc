import ArgumentParser

/// The `stemma` command: tokenizing, normalizing, stemming, lemmatizing and inflecting text
/// line by line, a user's vocabulary, and photo search.
@main
struct Stemma: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stemma",
    abstract: """
      Turn words into search terms: tokenize, normalize, stem, lemmatize, inflect; rank and \
      resolve a user's vocabulary; search photos.
      """,
    discussion: """
      Line-oriented commands write exactly one output line per input line, in order, so any \
      slice of the input can be processed anywhere. Exit codes: 0 success, 64 usage, 65 bad \
      input data, 66 input file missing, 74 I/O error.
      """,
    version: "0.1.0",
    subcommands: [
      Tokenize.self, Normalize.self, Stem.self, Lemmatize.self, Tag.self, Inflect.self,
      Languages.self,
      Search.self,
      Vocab.self,
      Index.self,
    ]
  )

  /// Runs the command line as ArgumentParser's own `main` does, except that what it prints on
  /// a clean exit (the help, the version, a completion script) goes through the commands'
  /// ``OutputWriter``, checked: ArgumentParser prints it through stdio and exits 0 even when
  /// standard output cannot take it (a full device, a closed descriptor); here that exits 74
  /// with a message.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .success else { exit(withError: error) }
      let text = fullMessage(for: error, columns: nil)
      if !text.isEmpty {
        let output = OutputWriter()
        do throws(CLIError) {
          try output.write(Array((text + "\n").utf8))
          try output.flush()
        } catch {
          exit(withError: error.report())
        }
      }
      exit()
    }
  }
}
