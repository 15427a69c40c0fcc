internal import StemmaSupport
import Synchronization

/// The album names (or people's names) of a snapshot read in place: what a search asks of a
/// few names before anything has read the whole table
/// (``PhotoIndex/albumMatches(terms:phrases:candidates:set:explain:)``: one name's photos and
/// its display name), and the whole table for a change or a full check (``materialized()``).
/// Reading the whole table (every name's photos copied and checked) was a fifth of opening a
/// million photos and answering one query that matched a few albums.
///
/// The rules are those of the whole table, checked here only, the names' part once for the
/// table (``checkedNames()``: each spelling distinct, naming a name in range, with a use count
/// of zero or more; each name's key distinct; all of them UTF-8) and each name's photos as
/// they are read (increasing, below the photo count). A read that fails records the problem,
/// which the search throws, and reads as empty; ``materialized()`` throws it.
struct MappedNames: Sendable {
  let spellings: MappedStrings
  let nameOfSpelling: MappedColumn<UInt32>
  let spellingUses: MappedColumn<Int32>
  let members: MappedPostingLists
  let keys: MappedStrings
  /// The number of photos of the index, which the photos of a name lie below.
  let photoCount: Int
  /// The sections' names, for errors.
  private let sections: PhotoIndex.NameSections
  /// The table without its photos, checked, worked out on the first read and shared by the
  /// copies of the table (and the threads that search it).
  private let names = CheckedNames()

  /// The sections of a name table, whose counts the caller checked (as many spellings as
  /// names of spellings and use counts, as many lists of photos as keys).
  init(
    spellings: MappedStrings, nameOfSpelling: MappedColumn<UInt32>,
    spellingUses: MappedColumn<Int32>, members: MappedPostingLists, keys: MappedStrings,
    photoCount: Int, sections: PhotoIndex.NameSections
  ) {
    self.spellings = spellings
    self.nameOfSpelling = nameOfSpelling
    self.spellingUses = spellingUses
    self.members = members
    self.keys = keys
    self.photoCount = photoCount
    self.sections = sections
  }

  private var checks: SnapshotBlockChecks { members.checks }

  /// The photos of name `name` (below the number of names), as postings.
  func members(of name: Int) -> [UInt32] {
    if case .failure(let problem) = names.value(checkedNames) {
      checks.record(problem)
      return []
    }
    guard let list = checkedMembers(of: name) else {
      checks.record(.malformed(section: sections.2.name, reason: "name \(name)"))
      return []
    }
    return list
  }

  /// The photos of `name`, or `nil` when they fail their checks, do not increase or lie past
  /// the photo count.
  private func checkedMembers(of name: Int) -> [UInt32]? {
    guard let list = members.checkedList(name)?.elements,
      list.withUnsafeBufferPointer({ PhotoIndex.isSortedPostings($0, below: photoCount) })
    else { return nil }
    return list
  }

  /// The name's most used spelling, the smallest on a tie (as ``NameTable/displayName(of:)``
  /// finds it), or `nil` when no photo uses it or the table breaks the format's rules.
  /// - Complexity: O(*s*) in the number of spellings and names the first time
  ///   (``checkedNames()``), then in the number of the name's spellings.
  func displayName(of name: Int) -> String? {
    let byName: [[UsedSpelling]]
    switch names.value(checkedNames) {
    case .success(let found): byName = found
    case .failure(let problem):
      checks.record(problem)
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

  /// The whole table, its photos copied.
  /// - Throws: The first rule the table breaks (``checkedNames()``, then each name's photos).
  /// - Complexity: O(*s* + *p*) for *s* spellings and names and *p* memberships.
  func materialized() throws(SnapshotError) -> NameTable {
    _ = try names.value(checkedNames).get()
    // Checked: every string reads, the spellings are distinct byte for byte (as the table
    // interns them) and the keys as strings (as it looks them up), names are in range.
    var table = NameTable()
    table.nameOfSpelling = nameOfSpelling.checkedElements ?? []
    table.spellingUses = spellingUses.checkedElements ?? []
    table.keys = (0..<keys.count).map { keys[$0] }
    table.spellingsOfName = Array(repeating: [], count: keys.count)
    table.spellingIDs.reserveCapacity(spellings.count)
    for id in 0..<spellings.count {
      // The check compared bytes; the table interns strings: a spelling they disagree on would
      // take another's id, so it is refused here too, not left to answer with a wrong id.
      guard table.spellingIDs.intern(spellings[id]) == (UInt32(id), true) else {
        throw .malformed(section: sections.0.name, reason: "spelling \(id)")
      }
      table.spellingsOfName[Int(table.nameOfSpelling[id])].append(UInt32(id))
    }
    table.nameIDs.reserveCapacity(keys.count)
    for (name, key) in table.keys.enumerated() { table.nameIDs[key] = UInt32(name) }
    table.members.reserveCapacity(members.count)
    for name in 0..<members.count {
      guard let list = checkedMembers(of: name) else {
        throw .malformed(section: sections.2.name, reason: "name \(name)")
      }
      table.members.append(list)
    }
    return table
  }

  /// Each name's used spellings (a use count above zero), in order; or the first rule the
  /// table's names break: a spelling that does not read (its block, its offsets, UTF-8),
  /// repeats an earlier one byte for byte (as the whole table interns them), names a name out
  /// of range or has a negative use count; a key that does not read or equals an earlier one
  /// (as a string, as the whole table looks keys up). Reads no string but to check it: an
  /// opened index's first album hit pays a pass over the spellings' bytes, not a table of
  /// strings (a tenth of opening 200,000 photos and answering "dog").
  /// - Complexity: O(*s*) in the number of spellings and names and their bytes.
  private func checkedNames() -> Result<[[UsedSpelling]], SnapshotError> {
    let nameCount = keys.count
    guard let names = nameOfSpelling.checkedElements else {
      return .failure(recorded(sections.1))
    }
    guard let uses = spellingUses.checkedElements else { return .failure(recorded(sections.3)) }
    var byName = [[UsedSpelling]](repeating: [], count: nameCount)
    let spellingProblem = spellings.withReader { reader -> SnapshotError? in
      var seen = DistinctBytes(capacity: reader.count)
      for id in 0..<reader.count {
        // A spelling that does not read has its failure recorded: that one is the problem.
        guard let bytes = reader.checkedBytes(id), Self.isUTF8(bytes) else {
          return recorded(sections.0, orUTF8: id)
        }
        let name = Int(names[id])
        let count = uses[id]
        guard seen.insert(id, bytes: bytes, in: reader), name < nameCount, count >= 0 else {
          return .malformed(section: sections.0.name, reason: "spelling \(id)")
        }
        if count > 0 { byName[name].append(UsedSpelling(spelling: id, count: count)) }
      }
      return nil
    }
    if let spellingProblem { return .failure(spellingProblem) }
    let keyProblem = keys.withReader { reader -> SnapshotError? in
      let repeated = { (name: Int) in
        SnapshotError.malformed(section: sections.4.name, reason: "name \(name) appears twice")
      }
      // ASCII keys are equal as strings when their bytes are: compared without making them.
      var seen = DistinctBytes(capacity: reader.count)
      var ascii = true
      for name in 0..<reader.count {
        guard let bytes = reader.checkedBytes(name) else { return recorded(sections.4) }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
          ascii = false
          break
        }
        guard seen.insert(name, bytes: bytes, in: reader) else { return repeated(name) }
      }
      guard !ascii else { return nil }
      // Past ASCII, keys of other bytes may be equal strings (canonically equivalent), as the
      // whole table's dictionary finds them: compared as strings.
      var strings = Set<String>(minimumCapacity: reader.count)
      for name in 0..<reader.count {
        guard let key = reader.string(at: name) else { return recorded(sections.4) }
        guard strings.insert(key).inserted else { return repeated(name) }
      }
      return nil
    }
    if let keyProblem { return .failure(keyProblem) }
    return .success(byName)
  }

  /// Whether `bytes` are UTF-8 (ASCII at once, else validated).
  private static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
  }

  /// The failure a read recorded (bytes whose block failed its check, a string that is not
  /// UTF-8): the first one recorded, which is this read's unless an earlier read failed (then
  /// searches throw that one anyway).
  private func recorded(_ section: SnapshotSection, orUTF8 position: Int? = nil) -> SnapshotError {
    if let failure = checks.failure { return failure }
    let problem = SnapshotError.malformed(
      section: section.name,
      reason: position.map { "string \($0) is not UTF-8" } ?? "a read that failed its checks")
    checks.record(problem)
    return problem
  }
}

/// A spelling of a name and its use count.
struct UsedSpelling: Sendable {
  let spelling: Int
  let count: Int32
}

/// ``MappedNames``' checked names, worked out once and shared by the copies of the table (and
/// the threads that search it).
final class CheckedNames: Sendable {
  /// `nil` until worked out; then each name's used spellings, or the rule the names break.
  private let state = Mutex<Result<[[UsedSpelling]], SnapshotError>?>(nil)

  /// The checked names, worked out by `make` the first time.
  func value(_ make: () -> Result<[[UsedSpelling]], SnapshotError>)
    -> Result<[[UsedSpelling]], SnapshotError>
  {
    state.withLock { state in
      if let known = state { return known }
      let made = make()
      state = made
      return made
    }
  }
}

/// Whether the strings of a section are distinct byte for byte, as ``InternTable`` tells them
/// apart, without making them: their positions in an open-addressing table by their bytes'
/// hash (``InternTable/hash(_:seed:)``).
struct DistinctBytes {
  /// Each slot: a position plus one, or 0 when empty.
  private var slots: [Int32]
  private let mask: Int
  /// A fixed seed: a crafted file can make its own strings collide, which costs it time only.
  private static let seed: UInt64 = 0x5151_7C0F_2A3B_9D41

  /// A table for `capacity` strings (at most half full).
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size <<= 1 }
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  /// Adds the string at `position` of `reader`, whose `bytes` are checked.
  /// - Returns: `false` when an earlier string has the same bytes.
  mutating func insert(
    _ position: Int, bytes: UnsafeRawBufferPointer, in reader: MappedStrings.Reader
  ) -> Bool {
    var slot =
      Int(
        truncatingIfNeeded: InternTable.hash(
          bytes.assumingMemoryBound(to: UInt8.self), seed: Self.seed)) & mask
    while slots[slot] != 0 {
      let other = Int(slots[slot]) - 1
      if let earlier = reader.checkedBytes(other), earlier.elementsEqual(bytes) { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(truncatingIfNeeded: position + 1)
    return true
  }
}
