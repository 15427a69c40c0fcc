import ArgumentParser

/// A failure that ends the command with a sysexits code and a message on standard error.
struct CLIError: Error, Sendable {
  /// The exit code (sysexits).
  let code: Int32
  /// The message, without the `stemma: ` prefix.
  let message: String

  /// Bad input data (65), e.g. invalid UTF-8 or a malformed line.
  static func dataError(_ message: String) -> CLIError { CLIError(code: 65, message: message) }
  /// An input file that cannot be opened (66).
  static func noInput(_ message: String) -> CLIError { CLIError(code: 66, message: message) }
  /// A read or write failure (74).
  static func ioError(_ message: String) -> CLIError { CLIError(code: 74, message: message) }

  /// Prints the message and returns the exit code for ArgumentParser to end with.
  func report() -> ExitCode {
    System.writeError("stemma: \(message)")
    return ExitCode(code)
  }
}
