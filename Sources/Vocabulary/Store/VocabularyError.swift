/// Why a value could not be learned.
public enum VocabularyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text has nothing to match by: empty, spaces, or characters folding removes.
  case emptyText(kind: EntryKind)
  /// The language identifier is not one Stemma knows.
  case unknownLanguage(String)

  /// A message naming the problem.
  public var description: String {
    switch self {
    case .emptyText(let kind): "empty \(kind) text: nothing to match by"
    case .unknownLanguage(let identifier): "unknown language '\(identifier)'"
    }
  }
}
