internal import Foundation
internal import StemmaSupport

/// The album names (or people's names) of an index: each name's photos, and the spellings
/// photos use for it ("Road Trip", "road-trip" and "ROAD TRIP" are one album under the
/// analyzer's normalized key; its display name is its most used spelling).
struct NameTable: Sendable {
  var spellingIDs = InternTable()
  /// Each spelling's text, by id.
  var spellings: [String] { spellingIDs.strings }
  var nameOfSpelling: [UInt32] = []
  var nameIDs: [String: UInt32] = [:]
  /// Each name's photos, as postings.
  var members: [[UInt32]] = []
  /// Each name's spellings.
  var spellingsOfName: [[UInt32]] = []
  /// The number of photos using each spelling.
  var spellingUses: [Int32] = []
  /// Each name's normalized key.
  var keys: [String] = []

  /// An empty table, never changed: what stands in an index's place for a table taken out
  /// for a while (see ``PhotoIndex/add(_:builder:)``).
  static let placeholder = NameTable()

  /// The id of `spelling`, when a photo carried it (or a canonically equivalent spelling:
  /// "Café" composed or decomposed) before.
  func spellingID(of spelling: String) -> UInt32? {
    // An ASCII spelling is looked up as it is, not through `canonical(_:)`, which returned it
    // retained (for every album and person of every photo added).
    Self.isASCII(spelling) ? spellingIDs[spelling] : spellingIDs[Self.canonical(spelling)]
  }

  /// Starts fetching the slots where ``spellingID(of:)``'s lookups of `spellings` (a photo's
  /// names) begin, for the ASCII ones: composing any other would cost more than the wait it
  /// saves.
  func prefetch(_ spellings: [String]) {
    for spelling in spellings where Self.isASCII(spelling) { spellingIDs.prefetch(spelling) }
  }

  /// A spelling in composed form (NFC) when it is not ASCII, so that canonically equivalent
  /// spellings, equal as Swift strings, are one spelling of the table's byte-exact ids.
  static func canonical(_ spelling: String) -> String {
    isASCII(spelling) ? spelling : spelling.precomposedStringWithCanonicalMapping
  }

  /// Whether `text` is all ASCII (its own composed form).
  static func isASCII(_ text: String) -> Bool {
    // Over the contiguous bytes: iterating the UTF-8 view cost several times more, for every
    // album and person of every photo added. Read in place: `withUTF8`, a mutating method,
    // needed a copy of the text (retained, then released).
    text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
      ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Records that photo `ordinal` carries the spelling `spellingID` (from
  /// ``spellingID(of:)`` or ``intern(spelling:key:)``); ``remove(spelling:ordinal:)`` takes
  /// it back. The membership of a fresh ordinal (past every photo's) is held back in `held`
  /// (a name in the high 32 bits) when holding is enabled: until ``append(_:)``, the name's
  /// photos lack it.
  mutating func add(
    spellingID: UInt32, ordinal: UInt32, isFresh: Bool, held: inout PendingPostings
  ) {
    spellingUses[Int(spellingID)] += 1
    let name = nameOfSpelling[Int(spellingID)]
    let posting = Posting.make(ordinal: ordinal, forms: [], frequency: 1)
    guard isFresh && held.enabled else { return members[Int(name)].insertPosting(posting) }
    let entry = UInt64(name) << 32 | UInt64(posting)
    // A photo is a member of a name once, however many of its spellings it carries: the
    // photo's entries are the last ones held.
    for earlier in held.entries.reversed() {
      guard Posting.ordinal(UInt32(truncatingIfNeeded: earlier)) == ordinal else { break }
      if earlier == entry { return }
    }
    held.entries.append(entry)
  }

  /// Appends the memberships held back in `held` to the names' photos, and empties it.
  mutating func append(_ held: inout PendingPostings) {
    guard !held.entries.isEmpty else { return }
    PendingPostings.append(held.entries, to: &members)
    held.entries.removeAll(keepingCapacity: true)
  }

  /// The id of `spelling`, adding it (and its name, when no spelling had its normalized key
  /// `key`) on first sight.
  mutating func intern(spelling: String, key: String) -> UInt32 {
    let (spellingID, inserted) = spellingIDs.intern(Self.canonical(spelling))
    guard inserted else { return spellingID }
    let name: UInt32
    if let known = nameIDs[key] {
      name = known
    } else {
      name = UInt32(members.count)
      nameIDs[key] = name
      members.append([])
      spellingsOfName.append([])
      keys.append(key)
    }
    nameOfSpelling.append(name)
    spellingsOfName[Int(name)].append(spellingID)
    spellingUses.append(0)
    return spellingID
  }

  /// Takes back one ``add(spellingID:ordinal:)``.
  mutating func remove(spelling spellingID: UInt32, ordinal: UInt32) {
    let name = Int(nameOfSpelling[Int(spellingID)])
    members[name].removePosting(ordinal: ordinal)
    spellingUses[Int(spellingID)] -= 1
  }

  /// Appends the names and spellings of `other`, a table of photos being merged into this
  /// one's index: spellings and names this table lacks are added in `other`'s order (the order
  /// adding its photos would add them), and each name's photos and spelling counts are added.
  /// - Parameters:
  ///   - other: The table of the photos being merged.
  ///   - ordinals: The ordinal in this table's index of each photo of `other`'s index.
  /// - Returns: The id in this table of each of `other`'s spellings and names.
  /// - Complexity: O(*s* + *m*) for *s* spellings and *m* memberships (inserting in the middle
  ///   of a list when a photo takes a smaller ordinal).
  mutating func merge(_ other: NameTable, ordinals: [UInt32]) -> (
    spellings: [UInt32], names: [UInt32]
  ) {
    var spellingMap = [UInt32](repeating: 0, count: other.spellings.count)
    for (spelling, text) in other.spellings.enumerated() {
      let name = Int(other.nameOfSpelling[spelling])
      let mapped = intern(spelling: text, key: other.keys[name])
      spellingMap[spelling] = mapped
      spellingUses[Int(mapped)] += other.spellingUses[spelling]
    }
    var nameMap = [UInt32](repeating: 0, count: other.members.count)
    for name in other.members.indices {
      guard let mappedName = nameIDs[other.keys[name]] else { continue }
      let mapped = Int(mappedName)
      nameMap[name] = mappedName
      for posting in other.members[name] {
        members[mapped].insertPosting(PhotoIndex.moved(posting, by: ordinals))
      }
    }
    return (spellingMap, nameMap)
  }

  /// The name's most used spelling (the smallest on a tie), or `nil` when no photo uses it.
  func displayName(of name: Int) -> String? {
    var best: (text: String, count: Int32)?
    for spelling in spellingsOfName[name] where spellingUses[Int(spelling)] > 0 {
      let count = spellingUses[Int(spelling)]
      let text = spellings[Int(spelling)]
      if let current = best,
        current.count > count || (current.count == count && current.text < text)
      {
        continue
      }
      best = (text, count)
    }
    return best?.text
  }

  /// The id of the name with normalized key `key`, if any photo ever used it.
  func name(forKey key: String) -> Int? { nameIDs[key].map(Int.init) }

  /// Names with at least one photo, most photos first (then by display name).
  var namesByCount: [(name: String, count: Int)] {
    members.indices.compactMap { name in
      guard !members[name].isEmpty, let text = displayName(of: name) else { return nil }
      return (text, members[name].count)
    }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
  }
}
