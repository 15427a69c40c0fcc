internal import StemmaSupport
internal import Vocabulary

extension PhotoIndex {
  /// The sections every snapshot of an index holds, in the order they are written.
  static let snapshotSections = SnapshotSection.allCases.filter {
    $0 != .blockChecksums && $0 != .vocabularyUses
      && !VocabularyStore.snapshotSections.contains($0)
      && !VocabularyStore.nameSections.contains($0)
  }

  /// Writes every section of ``snapshotSections``.
  func encode(into encoder: inout SnapshotEncoder) throws(SnapshotError) {
    // Once for the key table's five sections (a table read in place is copied).
    let keyParts = keys.snapshotParts
    // Tables an opened index reads in place, copied once and checked whole: an entry that
    // breaks the format's rules is left out of the file written (which is sound), and the
    // problem is recorded, so this index's searches throw as a read of that entry would.
    var narrower = narrowerTable
    if let problem = narrower.materialize() { snapshotChecks?.record(problem) }
    var albumKeys = albumKeyTable
    if let problem = albumKeys.materialize() { snapshotChecks?.record(problem) }
    let tables = SnapshotTables(narrower: narrower.all, albumKeys: albumKeys.snapshotLists)
    for section in Self.snapshotSections {
      try encode(section, keyParts: keyParts, tables: tables, into: &encoder)
    }
  }

  /// The tables read in place by an opened index, as a snapshot saves them.
  private struct SnapshotTables {
    /// The keys below each broader term.
    let narrower: [String: [NarrowerEntry]]
    /// Each album's keys, and the keys with albums (sorted) with their albums.
    let albumKeys: (nameKeys: [[AlbumKey]], byKeyKeys: [UInt32], byKeyLists: [[UInt32]])
  }

  // One switch over the sections: a section added to the format fails to compile here until
  // it is written.
  private func encode(
    _ section: SnapshotSection,
    keyParts: (words: [String], entries: [UInt64], stored: KeyTable.Stored),
    tables: SnapshotTables,
    into encoder: inout SnapshotEncoder
  ) throws(SnapshotError) {
    switch section {
    case .settings: try encoder.add(section, strings: [analyzer.language.code])
    case .weights: try encoder.add(section, integers: weights.snapshotWords)
    case .contentHash: try encoder.add(section, integers: [contentHash])
    case .keyWords: try encoder.add(section, strings: keyParts.words)
    case .keyEntries: try encoder.add(section, integers: keyParts.entries)
    case .keyWordSlots: try encoder.add(section, integers: keyParts.stored.wordSlots)
    case .keyOfWord: try encoder.add(section, integers: keyParts.stored.keyOfWord)
    case .keyPairKeys: try encoder.add(section, integers: keyParts.stored.pairKeys)
    case .hashSeeds:
      try encoder.add(section, integers: [keyParts.stored.wordSeed, ordinalOfID.seed])
    case .photoIDSlots:
      // A table read in place is copied and checked (made again from the ids if it breaks
      // the format's rules, the problem recorded), so the file written is sound.
      var table = ordinalOfID
      let ids = self.ids
      if let problem = table.materialize(idAt: { ids[Int($0)] }) { snapshotChecks?.record(problem) }
      try encoder.add(section, integers: table.storedSlots)
    case .keyState: try encoder.add(section, integers: keyState.elements)
    case .lemmaOfKey: try encoder.add(section, integers: lemmaOfKey.elements)
    case .postings: try encoder.add(section, anchoredLists: postings)
    case .narrowerTerms: try encoder.add(section, strings: tables.narrower.keys.sorted())
    case .narrowerEntries:
      let narrower = tables.narrower
      try encoder.add(
        section,
        lists: narrower.keys.sorted().map { term in
          (narrower[term] ?? []).flatMap { entry in
            [
              entry.key, entry.share.bitPattern,
              UInt32(entry.distance) | (entry.holdsInText ? 0x100 : 0),
            ]
          }
        })
    case .prefixSorted: try encoder.add(section, integers: prefixTable.snapshotKeys.sorted)
    case .prefixPending: try encoder.add(section, integers: prefixTable.snapshotKeys.pending)
    case .typoSorted: try encoder.add(section, integers: Self.words(of: typoTable.sorted))
    case .typoPending: try encoder.add(section, integers: Self.words(of: typoTable.pending))
    case .photoIDs: try encoder.add(section, strings: Array(ids))
    case .created: try encoder.add(section, integers: created.elements)
    case .flags: try encoder.add(section, integers: flags.elements)
    case .fieldLengths:
      try encoder.add(section, integers: Array(fieldLengths.map(\.elements).joined()))
    case .undoLists: try encoder.add(section, lists: (0..<forward.count).lazy.map { forward[$0] })
    case .fieldLengthTotals:
      try encoder.add(section, integers: fieldLengthTotals.map { UInt64(clamping: $0) })
    case .photoHashes: try encoder.add(section, integers: photoHashes.elements)
    case .freeOrdinals: try encoder.add(section, integers: freeOrdinals)
    case .albumSpellings: try encoder.add(section, strings: albums.spellings)
    case .albumNameOfSpelling: try encoder.add(section, integers: albums.nameOfSpelling)
    case .albumMembers: try encoder.add(section, lists: albums.members)
    case .albumSpellingUses: try encoder.add(section, integers: albums.spellingUses)
    case .albumKeys: try encoder.add(section, strings: albums.keys)
    case .personSpellings: try encoder.add(section, strings: people.spellings)
    case .personNameOfSpelling: try encoder.add(section, integers: people.nameOfSpelling)
    case .personMembers: try encoder.add(section, lists: people.members)
    case .personSpellingUses: try encoder.add(section, integers: people.spellingUses)
    case .personKeys: try encoder.add(section, strings: people.keys)
    case .albumNameKeys:
      try encoder.add(
        section,
        lists: tables.albumKeys.nameKeys.map {
          $0.flatMap { [$0.key, UInt32($0.forms.rawValue)] }
        })
    case .albumsByKeyKeys: try encoder.add(section, integers: tables.albumKeys.byKeyKeys)
    case .albumsByKeyLists:
      try encoder.add(section, lists: tables.albumKeys.byKeyLists)
    case .vocabularySettings, .vocabularyEntries, .vocabularyTexts, .vocabularyUses,
      .nameVocabularySettings, .nameVocabularyEntries, .nameVocabularyTexts:
      // A vocabulary's sections: written by `write(toFile:vocabulary:)` (and the uses it was
      // learned from by `write(toFile:vocabulary:uses:)`), never listed above.
      break
    case .blockChecksums: break  // The encoder's own, written last by `finish()`.
    }
  }

  /// Typo table entries as pairs of words (hash, key).
  private static func words(of entries: [DeletionEntry]) -> [UInt32] {
    var words: [UInt32] = []
    words.reserveCapacity(entries.count * 2)
    for entry in entries {
      words.append(entry.hash)
      words.append(entry.key)
    }
    return words
  }
}

extension ScoringWeights {
  /// The weights as words: each `Float`'s bit pattern, the field weights after their count.
  var snapshotWords: [UInt32] {
    [k1.bitPattern, b.bitPattern, UInt32(fields.count)] + fields.map(\.bitPattern)
      + [
        exact, lemma, stem, synonym, broader, broaderDecay,
      ].map(\.bitPattern)
      + [UInt32(truncatingIfNeeded: Int32(clamping: maximumBroaderDistance))]
      + [compoundHead, prefix, fuzzy, compoundPart, phraseBonus].map(\.bitPattern)
  }

  /// Weights from ``snapshotWords``.
  ///
  /// A weight outside its range (see ``largestWeight``) is one the writer never writes, as
  /// setting it clamps it: such a file is refused rather than clamped, as any other broken rule.
  /// - Throws: `malformed` when the words are not as many as that makes, or a weight (NaN
  ///   included) lies outside its range.
  init(snapshotWords words: [UInt32]) throws(SnapshotError) {
    guard words.count >= 3, words[2] <= 64, words.count == 3 + Int(words[2]) + 12 else {
      throw .malformed(section: "weights", reason: "not the weights' layout")
    }
    var next = 0
    func take(_ name: String, _ range: ClosedRange<Float>) throws(SnapshotError) -> Float {
      let value = Float(bitPattern: words[next])
      next += 1
      guard range.contains(value) else {
        throw .malformed(section: "weights", reason: "\(name) is \(value), outside \(range)")
      }
      return value
    }
    self.init()
    k1 = try take("k1", Self.k1Range)
    b = try take("b", Self.unitRange)
    next += 1
    var fields: [Float] = []
    for field in 0..<Int(words[2]) { fields.append(try take("field \(field)", Self.weightRange)) }
    self.fields = fields
    exact = try take("exact", Self.weightRange)
    lemma = try take("lemma", Self.weightRange)
    stem = try take("stem", Self.weightRange)
    synonym = try take("synonym", Self.weightRange)
    broader = try take("broader", Self.weightRange)
    broaderDecay = try take("broaderDecay", Self.unitRange)
    maximumBroaderDistance = Int(Int32(bitPattern: words[next]))
    next += 1
    compoundHead = try take("compoundHead", Self.weightRange)
    prefix = try take("prefix", Self.weightRange)
    fuzzy = try take("fuzzy", Self.weightRange)
    compoundPart = try take("compoundPart", Self.weightRange)
    phraseBonus = try take("phraseBonus", Self.weightRange)
  }
}
