public import Foundation
public import Vocabulary

/// A ``VocabularyStore`` resolves a query's names through its photo-album and contact entries:
/// a span names an album or a person when it resolves with `Resolution.success(_:)`; the
/// library's spelling is the entry's display form. Disambiguation, confirmation and
/// unsupported outcomes leave the span to the other rules.
extension VocabularyStore: PhotoNameResolver {
  /// The album entry `text` clearly names, as displayed.
  /// - Parameter text: A span of a query.
  public func albumName(for text: String) -> String? { name(text, as: .photoAlbumName) }

  /// The contact entry `text` clearly names, as displayed.
  /// - Parameter text: A span of a query.
  public func personName(for text: String) -> String? { name(text, as: .contactName) }

  private func name(_ text: String, as kind: EntryKind) -> String? {
    guard case .success(let candidate) = resolve(text, as: kind, required: false) else {
      return nil
    }
    return candidate.entry.displayForm
  }
}

extension PhotoQuery {
  /// Reads a free-text query with an app's vocabulary: "favorite mountain photos from 2019 in
  /// Road Trip" becomes favorites from 2019 in the album Road Trip with the search term
  /// "mountain". See ``QueryParser`` for the rules.
  /// - Parameters:
  ///   - text: The query.
  ///   - vocabulary: The app's album and contact names, if any.
  ///   - now: The instant relative dates count from.
  ///   - calendar: The calendar and time zone to read dates in.
  ///   - hemisphere: Where seasons fall.
  ///   - phrases: The language's phrases.
  public init(
    parsing text: String, vocabulary: VocabularyStore?, now: Date,
    calendar: Calendar = Calendar(identifier: .gregorian), hemisphere: Hemisphere = .northern,
    phrases: PhraseTable = .english
  ) {
    self.init(
      parsing: text, names: vocabulary, now: now, calendar: calendar, hemisphere: hemisphere,
      phrases: phrases)
  }
}
