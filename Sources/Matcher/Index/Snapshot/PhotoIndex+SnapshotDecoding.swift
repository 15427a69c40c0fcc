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
    if verification == .full {
      albums = try Self.nameTable(file, photoCount: ids.count, sections: albumSections)
      people = try Self.nameTable(file, photoCount: ids.count, sections: personSections)
    } else {
      albumStore = try Self.lazyNameTable(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: albumSections)
      personStore = try Self.lazyNameTable(
        file, mapping: mapping, checks: checks, photoCount: ids.count, sections: personSections)
    }
    let albumCount = try file.listCount(albumSections.4)
    if verification != .full && SnapshotFormat.isLittleEndian {
      // Read in place: a search reads the albums of its words, each entry checked as it is
      // read (``MappedAlbumKeys``); the first change copies them all.
      albumKeyTable = try Self.mappedAlbumKeys(
        file, mapping: mapping, checks: checks, albumCount: albumCount, keyCount: keys.count)
      mappedAlbums = Self.mappedNames(
        file, mapping: mapping, checks: checks, nameCount: albumCount, photoCount: ids.count,
        sections: albumSections)
    } else {
      try decodeAlbumKeys(file, albumCount: albumCount)
    }
    // A full check reads the undo lists now; else the first change does (only changes read
    // them).
    if verification == .full, let problem = checkUndoLists(repairing: false) { throw problem }
  }

  /// Makes an index ready for a change: it forgets the names' vocabulary of its present state
  /// and, when it was opened from a snapshot and not changed since, copies the key table, the
  /// prefix table and the undo lists read in place and checks them (as a full check does when
  /// the file is opened). A change cannot throw, so a problem is recorded in ``snapshotChecks`` (later searches
  /// throw it) and repaired so that changes never trap: entries that name nothing are dropped
  /// and the spellings' use counts become the counted ones.
  mutating func prepareForChange() {
    // The names may change: this index makes its vocabulary again (its copies keep theirs).
    nameCache = NameVocabularyCache()
    // The album table changes as a whole from here on: its single-name reads stop.
    mappedAlbums = nil
    if let problem = narrowerTable.materialize() { snapshotChecks?.record(problem) }
    if let problem = albumKeyTable.materialize() { snapshotChecks?.record(problem) }
    guard forward.isMapped else { return }
    // The prefix table reads its texts from the key table: copied first.
    if let problem = prefixTable.materialize() { snapshotChecks?.record(problem) }
    if let problem = keys.materialize() { snapshotChecks?.record(problem) }
    if let problem = Self.lemmaProblem(lemmaOfKey, keyCount: keys.count) {
      snapshotChecks?.record(problem)
      // Repaired: a key out of range names no lemma (as for words whose lemmas differ).
      for key in lemmaOfKey.indices
      where lemmaOfKey[key] >= keys.count && lemmaOfKey[key] < KeyLemma.unseen {
        lemmaOfKey[key] = KeyLemma.many
      }
    }
    let ids = self.ids
    if let problem = ordinalOfID.materialize(idAt: { ids[Int($0)] }) {
      snapshotChecks?.record(problem)
    }
    forward.materialize()
    if let problem = checkUndoLists(repairing: true) { snapshotChecks?.record(problem) }
  }

  /// The key table and the key columns: postings, state, lemmas, broader terms, prefix and
  /// typo tables.
  private mutating func decodeKeys(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    verification: SnapshotVerification
  ) throws(SnapshotError) {
    // In place unless the file is checked in full (then everything is copied and checked now).
    let inPlace = verification != .full && SnapshotFormat.isLittleEndian
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
    if inPlace {
      // Read in place: a query looks up the broader terms of its words, each entry checked as
      // it is read (``MappedNarrower``); the first change copies them all.
      let terms = try file.mappedStringList(.narrowerTerms, checks: checks)
      narrowerTable = NarrowerTable(
        mapped: MappedNarrower(
          terms: terms,
          entries: try file.mappedLists(
            .narrowerEntries, count: terms.count, owner: mapping, checks: checks),
          keyCount: keyCount))
    } else {
      let terms = try file.strings(.narrowerTerms)
      let lists = try file.lists(.narrowerEntries, count: terms.count)
      for (term, list) in zip(terms, lists) {
        guard list.count % 3 == 0, !list.isEmpty else {
          throw .malformed(section: "narrowerEntries", reason: "entries of \(term)")
        }
        narrower[term] = try stride(from: 0, to: list.count, by: 3).map {
          (start) throws(SnapshotError) in
          guard list[start] < keyCount, list[start + 2] >> 9 == 0 else {
            throw .malformed(section: "narrowerEntries", reason: "entry of \(term)")
          }
          // A share is a probability (``BroaderTerm/share``); beyond 1 it would lift a broader
          // match's weight past the bound that keeps scores finite (see
          // ``ScoringWeights/largestWeight``).
          let share = Float(bitPattern: list[start + 1])
          guard (0...1).contains(share) else {
            throw .malformed(section: "narrowerEntries", reason: "share \(share) of \(term)")
          }
          return NarrowerEntry(
            key: list[start], distance: UInt8(truncatingIfNeeded: list[start + 2]), share: share,
            holdsInText: list[start + 2] & 0x100 != 0)
        }
      }
      guard narrower.count == terms.count else {
        throw .malformed(section: "narrowerTerms", reason: "a term appears twice")
      }
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
    // The typo table is read on first use (only a word that matches nothing needs it); a
    // full check reads it now.
    let sorted = try file.deferred(.typoSorted)
    let pending = try file.deferred(.typoPending)
    if verification == .full {
      typoTable = try Self.typoTable(sorted, pending, mapping: mapping, keyCount: keyCount)
    } else {
      typoStore = LazyTable(
        loader: Self.typoLoader(
          sorted, pending, mapping: mapping, checks: checks, keyCount: keyCount),
        placeholder: SortedTable())
      // Searches read it in place; the loader copies it for a change or a save.
      if inPlace {
        typoMapped = MappedTypoTable(
          sorted: sorted, pending: pending, mapping: mapping, keyCount: keyCount, checks: checks)
      }
    }
  }

  /// The first lemma that names no key (neither one below `keyCount` nor a ``KeyLemma``).
  private static func lemmaProblem(_ lemmas: IntegerColumn<UInt32>, keyCount: Int)
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

  /// Reads the typo table on first use; a problem is recorded in `checks` (the search throws
  /// it) and the table is then empty.
  private static func typoLoader(
    _ sorted: SnapshotDecoder.Deferred, _ pending: SnapshotDecoder.Deferred,
    mapping: SnapshotMapping, checks: SnapshotBlockChecks, keyCount: Int
  ) -> LazyLoader<SortedTable<DeletionEntry>> {
    LazyLoader { () -> SortedTable<DeletionEntry> in
      do throws(SnapshotError) {
        return try typoTable(sorted, pending, mapping: mapping, keyCount: keyCount)
      } catch {
        checks.record(error)
        return SortedTable<DeletionEntry>()
      }
    }
  }

  /// The typo table of its two sections, checked: their checksums, pairs of words, keys in
  /// range, the sorted part in order.
  private static func typoTable(
    _ sorted: SnapshotDecoder.Deferred, _ pending: SnapshotDecoder.Deferred,
    mapping: SnapshotMapping, keyCount: Int
  ) throws(SnapshotError) -> SortedTable<DeletionEntry> {
    func entries(_ section: SnapshotDecoder.Deferred, ordered: Bool) throws(SnapshotError)
      -> [DeletionEntry]
    {
      let bytes = try section.checkedBytes(in: mapping)
      guard bytes.count % 8 == 0 else {
        throw .malformed(section: section.name, reason: "an odd number of words")
      }
      var entries: [DeletionEntry] = []
      entries.reserveCapacity(bytes.count / 8)
      for start in stride(from: 0, to: bytes.count, by: 8) {
        let key = bytes.loadLittleEndian(at: start + 4, as: UInt32.self)
        guard key < keyCount else {
          throw .malformed(section: section.name, reason: "key \(key) out of range")
        }
        let entry = DeletionEntry(
          hash: bytes.loadLittleEndian(at: start, as: UInt32.self), key: key)
        // The sorted part's order is checked here, entry by entry as it is decoded, rather than
        // by SortedTable's generic check, which was most of the cost of a first typo lookup.
        if ordered, let last = entries.last, entry < last {
          throw .malformed(section: section.name, reason: "out of order")
        }
        entries.append(entry)
      }
      return entries
    }
    return SortedTable(
      checkedSorted: try entries(sorted, ordered: true),
      pending: try entries(pending, ordered: false))
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
    if verification != .full && SnapshotFormat.isLittleEndian {
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

  /// The five sections of a name table: spellings, the name of each, each name's photos, each
  /// spelling's uses, each name's key.
  typealias NameSections = (
    SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection
  )

  /// A name table read on first use from `mapping` (the bytes `file` reads). A problem is
  /// recorded in `checks` (the search throws it), and the table then holds as many names,
  /// each without photos or spellings, so that the album keys that name them stay in range.
  private static func lazyNameTable(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    photoCount: Int, sections: NameSections
  ) throws(SnapshotError) -> LazyTable<NameTable> {
    let nameCount = try file.listCount(sections.4)
    // A section of one block or less is checked now, as the sections read in place are.
    for section in [sections.0, sections.1, sections.2, sections.3] {
      _ = try file.deferred(section)
    }
    return LazyTable(
      loader: LazyLoader { () -> NameTable in
        do throws(SnapshotError) {
          let file = try SnapshotDecoder(bytes: mapping.bytes, verification: .onDemand)
          let table = try withExtendedLifetime(mapping) { () throws(SnapshotError) in
            try nameTable(file, photoCount: photoCount, sections: sections)
          }
          guard table.members.count == nameCount else {
            throw .malformed(section: sections.4.name, reason: "\(table.members.count) names")
          }
          return table
        } catch {
          checks.record(error)
          var table = NameTable()
          table.members = Array(repeating: [], count: nameCount)
          table.spellingsOfName = table.members
          table.keys = (0..<nameCount).map { "\u{0}\($0)" }
          for (name, key) in table.keys.enumerated() { table.nameIDs[key] = UInt32(name) }
          return table
        }
      }, placeholder: NameTable())
  }

  /// A name table from its five sections, its lookup tables built again.
  private static func nameTable(
    _ file: SnapshotDecoder, photoCount: Int, sections: NameSections
  ) throws(SnapshotError) -> NameTable {
    var table = NameTable()
    let spellings = try file.strings(sections.0)
    let keys = try file.strings(sections.4)
    table.nameOfSpelling = try file.integers(sections.1, as: UInt32.self, count: spellings.count)
    table.members = try file.lists(sections.2, count: keys.count)
    table.spellingUses = try file.integers(sections.3, as: Int32.self, count: spellings.count)
    table.keys = keys
    table.spellingsOfName = Array(repeating: [], count: keys.count)
    for (id, spelling) in spellings.enumerated() {
      let name = table.nameOfSpelling[id]
      guard table.spellingIDs.intern(spelling) == (UInt32(id), true), name < keys.count,
        table.spellingUses[id] >= 0
      else { throw .malformed(section: sections.0.name, reason: "spelling \(id)") }
      table.spellingsOfName[Int(name)].append(UInt32(id))
    }
    for (name, key) in keys.enumerated() {
      guard table.nameIDs.updateValue(UInt32(name), forKey: key) == nil else {
        throw .malformed(section: sections.4.name, reason: "name \(name) appears twice")
      }
      guard table.members[name].withUnsafeBufferPointer({ isSortedPostings($0, below: photoCount) })
      else {
        throw .malformed(section: sections.2.name, reason: "name \(name)")
      }
    }
    return table
  }

  /// Each album name's keys, and the albums by key.
  /// - Parameter albumCount: The number of album names.
  private mutating func decodeAlbumKeys(_ file: SnapshotDecoder, albumCount: Int)
    throws(SnapshotError)
  {
    let keyCount = keys.count
    let lists = try file.lists(.albumNameKeys)
    guard lists.count >= albumCount else {
      throw .malformed(section: "albumNameKeys", reason: "\(lists.count) albums")
    }
    let albumKeys = try lists.map { (list) throws(SnapshotError) in
      guard list.count % 2 == 0 else {
        throw .malformed(section: "albumNameKeys", reason: "an odd number of words")
      }
      return try stride(from: 0, to: list.count, by: 2).map { (start) throws(SnapshotError) in
        guard list[start] < keyCount, list[start + 1] < 8 else {
          throw .malformed(section: "albumNameKeys", reason: "key \(list[start])")
        }
        return AlbumKey(key: list[start], forms: Posting.Forms(rawValue: UInt8(list[start + 1])))
      }
    }
    let byKey = try file.integers(.albumsByKeyKeys, as: UInt32.self)
    let albumLists = try file.lists(.albumsByKeyLists, count: byKey.count)
    var albumsByKey: [UInt32: [UInt32]] = [:]
    for (key, albums) in zip(byKey, albumLists) {
      guard key < keyCount, albums.allSatisfy({ $0 < albumCount }),
        albumsByKey.updateValue(albums, forKey: key) == nil
      else { throw .malformed(section: "albumsByKeyLists", reason: "key \(key)") }
    }
    albumKeyTable = AlbumKeyTable(keysOfAlbum: albumKeys, albumsOfKey: albumsByKey)
  }

  /// Every undo entry names a posting list, an album spelling or a person spelling that
  /// exists, and each spelling's use count is the number of entries that name it (so that
  /// counting uses up and down never overflows).
  /// - Parameter repairing: Whether to drop entries that name nothing and set the use counts
  ///   to the counted ones.
  /// - Returns: The first problem found, or `nil`.
  private mutating func checkUndoLists(repairing: Bool) -> SnapshotError? {
    var problem: SnapshotError?
    var albumUses = [Int32](repeating: 0, count: albums.spellings.count)
    var personUses = [Int32](repeating: 0, count: people.spellings.count)
    for ordinal in 0..<forward.count {
      let list = forward[ordinal]
      var kept: [UInt32] = []
      for raw in list {
        switch UndoEntry(raw) {
        case .posting(let slot) where slot < postings.count: kept.append(raw)
        case .album(let spelling) where spelling < albums.spellings.count:
          albumUses[Int(spelling)] += 1
          kept.append(raw)
        case .person(let spelling) where spelling < people.spellings.count:
          personUses[Int(spelling)] += 1
          kept.append(raw)
        default: problem = problem ?? .malformed(section: "undoLists", reason: "photo \(ordinal)")
        }
      }
      if repairing && kept.count < list.count { forward.set(ordinal, to: kept) }
    }
    if albumUses != albums.spellingUses {
      problem = problem ?? .malformed(section: "albumSpellingUses", reason: "not the photos' uses")
      if repairing { albums.spellingUses = albumUses }
    }
    if personUses != people.spellingUses {
      problem = problem ?? .malformed(section: "personSpellingUses", reason: "not the photos' uses")
      if repairing { people.spellingUses = personUses }
    }
    return problem ?? snapshotChecks?.failure
  }
}
