/// One key a text contributes to a field, already interned: which forms produced it, how
/// often it occurs and how many of the occurrences are parts of a compound.
struct KeyHit: Sendable {
  var key: UInt32
  var forms: Posting.Forms
  var frequency: Int
  var parts: Int
}

/// The interned keys of one analyzed text and its number of words.
struct TextKeys: Sendable {
  var hits: [KeyHit]
  var length: Int
}

/// The keys of texts already analyzed during one build, so that a tag, album, place or
/// person's name that recurs across photos (their values are Zipf-distributed) is analyzed
/// and interned once, not once per photo. Titles and captions are running text, nearly
/// always unique: they are not memoized (hashing them would only cost time), though their
/// words are (see ``KeyBuilder``).
///
/// Key ids stay valid for the life of an index (keys are never dropped), so a memo entry never
/// goes stale; the memo stops growing at `limit` texts to bound its memory.
struct TextKeyMemo {
  private var names: [String: TextKeys] = [:]
  let limit: Int

  /// Creates an empty memo holding up to `limit` texts.
  init(limit: Int) { self.limit = limit }

  /// Whether texts of `field` are memoized at all.
  static func memoizes(_ field: PhotoField) -> Bool { !IndexedText.dropsStopWords(field) }

  /// The memoized keys of `text` in `field`, if any.
  func keys(of text: String, in field: PhotoField) -> TextKeys? {
    Self.memoizes(field) ? names[text] : nil
  }

  /// Remembers the keys of `text` in `field`, while there is room.
  mutating func remember(_ keys: TextKeys, of text: String, in field: PhotoField) {
    if Self.memoizes(field) && names.count < limit { names[text] = keys }
  }
}

extension [KeyHit] {
  /// Merges hits of the same key (from several texts of one field): forms united,
  /// frequencies and parts added. The result is in key order.
  mutating func mergeByKey() {
    guard count > 1 else { return }
    sort { $0.key < $1.key }
    var kept = 0
    for index in 1..<count {
      if self[index].key == self[kept].key {
        self[kept].forms.formUnion(self[index].forms)
        self[kept].frequency += self[index].frequency
        self[kept].parts += self[index].parts
      } else {
        kept += 1
        self[kept] = self[index]
      }
    }
    removeLast(count - kept - 1)
  }
}

extension Photo {
  /// The texts of one field, in the order they are indexed.
  func texts(of field: PhotoField) -> [String] {
    switch field {
    case .tag: tags
    case .title: title.map { [$0] } ?? []
    case .album: albums
    case .location: location.map { [$0] } ?? []
    case .person: people
    case .caption: caption.map { [$0] } ?? []
    }
  }
}

/// Postings of photos added in a batch under fresh ordinals, held back to be appended to
/// their lists in one pass (see `PhotoIndex.flush`): each list then grows once, to its
/// exact size, instead of reallocating as photos arrive one by one.
struct PendingPostings {
  /// Whether postings are held back at all (not for a single photo).
  let enabled: Bool
  /// Posting slot in the high 32 bits, the posting in the low 32.
  var entries: [UInt64] = []
  /// Flushed past this many entries (256 MB), to bound the memory held back.
  static let flushThreshold = 1 << 25
}
