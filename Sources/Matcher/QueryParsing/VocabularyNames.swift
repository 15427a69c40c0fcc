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
  /// The library's own multi-word phrases, if given.
  public let phrases: LibraryPhrases?

  /// Wraps a vocabulary.
  /// - Parameters:
  ///   - vocabulary: Album and people names, e.g. ``PhotoIndex/nameVocabulary()``.
  ///   - phrases: The library's phrases, e.g. ``PhotoIndex/libraryPhrases()``; without them
  ///     no span is kept as a phrase.
  public init(_ vocabulary: VocabularyStore, phrases: LibraryPhrases? = nil) {
    self.vocabulary = vocabulary
    self.phrases = phrases
  }

  /// Whether `text` is one of the library's own phrases (see ``LibraryPhrases``).
  /// - Parameter text: A span of the query.
  /// - Complexity: That of ``LibraryPhrases/contains(_:)``.
  public func isLibraryPhrase(_ text: String) -> Bool {
    phrases?.contains(text) ?? false
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
