internal import Dispatch

extension PhotoIndex {
  /// Appends the photos of `shard`, an index built from scratch with the same analyzer and
  /// thesaurus, as if they had been added after this index's photos: its keys interned after
  /// this index's in the shard's order (their thesaurus lookups, prefix and typo entries
  /// carried over, not redone; a sharded build's chunks make no typo entries, see
  /// ``fillTypoTable(cores:)``), its postings, names and undo lists moved over with their
  /// ordinals shifted past this index's. A shard photo whose id this index holds replaces that
  /// photo at its ordinal, exactly as adding it would.
  ///
  /// Postings held back from their lists (see ``addHoldingPostings(_:held:typoEntries:)``)
  /// stay held back: the shard's are rewritten in place for this index and join `held`, this
  /// index's, as its last batch.
  /// - Parameters:
  ///   - shard: An index holding only photos added in one batch (no free ordinals), with the
  ///     postings it held back.
  ///   - held: This index's postings held back from their lists, in batches appended in order
  ///     (see ``PendingPostings/append(batches:to:cores:)``): flushed first when the shard's
  ///     lists must follow them, or a replaced photo must leave them.
  /// - Complexity: O(*k* + *p* + *n*) for the shard's *k* keys, *p* postings and *n* photos,
  ///   plus, for each replaced photo, the cost of removing it and inserting its postings.
  mutating func merge(_ shard: consuming BuiltShard, held: inout [[UInt64]]) {
    // The keys are interned while the photos' ordinals are placed, on two cores: the two touch
    // different tables (photos that the shard's replace are removed after).
    let base = UInt32(ids.count)
    let tables = Exclusive(
      value: PhotoIndex(analyzer: analyzer, thesaurus: thesaurus, weights: weights))
    // Read by both, and moved (not copied) so that its lists stay uniquely held.
    let shardIndex = Exclusive(
      value: PhotoIndex(analyzer: analyzer, thesaurus: thesaurus, weights: weights))
    swap(&shardIndex.value, &shard.index)
    let photoOrdinals = Exclusive(value: OrdinalTable())
    // The ids the ordinals are confirmed against, read while the other half changes the index.
    let heldIDs = Exclusive(value: self.ids)
    let keys = Exclusive(value: [UInt32]())
    let placed = Exclusive(value: (ordinals: [UInt32](), replaced: [UInt32]()))
    swap(&tables.value, &self)
    swap(&photoOrdinals.value, &tables.value.ordinalOfID)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        keys.value = tables.value.mergeKeys(of: shardIndex.value)
      } else {
        placed.value = Self.placeOrdinals(
          of: shardIndex.value.ids, in: &photoOrdinals.value, ids: heldIDs.value, base: base)
      }
    }
    // Released before the ids grow, which would otherwise copy them.
    heldIDs.value = StringColumn()
    swap(&tables.value.ordinalOfID, &photoOrdinals.value)
    swap(&self, &tables.value)
    swap(&shard.index, &shardIndex.value)
    let keyMap = keys.value
    let ordinalMap = placed.value.ordinals
    let replaces = !placed.value.replaced.isEmpty
    removeReplaced(placed.value.replaced, held: &held)
    let albumMap = albums.merge(shard.index.albums, ordinals: ordinalMap)
    let personMap = people.merge(shard.index.people, ordinals: ordinalMap)
    for name in 0..<shard.index.albumKeyTable.count
    where Int(albumMap.names[name]) == albumKeyTable.count {
      let keys = shard.index.albumKeyTable.keys(ofAlbum: name).map {
        AlbumKey(key: keyMap[Int($0.key)], forms: $0.forms)
      }
      albumKeyTable.append(keys)
    }

    // The shard's lists, when it has any (or when its photos replace some, which takes every
    // posting in lists), follow all of this index's postings.
    let touched = replaces || !shard.index.postings.holdsNoPostings
    if touched {
      PendingPostings.append(batches: held, to: &postings.lists)
      held = []
      if replaces {
        PendingPostings.append(shard.held, to: &shard.index.postings.lists)
        shard.held = []
      }
    }
    // The postings move into this index's lists (or join the held postings) while the shard's
    // undo lists are rewritten for this index, on two cores: the two share nothing.
    let lists = Exclusive(value: [[UInt32]]())
    let shardLists = Exclusive(value: [[UInt32]]())
    let shardHeldPostings = Exclusive(value: [UInt64]())
    let undoLists = Exclusive(value: UndoLists())
    swap(&lists.value, &postings.lists)
    swap(&shardLists.value, &shard.index.postings.lists)
    swap(&shardHeldPostings.value, &shard.held)
    swap(&undoLists.value, &shard.index.forward)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        if touched {
          Self.move(
            &shardLists.value, into: &lists.value, keys: keyMap, ordinals: ordinalMap,
            base: base, replaces: replaces)
        }
        Self.rewrite(&shardHeldPostings.value, keys: keyMap, base: base)
      } else {
        Self.remap(
          &undoLists.value, keys: keyMap, albums: albumMap.spellings, people: personMap.spellings)
      }
    }
    swap(&postings.lists, &lists.value)
    var shardHeld: [UInt64] = []
    swap(&shardHeld, &shardHeldPostings.value)
    if !shardHeld.isEmpty { held.append(shardHeld) }
    var undos = UndoLists()
    swap(&undos, &undoLists.value)
    let shard = shard.index

    // Photos: the shard's fresh ordinals follow this index's in order (their columns are
    // appended whole); a replacing photo goes to the slot its predecessor left.
    if !replaces {
      ids.append(contentsOf: shard.ids)
      created.append(contentsOf: shard.created)
      flags.append(contentsOf: shard.flags)
      photoHashes.append(contentsOf: shard.photoHashes)
      for field in 0..<PhotoField.count {
        fieldLengths[field].append(contentsOf: shard.fieldLengths[field])
      }
      forward.append(consume undos)
    } else {
      mergeReplacing(shard, undos: undos, ordinals: ordinalMap, base: base)
    }
    for field in 0..<PhotoField.count {
      fieldLengthTotals[field] += shard.fieldLengthTotals[field]
    }
    contentHash &+= shard.contentHash
  }

  /// Puts the photos of `shard`, some of which replace photos of this index, at their ordinals
  /// (`ordinals`, by shard photo): a fresh ordinal (`base` or more) is appended, the others
  /// are written where their predecessors were.
  private mutating func mergeReplacing(
    _ shard: borrowing PhotoIndex, undos: borrowing UndoLists, ordinals ordinalMap: [UInt32],
    base: UInt32
  ) {
    for photo in shard.ids.indices {
      let undo = undos[photo]
      let ordinal = ordinalMap[photo]
      if ordinal >= base {
        ids.append(shard.ids[photo])
        created.append(shard.created[photo])
        flags.append(shard.flags[photo])
        for field in 0..<PhotoField.count { fieldLengths[field].append(0) }
        forward.append(undo)
        photoHashes.append(shard.photoHashes[photo])
      } else {
        let slot = Int(ordinal)
        ids[slot] = shard.ids[photo]
        created[slot] = shard.created[photo]
        flags[slot] = shard.flags[photo]
        forward.set(slot, to: undo)
        photoHashes[slot] = shard.photoHashes[photo]
      }
      for field in 0..<PhotoField.count {
        fieldLengths[field][Int(ordinal)] = shard.fieldLengths[field][photo]
      }
    }
  }

  /// Moves a shard's postings (`shardLists`, emptied) into this index's `lists`: each key's
  /// list to its key's (`keys`), with the shard's ordinals shifted past `base` (the lists are
  /// appended whole), or mapped through `ordinals` and inserted one by one when some shard
  /// photo `replaces` one of this index's.
  private static func move(
    _ shardLists: inout [[UInt32]], into lists: inout [[UInt32]], keys: [UInt32],
    ordinals: [UInt32], base: UInt32, replaces: Bool
  ) {
    let shift = base << Posting.ordinalShift
    for keyInShard in keys.indices {
      let key = Int(keys[keyInShard])
      for field in 0..<PhotoField.count {
        let from = keyInShard * PhotoField.count + field
        let to = key * PhotoField.count + field
        guard !shardLists[from].isEmpty else { continue }
        var list: [UInt32] = []
        swap(&list, &shardLists[from])
        if replaces {
          for posting in list { lists[to].insertPosting(moved(posting, by: ordinals)) }
        } else {
          list.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] &+= shift }
          }
          if lists[to].isEmpty {
            lists[to] = list
          } else {
            list.withUnsafeBufferPointer { lists[to].appendAtExactSize(contentsOf: $0) }
          }
        }
      }
    }
  }

  /// Rewrites a shard's held postings (`shardHeld`, of fresh ordinals) in place for this
  /// index: slots to the same field of the key's slot here, ordinals shifted past `base`.
  private static func rewrite(_ shardHeld: inout [UInt64], keys: [UInt32], base: UInt32) {
    let shift = UInt64(base) << Posting.ordinalShift
    shardHeld.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices {
        let entry = entries[index]
        let slot = movedSlot(Int(truncatingIfNeeded: entry >> 32), keys: keys)
        entries[index] = UInt64(slot) << 32 | (entry & 0xFFFF_FFFF) &+ shift
      }
    }
  }

  /// A shard's posting slot moved to the same field of its key's slot in this index (`keys`).
  @inline(__always)
  private static func movedSlot(_ slot: Int, keys: [UInt32]) -> Int {
    slot % PhotoField.count + Int(keys[slot / PhotoField.count]) * PhotoField.count
  }

  /// Rewrites a shard's undo lists for this index: posting slots to the same field of the
  /// key's slot here, album and person spellings to their ids here.
  private static func remap(
    _ undos: inout UndoLists, keys: [UInt32], albums: [UInt32], people: [UInt32]
  ) {
    undos.transformEntries { entry in
      let moved: UndoEntry =
        switch UndoEntry(entry) {
        case .posting(let slot):
          .posting(slot: movedSlot(slot, keys: keys))
        case .album(let spelling): .album(spelling: albums[Int(spelling)])
        case .person(let spelling): .person(spelling: people[Int(spelling)])
        }
      return moved.raw
    }
  }

  /// Interns the shard's keys (new ones after this index's, in the shard's order) and merges
  /// what the shard recorded about each: its state bits, its lemma (see ``noteLemma(_:of:)``)
  /// and, for a key this index had not yet seen as a lemma or folded word, the shard's broader
  /// terms and prefix and typo entries, which the shard already looked up.
  /// - Returns: The key of each of the shard's keys in this index.
  private mutating func mergeKeys(of shard: borrowing PhotoIndex) -> [UInt32] {
    reserveCapacity(keys: keys.count + shard.keys.count)
    let keyMap = keys.merge(shard.keys)
    appendKeyColumns(keys.count - keyState.count)
    /// The state bits each key gains: the work the shard did that this index had not.
    var gained = [UInt8](repeating: 0, count: keyMap.count)
    for (keyInShard, key) in keyMap.enumerated() {
      let state = shard.keyState[keyInShard]
      gained[keyInShard] = state & ~keyState[Int(key)]
      keyState[Int(key)] |= state
    }
    for keyInShard in keyMap.indices {
      let lemma = shard.lemmaOfKey[keyInShard]
      guard lemma != KeyLemma.unseen else { continue }
      noteLemma(lemma == KeyLemma.many ? lemma : keyMap[Int(lemma)], of: keyMap[keyInShard])
    }
    for (term, entries) in shard.narrower {
      for entry in entries where gained[Int(entry.key)] & 1 != 0 {
        narrower[term, default: []].append(
          NarrowerEntry(
            key: keyMap[Int(entry.key)], distance: entry.distance, share: entry.share,
            holdsInText: entry.holdsInText))
      }
    }
    prefixTable.insert(
      contentsOf: shard.prefixTable.elements.lazy.filter { gained[Int($0.key)] & 2 != 0 }.map {
        PrefixEntry(text: $0.text, key: keyMap[Int($0.key)])
      })
    typoTable.insert(
      contentsOf: shard.typoTable.elements.lazy.filter { gained[Int($0.key)] & 2 != 0 }.map {
        DeletionEntry(hash: $0.hash, key: keyMap[Int($0.key)])
      })
    return keyMap
  }

  /// The ordinal in this index of each of the shard's photos (`shardIDs`): the ordinal of the
  /// photo with the same id, which the caller then removes (the replacement takes its slot,
  /// as in ``add(_:)``), or the next fresh one past `base`; each id is recorded in `ordinals`
  /// (this index's ``ordinalOfID``, with `ids`, its ids by ordinal) under its ordinal.
  /// - Returns: The ordinals, and the ordinals of this index's photos the shard's replace.
  private static func placeOrdinals(
    of shardIDs: StringColumn, in ordinals: inout OrdinalTable, ids: StringColumn, base: UInt32
  ) -> (ordinals: [UInt32], replaced: [UInt32]) {
    var placed = [UInt32](repeating: 0, count: shardIDs.count)
    var replaced: [UInt32] = []
    var next = base
    ordinals.reserveCapacity(ordinals.count + shardIDs.count)
    // The shard photo at each fresh ordinal from `base` on (a photo that replaces one takes
    // no fresh ordinal, so the later ones are not at `base` plus their place in the shard).
    var fresh: [Int] = []
    fresh.reserveCapacity(shardIDs.count)
    for (photo, id) in shardIDs.enumerated() {
      // One hash for the common case, a new id.
      let existing = ordinals.insert(id, at: next) { ordinal in
        ordinal < base ? ids[Int(ordinal)] : shardIDs[fresh[Int(ordinal - base)]]
      }
      if let existing {
        placed[photo] = existing
        replaced.append(existing)
      } else {
        placed[photo] = next
        fresh.append(photo)
        next += 1
      }
    }
    return (placed, replaced)
  }

  /// Removes the photos at `ordinals`, which shard photos with the same ids (recorded under
  /// those ordinals in ``ordinalOfID``) replace, leaving the ordinals taken.
  /// - Parameter held: This index's postings held back from their lists, appended to them
  ///   first: removing a photo takes its postings out of their lists.
  private mutating func removeReplaced(_ ordinals: [UInt32], held: inout [[UInt64]]) {
    guard !ordinals.isEmpty else { return }
    PendingPostings.append(batches: held, to: &postings.lists)
    held = []
    for ordinal in ordinals {
      // Adding the photo would take the slot it just freed, where the id stays.
      removeOrdinal(ordinal, keepingID: true)
      freeOrdinals.removeLast()
    }
  }

  /// A shard's posting with its ordinal replaced by the ordinal it maps to.
  @inline(__always)
  static func moved(_ posting: UInt32, by ordinals: [UInt32]) -> UInt32 {
    let low = posting & ((1 << Posting.ordinalShift) - 1)
    return ordinals[Int(Posting.ordinal(posting))] << Posting.ordinalShift | low
  }
}
