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
  /// - Complexity: O(*s*) in the number of spellings of every name.
  func displayName(of name: Int) -> String? {
    let nameCount = members.count
    let found: [(spelling: Int, count: Int32)]? = nameOfSpelling.withCheckedBuffer { names in
      spellingUses.withCheckedBuffer { uses in
        var found: [(spelling: Int, count: Int32)] = []
        for spelling in 0..<names.count {
          let owner = Int(names[spelling])
          guard owner < nameCount, uses[spelling] >= 0 else { return nil }
          if owner == name && uses[spelling] > 0 { found.append((spelling, uses[spelling])) }
        }
        return found
      }
    }
    guard let found else {
      members.checks.record(.malformed(section: spellingSection, reason: "a spelling's name"))
      return nil
    }
    var best: (text: String, count: Int32)?
    for (spelling, count) in found {
      let text = spellings[spelling]
      if let current = best,
        current.count > count || (current.count == count && current.text < text)
      {
        continue
      }
      best = (text, count)
    }
    return best?.text
  }
}
