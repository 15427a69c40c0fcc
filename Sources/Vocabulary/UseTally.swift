public import Foundation

/// Uses counted per spelling before any analysis: the fast path for building a store from a
/// large catalog. Counting a use is one hash lookup; each distinct spelling is analyzed once,
/// when the tally goes into a store, however many photos carry it.
///
/// ```swift
/// var tally = UseTally()
/// for line in lines { tally.add(try CatalogLine(parsing: line)) }
/// let store = try VocabularyStore(tally: tally)
/// ```
///
/// Tallies of separate parts of a catalog merge (``merge(_:)``), so parts can be counted on
/// separate threads.
public struct UseTally: Sendable {
  /// How uses decay; must be the decay of the store the tally goes into.
  public let decay: Decay
  /// Per kind, per spelling: the uses.
  private(set) var counts: [EntryKind: [String: Uses]] = [:]

  /// The uses of one spelling.
  struct Uses: Sendable {
    var count = 0
    var lastUsed: Date?
    var recency = 0.0
  }

  /// Creates an empty tally.
  /// - Parameter decay: The decay of the store the tally will fill.
  public init(decay: Decay = Decay()) { self.decay = decay }

  /// Counts one use of `text` as `kind` at `date`.
  /// - Parameters:
  ///   - text: The spelling.
  ///   - kind: What it names.
  ///   - count: How many uses.
  ///   - date: When, if known.
  /// - Complexity: O(1) amortized (one hash of `text`).
  public mutating func add(_ text: String, kind: EntryKind, count: Int = 1, at date: Date? = nil) {
    guard count > 0 else { return }
    let decay = self.decay
    counts[kind, default: [:]][text, default: Uses()].record(count: count, at: date, decay: decay)
  }

  /// Counts every tag, album and person of a photo as a use at its creation date.
  /// - Parameter line: A catalog line.
  /// - Complexity: O(*k*) in the photo's tags, albums and people.
  public mutating func add(_ line: CatalogLine) {
    for text in line.tags { add(text, kind: .photoTag, at: line.created) }
    for text in line.albums { add(text, kind: .photoAlbumName, at: line.created) }
    for text in line.people { add(text, kind: .contactName, at: line.created) }
  }

  /// Counts an explicit entry's uses, all at its last-use date.
  /// - Parameter line: An entries line.
  public mutating func add(_ line: EntryLine) {
    let decay = self.decay
    counts[line.kind, default: [:]][line.text, default: Uses()].record(
      count: line.uses, at: line.lastUsed, decay: decay)
  }

  /// Adds another tally's uses to this one.
  /// - Parameter other: A tally made with the same decay.
  /// - Complexity: O(*s*) in the other tally's spellings.
  public mutating func merge(_ other: UseTally) {
    for (kind, spellings) in other.counts {
      for (text, uses) in spellings {
        let decay = self.decay
        counts[kind, default: [:]][text, default: Uses()].merge(uses, decay: decay)
      }
    }
  }

  /// The number of distinct (kind, spelling) pairs.
  public var spellingCount: Int { counts.values.reduce(0) { $0 + $1.count } }
}

extension UseTally.Uses {
  mutating func record(count: Int, at date: Date?, decay: Decay) {
    self.count += count
    if let date, count > 0 {
      (lastUsed, recency) = decay.adding(
        recency: Double(count), at: date, to: lastUsed, recency: recency)
    }
  }

  mutating func merge(_ other: UseTally.Uses, decay: Decay) {
    count += other.count
    if let date = other.lastUsed {
      (lastUsed, recency) = decay.adding(
        recency: other.recency, at: date, to: lastUsed, recency: recency)
    }
  }
}

extension VocabularyStore.Batch {
  /// Adds a tally's uses, analyzing each spelling once, in a fixed order (kinds by name,
  /// spellings by Unicode scalars) so the store is the same whatever order the uses came in.
  /// - Parameter tally: Uses counted with this store's decay.
  /// - Returns: The spellings that could not be added (empty or whitespace-only text), with
  ///   the reason.
  /// - Complexity: O(*s* log *s*) in the tally's spellings plus their analysis.
  @discardableResult
  public mutating func add(_ tally: UseTally) -> [VocabularyError] {
    var failures: [VocabularyError] = []
    for kind in tally.counts.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let spellings = tally.counts[kind] else { continue }
      let texts = spellings.keys.sorted {
        $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
      }
      for text in texts {
        guard let uses = spellings[text] else { continue }
        do {
          try snapshot.record(
            text, kind: kind, count: uses.count, lastUsed: uses.lastUsed,
            recency: uses.recency, language: nil)
        } catch {
          failures.append(error)
        }
      }
    }
    return failures
  }
}

extension VocabularyStore {
  /// Creates a store from counted uses.
  /// - Parameters:
  ///   - tally: The uses, counted with `configuration.decay`.
  ///   - configuration: Languages, decay and resolution policy.
  /// - Complexity: O(*s* log *s*) in the tally's distinct spellings plus their analysis.
  public convenience init(tally: UseTally, configuration: Configuration = Configuration()) {
    self.init(configuration: configuration)
    update { batch in batch.add(tally) }
  }
}
