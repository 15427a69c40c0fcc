public import Vocabulary

/// The library's album and people names for ``QueryParser``: a span of a query names an album
/// (or a person) when the vocabulary resolves it with `Resolution.success(_:)`, so "in road
/// trip" finds "Road Trip 2019" only when nothing else competes for it.
///
/// ```swift
/// let names = VocabularyNames(index.nameVocabulary())
/// let parsed = QueryParser(names: names).parse("Anne at the beach in Road Trip", now: .now)
/// ```
public struct VocabularyNames: PhotoNameResolver {
  /// The vocabulary: `EntryKind.photoAlbumName` and `EntryKind.contactName` entries.
  public let vocabulary: VocabularyStore

  /// Wraps a vocabulary.
  /// - Parameter vocabulary: Album and people names, e.g. ``PhotoIndex/nameVocabulary()``.
  public init(_ vocabulary: VocabularyStore) {
    self.vocabulary = vocabulary
  }

  /// The album `text` clearly names, as the library spells it.
  /// - Parameter text: A span of the query.
  /// - Complexity: That of `VocabularyStore.resolve(_:as:required:now:)`.
  public func albumName(for text: String) -> String? {
    name(text, as: .photoAlbumName)
  }

  /// The person `text` clearly names, as the library spells it.
  /// - Parameter text: A span of the query.
  /// - Complexity: That of `VocabularyStore.resolve(_:as:required:now:)`.
  public func personName(for text: String) -> String? {
    name(text, as: .contactName)
  }

  private func name(_ text: String, as kind: EntryKind) -> String? {
    if case .success(let candidate) = vocabulary.resolve(text, as: kind) {
      return candidate.entry.displayForm
    }
    return nil
  }
}
