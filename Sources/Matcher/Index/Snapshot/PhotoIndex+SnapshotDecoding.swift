internal import Linguistics
internal import StemmaSupport

extension PhotoIndex {
  /// Reads an index from a snapshot's bytes, checking every id, offset and count read from them
  /// before it is used, so that the index never traps on a file that passed its checksums but
  /// breaks the format's rules (a crafted file).
  ///
  /// The posting lists, the photo columns and the undo lists are read in place from
  /// `mapping`, which the index keeps, and checked as they are first read (unless
  /// `verification` is `.full`).
  /// - Parameter path: The file, for the errors of those later checks.
  init(
    snapshot mapping: SnapshotMapping, path: String, verification: SnapshotVerification,
    analyzer: Analyzer?, thesaurus: (any Thesaurus)?
  ) throws(SnapshotError) {
    let file = try SnapshotDecoder(bytes: mapping.bytes, verification: verification)
    let checks = try file.blockChecks(owner: mapping, path: path)
    let settings = try file.strings(.settings)
    guard let code = settings.first, let language = try? Language(code) else {
      throw .malformed(section: "settings", reason: "no known language")
    }
    let analyzer = analyzer ?? Analyzer(language: language)
    guard analyzer.language == language else {
      throw .languageMismatch(snapshot: language.code, analyzer: analyzer.language.code)
    }
    let weights = try ScoringWeights(snapshotWords: try file.integers(.weights, as: UInt32.self))
    self.init(analyzer: analyzer, thesaurus: thesaurus, weights: weights)
    contentHash = try file.integers(.contentHash, as: UInt64.self, count: 1)[0]
    snapshotChecks = checks
    nameCache = try Self.nameCache(
      file, mapping: mapping, checks: checks, verification: verification)
    try decodeKeys(file, mapping: mapping, checks: checks, verification: verification)
    try decodePhotos(file, mapping: mapping, checks: checks, verification: verification)
    // The name tables are read on first use (album hits, name filters, the names' vocabulary
    // when the file holds none); a full check reads them now.
    let albumSections: NameSections = (
      .albumSpellings, .albumNameOfSpelling, .albumMembers, .albumSpellingUses, .albumKeys
    )
    let personSections: NameSections = (
      .personSpellings, .personNameOfSpelling, .personMembers, .personSpellingUses, .personKeys
    )
    let inPlace = verification != .full
    if verification == .full {
      albums = try Self.mappedNames(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: albumSections
      ).materialized()
      people = try Self.mappedNames(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: personSections
      ).materialized()
    } else {
      let lazyAlbums = try Self.lazyNameTable(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: albumSections)
      albumStore = lazyAlbums.table
      personStore = try Self.lazyNameTable(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: personSections
      ).table
      if inPlace { mappedAlbums = lazyAlbums.mapped }
    }
    // Read in place: a search reads the albums of its words, each entry checked as it is read
    // (``MappedAlbumKeys``); the first change copies them all, as a full check does now.
    let albumKeys = try Self.mappedAlbumKeys(
      file, mapping: mapping, checks: checks, albumCount: try file.listCount(albumSections.4),
      keyCount: keys.count)
    if inPlace {
      albumKeyTable = AlbumKeyTable(mapped: albumKeys)
    } else {
      let (table, problem) = albumKeys.materialized()
      try Self.refuse(problem, checks)
      albumKeyTable = table
    }
    // A full check reads the undo lists now; else the first change does (only changes read
    // them).
    if verification == .full, let problem = checkUndoLists(repairing: false) { throw problem }
  }

  /// The key table and the key columns: postings, state, lemmas, broader terms, prefix and
  /// typo tables.
  private mutating func decodeKeys(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    verification: SnapshotVerification
  ) throws(SnapshotError) {
    // In place unless the file is checked in full (then everything is copied and checked now).
    let inPlace = verification != .full
    let mappedKeys = inPlace ? try Self.mappedKeys(file, checks: checks) : nil
    if let mappedKeys {
      keys = KeyTable(mapped: mappedKeys)
    } else {
      keys = try Self.keyTable(file)
    }
    let keyCount = keys.count
    if inPlace {
      // A search reads a lemma only to compare it with other keys, so one out of range
      // misleads nothing there: it is checked before the first change (``prepareForChange()``).
      keyState = IntegerColumn(
        mapped: try file.mappedColumn(.keyState, as: UInt8.self, count: keyCount, checks: checks))
      lemmaOfKey = IntegerColumn(
        mapped: try file.mappedColumn(
          .lemmaOfKey, as: UInt32.self, count: keyCount, checks: checks))
    } else {
      keyState = IntegerColumn(try file.integers(.keyState, as: UInt8.self, count: keyCount))
      lemmaOfKey = IntegerColumn(try file.integers(.lemmaOfKey, as: UInt32.self, count: keyCount))
      if let problem = Self.lemmaProblem(lemmaOfKey, keyCount: keyCount) { throw problem }
    }
    // Read in place: a query looks up the broader terms of its words, each entry checked as it
    // is read (``MappedNarrower``); the first change copies them all, as a full check does now.
    let terms = try file.mappedStringList(.narrowerTerms, checks: checks)
    let narrowerTerms = MappedNarrower(
      terms: terms,
      entries: try file.mappedLists(
        .narrowerEntries, count: terms.count, owner: mapping, checks: checks),
      keyCount: keyCount)
    if inPlace {
      narrowerTable = NarrowerTable(mapped: narrowerTerms)
    } else {
      let (table, problem) = narrowerTerms.materialized()
      try Self.refuse(problem, checks)
      narrowerTable = NarrowerTable(table)
    }
    func prefixEntries(_ section: SnapshotSection) throws(SnapshotError) -> [PrefixEntry] {
      try file.integers(section, as: UInt32.self).map { (key) throws(SnapshotError) in
        guard key < keyCount, keys.isWord(key) else {
          throw .malformed(section: section.name, reason: "key \(key) is no word")
        }
        return PrefixEntry(text: keys.text(of: key), key: key)
      }
    }
    if let mappedKeys {
      // Each key is checked when a lookup reads it.
      prefixTable = PrefixTable(
        mapped: MappedPrefixes(
          sorted: try file.mappedColumn(.prefixSorted, as: UInt32.self, checks: checks),
          pending: try file.mappedColumn(.prefixPending, as: UInt32.self, checks: checks),
          keys: mappedKeys))
    } else {
      guard
        let prefixes = SortedTable(
          sorted: try prefixEntries(.prefixSorted), pending: try prefixEntries(.prefixPending))
      else { throw .malformed(section: "prefixSorted", reason: "out of order") }
      prefixTable = PrefixTable(prefixes)
    }
    // The typo table is read on first use (only a word that matches nothing needs it), in
    // place where it can be; a full check reads it now.
    let typos = MappedTypoTable(
      sorted: try file.deferred(.typoSorted), pending: try file.deferred(.typoPending),
      mapping: mapping, keyCount: keyCount, checks: checks)
    if verification == .full {
      typoTable = try typos.materialized()
    } else {
      // Searches read it in place; the loader copies it for a change or a save.
      typoStore = LazyTable(
        loader: LazyLoader { () -> SortedTable<DeletionEntry> in
          do throws(SnapshotError) {
            return try typos.materialized()
          } catch {
            checks.record(error)
            return SortedTable<DeletionEntry>()
          }
        }, placeholder: SortedTable())
      if inPlace { typoMapped = typos }
    }
  }

  /// Throws the first problem of a table read whole: one its reads recorded in `checks` (a
  /// string that is not UTF-8, a list whose offsets do not fit), else `problem`.
  private static func refuse(_ problem: SnapshotError?, _ checks: SnapshotBlockChecks)
    throws(SnapshotError)
  {
    if let first = checks.failure ?? problem { throw first }
  }

  /// The first lemma that names no key (neither one below `keyCount` nor a ``KeyLemma``).
  static func lemmaProblem(_ lemmas: IntegerColumn<UInt32>, keyCount: Int)
    -> SnapshotError?
  {
    lemmas.withUnsafeBufferPointer { lemmas in
      guard let bad = lemmas.first(where: { $0 >= keyCount && $0 < KeyLemma.unseen }) else {
        return nil
      }
      return .malformed(section: "lemmaOfKey", reason: "key \(bad) out of range")
    }
  }

  /// The key table read in place: its sections' sizes are checked now, what they hold as it
  /// is read (see ``MappedKeyTable``).
  private static func mappedKeys(_ file: SnapshotDecoder, checks: SnapshotBlockChecks)
    throws(SnapshotError) -> MappedKeyTable
  {
    let seeds = try file.integers(.hashSeeds, as: UInt64.self, count: 2)
    guard
      let table = MappedKeyTable(
        words: try file.mappedStringList(.keyWords, checks: checks),
        wordSlots: try file.mappedColumn(.keyWordSlots, as: UInt64.self, checks: checks),
        wordSeed: seeds[0],
        keyOfWord: try file.mappedColumn(.keyOfWord, as: UInt32.self, checks: checks),
        entries: try file.mappedColumn(.keyEntries, as: UInt64.self, checks: checks),
        pairKeys: try file.mappedColumn(.keyPairKeys, as: UInt32.self, checks: checks))
    else { throw .malformed(section: "keyEntries", reason: "tables whose sizes do not agree") }
    return table
  }

  /// The key table copied and checked whole (see ``KeyTable/init(words:entries:stored:)``).
  private static func keyTable(_ file: SnapshotDecoder) throws(SnapshotError) -> KeyTable {
    let words = try file.strings(.keyWords)
    let entries = try file.integers(.keyEntries, as: UInt64.self)
    let seeds = try file.integers(.hashSeeds, as: UInt64.self, count: 2)
    let stored = KeyTable.Stored(
      wordSlots: try file.integers(.keyWordSlots, as: UInt64.self), wordSeed: seeds[0],
      keyOfWord: try file.integers(.keyOfWord, as: UInt32.self, count: words.count),
      pairKeys: try file.integers(.keyPairKeys, as: UInt32.self))
    guard let keys = KeyTable(words: words, entries: entries, stored: stored) else {
      throw .malformed(section: "keyEntries", reason: "keys that do not match their tables")
    }
    return keys
  }

  /// The photo columns, the id table, the undo lists and the postings: the columns and the
  /// lists are read in place, each checked when it is first read.
  private mutating func decodePhotos(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    verification: SnapshotVerification
  ) throws(SnapshotError) {
    // Opening makes no id string and copies no column.
    ids = try file.mappedStrings(.photoIDs, checks: checks)
    let count = ids.count
    guard count <= Posting.maximumOrdinal + 1 else {
      throw .malformed(section: "photoIDs", reason: "\(count) photos")
    }
    created = try file.mappedColumns(.created, as: Int64.self, count: count, checks: checks)[0]
    flags = try file.mappedColumns(.flags, as: UInt32.self, count: count, checks: checks)[0]
    photoHashes = try file.mappedColumns(
      .photoHashes, as: UInt64.self, count: count, checks: checks)[0]
    fieldLengths = try file.mappedColumns(
      .fieldLengths, as: UInt8.self, count: count, columns: PhotoField.count, checks: checks)
    let totals = try file.integers(.fieldLengthTotals, as: UInt64.self, count: PhotoField.count)
    // At most 255 a photo, as lengths saturate: so adding to them never overflows.
    guard totals.allSatisfy({ $0 <= 255 * UInt64(count) }) else {
      throw .malformed(section: "fieldLengthTotals", reason: "more than 255 words a photo")
    }
    fieldLengthTotals = totals.map { Int($0) }
    if verification == .full {
      for field in 0..<PhotoField.count {
        guard fieldLengths[field].reduce(0, { $0 + Int($1) }) == fieldLengthTotals[field] else {
          throw .malformed(section: "fieldLengthTotals", reason: "field \(field)")
        }
      }
    }
    // Read in place: only a change reads them (``prepareForChange()``).
    forward = UndoLists(
      mapped: try file.mappedLists(.undoLists, count: count, owner: mapping, checks: checks))
    freeOrdinals = try file.integers(.freeOrdinals, as: UInt32.self)
    let live = LiveOrdinals(count: count, removed: freeOrdinals)
    let flagsProblem = flags.withUnsafeBufferPointer { flags -> SnapshotError? in
      var seen = Set<UInt32>(minimumCapacity: freeOrdinals.count)
      for ordinal in freeOrdinals {
        guard ordinal < count, seen.insert(ordinal).inserted, flags[Int(ordinal)] == 0 else {
          return .malformed(section: "freeOrdinals", reason: "ordinal \(ordinal)")
        }
      }
      // The free ordinals are distinct and their flags 0: so when as many others have the
      // live bit as there are live photos, every live photo has it. Counted in one pass, eight
      // flags a step (a per-ordinal test was a tenth of an open's instructions, and the plain
      // loop, which the compiler left a flag at a time, 2.7 M at a million photos).
      let flagged = Self.liveBitCount(flags)
      guard flagged != count - freeOrdinals.count else { return nil }
      for ordinal in 0..<count where flags[ordinal] & 1 == 0 && live.contains(ordinal) {
        return .malformed(section: "photoIDs", reason: "photo \(ordinal)")
      }
      return .malformed(section: "photoIDs", reason: "\(flagged) live photos")
    }
    if let problem = flagsProblem ?? checks.failure { throw problem }
    let seed = try file.integers(.hashSeeds, as: UInt64.self, count: 2)[1]
    if verification != .full {
      // Read in place: each lookup is checked (``MappedOrdinalSlots``), the table's rules
      // before the first change (``prepareForChange()``).
      guard
        let slots = MappedOrdinalSlots(
          slots: try file.mappedColumn(.photoIDSlots, as: UInt64.self, checks: checks),
          live: live, count: count - freeOrdinals.count)
      else { throw .malformed(section: "photoIDSlots", reason: "not the live photos' table") }
      ordinalOfID = OrdinalTable(mapped: slots, seed: seed, count: count - freeOrdinals.count)
    } else {
      // The saved table holds each live ordinal once (so none that is free), without hashing
      // every id again.
      guard
        let table = OrdinalTable(
          storedSlots: try file.integers(.photoIDSlots, as: UInt64.self), seed: seed,
          count: count - freeOrdinals.count, ordinalsBelow: count),
        table.storedSlots.allSatisfy({
          $0 == 0 || live.contains(Int(UInt32(truncatingIfNeeded: $0)) - 1)
        })
      else { throw .malformed(section: "photoIDSlots", reason: "not the live photos' table") }
      ordinalOfID = table
    }
    // Each list is checked on its first read: sorted, below the count and naming no removed
    // photo (a search would return it, with an empty id).
    postings = PostingLists(
      mapped: try file.mappedLists(
        .postings, count: keys.count * PhotoField.count, owner: mapping, checks: checks,
        ordinals: live, anchored: true))
  }

  /// The number of `flags` with bit 0 (live) set.
  static func liveBitCount(_ flags: UnsafeBufferPointer<UInt32>) -> Int {
    guard let base = flags.baseAddress else { return 0 }
    // Each lane counts at most a photo in eight: below 2^22 for 2^25 photos, so never wraps.
    var lanes = SIMD8<UInt32>()
    var position = 0
    while position + 8 <= flags.count {
      lanes &+=
        UnsafeRawPointer(base + position).loadUnaligned(as: SIMD8<UInt32>.self)
        & SIMD8(repeating: 1)
      position += 8
    }
    var count = Int(lanes.wrappedSum())
    while position < flags.count {
      count += Int(flags[position] & 1)
      position += 1
    }
    return count
  }

  /// Whether `list` holds ordinals below `count` in increasing order.
  static func isSortedPostings(_ list: UnsafeBufferPointer<UInt32>, below count: Int) -> Bool {
    var previous = -1
    for posting in list {
      let ordinal = Int(Posting.ordinal(posting))
      guard ordinal > previous, ordinal < count else { return false }
      previous = ordinal
    }
    return true
  }
}
