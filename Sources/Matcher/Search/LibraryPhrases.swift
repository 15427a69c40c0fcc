internal import Linguistics

/// The library's own multi-word phrases: word pairs that some photo's tag, title, album name
/// or place has side by side ("video game", "selfie stick", "favorite toy"). ``QueryParser``
/// keeps such a phrase a search term before reading its words as filters, through
/// ``PhotoNameResolver/isLibraryPhrase(_:)``.
///
/// It reads the index's own pair keys (built with the index for phrase matching), so it costs
/// no scan and no memory of its own: a lookup per adjacent pair of the span's words.
public struct LibraryPhrases: Sendable {
  let index: PhotoIndex

  /// The phrases of `index`.
  /// - Parameter index: The photo index.
  public init(_ index: PhotoIndex) {
    self.index = index
  }

  /// The fields whose side-by-side words are the library's phrases: not captions, whose word
  /// pairs are sentences' ("photos from the beach"), not names for things.
  static let fields: [PhotoField] = [.tag, .title, .album, .location]

  /// Whether every adjacent pair of `text`'s words (two or more) lies side by side in one
  /// field of some photo's tags, title, album name or place, as written or by lemma.
  /// - Parameter text: A span of a query ("video game").
  /// - Complexity: O(*w*) key lookups for *w* words, plus analyzing the span.
  public func contains(_ text: String) -> Bool {
    let words = index.analyzer.terms(in: text).map(QueryWord.init)
    guard words.count >= 2 else { return false }
    for (first, second) in zip(words, words.dropFirst()) {
      let pair = QueryWord(pair: first, second)
      guard hasPostings(pair.folded) || hasPostings(pair.lemma) else { return false }
    }
    return true
  }

  private func hasPostings(_ text: String) -> Bool {
    guard let key = index.keys[text] else { return false }
    return Self.fields.contains { field in
      let slot = Int(key) * PhotoField.count + Int(field.rawValue)
      return slot < index.postings.count && !index.postings[slot].isEmpty
    }
  }
}

extension PhotoIndex {
  /// The library's own multi-word phrases, for ``VocabularyNames`` (see ``LibraryPhrases``).
  /// - Complexity: O(1): it reads the index's keys as they are.
  public func libraryPhrases() -> LibraryPhrases { LibraryPhrases(self) }
}
