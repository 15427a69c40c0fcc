public import Foundation
public import Linguistics
internal import StemmaSupport

/// An inverted index over a photo library: the words of each photo's tags, title, caption,
/// album, location and people names, under every form the `Analyzer` derives (folded, lemma,
/// stem), with columns for the filters (date, favorite, attributes) and membership lists for
/// albums and people.
///
/// ```swift
/// var index = PhotoIndex()
/// index.add(Photo(id: "IMG_1", favorite: true, tags: ["Mountains", "lake"]))
/// let result = try index.search(PhotoQuery(searchTerms: ["mountain"], favorite: true))
/// result.hits.map(\.id)   // ["IMG_1"]
/// ```
///
/// `PhotoIndex` is a value: a copy is a snapshot that later changes to the original never
/// reach, which is how ``SharedPhotoIndex`` serves readers while a writer updates. Mutating a
/// copy that shares storage copies only the lists it touches (and, once, the outer arrays).
///
/// Memory: keys are interned to 32-bit ids and each posting is one packed `UInt32` (see the
/// DocC article); a photo costs its postings plus about 40 bytes of columns and its id.
public struct PhotoIndex: Sendable {
  /// The analyzer that turns photo text and queries into keys.
  public let analyzer: Analyzer
  /// Where broader terms and synonyms come from.
  public let thesaurus: any Thesaurus
  /// The ranking weights.
  public var weights: ScoringWeights
  /// A digest of the photos the index holds, the same however they were added (in one batch
  /// or over time, with updates and removals): a continuation token carries it, and a token
  /// taken from different contents is refused.
  public var fingerprint: UInt64 { contentHash ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9 }
  /// The wrapping sum of the photos' stable hashes.
  var contentHash: UInt64 = 0

  /// Keys: every distinct folded form, lemma and stem (and adjacent pair of them) of any field.
  var keys = KeyTable()
  /// Postings of key *k* in field *f* at `k * PhotoField.count + f`.
  var postings = PostingLists()
  /// Per key: bit 0 set once the key's broader terms were looked up, bit 1 once it went into
  /// the prefix and typo tables.
  var keyState = IntegerColumn<UInt8>()
  /// Per key: the key under which the lemma of every word indexed under it was indexed too,
  /// when that is one key (``KeyLemma``), so a query can skip postings another of its sources
  /// outscores (see ``PhotoIndex/droppingOutscored(_:)``).
  var lemmaOfKey = IntegerColumn<UInt32>()
  /// For each broader term, the keys below it and how far below.
  var narrowerTable = NarrowerTable()
  /// The keys below each broader term, as a dictionary to change (a table read in place from
  /// a snapshot is copied first); a search asks ``narrowerTable`` for the terms it needs.
  var narrower: [String: [NarrowerEntry]] {
    get { narrowerTable.all }
    _modify { yield &narrowerTable.changeable }
  }
  var prefixTable = PrefixTable()
  /// The typo table; read on first use in an index opened from a snapshot.
  var typoStore = LazyTable(SortedTable<DeletionEntry>())
  var typoTable: SortedTable<DeletionEntry> {
    _read { yield typoStore.value }
    set {
      typoMapped = nil
      typoStore = LazyTable(newValue)
    }
    // Changed in place (after a lazy table is read), so that the change does not copy it.
    _modify {
      typoMapped = nil
      yield &typoStore.value
    }
  }
  /// The typo table read in place, in an index opened from a snapshot until its first change
  /// (searches look words up here; ``typoTable`` then copies it only for a change or a save).
  var typoMapped: MappedTypoTable?

  // Photos, by ordinal.
  var ordinalOfID = OrdinalTable()
  var ids = StringColumn()
  /// Seconds since 1970, or `Int64.min` when unknown.
  var created = IntegerColumn<Int64>()
  /// Bit 0: live; bit 1: favorite; bit 2 + *n*: the *n*th ``PhotoAttribute``.
  var flags = IntegerColumn<UInt32>()
  /// Per field, the number of words in each photo's field by ordinal (saturating at 255): one
  /// column per field, so scoring a field's postings reads one dense byte column.
  var fieldLengths = [IntegerColumn<UInt8>](repeating: IntegerColumn(), count: PhotoField.count)
  /// What to undo when the photo goes: posting slots, and album and person memberships.
  var forward = UndoLists()
  /// Each photo's stable hash, to take it back out of ``contentHash``.
  var photoHashes = IntegerColumn<UInt64>()
  var freeOrdinals: [UInt32] = []
  var fieldLengthTotals = [Int](repeating: 0, count: PhotoField.count)
  /// The album and people tables; read on first use in an index opened from a snapshot.
  var albumStore = LazyTable(NameTable())
  var personStore = LazyTable(NameTable())
  var albums: NameTable {
    _read { yield albumStore.value }
    set { albumStore = LazyTable(newValue) }
    // Changed in place (after a lazy table is read), so that the change does not copy it.
    _modify { yield &albumStore.value }
  }
  var people: NameTable {
    _read { yield personStore.value }
    set { personStore = LazyTable(newValue) }
    // Changed in place (after a lazy table is read), so that the change does not copy it.
    _modify { yield &personStore.value }
  }
  /// Each album's name as keys, by album (the ids of ``albums``), and the albums whose names
  /// hold each key: album hits start from these.
  var albumKeyTable = AlbumKeyTable()
  /// In an index opened from a snapshot, the album table's sections read in place, for the
  /// names a search asks about before anything reads the whole table (see ``MappedNames``).
  var mappedAlbums: MappedNames?
  /// Each album's name as keys, by album (for tests and merges; a search asks
  /// ``albumKeyTable`` for one album's).
  var albumKeys: [[AlbumKey]] { albumKeyTable.snapshotLists.nameKeys }
  /// The albums whose names hold each key (for tests; see ``albumKeys``).
  var albumsByKey: [UInt32: [UInt32]] {
    let lists = albumKeyTable.snapshotLists
    return Dictionary(uniqueKeysWithValues: zip(lists.byKeyKeys, lists.byKeyLists))
  }
  /// For an index opened from a snapshot, the checks of the sections it reads in place: a
  /// search throws once one of them failed (``SearchError/damagedSnapshot(path:_:)``).
  var snapshotChecks: SnapshotBlockChecks?
  /// The names as a vocabulary, made on first use (see ``nameVocabulary()``).
  var nameCache = NameVocabularyCache()

  /// Creates an empty index.
  /// - Parameters:
  ///   - analyzer: The analyzer for photo text and queries; English by default.
  ///   - thesaurus: Broader terms and synonyms; by default the shipped one for the analyzer's
  ///     language (``Hypernyms`` for English, none elsewhere).
  ///   - weights: The ranking weights.
  public init(
    analyzer: Analyzer = PhotoIndex.englishAnalyzer, thesaurus: (any Thesaurus)? = nil,
    weights: ScoringWeights = ScoringWeights()
  ) {
    self.analyzer = analyzer
    self.thesaurus = thesaurus ?? PhotoIndex.defaultThesaurus(for: analyzer.language)
    self.weights = weights
  }

  /// Creates an index holding `photos`; a later photo with an id already seen replaces the
  /// earlier one.
  /// - Parameters:
  ///   - photos: The photos.
  ///   - analyzer: The analyzer; English by default.
  ///   - thesaurus: Broader terms and synonyms; by default the shipped one for the language.
  ///   - weights: The ranking weights.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos.
  /// - Complexity: O(*n*) in the total length of the photos' text.
  public init(
    _ photos: some Sequence<Photo>, analyzer: Analyzer = PhotoIndex.englishAnalyzer,
    thesaurus: (any Thesaurus)? = nil, weights: ScoringWeights = ScoringWeights()
  ) throws(PhotoIndexError) {
    self.init(analyzer: analyzer, thesaurus: thesaurus, weights: weights)
    try add(contentsOf: photos)
  }

  /// The English analyzer with the default search-key folding.
  public static let englishAnalyzer = Analyzer(
    language: (try? Language("en")) ?? Language.all[0])

  /// The number of photos.
  public var count: Int { ordinalOfID.count }

  /// Whether the index holds a photo with this id.
  /// - Parameter id: A photo id.
  public func contains(id: String) -> Bool { ordinal(of: id) != nil }

  /// The ordinal of the photo with this id.
  func ordinal(of id: String) -> UInt32? {
    let ids = self.ids
    return ordinalOfID.ordinal(of: id) { ids[Int($0)] }
  }

  /// The earliest and latest creation dates of the photos, or `nil` when no photo has one:
  /// the library's known dates, which ``DateResolver`` checks a query's range against.
  /// - Complexity: O(*n*) in the number of photos.
  public var creationDateRange: ClosedRange<Date>? {
    var lowest = Int64.max
    var highest = Int64.min
    // Through the columns' buffers: a mapped column is then checked once, not per element.
    flags.withUnsafeBufferPointer { flags in
      created.withUnsafeBufferPointer { created in
        for ordinal in created.indices where flags[ordinal] & 1 != 0 && created[ordinal] != .min {
          lowest = min(lowest, created[ordinal])
          highest = max(highest, created[ordinal])
        }
      }
    }
    guard lowest <= highest else { return nil }
    return Date(
      timeIntervalSince1970: TimeInterval(lowest))...Date(
        timeIntervalSince1970: TimeInterval(highest))
  }

  /// The album names of the library, each with its number of photos, most photos first.
  /// - Complexity: O(*a* log *a*) in the number of albums.
  public var albumNames: [(name: String, count: Int)] { albums.namesByCount }

  /// The people's names of the library, each with its number of photos, most photos first.
  /// - Complexity: O(*p* log *p*) in the number of people.
  public var personNames: [(name: String, count: Int)] { people.namesByCount }

  /// The number of distinct keys ever interned (including those whose photos are gone).
  public var keyCount: Int { keys.count }

  /// The number of postings held, for memory reports.
  /// - Complexity: O(*k*) in the number of keys.
  public var postingCount: Int { postings.reduce(0) { $0 + $1.count } }
}

/// Why a ``PhotoIndex`` refuses a change.
public enum PhotoIndexError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index is full: postings hold 25-bit ordinals.
  case capacityExceeded(limit: Int)

  /// What went wrong.
  public var description: String {
    switch self {
    case .capacityExceeded(let limit): "the index holds at most \(limit) photos"
    }
  }
}
