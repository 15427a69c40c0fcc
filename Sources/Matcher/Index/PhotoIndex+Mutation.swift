internal import Linguistics
internal import StemmaSupport

extension PhotoIndex {
  /// Adds a photo, replacing the photo with the same id if there is one.
  /// - Parameter photo: The photo.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos.
  /// - Complexity: O(*w* log *n*) for a photo of *w* words in an index of *n* photos (appending
  ///   to postings is O(1); reusing a removed photo's slot inserts in the middle of lists).
  public mutating func add(_ photo: Photo) throws(PhotoIndexError) {
    prepareForChange()
    var builder = KeyBuilder(thesaurus: thesaurus, batch: false, language: analyzer.language)
    try add(photo, builder: &builder)
  }

  /// Adds photos, each replacing an earlier photo with the same id.
  ///
  /// A large batch (50,000 photos or more) added to an empty index is built on every core: in
  /// contiguous chunks, each into its own index, merged in order into the same index that
  /// adding the photos one by one gives (<doc:IndexPerformance> says what it costs).
  /// - Parameter photos: The photos.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos; the photos
  ///   before the one that did not fit stay added.
  /// - Complexity: O(*w*) in the total number of words, with each distinct word analyzed once
  ///   (once per chunk when built in chunks).
  public mutating func add(contentsOf photos: some Sequence<Photo>) throws(PhotoIndexError) {
    prepareForChange()
    try add(
      contentsOf: photos,
      shards: Self.automaticShards,
      minimum: Self.shardedBatchMinimum)
  }

  /// Adds photos, building them in `shards` chunks on as many cores when the index is empty
  /// and the batch holds at least `minimum` photos (see ``addSharded(_:shards:)``), photo by
  /// photo otherwise.
  /// - Parameters:
  ///   - photos: The photos.
  ///   - shards: The number of chunks; 1 builds photo by photo.
  ///   - minimum: The smallest batch built in chunks.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos.
  mutating func add(contentsOf photos: some Sequence<Photo>, shards: Int, minimum: Int)
    throws(PhotoIndexError)
  {
    guard shards > 1, isPristine else { return try addSequentially(contentsOf: photos) }
    let batch = Array(photos)
    if batch.count >= minimum && addSharded(batch, shards: shards) { return }
    try addSequentially(contentsOf: batch)
  }

  /// Adds photos one by one, with one builder's memos for the whole batch.
  /// - Parameter photos: The photos.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos.
  mutating func addSequentially(contentsOf photos: some Sequence<Photo>)
    throws(PhotoIndexError)
  {
    var held: [UInt64] = []
    defer { PendingPostings.append(held, to: &postings.lists) }
    try addHoldingPostings(photos, held: &held)
  }

  /// Adds photos one by one, as ``addSequentially(contentsOf:)`` does, except that the
  /// postings of fresh photos still held back at the end are left in `held` (see
  /// ``PendingPostings``) for the caller to append with
  /// ``PendingPostings/append(batches:to:cores:)``: until then, each list lacks its last
  /// postings.
  /// - Parameters:
  ///   - photos: The photos.
  ///   - held: Set to the postings held back, in the order they were added. The others (of
  ///     photos that took a freed ordinal, or flushed past ``PendingPostings/flushThreshold``)
  ///     are in their lists, ahead of these.
  ///   - typoEntries: Whether new folded words get their typo entries (a sharded build's
  ///     chunks leave them to the merged index: see ``fillTypoTable(cores:)``).
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos; the photos
  ///   before the one that did not fit stay added (their postings in `held` or their lists),
  ///   and the sequence has been read one photo further.
  mutating func addHoldingPostings(
    _ photos: some Sequence<Photo>, held: inout [UInt64], typoEntries: Bool = true
  ) throws(PhotoIndexError) {
    var builder = KeyBuilder(thesaurus: thesaurus, batch: true, language: analyzer.language)
    builder.typoEntries = typoEntries
    let expected = photos.underestimatedCount
    if expected > 1_000 {
      reserveCapacity(forAdding: expected)
      // Room for 32 postings a photo, not copied as it grows (pages never written to cost
      // nothing).
      builder.pending.entries.reserveCapacity(
        min(PendingPostings.flushThreshold, 32 * expected))
    }
    defer {
      held = []
      swap(&held, &builder.pending.entries)
      appendMembers(&builder)
      prefixTable.consolidate()
      typoTable.consolidate()
    }
    // Each photo's table slots are fetched while the photo before it is added. A photo lent
    // straight from the storage to a call that changes the index was copied first (the
    // compiler cannot tell that the call leaves the storage alone), retaining and then
    // releasing each of its strings and arrays: once for the fetch and once more for the add.
    // Each photo is copied out once instead, and that copy serves both (moved, not copied
    // again, from the one to the other).
    var iterator = photos.makeIterator()
    guard var photo = iterator.next() else { return }
    while let next = iterator.next() {
      prefetch(next, builder: builder)
      try add(photo, builder: &builder)
      photo = next
    }
    try add(photo, builder: &builder)
  }

  /// Starts fetching the table slots that adding `photo` through `builder` will read.
  private func prefetch(_ photo: borrowing Photo, builder: borrowing KeyBuilder) {
    ordinalOfID.prefetch(photo.id)
    builder.texts.prefetch(photo)
    if !photo.albums.isEmpty { albumStore.withValue { $0.prefetch(photo.albums) } }
    if !photo.people.isEmpty { personStore.withValue { $0.prefetch(photo.people) } }
  }

  /// Makes room for `count` more photos and their keys, so that the tables do not grow (and
  /// rehash or copy what they hold) on the way: photo libraries hold one to two new keys a
  /// photo (mostly pairs of caption words), so room for two keys a photo.
  /// Reservations at least double what they grow (see ``Swift/Array/reserveAmortized(_:)``),
  /// so that many batches added in turn still copy each column O(1) times a photo.
  mutating func reserveCapacity(forAdding count: Int) {
    reserveCapacity(keys: keys.count + 2 * count)
    let photos = ids.count + count
    ordinalOfID.reserveCapacity(photos)
    ids.reserveAmortized(photos)
    created.reserveAmortized(photos)
    flags.reserveAmortized(photos)
    photoHashes.reserveAmortized(photos)
    forward.reserveCapacity(ordinals: photos)
    for field in fieldLengths.indices { fieldLengths[field].reserveAmortized(photos) }
  }

  /// Makes room for `count` keys in all in the key table and the key columns (growing at
  /// least twofold, as above).
  mutating func reserveCapacity(keys count: Int) {
    keys.reserveCapacity(count)
    keyState.reserveAmortized(count)
    lemmaOfKey.reserveAmortized(count)
    postings.lists.reserveAmortized(count * PhotoField.count)
  }

  /// Replaces a photo (or adds it when its id is new): the same as removing it and adding it.
  /// - Parameter photo: The new version.
  /// - Returns: Whether a photo with that id was there.
  /// - Throws: ``PhotoIndexError/capacityExceeded(limit:)`` past 33 million photos.
  @discardableResult
  public mutating func update(_ photo: Photo) throws(PhotoIndexError) -> Bool {
    prepareForChange()
    let existed = contains(id: photo.id)
    try add(photo)
    return existed
  }

  /// Removes the photo with this id.
  /// - Parameter id: The photo's id.
  /// - Returns: Whether there was such a photo.
  /// - Complexity: O(*w* · *p*) for a photo of *w* keys whose lists hold up to *p* postings.
  @discardableResult
  public mutating func remove(id: String) -> Bool {
    prepareForChange()
    guard let ordinal = ordinal(of: id) else { return false }
    removeOrdinal(ordinal)
    return true
  }

  /// Removes every photo whose id is in `ids`.
  /// - Parameter ids: Photo ids; unknown ones are ignored.
  /// - Returns: The number of photos removed.
  @discardableResult
  public mutating func remove(ids: some Sequence<String>) -> Int {
    prepareForChange()
    var removed = 0
    for id in ids {
      guard let ordinal = ordinal(of: id) else { continue }
      removeOrdinal(ordinal)
      removed += 1
    }
    return removed
  }

  /// Adds `photo` through `builder` (a batch has started fetching its table slots: see
  /// ``addHoldingPostings(_:held:typoEntries:)``; a single photo's builder has no memo).
  private mutating func add(_ photo: borrowing Photo, builder: inout KeyBuilder)
    throws(PhotoIndexError)
  {
    builder.bound()
    let ordinal: UInt32
    var isFresh = false
    // The id is recorded under the ordinal it will most likely get, with one hash of it.
    let likely = freeOrdinals.last ?? UInt32(truncatingIfNeeded: ids.count)
    if let existing = ordinalOfID.insert(photo.id, at: likely, ids: ids) {
      // A replacement: the old photo goes first, and this one takes the ordinal it frees
      // (where `ordinalOfID` keeps the id).
      flush(&builder.pending)
      appendMembers(&builder)
      removeOrdinal(existing, keepingID: true)
      ordinal = freeOrdinals.removeLast()
    } else if let free = freeOrdinals.popLast() {
      ordinal = free
    } else {
      isFresh = true
      guard ids.count <= Posting.maximumOrdinal else {
        ordinalOfID.remove(photo.id, at: likely)
        throw .capacityExceeded(limit: Posting.maximumOrdinal + 1)
      }
      ordinal = likely
      ids.append("")
      created.append(.min)
      flags.append(0)
      for field in 0..<PhotoField.count { fieldLengths[field].append(0) }
      forward.append(EmptyCollection())
      photoHashes.append(0)
    }
    let slot = Int(ordinal)
    ids[slot] = photo.id
    created[slot] = photo.createdSeconds
    var bits: UInt32 = 1
    if photo.favorite { bits |= 2 }
    for attribute in photo.attributes { bits |= Self.flag(of: attribute) }
    flags[slot] = bits
    // The flags hold the attributes' bits above the first two.
    let hash = StableHash.of(photo, created: created[slot], attributes: UInt64(bits >> 2))
    photoHashes[slot] = hash
    contentHash &+= hash

    builder.undo.removeAll(keepingCapacity: true)
    // The scratch list is moved out of the builder while the builder is in use, then back
    // (swapped: neither move retains it).
    var hits: [KeyHit] = []
    swap(&hits, &builder.hits)
    defer { swap(&hits, &builder.hits) }
    for field in PhotoField.allCases {
      let fieldSlot = Int(field.rawValue)
      var length = 0
      hits.removeAll(keepingCapacity: true)
      var texts = 0
      photo.forEachText(of: field) { text in
        length += appendTextKeys(text, field: field, builder: &builder, to: &hits)
        texts += 1
      }
      if texts > 1 { hits.mergeByKey() }
      fieldLengths[fieldSlot][slot] = UInt8(min(length, 255))
      fieldLengthTotals[fieldSlot] += min(length, 255)
      for hit in hits {
        let postingSlot = Int(hit.key) * PhotoField.count + fieldSlot
        let posting = Posting.make(
          ordinal: ordinal, forms: hit.forms, frequency: Int(hit.frequency), isPart: hit.isPart,
          isNounless: hit.isNounless)
        if isFresh && builder.pending.enabled {
          builder.pending.entries.append(UInt64(postingSlot) << 32 | UInt64(posting))
        } else {
          postings.lists[postingSlot].insertPosting(posting)
        }
        builder.undo.append(UndoEntry.posting(slot: postingSlot).raw)
      }
    }
    // The name tables are swapped into the builder while the photo's names are added (and
    // back after): reading them through the lazy tables' accessors copied them, several times
    // a photo. The builder holds the placeholders they swap with, which a local variable
    // copied for every photo (each of their arrays retained and released). Swapped back by
    // `defer`, so that no way out of the scope leaves a placeholder in the index.
    if !photo.albums.isEmpty {
      swap(&albums, &builder.albumTable)
      defer { swap(&albums, &builder.albumTable) }
      for album in photo.albums {
        let spelling = addName(
          album, ordinal: ordinal, isFresh: isFresh, to: &builder.albumTable,
          held: &builder.albumMembers)
        builder.undo.append(UndoEntry.album(spelling: spelling).raw)
        let albumID = Int(builder.albumTable.nameOfSpelling[Int(spelling)])
        if albumID >= albumKeyTable.count {
          let name = IndexedText(
            Photo(id: "", albums: [album]), analyzer: analyzer, cache: &builder.cache,
            compounds: &builder.compounds)
          let keys = name.fields[Int(PhotoField.album.rawValue)].compactMap { entry in
            self.keys[entry.key].map { AlbumKey(key: $0, forms: entry.entry.forms) }
          }
          albumKeyTable.append(keys)
        }
      }
    }
    if !photo.people.isEmpty {
      swap(&people, &builder.personTable)
      defer { swap(&people, &builder.personTable) }
      for person in photo.people {
        let spelling = addName(
          person, ordinal: ordinal, isFresh: isFresh, to: &builder.personTable,
          held: &builder.personMembers)
        builder.undo.append(UndoEntry.person(spelling: spelling).raw)
      }
    }
    forward.set(slot, to: builder.undo)
    if builder.pending.entries.count >= PendingPostings.flushThreshold {
      flush(&builder.pending)
    }
    if builder.albumMembers.entries.count + builder.personMembers.entries.count
      >= PendingPostings.flushThreshold
    {
      appendMembers(&builder)
    }
  }

  /// Records that photo `ordinal` carries the album or person name `name` in `table` (the
  /// index's album or person table, swapped into the builder), interning the spelling, with
  /// its normalized key, the first time it is seen.
  /// - Parameters:
  ///   - held: Where the membership of a fresh ordinal waits (see
  ///     ``NameTable/add(spellingID:ordinal:isFresh:held:)``).
  /// - Returns: The spelling's id in `table`.
  private func addName(
    _ name: String, ordinal: UInt32, isFresh: Bool, to table: inout NameTable,
    held: inout PendingPostings
  ) -> UInt32 {
    // The normalized key is only computed for a spelling seen the first time.
    let spelling =
      table.spellingID(of: name) ?? table.intern(spelling: name, key: analyzer.normalize(name))
    table.add(spellingID: spelling, ordinal: ordinal, isFresh: isFresh, held: &held)
    return spelling
  }

  /// Appends the pending postings to their lists (see
  /// ``PendingPostings/append(batches:to:cores:)``). Pending postings are of fresh ordinals,
  /// larger than any in the lists, and in ordinal order, so appending keeps every list sorted.
  private mutating func flush(_ pending: inout PendingPostings) {
    guard !pending.entries.isEmpty else { return }
    PendingPostings.append(pending.entries, to: &postings.lists)
    pending.entries.removeAll(keepingCapacity: true)
  }

  /// Appends the album and person memberships `builder` holds back to their names.
  private mutating func appendMembers(_ builder: inout KeyBuilder) {
    albums.append(&builder.albumMembers)
    people.append(&builder.personMembers)
  }

  /// The flag bit of an attribute.
  static func flag(of attribute: PhotoAttribute) -> UInt32 {
    1 << (2 + UInt32(attribute.ordinal))
  }

  /// Removes the photo at `ordinal`, taking back every posting and membership its undo list
  /// names, and frees the ordinal.
  /// - Parameter keepingID: Leave the id in ``ordinalOfID`` at this ordinal, for a photo with
  ///   the same id that takes the ordinal next.
  mutating func removeOrdinal(_ ordinal: UInt32, keepingID: Bool = false) {
    let slot = Int(ordinal)
    for entry in forward[slot] {
      switch UndoEntry(entry) {
      case .posting(let slot): postings.lists[slot].removePosting(ordinal: ordinal)
      case .album(let spelling): albums.remove(spelling: spelling, ordinal: ordinal)
      case .person(let spelling): people.remove(spelling: spelling, ordinal: ordinal)
      }
    }
    for field in 0..<PhotoField.count {
      fieldLengthTotals[field] -= Int(fieldLengths[field][slot])
      fieldLengths[field][slot] = 0
    }
    if !keepingID { ordinalOfID.remove(ids[slot], at: ordinal) }
    ids[slot] = ""
    created[slot] = .min
    flags[slot] = 0
    forward.set(slot, to: EmptyCollection())
    contentHash &-= photoHashes[slot]
    photoHashes[slot] = 0
    freeOrdinals.append(ordinal)
  }
}
