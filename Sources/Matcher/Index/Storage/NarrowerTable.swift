import Synchronization

/// The keys below each broader term (see ``NarrowerEntry``): a dictionary in a built index; in
/// an opened one, the snapshot's two sections read in place (``MappedNarrower``) until the
/// first change, so that opening decodes no term and builds no dictionary, and a query looks
/// up the few terms it needs.
struct NarrowerTable: Sendable {
  /// The entries by broader term (empty while ``mapped`` holds them).
  private(set) var entriesByTerm: [String: [NarrowerEntry]] = [:]
  /// The table in a snapshot's bytes, until the first change.
  private(set) var mapped: MappedNarrower?

  /// An empty table.
  init() {}

  /// A table of these entries (checked by the caller).
  init(_ entriesByTerm: [String: [NarrowerEntry]]) { self.entriesByTerm = entriesByTerm }

  /// A table read in place from a snapshot.
  init(mapped: MappedNarrower) { self.mapped = mapped }

  /// The keys below `term`; none when its entry fails its checks (the problem recorded, so
  /// the search throws).
  func entries(of term: String) -> [NarrowerEntry] {
    if let mapped { return mapped.entries(of: term) }
    return entriesByTerm[term] ?? []
  }

  /// Every term's entries (for changes, merges, saving and tests): a table read in place is
  /// copied, its problems left out (see ``MappedNarrower/materialized()``).
  var all: [String: [NarrowerEntry]] {
    mapped.map { $0.materialized().table } ?? entriesByTerm
  }

  /// Copies a table read in place into the dictionary (before a change).
  /// - Returns: The first problem found; the caller records it.
  mutating func materialize() -> SnapshotError? {
    guard let mapped else { return nil }
    self.mapped = nil
    let (table, problem) = mapped.materialized()
    entriesByTerm = table
    return problem
  }

  /// The dictionary, to change in place (a table read in place is copied first).
  var changeable: [String: [NarrowerEntry]] {
    get { all }
    _modify {
      _ = materialize()
      yield &entriesByTerm
    }
  }
}

/// The narrower terms of a snapshot read in place: the broader terms, sorted
/// (``SnapshotSection/narrowerTerms``), and each one's entries, three words an entry (key,
/// share's bits, distance with the in-text flag in bit 8; ``SnapshotSection/narrowerEntries``).
/// What a lookup reads is checked as it is read, by the rules a full check applies to all of
/// it through ``materialized()`` (they exist here only): an entry of whole triples, keys in
/// range, distances below 256 and shares that are probabilities; a failure is recorded and
/// reads as no entries. The terms are checked in
/// increasing order, in full, on the first lookup: a binary search of terms out of order
/// elsewhere would miss entries quietly, so a file whose terms are not in order (which a
/// crafted file may be, and which opening took before) is then decoded whole into a
/// dictionary, each term checked, as opening did.
struct MappedNarrower: Sendable {
  let terms: MappedStrings
  let entries: MappedPostingLists
  /// The number of keys of the index.
  let keyCount: Int
  /// Whether the terms increase, or else every term's entries, found on the first lookup.
  private let order = NarrowerOrder()

  /// The sections, whose counts the caller checked (one list of entries a term).
  init(terms: MappedStrings, entries: MappedPostingLists, keyCount: Int) {
    self.terms = terms
    self.entries = entries
    self.keyCount = keyCount
  }

  /// The entries of the term at `position`, or `nil` when they break the format's rules.
  private func checkedEntries(at position: Int) -> [NarrowerEntry]? {
    let list = entries[position].elements
    guard list.count % 3 == 0, !list.isEmpty else { return nil }
    var result: [NarrowerEntry] = []
    result.reserveCapacity(list.count / 3)
    for start in stride(from: 0, to: list.count, by: 3) {
      // A share is a probability (``BroaderTerm/share``); beyond 1 it would lift a broader
      // match's weight past the bound that keeps scores finite.
      let share = Float(bitPattern: list[start + 1])
      guard list[start] < keyCount, list[start + 2] >> 9 == 0, (0...1).contains(share) else {
        return nil
      }
      result.append(
        NarrowerEntry(
          key: list[start], distance: UInt8(truncatingIfNeeded: list[start + 2]), share: share,
          holdsInText: list[start + 2] & 0x100 != 0))
    }
    return result
  }

  /// Whether the terms increase (as strings, the order they are saved in); else every term's
  /// entries decoded, with their first problem.
  private func termOrder() -> NarrowerOrder.State {
    order.state.withLock { known in
      if let known { return known }
      var previous: String?
      var result = NarrowerOrder.State.increasing
      for position in 0..<terms.count {
        let term = terms[position]
        if let previous, !(previous < term) {
          let (table, problem) = decodedWhole()
          result = .unordered(table, problem)
          break
        }
        previous = term
      }
      known = result
      return result
    }
  }

  /// Every term's entries by term, and the first problem: entries that break the format's
  /// rules (that term is left out) or a term that appears twice.
  private func decodedWhole() -> (table: [String: [NarrowerEntry]], problem: SnapshotError?) {
    var table: [String: [NarrowerEntry]] = [:]
    var problem: SnapshotError?
    for position in 0..<terms.count {
      let term = terms[position]
      if let found = checkedEntries(at: position) {
        if table.updateValue(found, forKey: term) != nil {
          problem = problem ?? .malformed(section: "narrowerTerms", reason: "a term appears twice")
        }
      } else {
        problem = problem ?? .malformed(section: "narrowerEntries", reason: "entries of \(term)")
      }
    }
    return (table, problem)
  }

  /// The keys below `term` (see ``NarrowerTable/entries(of:)``).
  func entries(of term: String) -> [NarrowerEntry] {
    if case .unordered(let table, let problem) = termOrder() {
      if let problem { entries.checks.record(problem) }
      return table[term] ?? []
    }
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) >> 1
      if terms[middle] < term { low = middle + 1 } else { high = middle }
    }
    guard low < terms.count, terms[low] == term else { return [] }
    guard let found = checkedEntries(at: low) else {
      entries.checks.record(.malformed(section: "narrowerEntries", reason: "entries of \(term)"))
      return []
    }
    return found
  }

  /// Every term's entries, with the first problem (see ``decodedWhole()``).
  func materialized() -> (table: [String: [NarrowerEntry]], problem: SnapshotError?) {
    if case .unordered(let table, let problem) = termOrder() { return (table, problem) }
    return decodedWhole()
  }
}

/// Whether a snapshot's narrower terms are in order, once found (shared by the copies of a
/// ``MappedNarrower``): `nil` until then.
final class NarrowerOrder: Sendable {
  enum State: Sendable {
    /// The terms increase: a lookup binary-searches them.
    case increasing
    /// They do not: every term's entries, decoded, and their first problem.
    case unordered([String: [NarrowerEntry]], SnapshotError?)
  }

  let state = Mutex<State?>(nil)
}
