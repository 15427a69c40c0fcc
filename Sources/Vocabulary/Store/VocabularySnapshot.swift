import Foundation
internal import Linguistics

/// The whole state of a ``VocabularyStore`` at one moment: entries, their analyses and the
/// indexes. A value of copy-on-write collections: readers keep the one they took while a
/// writer changes the store's own (in place when no reader holds it, on a copy otherwise).
struct VocabularySnapshot: Sendable {
  /// Analyzers by BCP-47 code.
  var analyzers: [String: Analyzer]
  /// The code of the default language.
  let primaryLanguage: String
  let decay: Decay
  let policy: ResolutionPolicy
  let nicknames: NicknameTable
  /// Every entry; an entry's id is its index.
  var entries: [Entry] = []
  /// Each entry's analysis, by id.
  var texts: [AnalyzedText] = []
  var kinds: [EntryKind: KindIndex] = [:]
  /// The resolution lookups, built per kind on first use.
  var lookups = LookupCache()

  init(configuration: VocabularyStore.Configuration, nicknames: NicknameTable) {
    var analyzers: [String: Analyzer] = [:]
    for language in configuration.languages {
      analyzers[language.code] = Analyzer(language: language)
    }
    self.analyzers = analyzers
    self.primaryLanguage = configuration.languages.first?.code ?? "en"
    self.decay = configuration.decay
    self.policy = configuration.resolution
    self.nicknames = nicknames
  }

  /// The analyzer for `code`, made on first use.
  mutating func analyzer(for code: String?) throws(VocabularyError) -> Analyzer {
    let code = code ?? primaryLanguage
    if let analyzer = analyzers[code] { return analyzer }
    let language: Language
    do {
      language = try Language(code)
    } catch {
      throw .unknownLanguage(code)
    }
    let analyzer = Analyzer(language: language)
    analyzers[language.code] = analyzer
    analyzers[code] = analyzer
    return analyzer
  }

  /// Adds `count` uses of `text`, merging it into the entry with the same identity (see
  /// ``EntryIdentity``).
  /// - Parameters:
  ///   - text: The spelling used.
  ///   - kind: Its kind.
  ///   - count: Uses to add (0 registers the entry without a use).
  ///   - lastUsed: The latest of those uses, if dated.
  ///   - recency: Their decayed weight as of `lastUsed` (`count` when all were at
  ///     `lastUsed`).
  ///   - language: The BCP-47 code to analyze with; the default language when `nil`.
  ///   - identifier: The app's identifier of the thing `text` names, if any.
  /// - Returns: The entry after the change.
  /// - Complexity: O(*n*) in the length of `text` plus O(*s*) in the entry's spellings.
  @discardableResult
  mutating func record(
    _ text: String, kind: EntryKind, count: Int, lastUsed: Date?, recency: Double,
    language: String?, identifier: String? = nil
  ) throws(VocabularyError) -> Entry {
    let analyzer = try self.analyzer(for: language)
    guard let analyzed = AnalyzedText(text, analyzer: analyzer, honorifics: honorifics(for: kind))
    else {
      throw .emptyText(kind: kind)
    }
    return record(
      text, analyzed: analyzed, language: analyzer.language.code, kind: kind, count: count,
      lastUsed: lastUsed, recency: recency, identifier: identifier)
  }

  /// The titles and honorifics set aside in values of `kind`, if any.
  func honorifics(for kind: EntryKind) -> Honorifics? {
    policy.nameKinds.contains(kind) ? Honorifics.standard : nil
  }

  /// ``record(_:kind:count:lastUsed:recency:language:)`` for a spelling already analyzed.
  /// - Parameters:
  ///   - text: The spelling used.
  ///   - analyzed: Its analysis under the analyzer of `language`, with the honorifics of
  ///     `kind`.
  ///   - language: The BCP-47 code of that analyzer.
  ///   - kind: Its kind.
  ///   - count: Uses to add.
  ///   - lastUsed: The latest of those uses, if dated.
  ///   - recency: Their decayed weight as of `lastUsed`.
  ///   - identifier: The app's identifier of the thing `text` names, if any.
  /// - Returns: The entry after the change.
  @discardableResult
  mutating func record(
    _ text: String, analyzed: AnalyzedText, language: String, kind: EntryKind, count: Int,
    lastUsed: Date?, recency: Double, identifier: String? = nil
  ) -> Entry {
    let count = max(0, count)
    let spelling = text.trimmingWhitespace()
    let identity = EntryIdentity(
      identifier: EntryIdentity.identifier(identifier), mergeKey: analyzed.mergeKey)
    if let id = kinds[kind]?.byIdentity[identity] {
      var entry = entries[Int(id)]
      entry.useCount += count
      entry.addSpelling(spelling, count: count)
      if let lastUsed, count > 0 {
        (entry.lastUsed, entry.recency) = decay.adding(
          recency: recency, at: lastUsed, to: entry.lastUsed, recency: entry.recency)
      }
      entries[Int(id)] = entry
      return entry
    }
    let id = Int32(entries.count)
    let dated = lastUsed != nil && count > 0
    let entry = Entry(
      kind: kind, displayForm: spelling, keys: analyzed.keys, language: language, useCount: count,
      lastUsed: dated ? lastUsed : nil,
      recency: dated ? recency : 0, spellings: [Entry.Spelling(text: spelling, count: count)],
      identifier: identity.identifier)
    entries.append(entry)
    texts.append(analyzed)
    kinds[kind, default: KindIndex()].insert(id, identity: identity, language: entry.language)
    lookupsForWriting().insert(id, kind: kind, text: analyzed)
    return entry
  }

  /// The lookup cache, made this snapshot's own first when a reader's copy shares it.
  mutating func lookupsForWriting() -> LookupCache {
    if !isKnownUniquelyReferenced(&lookups) { lookups = lookups.copy() }
    return lookups
  }

  /// The lookup of `kind`, built from the kind's entries on first use.
  /// - Complexity: O(1) once built; the first call indexes every entry of the kind.
  func lookup(_ kind: EntryKind) -> KindLookup {
    lookups.lookup(kind) {
      var lookup = KindLookup()
      for id in kinds[kind]?.ids ?? [] { lookup.insert(id, text: texts[Int(id)]) }
      return lookup
    }
  }

  /// The entry `text` would merge into under `identifier`, if any.
  func entry(
    matching text: String, kind: EntryKind, language: String?, identifier: String? = nil
  ) -> Entry? {
    guard let index = kinds[kind], let analyzer = analyzers[language ?? primaryLanguage],
      let analyzed = AnalyzedText(text, analyzer: analyzer, honorifics: nil),
      let id = index.byIdentity[
        EntryIdentity(
          identifier: EntryIdentity.identifier(identifier), mergeKey: analyzed.mergeKey)]
    else { return nil }
    return entries[Int(id)]
  }
}

extension String {
  /// The string without leading and trailing white space.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
