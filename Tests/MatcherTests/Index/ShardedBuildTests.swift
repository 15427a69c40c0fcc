import Foundation
import StemmaTestSupport
import Testing

@testable import Matcher
@testable import StemmaSupport

/// A batch built in chunks on several cores and merged against the same batch added photo by
/// photo: the same keys, postings, photos at the same ordinals, names and tables, so that
/// every search, explanation and later change gives the same result.
@Suite struct ShardedBuildTests {
  static let words = [
    "dog", "dogs", "poodle", "puppy", "golden retriever", "cat", "kitten", "car", "sedan", "bus",
    "beach", "sunset", "lake", "mountain", "hot dog", "pizza", "sofa", "couch", "bike", "snow",
    "running", "swimming", "walked", "children", "geese", "mice",
  ]
  static let albums = [
    "Dog days", "dog-days", "Beach trip", "Summer", "Cars and buses", "DOG DAYS",
  ]
  static let people = ["Ana", "Ben Li", "Chloe", "ana", "Dmitri"]
  static let places = ["Lake Tahoe", "Paris", "Dog Beach"]

  /// A word that occurs in one photo only, so that each chunk interns keys of its own.
  static func rareWord(_ generator: inout SeededGenerator) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return String(
      (0..<Int.random(in: 4...9, using: &generator)).map { _ in
        letters.randomElement(using: &generator) ?? "a"
      })
  }

  /// Photos with overlapping words, names and places, some with no text, some with rare
  /// words, and ids that recur (within a chunk and across chunks).
  static func photos(count: Int, seed: UInt64) -> [Photo] {
    var generator = SeededGenerator(seed: seed)
    func pick(_ list: [String], _ most: Int) -> [String] {
      (0..<Int.random(in: 0...most, using: &generator)).map { _ in
        list.randomElement(using: &generator) ?? ""
      }
    }
    return (0..<count).map { number in
      // About one photo in eight reuses an earlier id, anywhere in the batch, spelled
      // decomposed half the time (canonically equivalent spellings are one id).
      let reuses = number > 0 && Int.random(in: 0..<8, using: &generator) == 0
      let id =
        reuses
        ? (Bool.random(using: &generator) ? "pe\u{301}" : "pé")
          + "\(Int.random(in: 0..<number, using: &generator))" : "pé\(number)"
      if Int.random(in: 0..<15, using: &generator) == 0 { return Photo(id: id) }
      var tags = pick(words, 4)
      if Int.random(in: 0..<5, using: &generator) == 0 { tags.append(rareWord(&generator)) }
      let title = Bool.random(using: &generator) ? pick(words, 3).joined(separator: " ") : nil
      let caption =
        Int.random(in: 0..<3, using: &generator) == 0
        ? (pick(words, 5) + [rareWord(&generator)]).joined(separator: " ") : nil
      var albumNames = pick(albums, 1)
      if Int.random(in: 0..<40, using: &generator) == 0 {
        albumNames.append("Trip \(rareWord(&generator))")
      }
      return Photo(
        id: id,
        created: Int.random(in: 0..<10, using: &generator) == 0
          ? nil
          : Date(
            timeIntervalSince1970: Double(Int.random(in: 0..<400, using: &generator)) * 86_400),
        favorite: Int.random(in: 0..<4, using: &generator) == 0,
        albums: albumNames, tags: tags, people: pick(people, 2),
        location: Bool.random(using: &generator) ? places.randomElement(using: &generator) : nil,
        attributes: Bool.random(using: &generator) ? [.hdr] : [], title: title, caption: caption)
    }
  }

  /// A query over the library's words, rare words (prefixes and typos of them), names and
  /// filters.
  static func randomQuery(_ generator: inout SeededGenerator, rare: [String]) -> PhotoQuery {
    var query = PhotoQuery()
    let vocabulary =
      words + ["animal", "vehicle", "canine", "xyzzy", "sunsets", "run", "dog days"]
      + rare.map { String($0.prefix(4)) } + rare.map { String($0.dropLast()) + "q" } + rare
    query.searchTerms = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      vocabulary.randomElement(using: &generator) ?? ""
    }
    if query.searchTerms.isEmpty || Int.random(in: 0..<4, using: &generator) == 0 {
      query.labels = [
        WeightedLabel(
          words.randomElement(using: &generator) ?? "",
          confidence: Double.random(in: 0.1...1, using: &generator))
      ]
    }
    switch Int.random(in: 0..<7, using: &generator) {
    case 0: query.favorite = true
    case 1:
      query.created = DateRange(
        start: Date(timeIntervalSince1970: 100 * 86_400),
        end: Date(timeIntervalSince1970: 300 * 86_400))
    case 2: query.excludedAttributes = [.hdr]
    case 3: query.album = albums.randomElement(using: &generator)
    case 4: query.people = [people.randomElement(using: &generator) ?? ""]
    case 5: query.location = places.randomElement(using: &generator)
    default: break
    }
    return query
  }

  /// The words of the photos' captions that occur once.
  static func rareWords(in photos: [Photo]) -> [String] {
    var counts: [String: Int] = [:]
    for photo in photos {
      for word in (photo.caption ?? "").split(separator: " ") {
        counts[String(word), default: 0] += 1
      }
    }
    return counts.filter { $0.value == 1 && !words.contains($0.key) }.keys.sorted()
  }

  /// The internal tables that decide every search, compared directly.
  static func expectSameTables(
    _ sharded: PhotoIndex, _ sequential: PhotoIndex,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      sharded.keys.texts.map { Array($0.utf8) } == sequential.keys.texts.map { Array($0.utf8) },
      sourceLocation: sourceLocation)
    #expect(sharded.postings.lists == sequential.postings.lists, sourceLocation: sourceLocation)
    #expect(sharded.lemmaOfKey == sequential.lemmaOfKey, sourceLocation: sourceLocation)
    #expect(
      sharded.keyState.map { $0 & 1 } == sequential.keyState.map { $0 & 1 },
      sourceLocation: sourceLocation)
    #expect(sharded.narrower == sequential.narrower, sourceLocation: sourceLocation)
    #expect(
      Array(sharded.prefixTable.elements) == Array(sequential.prefixTable.elements),
      sourceLocation: sourceLocation)
    #expect(
      Array(sharded.typoTable.elements) == Array(sequential.typoTable.elements),
      sourceLocation: sourceLocation)
    #expect(sharded.ids == sequential.ids, sourceLocation: sourceLocation)
    #expect(sharded.count == sequential.count, sourceLocation: sourceLocation)
    #expect(
      sequential.ids.indices.allSatisfy { ordinal in
        sequential.ids[ordinal].isEmpty
          || sharded.ordinal(of: sequential.ids[ordinal]) == UInt32(ordinal)
      }, sourceLocation: sourceLocation)
    #expect(sharded.created == sequential.created, sourceLocation: sourceLocation)
    #expect(sharded.flags == sequential.flags, sourceLocation: sourceLocation)
    #expect(sharded.fieldLengths == sequential.fieldLengths, sourceLocation: sourceLocation)
    #expect(
      sharded.fieldLengthTotals == sequential.fieldLengthTotals, sourceLocation: sourceLocation)
    #expect(sharded.photoHashes == sequential.photoHashes, sourceLocation: sourceLocation)
    #expect(sharded.freeOrdinals == sequential.freeOrdinals, sourceLocation: sourceLocation)
    #expect(
      sharded.forward.lists.map { $0.sorted() } == sequential.forward.lists.map { $0.sorted() },
      sourceLocation: sourceLocation)
    #expect(sharded.albumKeys == sequential.albumKeys, sourceLocation: sourceLocation)
    #expect(sharded.albumsByKey == sequential.albumsByKey, sourceLocation: sourceLocation)
    for (mine, theirs) in [
      (sharded.albums, sequential.albums), (sharded.people, sequential.people),
    ] {
      #expect(mine.spellings == theirs.spellings, sourceLocation: sourceLocation)
      #expect(mine.nameOfSpelling == theirs.nameOfSpelling, sourceLocation: sourceLocation)
      #expect(mine.members == theirs.members, sourceLocation: sourceLocation)
      #expect(mine.spellingsOfName == theirs.spellingsOfName, sourceLocation: sourceLocation)
      #expect(mine.spellingUses == theirs.spellingUses, sourceLocation: sourceLocation)
    }
  }

  /// Everything a caller sees, compared: counts, digests, names, dates, and many searches with
  /// explanations, album hits and continuations.
  static func expectSameResults(
    _ sharded: PhotoIndex, _ sequential: PhotoIndex, rare: [String], seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(sharded.fingerprint == sequential.fingerprint, sourceLocation: sourceLocation)
    #expect(sharded.count == sequential.count, sourceLocation: sourceLocation)
    #expect(sharded.keyCount == sequential.keyCount, sourceLocation: sourceLocation)
    #expect(sharded.postingCount == sequential.postingCount, sourceLocation: sourceLocation)
    #expect(
      sharded.albumNames.map { "\($0.name):\($0.count)" }
        == sequential.albumNames.map { "\($0.name):\($0.count)" }, sourceLocation: sourceLocation)
    #expect(
      sharded.personNames.map { "\($0.name):\($0.count)" }
        == sequential.personNames.map { "\($0.name):\($0.count)" }, sourceLocation: sourceLocation)
    #expect(
      sharded.creationDateRange == sequential.creationDateRange, sourceLocation: sourceLocation)
    var generator = SeededGenerator(seed: seed)
    var options = SearchOptions()
    options.explain = true
    for _ in 0..<60 {
      let query = randomQuery(&generator, rare: rare)
      let mine = try sharded.search(query, limit: 30, options: options)
      let theirs = try sequential.search(query, limit: 30, options: options)
      #expect(mine == theirs, "\(query)", sourceLocation: sourceLocation)
      if let token = theirs.continuation {
        // A token from one index is accepted by the other: their fingerprints agree.
        let next = try sharded.search(query, limit: 30, after: token, options: options)
        let expected = try sequential.search(query, limit: 30, after: token, options: options)
        #expect(next == expected, "\(query)", sourceLocation: sourceLocation)
      }
    }
  }

  // Six shards make the typo table on two cores beside the lists on all six.
  @Test(arguments: [2, 3, 4, 6])
  func shardedMatchesSequential(shards: Int) throws {
    let photos = Self.photos(count: 3000, seed: UInt64(shards))
    let rare = Self.rareWords(in: photos)
    var sequential = PhotoIndex(thesaurus: testThesaurus)
    try sequential.add(contentsOf: photos, shards: 1, minimum: 0)
    var sharded = PhotoIndex(thesaurus: testThesaurus)
    // The batch does go through the shards and the merge.
    let wasSharded = sharded.addSharded(photos, shards: shards)
    #expect(wasSharded)
    #expect(sharded.keyCount > 0 && sharded.count == sequential.count)
    Self.expectSameTables(sharded, sequential)
    try Self.expectSameResults(sharded, sequential, rare: rare, seed: 7)

    // The same later changes give the same index: removals (freeing ordinals), updates,
    // new photos reusing the freed ordinals, and a second batch.
    var generator = SeededGenerator(seed: 99)
    let more = Self.photos(count: 400, seed: 1000 + UInt64(shards))
    for index in [sharded, sequential].indices {
      var target = index == 0 ? sharded : sequential
      var local = generator
      for _ in 0..<150 { target.remove(id: "pé\(Int.random(in: 0..<3000, using: &local))") }
      for photo in more.prefix(200) {
        try target.update(
          Photo(id: "pé\(Int.random(in: 0..<3000, using: &local))", tags: photo.tags))
      }
      for photo in more.prefix(100) { try target.add(photo) }
      try target.add(contentsOf: more.dropFirst(200))
      if index == 0 { sharded = target } else { sequential = target }
      if index == 1 { generator = local }
    }
    Self.expectSameTables(sharded, sequential)
    try Self.expectSameResults(sharded, sequential, rare: rare + Self.rareWords(in: more), seed: 8)
  }

  /// The typo table made at once for every folded word key, on any number of cores, is the
  /// one the photo-by-photo build made key by key (accented and non-Latin words included).
  @Test func typoTableMadeAtOnceEqualsTheOneMadeKeyByKey() throws {
    var photos = Self.photos(count: 500, seed: 12)
    photos.append(
      Photo(
        id: "accents", tags: ["café", "cafe\u{301}s", "Ångström", "größere"],
        caption: "日本語の写真"))
    var sequential = PhotoIndex(thesaurus: testThesaurus)
    try sequential.add(contentsOf: photos, shards: 1, minimum: 0)
    let expected = Array(sequential.typoTable.elements)
    #expect(expected.count > 1_000)
    for cores in 1...9 {
      var refilled = sequential
      refilled.typoTable = SortedTable()
      refilled.fillTypoTable(cores: cores)
      #expect(
        Array(refilled.typoTable.elements).map { [$0.hash, $0.key] }
          == expected.map { [$0.hash, $0.key] }, "\(cores) cores")
    }
  }

  /// A merge that puts a shard's photos at the wrong ordinals, or leaves their undo lists
  /// naming the shard's keys, is caught: a shard built directly and compared against the
  /// sequential index differs (so the comparisons above can fail).
  @Test func comparisonsCatchAWrongMerge() throws {
    let photos = Self.photos(count: 800, seed: 5)
    var sequential = PhotoIndex(thesaurus: testThesaurus)
    try sequential.add(contentsOf: photos, shards: 1, minimum: 0)
    var first = PhotoIndex(thesaurus: testThesaurus)
    try first.add(contentsOf: photos.prefix(400), shards: 1, minimum: 0)
    var second = PhotoIndex(thesaurus: testThesaurus)
    try second.add(contentsOf: photos.dropFirst(400), shards: 1, minimum: 0)

    var merged = first
    var held: [[UInt64]] = []
    merged.merge(BuiltShard(index: second, held: []), held: &held)
    #expect(held.isEmpty)
    #expect(merged.postings.lists == sequential.postings.lists)
    #expect(
      merged.forward.lists.map { $0.sorted() } == sequential.forward.lists.map { $0.sorted() })

    // Chunks with their postings held back (photos of distinct ids, so none is replaced and
    // no posting goes into a list before the end): merged, then appended in one pass.
    var seen = Set<String>()
    let distinct = photos.filter { seen.insert($0.id).inserted }
    var reference = PhotoIndex(thesaurus: testThesaurus)
    try reference.add(contentsOf: distinct, shards: 1, minimum: 0)
    var heldFirst: [UInt64] = []
    var heldSecond: [UInt64] = []
    var firstHolding = PhotoIndex(thesaurus: testThesaurus)
    try firstHolding.addHoldingPostings(distinct.prefix(300), held: &heldFirst)
    var secondHolding = PhotoIndex(thesaurus: testThesaurus)
    try secondHolding.addHoldingPostings(distinct.dropFirst(300), held: &heldSecond)
    #expect(firstHolding.postingCount == 0 && !heldFirst.isEmpty)
    #expect(secondHolding.postingCount == 0 && !heldSecond.isEmpty)
    var mergedHolding = firstHolding
    var heldBatches = [heldFirst]
    mergedHolding.merge(
      BuiltShard(index: secondHolding, held: heldSecond),
      held: &heldBatches)
    #expect(mergedHolding.postingCount == 0)
    // The second chunk's held postings join as a batch of their own, rewritten in place.
    #expect(heldBatches.map(\.count) == [heldFirst.count, heldSecond.count])
    PendingPostings.append(batches: heldBatches, to: &mergedHolding.postings.lists, cores: 2)
    #expect(mergedHolding.postings.lists == reference.postings.lists)
    #expect(
      mergedHolding.forward.lists.map { $0.sorted() } == reference.forward.lists.map { $0.sorted() }
    )

    // A second chunk that replaces one of its own photos puts postings into its lists before
    // it holds the rest back: its lists follow the first chunk's postings, its held ones last.
    var repeated = Array(distinct.dropFirst(300))
    repeated.insert(repeated[5], at: 40)
    var repeatedReference = PhotoIndex(thesaurus: testThesaurus)
    try repeatedReference.add(contentsOf: distinct.prefix(300) + repeated, shards: 1, minimum: 0)
    heldFirst = []
    var secondTouched: [UInt64] = []
    firstHolding = PhotoIndex(thesaurus: testThesaurus)
    try firstHolding.addHoldingPostings(distinct.prefix(300), held: &heldFirst)
    var touchedShard = PhotoIndex(thesaurus: testThesaurus)
    try touchedShard.addHoldingPostings(repeated, held: &secondTouched)
    #expect(touchedShard.postingCount > 0 && !secondTouched.isEmpty)
    mergedHolding = firstHolding
    heldBatches = [heldFirst]
    mergedHolding.merge(
      BuiltShard(index: touchedShard, held: secondTouched),
      held: &heldBatches)
    // The first chunk's held postings went into their lists before the second's lists.
    #expect(heldBatches.map(\.count) == [secondTouched.count])
    PendingPostings.append(batches: heldBatches, to: &mergedHolding.postings.lists, cores: 2)
    #expect(mergedHolding.postings.lists == repeatedReference.postings.lists)
    #expect(mergedHolding.ids == repeatedReference.ids)
    #expect(
      mergedHolding.forward.lists.map { $0.sorted() }
        == repeatedReference.forward.lists.map { $0.sorted() })

    // The second chunk's postings appended without shifting their ordinals.
    var unshifted = first
    for (key, text) in second.keys.texts.enumerated() {
      let target = unshifted.keyID(interning: text)
      for field in 0..<PhotoField.count {
        unshifted.postings.lists[Int(target) * PhotoField.count + field].append(
          contentsOf: second.postings.lists[key * PhotoField.count + field])
      }
    }
    #expect(unshifted.postings.lists != sequential.postings.lists)
    // The second chunk's undo lists kept as they were: they name the wrong keys.
    #expect(first.forward.lists + second.forward.lists != sequential.forward.lists)
  }

  @Test func smallOrNonEmptyBatchesAreSequential() throws {
    var index = PhotoIndex(thesaurus: testThesaurus)
    try index.add(Photo(id: "a", tags: ["dog"]))
    #expect(!index.isPristine)
    try index.add(contentsOf: Self.photos(count: 300, seed: 3), shards: 4, minimum: 0)
    var reference = PhotoIndex(thesaurus: testThesaurus)
    try reference.add(Photo(id: "a", tags: ["dog"]))
    try reference.add(contentsOf: Self.photos(count: 300, seed: 3), shards: 1, minimum: 0)
    Self.expectSameTables(index, reference)
    // A removed photo leaves the index not pristine either.
    var emptied = PhotoIndex(thesaurus: testThesaurus)
    try emptied.add(Photo(id: "a"))
    emptied.remove(id: "a")
    #expect(!emptied.isPristine && emptied.count == 0)
  }
}
