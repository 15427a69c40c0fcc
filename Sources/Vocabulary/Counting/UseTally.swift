public import Foundation
internal import Linguistics

/// Uses counted per spelling before any analysis: the fast path for building a store from a
/// large catalog or entries file. Counting a use is one hash lookup; each distinct spelling is
/// analyzed once, when the tally goes into a store, however many photos carry it.
///
/// ```swift
/// var tally = UseTally()
/// for line in lines { tally.add(try EntryLine(parsing: line)) }
/// let store = VocabularyStore(tally: tally)
/// ```
///
/// The Matcher module counts a catalog's photos into a tally (`UseTally.add(_: Photo)`): the
/// catalog format is the Matcher's, and it alone reads it.
///
/// Tallies of separate parts of a catalog merge (``merge(_:)``), so parts can be counted on
/// separate threads.
public struct UseTally: Sendable {
  /// How uses decay; must be the decay of the store the tally goes into.
  public let decay: Decay
  /// The kinds seen, in the order first seen; the catalog's three kinds come first.
  private(set) var kinds: [EntryKind] = [.photoTag, .photoAlbumName, .contactName]
  /// Per kind (by its index in ``kinds``): the uses of each spelling, keyed by its bytes, so
  /// that counting a use hashes the spelling where it lies and makes no `String`.
  private(set) var tables: [SpellingTable] = [SpellingTable(), SpellingTable(), SpellingTable()]
  /// Uses of spellings that carry the app's identifier, kept apart per identifier (see
  /// ``EntryIdentity``). Only entries files give identifiers, a few per entry, so a plain
  /// dictionary serves; catalogs' spellings take the byte-keyed fast path above.
  private(set) var identified: [IdentifiedSpelling: Uses] = [:]

  /// A spelling under an identifier.
  struct IdentifiedSpelling: Hashable, Sendable {
    var kindIndex: Int
    var identifier: String
    var text: String
  }

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
  /// - Complexity: O(*n*) amortized in the length of `text` (one hash of its bytes).
  public mutating func add(_ text: String, kind: EntryKind, count: Int = 1, at date: Date? = nil) {
    guard count > 0 else { return }
    add(text, kindIndex: index(of: kind), count: count, at: date)
  }

  /// Counts one use of each of `texts` as `kind` at `date`: a photo's tags, say.
  /// - Parameters:
  ///   - texts: The spellings, a use each (a spelling given twice counts twice).
  ///   - kind: What they name.
  ///   - date: When, if known.
  /// - Complexity: O(*n*) amortized in the texts' total length (one hash of each).
  public mutating func add(_ texts: [String], kind: EntryKind, at date: Date? = nil) {
    guard !texts.isEmpty else { return }
    let kindIndex = index(of: kind)
    for text in texts { add(text, kindIndex: kindIndex, count: 1, at: date) }
  }

  private mutating func add(_ text: String, kindIndex: Int, count: Int, at date: Date?) {
    var text = text
    text.withUTF8 { bytes in add(bytes, kindIndex: kindIndex, count: count, at: date) }
  }

  /// Counts uses of the spelling `bytes` (well-formed UTF-8).
  mutating func add(
    _ bytes: UnsafeBufferPointer<UInt8>, kindIndex: Int, count: Int, at date: Date?
  ) {
    let id = tables[kindIndex].index(of: bytes)
    tables[kindIndex].uses[id].record(count: count, at: date, decay: decay)
  }

  private mutating func index(of kind: EntryKind) -> Int {
    if let index = kinds.firstIndex(of: kind) { return index }
    kinds.append(kind)
    tables.append(SpellingTable())
    return kinds.count - 1
  }

  /// Counts an explicit entry's uses, all at its last-use date.
  /// - Parameter line: An entries line.
  public mutating func add(_ line: EntryLine) {
    // A line with no uses still registers its spelling, as a store does.
    let kindIndex = index(of: line.kind)
    if let identifier = EntryIdentity.identifier(line.identifier) {
      let key = IdentifiedSpelling(kindIndex: kindIndex, identifier: identifier, text: line.text)
      identified[key, default: Uses()].record(count: line.uses, at: line.lastUsed, decay: decay)
    } else {
      add(line.text, kindIndex: kindIndex, count: line.uses, at: line.lastUsed)
    }
  }

  /// Adds another tally's uses to this one.
  /// - Parameter other: A tally made with the same decay.
  /// - Complexity: O(*s*) in the other tally's spellings.
  public mutating func merge(_ other: UseTally) {
    let decay = self.decay
    for (otherIndex, kind) in other.kinds.enumerated() {
      let kindIndex = index(of: kind)
      other.tables[otherIndex].forEach { bytes, hash, uses in
        let id = tables[kindIndex].index(of: bytes, hash: hash)
        tables[kindIndex].uses[id].merge(uses, decay: decay)
      }
    }
    for (key, uses) in other.identified {
      var key = key
      key.kindIndex = index(of: other.kinds[key.kindIndex])
      identified[key, default: Uses()].merge(uses, decay: decay)
    }
  }

  /// The number of distinct (kind, identifier, spelling) triples, spellings without an
  /// identifier compared byte for byte.
  public var spellingCount: Int { tables.reduce(0) { $0 + $1.count } + identified.count }

  /// The spellings of the kind at `kindIndex` that carry an identifier, with their uses.
  func identifiedSpellings(ofKindAt kindIndex: Int) -> [(
    identifier: String, text: String, uses: Uses
  )] {
    identified.compactMap { key, uses in
      key.kindIndex == kindIndex ? (key.identifier, key.text, uses) : nil
    }
  }

  /// The spellings of the kind at `kindIndex` with their uses, spellings that are equal as
  /// strings (the same text in another Unicode normalization) counted as one.
  func spellings(ofKindAt kindIndex: Int) -> [String: Uses] {
    let table = tables[kindIndex]
    var result: [String: Uses] = [:]
    result.reserveCapacity(table.count)
    for id in 0..<table.count {
      let uses = table.uses[id]
      let text = table.text(at: id)
      if var known = result[text] {
        known.merge(uses, decay: decay)
        result[text] = known
      } else {
        result[text] = uses
      }
    }
    return result
  }
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
  /// spellings by Unicode scalars, those with an identifier last, by identifier) so the store
  /// is the same whatever order the uses came in.
  /// - Parameter tally: Uses counted with this store's decay.
  /// - Returns: The spellings that could not be added (empty or whitespace-only text), with
  ///   the reason.
  /// - Complexity: O(*s* log *s*) in the tally's spellings plus their analysis.
  @discardableResult
  public mutating func add(_ tally: UseTally) -> [VocabularyError] {
    var failures: [VocabularyError] = []
    let analyzer: Analyzer
    do throws(VocabularyError) {
      analyzer = try snapshot.analyzer(for: nil)
    } catch {
      return [error]
    }
    let order = tally.kinds.indices.sorted { tally.kinds[$0].rawValue < tally.kinds[$1].rawValue }
    for kindIndex in order {
      let kind = tally.kinds[kindIndex]
      let spellings = tally.spellings(ofKindAt: kindIndex)
      // Spellings with an identifier come after those without, by identifier, then text.
      let identified = tally.identifiedSpellings(ofKindAt: kindIndex).sorted {
        if $0.identifier != $1.identifier { return precedes($0.identifier, $1.identifier) }
        return precedes($0.text, $1.text)
      }
      let texts =
        identified.isEmpty
        ? spellings.keys.sorted(by: precedes)
        : Set(spellings.keys).union(identified.map(\.text)).sorted(by: precedes)
      // Analysis is the costly part and needs no store: every core takes a share.
      let analyses = AnalyzedText.analyze(
        texts, analyzer: analyzer, honorifics: snapshot.honorifics(for: kind))
      var analyzedTexts: [String: AnalyzedText] = [:]
      for (text, analyzed) in zip(texts, analyses) {
        guard let analyzed else {
          failures.append(.emptyText(kind: kind))
          continue
        }
        if let uses = spellings[text] {
          snapshot.record(
            text, analyzed: analyzed, language: analyzer.language.code, kind: kind,
            count: uses.count, lastUsed: uses.lastUsed, recency: uses.recency)
        }
        if !identified.isEmpty { analyzedTexts[text] = analyzed }
      }
      for spelling in identified {
        guard let analyzed = analyzedTexts[spelling.text] else { continue }
        snapshot.record(
          spelling.text, analyzed: analyzed, language: analyzer.language.code, kind: kind,
          count: spelling.uses.count, lastUsed: spelling.uses.lastUsed,
          recency: spelling.uses.recency, identifier: spelling.identifier)
      }
    }
    return failures
  }

  private func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
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
