import Synchronization

/// The album names of a snapshot read in place, for what a search asks of a few names before
/// anything has read the whole table (``PhotoIndex/albumMatches(terms:phrases:candidates:set:explain:)``):
/// one name's photos and its display name. Reading the whole table (its spellings interned,
/// every name's photos copied and checked) was a fifth of opening a million photos and
/// answering one query that matched a few albums.
///
/// Each read is checked as the whole table's reading checks it (see
/// ``PhotoIndex/nameTable(_:photoCount:sections:)``): a name's photos increase and lie below
/// the photo count, each spelling names a name in range and has a use count of zero or more,
/// and the name's spellings are UTF-8. A read that fails records the problem, which the search
/// throws, and reads as empty.
struct MappedNames: Sendable {
  let spellings: MappedStrings
  let nameOfSpelling: MappedColumn<UInt32>
  let spellingUses: MappedColumn<Int32>
  let members: MappedPostingLists
  /// The number of photos of the index, which the photos of a name lie below.
  let photoCount: Int
  /// The sections' names, for errors.
  let spellingSection: String
  let memberSection: String
  /// Each name's used spellings, found in one pass over every spelling the first time a
  /// display name is asked for: a pass a name (a few a query) was most of an opened index's
  /// extra time on one-word queries that match albums.
  private let usedSpellings = UsedSpellings()

  /// The sections of a name table, or `nil` when their counts do not agree (then the whole
  /// table is read, and refused, where the index needs it).
  init?(
    spellings: MappedStrings, nameOfSpelling: MappedColumn<UInt32>,
    spellingUses: MappedColumn<Int32>, members: MappedPostingLists, photoCount: Int,
    sections: (spellings: SnapshotSection, members: SnapshotSection)
  ) {
    guard nameOfSpelling.count == spellings.count, spellingUses.count == spellings.count else {
      return nil
    }
    self.spellings = spellings
    self.nameOfSpelling = nameOfSpelling
    self.spellingUses = spellingUses
    self.members = members
    self.photoCount = photoCount
    spellingSection = sections.spellings.name
    memberSection = sections.members.name
  }

  /// The photos of name `name` (below the number of names), as postings.
  func members(of name: Int) -> [UInt32] {
    let list = members[name].elements
    guard list.withUnsafeBufferPointer({ PhotoIndex.isSortedPostings($0, below: photoCount) })
    else {
      members.checks.record(.malformed(section: memberSection, reason: "name \(name)"))
      return []
    }
    return list
  }

  /// The name's most used spelling, the smallest on a tie (as ``NameTable/displayName(of:)``
  /// finds it), or `nil` when no photo uses it or a spelling breaks the format's rules.
  /// - Complexity: O(*s*) in the number of spellings of every name the first time, then in
  ///   the number of the name's spellings.
  func displayName(of name: Int) -> String? {
    guard let byName = usedSpellings.value(spellingsByName) else {
      members.checks.record(.malformed(section: spellingSection, reason: "a spelling's name"))
      return nil
    }
    guard byName.indices.contains(name) else { return nil }
    var best: (text: String, count: Int32)?
    for used in byName[name] {
      let text = spellings[used.spelling]
      if let current = best,
        current.count > used.count || (current.count == used.count && current.text < text)
      {
        continue
      }
      best = (text, used.count)
    }
    return best?.text
  }

  /// Every name's spellings with a positive use count, in order, or `nil` when a spelling names
  /// a name out of range or has a negative use count (none when a block fails its check: the
  /// columns then read as zeros, and the failure is recorded).
  /// - Complexity: O(*s*) in the number of spellings.
  private func spellingsByName() -> [[UsedSpelling]]? {
    let nameCount = members.count
    return nameOfSpelling.withCheckedBuffer { names in
      spellingUses.withCheckedBuffer { uses in
        var byName = [[UsedSpelling]](repeating: [], count: nameCount)
        for spelling in 0..<names.count {
          let owner = Int(names[spelling])
          guard owner < nameCount, uses[spelling] >= 0 else { return nil }
          if uses[spelling] > 0 {
            byName[owner].append(UsedSpelling(spelling: spelling, count: uses[spelling]))
          }
        }
        return byName
      }
    }
  }
}

/// A spelling of a name and its use count.
struct UsedSpelling: Sendable {
  let spelling: Int
  let count: Int32
}

/// ``MappedNames``' spellings by name, worked out once and shared by the copies of the table
/// (and the threads that search it).
final class UsedSpellings: Sendable {
  /// `nil` until worked out; then the spellings by name, or `nil` when a spelling broke the
  /// format's rules.
  private let state = Mutex<[[UsedSpelling]]??>(nil)

  /// The spellings by name, worked out by `make` the first time.
  func value(_ make: () -> [[UsedSpelling]]?) -> [[UsedSpelling]]? {
    state.withLock { state in
      if let known = state { return known }
      let made = make()
      state = .some(made)
      return made
    }
  }
}
