/// The first change of an index opened from a snapshot: the tables read in place are copied and
/// checked, their problems recorded and repaired (a change cannot throw).
extension PhotoIndex {
  /// Makes an index ready for a change: it forgets the names' vocabulary of its present state
  /// and, when it was opened from a snapshot and not changed since, copies the key table, the
  /// prefix table and the undo lists read in place and checks them (as a full check does when
  /// the file is opened). A change cannot throw, so a problem is recorded in
  /// ``snapshotChecks`` (later searches throw it) and repaired so that changes never trap:
  /// entries that name nothing are dropped and the spellings' use counts become the counted
  /// ones.
  mutating func prepareForChange() {
    // The names may change: this index makes its vocabulary again (its copies keep theirs).
    nameCache = NameVocabularyCache()
    // The album table changes as a whole from here on: its single-name reads stop.
    mappedAlbums = nil
    if let problem = narrowerTable.materialize() { snapshotChecks?.record(problem) }
    if let problem = albumKeyTable.materialize() { snapshotChecks?.record(problem) }
    guard forward.isMapped else { return }
    // The prefix table reads its texts from the key table: copied first.
    if let problem = prefixTable.materialize() { snapshotChecks?.record(problem) }
    if let problem = keys.materialize() { snapshotChecks?.record(problem) }
    if let problem = Self.lemmaProblem(lemmaOfKey, keyCount: keys.count) {
      snapshotChecks?.record(problem)
      // Repaired: a key out of range names no lemma (as for words whose lemmas differ).
      for key in lemmaOfKey.indices
      where lemmaOfKey[key] >= keys.count && lemmaOfKey[key] < KeyLemma.unseen {
        lemmaOfKey[key] = KeyLemma.many
      }
    }
    let ids = self.ids
    if let problem = ordinalOfID.materialize(idAt: { ids[Int($0)] }) {
      snapshotChecks?.record(problem)
    }
    forward.materialize()
    if let problem = checkUndoLists(repairing: true) { snapshotChecks?.record(problem) }
  }

  /// Every undo entry names a posting list, an album spelling or a person spelling that
  /// exists, and each spelling's use count is the number of entries that name it (so that
  /// counting uses up and down never overflows).
  /// - Parameter repairing: Whether to drop entries that name nothing and set the use counts
  ///   to the counted ones.
  /// - Returns: The first problem found, or `nil`.
  mutating func checkUndoLists(repairing: Bool) -> SnapshotError? {
    var problem: SnapshotError?
    var albumUses = [Int32](repeating: 0, count: albums.spellings.count)
    var personUses = [Int32](repeating: 0, count: people.spellings.count)
    for ordinal in 0..<forward.count {
      let list = forward[ordinal]
      var kept: [UInt32] = []
      for raw in list {
        switch UndoEntry(raw) {
        case .posting(let slot) where slot < postings.count: kept.append(raw)
        case .album(let spelling) where spelling < albums.spellings.count:
          albumUses[Int(spelling)] += 1
          kept.append(raw)
        case .person(let spelling) where spelling < people.spellings.count:
          personUses[Int(spelling)] += 1
          kept.append(raw)
        default: problem = problem ?? .malformed(section: "undoLists", reason: "photo \(ordinal)")
        }
      }
      if repairing && kept.count < list.count { forward.set(ordinal, to: kept) }
    }
    if albumUses != albums.spellingUses {
      problem = problem ?? .malformed(section: "albumSpellingUses", reason: "not the photos' uses")
      if repairing { albums.spellingUses = albumUses }
    }
    if personUses != people.spellingUses {
      problem = problem ?? .malformed(section: "personSpellingUses", reason: "not the photos' uses")
      if repairing { people.spellingUses = personUses }
    }
    return problem ?? snapshotChecks?.failure
  }
}
