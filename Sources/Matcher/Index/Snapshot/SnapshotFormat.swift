/// The layout of a snapshot file (see <doc:SnapshotFormat>): a 64-byte header, a table of
/// sections, then the sections, each starting at a multiple of 8 bytes. Every integer is
/// little-endian.
///
/// Header: the magic `STEMMAIX` (8 bytes), the format version (`UInt32`), the number of
/// sections (`UInt32`), flags (`UInt64`, 0), the file's length (`UInt64`), the CRC-32C of the
/// section table (`UInt32`) and of the header's first 36 bytes (`UInt32`), then zeros up to 64.
/// Each table entry is 32 bytes: the section's kind (`UInt32`), the width of its elements
/// (`UInt32`, for readers that look without knowing the kind), its offset and length
/// (`UInt64` each), its CRC-32C (`UInt32`) and 4 zero bytes.
enum SnapshotFormat {
  static let magic: [UInt8] = Array("STEMMAIX".utf8)
  /// The version this build writes and reads. Version 2 added the hash tables' slots
  /// (``SnapshotSection/keyWordSlots`` to ``SnapshotSection/photoIDSlots``); version 3 the
  /// block checksums (``SnapshotSection/blockChecksums``) that let an opened index check its
  /// large sections lazily; version 4 packs postings with a 25-bit ordinal and a flag for words
  /// read as no noun in a title or caption (``Posting/isNounless(_:)``); version 5 keeps the pair
  /// map's slots as keys alone (``SnapshotSection/keyPairKeys``) and the posting lists' offsets
  /// as 32 bits past an anchor per 64 lists. Older files are refused as
  /// ``SnapshotError/unsupportedVersion(found:supported:)``, and `stemma index build` makes
  /// them again from the catalog.
  static let version: UInt32 = 5
  static let headerSize = 64
  static let tableEntrySize = 32
  /// The most sections a file may declare (a bound on the table read before its checksum).
  static let maximumSections = 1024

  /// Blocks of the lazily checked sections are `1 << blockShift` bytes (64 KiB): small enough
  /// that a query's first touch of a block checks little it does not read, large enough that
  /// the checksums are 1/16384 of the file.
  static let blockShift = 16

  /// Whether this machine stores integers big-endian.
  static var hostIsBigEndian: Bool {
    #if _endian(big)
      true
    #else
      false
    #endif
  }

  /// Refuses to read a snapshot on a big-endian machine (see
  /// ``SnapshotError/unsupportedByteOrder``): the readers of the large sections load the
  /// file's little-endian integers as native ones, in place. Every reader of a file passes
  /// here (``SnapshotDecoder/init(bytes:verification:)``); the byte order is a parameter so
  /// that both answers are tested on any machine.
  /// - Parameter hostIsBigEndian: Whether the machine stores integers big-endian
  ///   (``hostIsBigEndian``).
  /// - Throws: ``SnapshotError/unsupportedByteOrder`` when it does.
  static func checkByteOrder(hostIsBigEndian: Bool) throws(SnapshotError) {
    guard !hostIsBigEndian else { throw .unsupportedByteOrder }
  }

  /// The posting lists' offsets are anchored by groups of `1 << listAnchorShift` lists (see
  /// ``SnapshotEncoder/add(_:anchoredLists:)``, version 5).
  static let listAnchorShift = 6

  /// Rounds `offset` up to a multiple of 8.
  static func aligned(_ offset: Int) -> Int { (offset + 7) & ~7 }
}

/// The kinds of section a snapshot holds, by their number in the section table. Numbers are
/// never reused: a later version adds kinds.
enum SnapshotSection: UInt32, CaseIterable, Sendable {
  /// The index's settings: language code, ranking weights, content hash.
  case settings = 1
  /// The words of the key table, as a string list.
  case keyWords = 2
  /// What each key is (a word id, or a pair of word ids), `UInt64` each.
  case keyEntries = 3
  case keyState = 4
  case lemmaOfKey = 5
  /// Posting lists, `PhotoField.count` per key, their offsets anchored (version 5, see
  /// ``SnapshotEncoder/add(_:anchoredLists:)``; 64-bit offsets until version 4).
  case postings = 6
  /// The broader terms that have narrower keys (a sorted string list)…
  case narrowerTerms = 7
  /// …and each one's entries, three `UInt32` each (key, share's bits, distance | in-text flag).
  case narrowerEntries = 8
  /// The prefix table's keys, sorted and pending.
  case prefixSorted = 9
  case prefixPending = 10
  /// The typo table's entries (hash, key), sorted and pending.
  case typoSorted = 11
  case typoPending = 12
  /// Photo columns, by ordinal.
  case photoIDs = 13
  case created = 14
  case flags = 15
  /// `PhotoField.count` byte columns, one after another.
  case fieldLengths = 16
  case undoLists = 17
  case photoHashes = 18
  case freeOrdinals = 19
  /// The album name table.
  case albumSpellings = 20
  case albumNameOfSpelling = 21
  case albumMembers = 22
  case albumSpellingUses = 23
  case albumKeys = 24
  /// The people name table.
  case personSpellings = 25
  case personNameOfSpelling = 26
  case personMembers = 27
  case personSpellingUses = 28
  case personKeys = 29
  /// Each album's name as keys, two `UInt32` each (key, forms).
  case albumNameKeys = 30
  /// The keys that album names hold (sorted), and each one's albums.
  case albumsByKeyKeys = 31
  case albumsByKeyLists = 32
  /// The ranking weights, as `Float` bit patterns (``PhotoIndex/weights``).
  case weights = 33
  /// The wrapping sum of the photos' stable hashes (`UInt64`).
  case contentHash = 34
  /// The key words' hash table: its slots (`UInt64`, see `TaggedSlots`).
  case keyWordSlots = 35
  /// The key of each word (`UInt32`), by word id.
  case keyOfWord = 36
  /// The pair map's slots: the key plus one (`UInt32`, 0 for an empty slot), whose entry is
  /// the slot's pair (version 5; until version 4, kind 37 held each slot's pair beside its
  /// key, two `UInt64`). Listed here, where 37 was, so that the sections keep their order.
  case keyPairKeys = 40
  /// The hash seeds (`UInt64`): the key words' table's, then the photo ids' table's.
  case hashSeeds = 38
  /// The photo ids' hash table: its slots (`UInt64`, see `OrdinalTable`).
  case photoIDSlots = 39
  /// The CRC-32C of every block of the file from the first section to this one, which the
  /// encoder writes last (version 3): a block size (`UInt32`, as a shift), 4 zero bytes, the
  /// covered range's start and end (`UInt64` each), then one `UInt32` per block. Numbered
  /// apart from the index's kinds so that sections added later keep counting on from 41.
  case blockChecksums = 64
  /// The total of each field's lengths (`UInt64` each, ``PhotoIndex/fieldLengthTotals``), so
  /// that opening does not sum the columns (version 3).
  case fieldLengthTotals = 65
  /// A vocabulary saved beside the index, or alone (``VocabularyStore/write(toFile:)``): its
  /// settings, its entries and their analyses, each a payload of the Vocabulary module's
  /// (`SavedVocabulary`). Numbered apart from the index's own sections; a file without them
  /// holds no vocabulary, and an index opened from a file ignores them.
  case vocabularySettings = 100
  case vocabularyEntries = 101
  case vocabularyTexts = 102
  /// The photos' uses a vocabulary saved beside an index was learned from (`CatalogUses`), so
  /// that an update of the index learns it again from the changed catalog. A file without it
  /// holds a vocabulary that an update leaves out.
  case vocabularyUses = 103
  /// The index's own names as a vocabulary (``PhotoIndex/nameVocabulary()``), in the three
  /// payloads a vocabulary's sections hold: written beside an index saved with a vocabulary
  /// (the files `stemma index build` makes), so that an opened index reads its names instead
  /// of analyzing each again. A file without them makes them from the name tables; a reader
  /// that does not know them skips them.
  case nameVocabularySettings = 104
  case nameVocabularyEntries = 105
  case nameVocabularyTexts = 106

  /// The name errors use: the case's name, spelled out so that naming a section (done for
  /// every section when a file is opened) is a literal, not a reflection of the value (which
  /// was a thirtieth of an open's instructions).
  var name: String {
    switch self {
    case .settings: "settings"
    case .keyWords: "keyWords"
    case .keyEntries: "keyEntries"
    case .keyState: "keyState"
    case .lemmaOfKey: "lemmaOfKey"
    case .postings: "postings"
    case .narrowerTerms: "narrowerTerms"
    case .narrowerEntries: "narrowerEntries"
    case .prefixSorted: "prefixSorted"
    case .prefixPending: "prefixPending"
    case .typoSorted: "typoSorted"
    case .typoPending: "typoPending"
    case .photoIDs: "photoIDs"
    case .created: "created"
    case .flags: "flags"
    case .fieldLengths: "fieldLengths"
    case .undoLists: "undoLists"
    case .photoHashes: "photoHashes"
    case .freeOrdinals: "freeOrdinals"
    case .albumSpellings: "albumSpellings"
    case .albumNameOfSpelling: "albumNameOfSpelling"
    case .albumMembers: "albumMembers"
    case .albumSpellingUses: "albumSpellingUses"
    case .albumKeys: "albumKeys"
    case .personSpellings: "personSpellings"
    case .personNameOfSpelling: "personNameOfSpelling"
    case .personMembers: "personMembers"
    case .personSpellingUses: "personSpellingUses"
    case .personKeys: "personKeys"
    case .albumNameKeys: "albumNameKeys"
    case .albumsByKeyKeys: "albumsByKeyKeys"
    case .albumsByKeyLists: "albumsByKeyLists"
    case .weights: "weights"
    case .contentHash: "contentHash"
    case .keyWordSlots: "keyWordSlots"
    case .keyOfWord: "keyOfWord"
    case .keyPairKeys: "keyPairKeys"
    case .hashSeeds: "hashSeeds"
    case .photoIDSlots: "photoIDSlots"
    case .blockChecksums: "blockChecksums"
    case .fieldLengthTotals: "fieldLengthTotals"
    case .vocabularySettings: "vocabularySettings"
    case .vocabularyEntries: "vocabularyEntries"
    case .vocabularyTexts: "vocabularyTexts"
    case .vocabularyUses: "vocabularyUses"
    case .nameVocabularySettings: "nameVocabularySettings"
    case .nameVocabularyEntries: "nameVocabularyEntries"
    case .nameVocabularyTexts: "nameVocabularyTexts"
    }
  }
}
