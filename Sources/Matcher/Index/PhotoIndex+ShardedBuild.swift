// Building a large batch into an empty index on several cores: chunks built apart, merged
// in order (PhotoIndex+Merge.swift), then the typo table and the held postings side by side.

internal import Dispatch
internal import Foundation
internal import StemmaSupport
import Synchronization

extension PhotoIndex {
  /// The smallest batch that an empty index builds on several cores: below it, starting the
  /// shards and merging them costs more than it saves.
  static let shardedBatchMinimum = 50_000

  /// The most shards a batch is split into.
  static let maximumShards = 8

  /// The number of shards ``add(contentsOf:)`` builds a large batch in: one per active core,
  /// at most ``maximumShards``.
  ///
  /// Shards trade CPU for wall time: each chunk analyzes, interns and looks up in the thesaurus
  /// every word it sees first, and most of a library's words turn up in any large chunk, so
  /// chunks take more CPU in all than one batch (and parts of the merge run on one core), but
  /// finish sooner on free cores; the held postings and the chunks' tables also raise the
  /// process's memory while they are merged. On cores busy with other work, they gain nothing.
  static var automaticShards: Int {
    min(ProcessInfo.processInfo.activeProcessorCount, maximumShards)
  }

  /// Whether nothing was ever added to the index: no photo (even a removed one), no key and no
  /// album or person name. Only then is building a batch in shards and merging them the same as
  /// adding it photo by photo, as the first shard can stand for the index.
  var isPristine: Bool {
    ids.isEmpty && keys.isEmpty && albums.spellings.isEmpty && people.spellings.isEmpty
  }

  /// Builds `batch` into the empty index on `shards` cores: each contiguous chunk of the batch
  /// into its own index, concurrently, holding its postings back from their lists and making
  /// no typo entries; then the chunks merged in order (see ``merge(_:held:)``); then, side by
  /// side, the typo entries of the merged keys made (``fillTypoTable(cores:)``) and every held
  /// posting appended to its list in one pass, so that each list is allocated once, at its
  /// size: the two share nothing, the lists take all the cores and the typo entries a third of
  /// them beside the lists.
  ///
  /// The result is the index that adding the batch photo by photo gives: the same keys with
  /// the same ids, postings, photos at the same ordinals (a photo whose id an earlier chunk
  /// holds takes that photo's ordinal, as a replacement does), names and tables. Only internal
  /// bookkeeping that depends on the sequential builder's memos may differ (bit 1 of
  /// ``keyState`` of a word pair, which no table reads, and the order of an undo list).
  /// - Parameters:
  ///   - batch: The photos; at most ``Posting/maximumOrdinal`` + 1 of them.
  ///   - shards: The number of chunks, at least 2.
  /// - Returns: Whether the batch was added; `false` (with the index untouched) when a chunk
  ///   could not be built, so the caller adds the batch photo by photo and reports the error.
  /// - Complexity: O(*w* / *s*) on each of *s* cores for *w* words, then O(*k* + *p* + *n*)
  ///   to merge *k* keys, *p* postings and *n* photos (on two cores), then, at once, the typo
  ///   entries in O(*k*) over a third of the cores and the postings in O(*p*) on each core.
  mutating func addSharded(_ batch: [Photo], shards: Int) -> Bool {
    guard isPristine, shards > 1, batch.count > shards,
      batch.count <= Posting.maximumOrdinal + 1
    else { return false }
    let analyzer = self.analyzer
    let thesaurus = self.thesaurus
    let weights = self.weights
    var built = Parallel.map(shards) { shard -> BuiltShard? in
      let chunk = batch[Parallel.range(shard, of: shards, count: batch.count)]
      var index = PhotoIndex(analyzer: analyzer, thesaurus: thesaurus, weights: weights)
      // The first chunk becomes the whole index: room for all of it now, not regrown (and
      // rehashed) as the others merge into it.
      if shard == 0 { index.reserveCapacity(forAdding: batch.count) }
      var held: [UInt64] = []
      // Typo entries are made once, for the merged keys (most words are in every chunk).
      guard (try? index.addHoldingPostings(chunk, held: &held, typoEntries: false)) != nil
      else { return nil }
      return BuiltShard(index: index, held: held)
    }
    // Each chunk is consumed, not copied: a copy would hold its arrays until the end of the
    // scope, and the merge would then copy every array it writes to (held postings, undo
    // lists, key tables) instead of changing it in place.
    guard built.allSatisfy({ $0 != nil }), let first = built[0].take() else { return false }
    // Each chunk's held postings stay in their own array, rewritten in place by the merge.
    var held = [first.held]
    var merged = (consume first).index
    for number in 1..<shards {
      guard let shard = built[number].take() else { return false }
      merged.merge(consume shard, held: &held)
    }
    // The typo table and the held postings' lists share nothing, and are filled side by side:
    // the typo table on a third of the shards' cores, while the lists (each growing once, to
    // its final size) are split among all of them. The lists are the larger task, so the
    // cores share them rather than one waiting idle once the typo table is done.
    let typoCores = max(1, shards / 3)
    let index = Exclusive(value: consume merged)
    var lists: [[UInt32]] = []
    swap(&lists, &index.value.postings.lists)
    // Whichever gets to the typo table first makes it: a worker thread, or this thread once
    // the lists are done (when no worker was free to start it, this thread does not wait for
    // one).
    let typoTable = DispatchGroup()
    let claim = Claim()
    DispatchQueue.global().async(group: typoTable) {
      if claim.take() { index.value.fillTypoTable(cores: typoCores) }
    }
    PendingPostings.append(batches: consume held, to: &lists, cores: shards)
    if claim.take() {
      index.value.fillTypoTable(cores: typoCores)
    } else {
      typoTable.wait()
    }
    swap(&index.value.postings.lists, &lists)
    swap(&self, &index.value)
    return true
  }

  /// Fills the empty typo table with the entries of every folded word key (the keys whose
  /// state has bit 1), on `cores` cores: what
  /// ``noteForms(_:forms:batch:typoEntries:mayHaveBroaderTerms:)`` adds key by key, for a
  /// sharded build whose chunks left it out (each chunk would hash the deletions of most words
  /// again).
  mutating func fillTypoTable(cores: Int) {
    assert(typoTable.count == 0, "the typo table is filled once, from empty")
    let parts = max(1, cores)
    let count = keys.count
    let keys = self.keys
    let keyState = self.keyState
    var made = Parallel.map(parts) { part in
      let range = Parallel.range(part, of: parts, count: count)
      func isTolerant(_ key: Int) -> Bool { keyState[key] & 2 != 0 && keys.isWord(UInt32(key)) }
      // Room for every entry the words can make, so that the entries are written once, not
      // copied as they grow (room never written to costs no memory).
      var bound = 0
      for key in range where isTolerant(key) {
        bound += Self.typoEntryBound(utf8Length: keys.text(of: UInt32(key)).utf8.count)
      }
      var entries: [DeletionEntry] = []
      entries.reserveCapacity(bound)
      var hashes: [UInt32] = []
      for key in range where isTolerant(key) {
        Self.appendTypoEntries(
          of: keys.text(of: UInt32(key)), key: UInt32(key), to: &entries, hashes: &hashes)
      }
      assert(entries.count <= bound, "typoEntryBound must bound every word's entries")
      return entries
    }
    // One array (the only part's, taken over), each further part copied onto it at once.
    var entries = made.removeFirst()
    for part in made { entries += part }
    made = []
    typoTable.insert(contentsOf: consume entries)
  }
}

/// A chunk of a batch built into its own index, with the postings it held back from its
/// lists (see ``PhotoIndex/addHoldingPostings(_:held:typoEntries:)``).
struct BuiltShard: Sendable {
  var index: PhotoIndex
  var held: [UInt64]
}

/// A task that one of several threads takes on: the first to ask gets it.
private final class Claim: Sendable {
  private let taken = Atomic<Bool>(false)

  /// Whether this caller is the first to ask.
  func take() -> Bool { !taken.exchange(true, ordering: .acquiringAndReleasing) }
}
