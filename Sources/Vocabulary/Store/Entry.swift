public import Foundation

/// One word or name of a user's vocabulary: every spelling of it merged under one key, with how
/// often and how recently it was used.
///
/// Entries are made and merged by a ``VocabularyStore``: "Road trip", "road-trip", "ROAD TRIP"
/// and "road trips" are one entry whose ``displayForm`` is the spelling used most.
///
/// ```swift
/// let store = VocabularyStore()
/// try store.recordUse(of: "Road trip", kind: .photoTag, at: .now)
/// try store.recordUse(of: "road-trip", kind: .photoTag, at: .now)
/// store.entries(of: .photoTag).first?.useCount   // 2
/// ```
public struct Entry: Hashable, Sendable, Codable {
  /// What the entry names.
  public let kind: EntryKind
  /// The spelling to show and to hand to a voice assistant: the one used most (ties go to the
  /// spelling that sorts first by Unicode scalars, so capitalized forms win over lowercase).
  public internal(set) var displayForm: String
  /// The normalized keys the entry is matched by.
  public let keys: Keys
  /// The BCP-47 code of the language whose analyzer made ``keys`` (`"en"`).
  public let language: String
  /// How many uses were recorded, dated or not.
  public internal(set) var useCount: Int
  /// The date of the latest dated use, if any use was dated.
  public internal(set) var lastUsed: Date?
  /// The dated uses' weight as of ``lastUsed``: Σ 0.5^((lastUsed − t) / halfLife) over every
  /// dated use at time t, under the store's half-life. Decaying this one number to any later
  /// date gives the entry's score without keeping every use.
  public internal(set) var recency: Double
  /// Every spelling seen, most used first.
  public internal(set) var spellings: [Spelling]
  /// The app's own identifier for the thing the entry names (SiriKit's `customIdentifier`),
  /// if one was given: `"contact-4711"`. Entries with different identifiers are different
  /// things and never merge, however alike their text; see <doc:ResolutionRules#Identity>.
  public let identifier: String?

  /// A written form of an entry and how many uses were spelled that way.
  public struct Spelling: Hashable, Sendable, Codable {
    /// The text as it was written.
    public let text: String
    /// The uses spelled this way.
    public internal(set) var count: Int

    /// Creates a spelling.
    /// - Parameters:
    ///   - text: The text as written.
    ///   - count: The uses spelled this way.
    public init(text: String, count: Int) {
      self.text = text
      self.count = count
    }
  }

  /// The normalized forms an entry is matched by, all made by the `Linguistics` analyzer of
  /// the entry's language.
  public struct Keys: Hashable, Sendable, Codable {
    /// The folded words joined by a space: `"road trip 2019"` for "Road-Trip 2019".
    public let folded: String
    /// The lemmas joined by a space (`"road trip"` for "road trips"); run together, they are
    /// the entry's ``Entry/mergeKey``.
    public let lemma: String
    /// The Snowball stems joined by a space (`"morn hiit"` for "Morning HIIT").
    public let stem: String
    /// The folded words in order.
    public let tokens: [String]

    /// The folded words as a set, for order-free comparison.
    public var tokenSet: Set<String> { Set(tokens) }

    /// Creates keys.
    /// - Parameters:
    ///   - folded: The folded key.
    ///   - lemma: The lemma key.
    ///   - stem: The stem key.
    ///   - tokens: The folded words.
    public init(folded: String, lemma: String, stem: String, tokens: [String]) {
      self.folded = folded
      self.lemma = lemma
      self.stem = stem
      self.tokens = tokens
    }
  }

  /// Creates an entry; a ``VocabularyStore`` makes them for you from text.
  /// - Parameters:
  ///   - kind: What it names.
  ///   - displayForm: The spelling to show.
  ///   - keys: Its normalized keys.
  ///   - language: The BCP-47 code of the analyzer that made `keys`.
  ///   - useCount: The uses recorded.
  ///   - lastUsed: The latest dated use.
  ///   - recency: The decayed weight of the dated uses as of `lastUsed`.
  ///   - spellings: The spellings seen, with their counts; `displayForm` alone when empty.
  ///   - identifier: The app's identifier of the thing it names; an empty one is none.
  public init(
    kind: EntryKind, displayForm: String, keys: Keys, language: String = "en",
    useCount: Int = 0, lastUsed: Date? = nil, recency: Double = 0, spellings: [Spelling] = [],
    identifier: String? = nil
  ) {
    self.identifier = EntryIdentity.identifier(identifier)
    self.kind = kind
    self.displayForm = displayForm
    self.keys = keys
    self.language = language
    self.useCount = max(0, useCount)
    self.lastUsed = lastUsed
    self.recency = recency.isFinite ? max(0, recency) : 0
    self.spellings =
      spellings.isEmpty ? [Spelling(text: displayForm, count: max(0, useCount))] : spellings
    sortSpellings()
  }

  /// The entry's identity within its kind: its lemmas run together without spaces or
  /// punctuation. Entries of one kind with the same merge key are one entry ("Road trip",
  /// "roadtrip", "road trips"; "Hike", "hiking"); words whose stems merely agree stay apart
  /// ("Universe" and "University", "News" and "New").
  public var mergeKey: String {
    AnalyzedText.compact(keys.lemma.split(separator: " ").map(String.init))
  }

  /// Orders spellings most used first, then by Unicode scalars, and makes the first one the
  /// display form.
  mutating func sortSpellings() {
    spellings.sort { lhs, rhs in
      if lhs.count != rhs.count { return lhs.count > rhs.count }
      return lhs.text.unicodeScalars.lexicographicallyPrecedes(rhs.text.unicodeScalars)
    }
    if let first = spellings.first { displayForm = first.text }
  }

  /// Adds uses spelled `text`.
  mutating func addSpelling(_ text: String, count: Int) {
    if let index = spellings.firstIndex(where: { $0.text == text }) {
      spellings[index].count += count
    } else {
      spellings.append(Spelling(text: text, count: count))
    }
    sortSpellings()
  }
}
