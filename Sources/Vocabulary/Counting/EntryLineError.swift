/// A malformed line of an entries file (``EntryLine``): where, and what is wrong.
public struct EntryLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// The 1-based byte column where the problem was found.
  public let column: Int
  /// What is wrong.
  public let reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - line: The 1-based line number.
  ///   - column: The 1-based byte column.
  ///   - reason: What is wrong.
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}
