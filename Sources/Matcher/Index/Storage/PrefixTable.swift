internal import Foundation
internal import StemmaSupport
import Synchronization

/// The prefix table: every word key by its text, sorted, so that a query word finds the keys
/// it begins ("moun" → "mountain", "mountains"). A ``SortedTable`` in a built index; in an
/// opened one, the two saved lists of keys read in place with their texts read from the key
/// table (``MappedPrefixes``), so that opening makes no string and sorts nothing.
struct PrefixTable: Sendable {
  /// The table, when it is built (empty while ``mapped`` holds it).
  private(set) var table = SortedTable<PrefixEntry>()
  /// The table in a snapshot's bytes, until the first change.
  private(set) var mapped: MappedPrefixes?

  /// An empty table.
  init() {}

  /// A table of these entries.
  init(_ table: SortedTable<PrefixEntry>) { self.table = table }

  /// A table read in place from a snapshot.
  init(mapped: MappedPrefixes) { self.mapped = mapped }

  /// The keys of the sorted part and of the pending part, as a snapshot saves them (a table
  /// read in place that breaks the format's rules as what its reads find: its sound entries).
  var snapshotKeys: (sorted: [UInt32], pending: [UInt32]) {
    let table = mapped.map { $0.materialized().table } ?? table
    return (table.sorted.map(\.key), table.pending.map(\.key))
  }

  /// Every entry (see ``SortedTable/elements``).
  var elements: [PrefixEntry] {
    Array((mapped.map { $0.materialized().table } ?? table).elements)
  }

  /// Calls `body` with every entry whose text begins with `prefix`, as
  /// ``SortedTable/forEach(from:while:_:)`` visits them.
  func forEach(prefix: String, _ body: (PrefixEntry) -> Void) {
    if let mapped { return mapped.forEach(prefix: prefix, body) }
    table.forEach(
      from: PrefixEntry(text: prefix, key: 0), while: { $0.text.hasPrefix(prefix) }, body)
  }

  /// Copies a table read in place into a ``SortedTable`` (before a change).
  /// - Returns: The problem, when an entry is no word key or the sorted part is out of order:
  ///   the table then holds the sound entries (the caller records the problem, which searches
  ///   throw).
  mutating func materialize() -> SnapshotError? {
    guard let mapped else { return nil }
    self.mapped = nil
    let (table, problem) = mapped.materialized()
    self.table = table
    return problem
  }

  /// Adds an entry (see ``SortedTable/insert(_:deferringMerge:)``).
  mutating func insert(_ entry: PrefixEntry, deferringMerge: Bool = false) {
    _ = materialize()
    table.insert(entry, deferringMerge: deferringMerge)
  }

  /// Adds entries (see ``SortedTable/insert(contentsOf:)``).
  mutating func insert(contentsOf entries: consuming [PrefixEntry]) {
    _ = materialize()
    table.insert(contentsOf: entries)
  }

  /// Merges the pending entries into the sorted ones.
  mutating func consolidate() {
    _ = materialize()
    table.consolidate()
  }
}

/// The prefix table of a snapshot read in place: its sorted and pending keys, and the key
/// table that holds their texts. Each key is checked when it is read (a word key of the
/// table, else the problem is recorded and the entry skipped), and the entries a lookup visits
/// in the sorted part are checked to be in order.
struct MappedPrefixes: Sendable {
  let sorted: MappedColumn<UInt32>
  let pending: MappedColumn<UInt32>
  let keys: MappedKeyTable
  /// Whether the whole sorted part is in order, found on the first lookup. A binary search of
  /// a crafted table out of order elsewhere than where it looks would miss entries without
  /// seeing anything wrong (a quietly wrong answer), so the order is checked once, in full,
  /// before any lookup answers; opening stays free of it.
  private let order = PrefixOrder()

  /// The entry of `key`, or `nil` (the problem recorded when `recording`) when it is no word
  /// key that its text leads to (see ``MappedKeyTable/foundText(of:)``).
  private func entry(_ key: UInt32, section: String, recording: Bool = true) -> PrefixEntry? {
    guard Int(key) < keys.count, keys.entry(key) & KeyTable.wordMarker == KeyTable.wordMarker,
      let text = keys.foundText(of: key)
    else {
      if recording {
        keys.checks.record(.malformed(section: section, reason: "key \(key) is no word key"))
      }
      return nil
    }
    return PrefixEntry(text: text, key: key)
  }

  /// Calls `body` with every entry whose text begins with `prefix`: the sorted ones from a
  /// binary search, then the pending ones.
  func forEach(prefix: String, _ body: (PrefixEntry) -> Void) {
    guard sortedIsInOrder() else {
      keys.checks.record(.malformed(section: "prefixSorted", reason: "out of order"))
      return
    }
    let lower = PrefixEntry(text: prefix, key: 0)
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) >> 1
      // An entry that is no word key sorts first: the search then goes on (and throws).
      if entry(sorted[middle], section: "prefixSorted").map({ $0 < lower }) ?? true {
        low = middle + 1
      } else {
        high = middle
      }
    }
    // The entry before the landing point sorts before `lower`: a crafted table out of order
    // there is refused rather than searched.
    if low > 0, let before = entry(sorted[low - 1], section: "prefixSorted"), !(before < lower) {
      keys.checks.record(.malformed(section: "prefixSorted", reason: "out of order"))
      return
    }
    var previous: PrefixEntry?
    while low < sorted.count, let next = entry(sorted[low], section: "prefixSorted"),
      next.text.hasPrefix(prefix)
    {
      if let previous, next < previous {
        keys.checks.record(.malformed(section: "prefixSorted", reason: "out of order"))
        return
      }
      body(next)
      previous = next
      low += 1
    }
    for position in 0..<pending.count {
      guard let next = entry(pending[position], section: "prefixPending") else { continue }
      if !(next < lower) && next.text.hasPrefix(prefix) { body(next) }
    }
  }

  /// Whether every entry of the sorted part is a word key and none sorts before the one before
  /// it, checked on the first call and remembered. Texts are compared by their UTF-8 bytes,
  /// which order NFC text (every folded key) as `String` does; a pair with a non-ASCII byte is
  /// compared as strings, so a crafted word that is not NFC is still ordered as a lookup
  /// orders it. An entry whose text does not lead back to it is left to the lookup that visits
  /// it (it is recorded there, and that search throws).
  /// - Complexity: O(*n*) bytes compared for *n* entries on the first call, O(1) after it.
  private func sortedIsInOrder() -> Bool {
    order.inOrder.withLock { known in
      if let known { return known }
      // Each word's bytes are read and scanned for non-ASCII once, and kept for the next pair.
      // The sorted keys are read in a row, so they are checked whole first (the blocks every
      // read would check); the entries and words they lead to, through readers, a load and a
      // bit test each (this runs for every entry on the first prefix lookup of a process).
      let result = sorted.withCheckedBuffer { sorted in
        keys.entries.withReader { entries in
          keys.words.withReader { words -> Bool in
            // The pass reads nearly every word: their blocks are checked at once, not a word
            // at a time (a check per word was 40% of the pass).
            guard let words = words.checkedWhole() else { return false }
            var previous: Word?
            for position in 0..<sorted.count {
              let key = sorted[position]
              guard Int(key) < entries.count else { return false }
              let entry = entries[Int(key)]
              let word = Int(UInt32(truncatingIfNeeded: entry))
              guard entry & KeyTable.wordMarker == KeyTable.wordMarker, word < words.count,
                let bytes = words.checkedBytes(word)
              else { return false }
              let next = Word(bytes: bytes, isASCII: Self.isASCII(bytes), index: word, key: key)
              if let previous, !inOrder(previous, next) { return false }
              previous = next
            }
            return true
          }
        }
      }
      known = result
      return result
    }
  }

  /// Whether every byte of `bytes` is ASCII, eight at a time.
  private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var position = 0
    var high: UInt64 = 0
    while position + 8 <= bytes.count {
      high |= bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      position += 8
    }
    while position < bytes.count {
      high |= UInt64(bytes[position])
      position += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// A word of the sorted part as the order check reads it: its bytes in place, whether they
  /// are all ASCII, its position among the key table's words and its key.
  private struct Word {
    let bytes: UnsafeRawBufferPointer
    let isASCII: Bool
    let index: Int
    let key: UInt32
  }

  /// Whether entry `first` sorts before `second` or is equal to it (``PrefixEntry``'s order:
  /// text, then key): by their bytes when both are ASCII, else as strings.
  private func inOrder(_ first: Word, _ second: Word) -> Bool {
    guard first.isASCII, second.isASCII else {
      let left = PrefixEntry(text: keys.words[first.index], key: first.key)
      let right = PrefixEntry(text: keys.words[second.index], key: second.key)
      return !(right < left)
    }
    let (a, b) = (first.bytes, second.bytes)
    let common = min(a.count, b.count)
    // memcmp orders bytes as unsigned, as the byte-by-byte comparison would.
    if common > 0, let left = a.baseAddress, let right = b.baseAddress {
      let order = memcmp(left, right, common)
      if order != 0 { return order < 0 }
    }
    return a.count != b.count ? a.count < b.count : first.key <= second.key
  }

  /// The table as a ``SortedTable``, every entry checked; when one breaks a rule (or a block
  /// fails), the sound entries, sorted, and the problem.
  func materialized() -> (table: SortedTable<PrefixEntry>, problem: SnapshotError?) {
    var parts: [[PrefixEntry]] = []
    var problem: SnapshotError?
    for (column, section) in [(sorted, "prefixSorted"), (pending, "prefixPending")] {
      var entries: [PrefixEntry] = []
      entries.reserveCapacity(column.count)
      for position in 0..<column.count {
        guard let next = entry(column[position], section: section, recording: false) else {
          problem = problem ?? .malformed(section: section, reason: "entry \(position)")
          continue
        }
        entries.append(next)
      }
      parts.append(entries)
    }
    if let failure = keys.checks.failure { problem = failure }
    if problem == nil, let table = SortedTable(sorted: parts[0], pending: parts[1]) {
      return (table, nil)
    }
    var table = SortedTable<PrefixEntry>()
    table.insert(contentsOf: parts[0] + parts[1])
    return (table, problem ?? .malformed(section: "prefixSorted", reason: "out of order"))
  }
}

/// A mapped prefix table's order, checked once (see ``MappedPrefixes``): `nil` until then.
final class PrefixOrder: Sendable {
  let inOrder = Mutex<Bool?>(nil)
}
