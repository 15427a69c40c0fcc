internal import Linguistics
internal import StemmaSupport

extension PhotoIndex {
  /// Reads an index from a snapshot's bytes, checking every id, offset and count read from them
  /// before it is used, so that the index never traps on a file that passed its checksums but
  /// breaks the format's rules (a crafted file).
  ///
  /// The posting lists are read in place from `mapping`, which the index keeps.
  init(snapshot mapping: SnapshotMapping, analyzer: Analyzer?, thesaurus: (any Thesaurus)?)
    throws(SnapshotError)
  {
    let file = try SnapshotDecoder(bytes: mapping.bytes)
    let settings = try file.strings(.settings)
    guard let code = settings.first, let language = try? Language(code) else {
      throw .malformed(section: "settings", reason: "no known language")
    }
    let analyzer = analyzer ?? Analyzer(language: language)
    guard analyzer.language == language else {
      throw .languageMismatch(snapshot: language.code, analyzer: analyzer.language.code)
    }
    guard let weights = ScoringWeights(snapshotWords: try file.integers(.weights, as: UInt32.self))
    else { throw .malformed(section: "weights", reason: "not the weights' layout") }
    guard weights.areFinite else {
      throw .malformed(section: "weights", reason: "a weight that is not a finite number")
    }
    self.init(analyzer: analyzer, thesaurus: thesaurus, weights: weights)
    contentHash = try file.integers(.contentHash, as: UInt64.self, count: 1)[0]
    try decodeKeys(file, mapping: mapping)
    try decodePhotos(file, mapping: mapping)
    albums = try Self.nameTable(
      file, photoCount: ids.count,
      sections: (
        .albumSpellings, .albumNameOfSpelling, .albumMembers, .albumSpellingUses, .albumKeys
      ))
    people = try Self.nameTable(
      file, photoCount: ids.count,
      sections: (
        .personSpellings, .personNameOfSpelling, .personMembers, .personSpellingUses, .personKeys
      ))
    try decodeAlbumKeys(file)
    try checkUndoLists()
  }

  /// The key table and the key columns: postings, state, lemmas, broader terms, prefix and
  /// typo tables.
  private mutating func decodeKeys(_ file: SnapshotDecoder, mapping: SnapshotMapping)
    throws(SnapshotError)
  {
    let words = try file.strings(.keyWords)
    let entries = try file.integers(.keyEntries, as: UInt64.self)
    let seeds = try file.integers(.hashSeeds, as: UInt64.self, count: 2)
    let stored = KeyTable.Stored(
      wordSlots: try file.integers(.keyWordSlots, as: UInt64.self), wordSeed: seeds[0],
      keyOfWord: try file.integers(.keyOfWord, as: UInt32.self, count: words.count),
      pairSlots: try file.integers(.keyPairSlots, as: UInt64.self))
    guard let keys = KeyTable(words: words, entries: entries, stored: stored) else {
      throw .malformed(section: "keyEntries", reason: "keys that do not match their tables")
    }
    self.keys = keys
    let keyCount = keys.count
    keyState = try file.integers(.keyState, as: UInt8.self, count: keyCount)
    lemmaOfKey = try file.integers(.lemmaOfKey, as: UInt32.self, count: keyCount)
    for lemma in lemmaOfKey where lemma >= keyCount && lemma < KeyLemma.unseen {
      throw .malformed(section: "lemmaOfKey", reason: "key \(lemma) out of range")
    }
    postings = try file.mappedLists(
      .postings, count: keyCount * PhotoField.count, owner: mapping)
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
        return NarrowerEntry(
          key: list[start], distance: UInt8(truncatingIfNeeded: list[start + 2]),
          share: Float(bitPattern: list[start + 1]), holdsInText: list[start + 2] & 0x100 != 0)
      }
    }
    guard narrower.count == terms.count else {
      throw .malformed(section: "narrowerTerms", reason: "a term appears twice")
    }
    func prefixEntries(_ section: SnapshotSection) throws(SnapshotError) -> [PrefixEntry] {
      try file.integers(section, as: UInt32.self).map { (key) throws(SnapshotError) in
        guard key < keyCount, keys.isWord(key) else {
          throw .malformed(section: section.name, reason: "key \(key) is no word")
        }
        return PrefixEntry(text: keys.text(of: key), key: key)
      }
    }
    guard
      let prefixes = SortedTable(
        sorted: try prefixEntries(.prefixSorted), pending: try prefixEntries(.prefixPending))
    else { throw .malformed(section: "prefixSorted", reason: "out of order") }
    prefixTable = prefixes
    func typoEntries(_ section: SnapshotSection) throws(SnapshotError) -> [DeletionEntry] {
      let words = try file.integers(section, as: UInt32.self)
      guard words.count % 2 == 0 else {
        throw .malformed(section: section.name, reason: "an odd number of words")
      }
      return try stride(from: 0, to: words.count, by: 2).map { (start) throws(SnapshotError) in
        guard words[start + 1] < keyCount else {
          throw .malformed(section: section.name, reason: "key \(words[start + 1]) out of range")
        }
        return DeletionEntry(hash: words[start], key: words[start + 1])
      }
    }
    guard
      let typos = SortedTable(
        sorted: try typoEntries(.typoSorted), pending: try typoEntries(.typoPending))
    else { throw .malformed(section: "typoSorted", reason: "out of order") }
    typoTable = typos
  }

  /// The photo columns, the id table built again from the live photos' ids, and the postings
  /// checked against the photo count.
  private mutating func decodePhotos(_ file: SnapshotDecoder, mapping: SnapshotMapping)
    throws(SnapshotError)
  {
    ids = try file.strings(.photoIDs)
    let count = ids.count
    guard count <= Posting.maximumOrdinal + 1 else {
      throw .malformed(section: "photoIDs", reason: "\(count) photos")
    }
    created = try file.integers(.created, as: Int64.self, count: count)
    flags = try file.integers(.flags, as: UInt32.self, count: count)
    photoHashes = try file.integers(.photoHashes, as: UInt64.self, count: count)
    let lengths = try file.integers(
      .fieldLengths, as: UInt8.self, count: count * PhotoField.count)
    for field in 0..<PhotoField.count {
      fieldLengths[field] = Array(lengths[(field * count)..<((field + 1) * count)])
      fieldLengthTotals[field] = fieldLengths[field].reduce(0) { $0 + Int($1) }
    }
    // Straight from the map into the undo lists' pages: no array per photo on the way.
    let undo = try file.mappedLists(.undoLists, count: count, owner: mapping)
    forward.reserveCapacity(ordinals: count)
    for ordinal in 0..<count { forward.append(undo[ordinal]) }
    freeOrdinals = try file.integers(.freeOrdinals, as: UInt32.self)
    var free = [Bool](repeating: false, count: count)
    for ordinal in freeOrdinals {
      guard ordinal < count, !free[Int(ordinal)], flags[Int(ordinal)] == 0 else {
        throw .malformed(section: "freeOrdinals", reason: "ordinal \(ordinal)")
      }
      free[Int(ordinal)] = true
    }
    for ordinal in 0..<count where !free[ordinal] {
      guard flags[ordinal] & 1 != 0 else {
        throw .malformed(section: "photoIDs", reason: "photo \(ordinal)")
      }
    }
    // The saved table holds each live ordinal once (so none that is free), without hashing
    // every id again.
    guard
      let table = OrdinalTable(
        storedSlots: try file.integers(.photoIDSlots, as: UInt64.self),
        seed: try file.integers(.hashSeeds, as: UInt64.self, count: 2)[1],
        count: count - freeOrdinals.count, ordinalsBelow: count)
    else { throw .malformed(section: "photoIDSlots", reason: "not the live photos' table") }
    var holdsFree = false
    table.forEachOrdinal { if free[Int($0)] { holdsFree = true } }
    guard !holdsFree else {
      throw .malformed(section: "photoIDSlots", reason: "a removed photo's ordinal")
    }
    ordinalOfID = table
    for (slot, list) in postings.enumerated() {
      // A removed photo's ordinal in a list would make searches return it, with no id.
      guard
        list.withUnsafeBufferPointer({
          Self.isSortedPostings($0, below: count)
            && (freeOrdinals.isEmpty || $0.allSatisfy { !free[Int(Posting.ordinal($0))] })
        })
      else {
        throw .malformed(section: "postings", reason: "list \(slot)")
      }
    }
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

  /// A name table from its five sections (spellings, the name of each, each name's photos,
  /// each spelling's uses, each name's key), its lookup tables built again.
  private static func nameTable(
    _ file: SnapshotDecoder, photoCount: Int,
    sections: (SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection)
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
  private mutating func decodeAlbumKeys(_ file: SnapshotDecoder) throws(SnapshotError) {
    let keyCount = keys.count
    let albumCount = albums.members.count
    let lists = try file.lists(.albumNameKeys)
    guard lists.count >= albumCount else {
      throw .malformed(section: "albumNameKeys", reason: "\(lists.count) albums")
    }
    albumKeys = try lists.map { (list) throws(SnapshotError) in
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
    for (key, albums) in zip(byKey, albumLists) {
      guard key < keyCount, albums.allSatisfy({ $0 < albumCount }),
        albumsByKey.updateValue(albums, forKey: key) == nil
      else { throw .malformed(section: "albumsByKeyLists", reason: "key \(key)") }
    }
  }

  /// Every undo entry names a posting list, an album spelling or a person spelling that
  /// exists, and each spelling's use count is the number of entries that name it (so that
  /// counting uses up and down never overflows).
  private func checkUndoLists() throws(SnapshotError) {
    var albumUses = [Int32](repeating: 0, count: albums.spellings.count)
    var personUses = [Int32](repeating: 0, count: people.spellings.count)
    for ordinal in 0..<forward.count {
      for raw in forward[ordinal] {
        let valid =
          switch UndoEntry(raw) {
          case .posting(let slot): slot < postings.count
          case .album(let spelling): spelling < albums.spellings.count
          case .person(let spelling): spelling < people.spellings.count
          }
        guard valid else { throw .malformed(section: "undoLists", reason: "photo \(ordinal)") }
        switch UndoEntry(raw) {
        case .posting: break
        case .album(let spelling): albumUses[Int(spelling)] += 1
        case .person(let spelling): personUses[Int(spelling)] += 1
        }
      }
    }
    guard albumUses == albums.spellingUses else {
      throw .malformed(section: "albumSpellingUses", reason: "not the photos' uses")
    }
    guard personUses == people.spellingUses else {
      throw .malformed(section: "personSpellingUses", reason: "not the photos' uses")
    }
  }
}
