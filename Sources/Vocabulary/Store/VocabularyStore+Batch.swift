public import Foundation
public import Linguistics

extension VocabularyStore {
  /// Changes applied together by ``VocabularyStore/update(_:)``.
  public struct Batch: Sendable {
    var snapshot: VocabularySnapshot

    /// Records one use of `text`; see
    /// ``VocabularyStore/recordUse(of:kind:identifier:at:language:)``.
    /// - Parameters:
    ///   - text: The spelling used.
    ///   - kind: What it names.
    ///   - identifier: The app's identifier of the thing it names, if any.
    ///   - date: When, if known.
    ///   - language: The language to analyze it with; the store's first language by default.
    /// - Returns: The entry after the change.
    /// - Throws: ``VocabularyError`` for empty text or an unknown language.
    /// - Complexity: O(*n*) in the length of `text`.
    @discardableResult
    public mutating func recordUse(
      of text: String, kind: EntryKind, identifier: String? = nil, at date: Date? = nil,
      language: Language? = nil
    ) throws(VocabularyError) -> Entry {
      try add(
        text, kind: kind, identifier: identifier, uses: 1, lastUsed: date, language: language)
    }

    /// Adds `uses` uses of `text`, all at `lastUsed`; see
    /// ``VocabularyStore/add(_:kind:identifier:uses:lastUsed:language:)``.
    /// - Parameters:
    ///   - text: The spelling.
    ///   - kind: What it names.
    ///   - identifier: The app's identifier of the thing it names, if any.
    ///   - uses: How many uses.
    ///   - lastUsed: When, if known.
    ///   - language: The language to analyze it with.
    /// - Returns: The entry after the change.
    /// - Throws: ``VocabularyError`` for empty text or an unknown language.
    /// - Complexity: O(*n*) in the length of `text`.
    @discardableResult
    public mutating func add(
      _ text: String, kind: EntryKind, identifier: String? = nil, uses: Int = 1,
      lastUsed: Date? = nil, language: Language? = nil
    ) throws(VocabularyError) -> Entry {
      try snapshot.record(
        text, kind: kind, count: uses, lastUsed: lastUsed, recency: Double(max(0, uses)),
        language: language?.code, identifier: identifier)
    }

    /// Adds uses already folded into a decayed weight: `count` uses whose weight as of
    /// `lastUsed` is `recency` (see ``Entry/recency``).
    /// - Parameters:
    ///   - text: The spelling.
    ///   - kind: What it names.
    ///   - count: How many uses.
    ///   - lastUsed: The latest of them, if any was dated.
    ///   - recency: Their decayed weight as of `lastUsed`, under the store's ``Decay``.
    ///   - language: The language to analyze it with.
    ///   - identifier: The app's identifier of the thing it names, if any.
    /// - Returns: The entry after the change.
    /// - Throws: ``VocabularyError`` for empty text or an unknown language.
    @discardableResult
    public mutating func add(
      _ text: String, kind: EntryKind, count: Int, lastUsed: Date?, recency: Double,
      language: Language? = nil, identifier: String? = nil
    ) throws(VocabularyError) -> Entry {
      try snapshot.record(
        text, kind: kind, count: count, lastUsed: lastUsed, recency: recency,
        language: language?.code, identifier: identifier)
    }

    /// Inserts a whole entry: each of its spellings with its count, its dated weight once,
    /// under its identifier.
    /// - Parameter entry: The entry.
    /// - Throws: ``VocabularyError`` for empty text or an unknown language.
    public mutating func insert(_ entry: Entry) throws(VocabularyError) {
      let spellings =
        entry.spellings.isEmpty
        ? [Entry.Spelling(text: entry.displayForm, count: entry.useCount)] : entry.spellings
      let counted = spellings.reduce(0) { $0 + max(0, $1.count) }
      for (index, spelling) in spellings.enumerated() {
        // The first spelling carries the dated weight and any uses the spellings do not count.
        let first = index == 0
        let extra = first ? max(0, entry.useCount - counted) : 0
        try snapshot.record(
          spelling.text, kind: entry.kind, count: spelling.count + extra,
          lastUsed: first ? entry.lastUsed : nil, recency: first ? entry.recency : 0,
          language: entry.language, identifier: entry.identifier)
      }
    }
  }
}
