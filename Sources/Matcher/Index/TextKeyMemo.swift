internal import StemmaSupport

/// One key a text contributes to a field, already interned: which forms produced it, how
/// often it occurs (saturating at 3, as a posting does), whether every occurrence is a part
/// of a compound and whether none is read as a noun. Eight bytes, as the build copies and
/// sorts many of them.
struct KeyHit: Sendable {
  var key: UInt32
  var forms: Posting.Forms
  var frequency: UInt8
  var isPart: Bool
  /// Whether no occurrence is read as a noun in a title or caption (see
  /// ``Posting/isNounless(_:)``); `false` in every other field.
  var isNounless = false

  /// The most occurrences a hit counts.
  static let maximumFrequency: UInt8 = 3

  /// One occurrence of `key`.
  init(key: UInt32, forms: Posting.Forms, isPart: Bool, isNounless: Bool = false) {
    self.key = key
    self.forms = forms
    frequency = 1
    self.isPart = isPart
    self.isNounless = isNounless
  }

  /// Adds the occurrences of `other`, a hit of the same key: forms united, frequencies added
  /// (saturating), a part only if both are, nounless only if both are (one reading as a noun
  /// is enough for the photo to show the thing).
  @inline(__always)
  mutating func absorb(_ other: KeyHit) {
    forms.formUnion(other.forms)
    frequency = min(frequency + other.frequency, Self.maximumFrequency)
    isPart = isPart && other.isPart
    isNounless = isNounless && other.isNounless
  }
}

/// The keys of texts already analyzed during one build, so that a tag, album, place or
/// person's name that recurs across photos (their values are Zipf-distributed) is analyzed
/// and interned once, not once per photo. Titles and captions are running text, nearly
/// always unique: they are not memoized (hashing them would only cost time), though their
/// words are (see ``KeyBuilder``).
///
/// Each text's keys are a run of one shared array (no array of its own to retain and release
/// per lookup), found through a ``StringMemo``. Key ids stay valid for the life of an index
/// (keys are never dropped), so a memo entry never goes stale; the memo stops growing at
/// `limit` texts to bound its memory.
struct TextKeyMemo {
  /// Each text's run of ``hits``: its start (high 32 bits), its number of keys (16 bits) and
  /// its number of words (the low 16 bits, at most 65,535).
  private var runs = StringMemo()
  private var hits: [KeyHit] = []
  let limit: Int

  /// Creates an empty memo holding up to `limit` texts.
  init(limit: Int) { self.limit = limit }

  /// Whether texts of `field` are memoized at all.
  static func memoizes(_ field: PhotoField) -> Bool { !IndexedText.dropsStopWords(field) }

  /// Appends the memoized keys of `text` in `field` to `keys`, if it was seen before.
  /// - Returns: The text's number of words (at most 65,535), or `nil` when it is not memoized.
  func appendKeys(of text: String, in field: PhotoField, to keys: inout [KeyHit]) -> Int? {
    guard Self.memoizes(field), let run = runs[text] else { return nil }
    let start = Int(truncatingIfNeeded: run >> 32)
    let count = Int(truncatingIfNeeded: run >> 16 & 0xFFFF)
    hits.withUnsafeBufferPointer { hits in
      keys.append(contentsOf: UnsafeBufferPointer(rebasing: hits[start..<(start + count)]))
    }
    return Int(truncatingIfNeeded: run & 0xFFFF)
  }

  /// Starts fetching the memo slots that looking up the memoized texts of `photo` will read,
  /// so that the photo's lookups (each as likely as not to miss the cache) wait for memory
  /// together rather than in turn.
  func prefetch(_ photo: Photo) {
    for field in PhotoField.allCases where Self.memoizes(field) {
      photo.forEachText(of: field) { runs.prefetch($0) }
    }
  }

  /// Remembers the keys of `text` in `field` (`keys`, from a text of `length` words), while
  /// there is room (and when the text has at most 65,535 keys: a field's length counts at
  /// most 255 words, so a longer text is remembered as 65,535 words).
  mutating func remember(
    _ keys: some Collection<KeyHit>, length: Int, of text: String, in field: PhotoField
  ) {
    guard Self.memoizes(field), runs.count < limit, keys.count <= 0xFFFF,
      hits.count <= Int(UInt32.max) - keys.count
    else { return }
    let run = UInt64(hits.count) << 32 | UInt64(keys.count) << 16 | UInt64(min(length, 0xFFFF))
    guard runs.insert(text, value: run) else { return }
    hits.append(contentsOf: keys)
  }
}

extension Photo {
  /// The creation time in whole seconds since 1970 (rounded down), or `Int64.min` when unknown:
  /// what the index stores and the stable hash reads.
  var createdSeconds: Int64 {
    created.map { Int64($0.timeIntervalSince1970.rounded(.down)) } ?? .min
  }

  /// Calls `body` with each text of one field, in the order they are indexed (no array is
  /// made for a field's single text).
  @inline(__always)
  func forEachText(of field: PhotoField, _ body: (String) -> Void) {
    switch field {
    case .tag: for text in tags { body(text) }
    case .title: if let title { body(title) }
    case .album: for text in albums { body(text) }
    case .location: if let location { body(location) }
    case .person: for text in people { body(text) }
    case .caption: if let caption { body(caption) }
    }
  }
}
