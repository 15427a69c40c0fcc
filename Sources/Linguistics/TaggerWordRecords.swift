internal import CStemmaSupport

// A word's features are found in the model together: about twenty lookups a word, each of
// which misses the cache about as often as not in a model of a few hundred thousand features.
// Every hash is worked out first and its slot fetched, then every record is read and fetched,
// so that the lookups wait for memory together rather than in turn. The pads' records
// (``TaggerModel/padRecords()``) and both makers of a word's features
// (``Tagger/wordFeatures(_:tags:)`` and ``TaggerWordTable``) read them from here. The decoder
// of a sentence without memoized features (``Tagger/scoredWords(_:readings:through:needed:)``)
// hashes its features itself, looking up only those a scored word reads: finding every word's
// records here made `Tagger.tags(for:)` about a fifth slower in the tagger's own functions
// (each word the tag dictionary fixes would look up its word-alone and flag features for
// nothing), so that list is kept in step by tests (`TaggerWordRecordsTests`, and
// `TaggerReferenceTests` on every UD dev sentence).

/// The records (byte offsets into the model, 0 for a feature the model lacks) of every feature
/// of one word that does not depend on its place in a sentence, nor on the tags before it.
struct TaggerWordRecords {
  /// The record of the tag dictionary's entry for the word (0 where it has none).
  var tagDictionary: UInt32
  /// The records of the word alone: the word, its affixes (s1, s2, s3, p1), its shape and its
  /// ambiguity class.
  var alone: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
  /// What it gives its neighbours.
  var neighbours: TaggerNeighbourRecords
  /// The records of its flags as a sentence's first word and as a later one.
  var firstFlags: UInt32
  var laterFlags: UInt32
  /// The hash of the feature joining its ambiguity class with the previous tag (at1), fed up
  /// to the tag's name.
  var ambiguitySeed: UInt64

  /// How many features a word has here.
  static let count = 18
}

extension TaggerModel {
  /// The records of the features of `word`, of NFC-lowercased form `lower`, normal form
  /// `normal` and ambiguity class `ambiguity` (as ``TaggerSentence`` prepares them).
  /// - Complexity: Eighteen hashes of parts of the word, and as many lookups, made together.
  func wordRecords(
    _ word: String, normal: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>,
    ambiguity: UnsafeBufferPointer<UInt8>, seeds: FeatureSeeds
  ) -> TaggerWordRecords {
    let suffix3 = FeatureBytes.suffix(lower, scalars: 3)
    var hashes:
      (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
      ) = (
        FeatureHash.of(seed: seeds.tagDictionary, normal),
        FeatureHash.of(seed: seeds.word, normal),
        FeatureHash.of(seed: seeds.suffix1, FeatureBytes.suffix(lower, scalars: 1)),
        FeatureHash.of(seed: seeds.suffix2, FeatureBytes.suffix(lower, scalars: 2)),
        FeatureHash.of(seed: seeds.suffix3, suffix3),
        FeatureHash.of(seed: seeds.prefix1, FeatureBytes.firstScalar(lower)),
        WordShape.hash(of: word, seed: seeds.shape),
        FeatureHash.of(seed: seeds.ambiguity, ambiguity),
        FeatureHash.of(seed: seeds.previousWord, normal),
        FeatureHash.of(seed: seeds.previousSuffix, suffix3),
        FeatureHash.of(seed: seeds.previousAmbiguity, ambiguity),
        FeatureHash.of(seed: seeds.wordBeforePrevious, normal),
        FeatureHash.of(seed: seeds.nextWord, normal),
        FeatureHash.of(seed: seeds.nextSuffix, suffix3),
        FeatureHash.of(seed: seeds.nextAmbiguity, ambiguity),
        FeatureHash.of(seed: seeds.wordAfterNext, normal),
        Tagger.flagsHash(of: word, isFirst: true, seed: seeds.flags),
        Tagger.flagsHash(of: word, isFirst: false, seed: seeds.flags)
      )
    var found = (
      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
      UInt32(0), UInt32(0)
    )
    withUnsafeMutableBytes(of: &hashes) { raw in
      let hashes = raw.bindMemory(to: UInt64.self)
      withUnsafeMutableBytes(of: &found) { raw in
        let found = raw.bindMemory(to: UInt32.self)
        // The filter drops most unknown features; the slots of the others are fetched
        // together, then read.
        for index in 0..<TaggerWordRecords.count where mayKnow(hashes[index]) {
          records.prefetch(hashes[index])
        }
        for index in 0..<TaggerWordRecords.count {
          found[index] = record(of: hashes[index])
          if found[index] != 0, let base = bytes.baseAddress {
            stemma_prefetch(base + Int(found[index]))
          }
        }
      }
    }
    var ambiguitySeed = FeatureHash(seed: seeds.ambiguityAndTag)
    ambiguitySeed.feed(ambiguity)
    ambiguitySeed.feed(byte: 1)
    return TaggerWordRecords(
      tagDictionary: found.0,
      alone: (found.1, found.2, found.3, found.4, found.5, found.6, found.7),
      neighbours: TaggerNeighbourRecords(
        previousWord: found.8, previousSuffix: found.9, previousAmbiguity: found.10,
        wordBeforePrevious: found.11, nextWord: found.12, nextSuffix: found.13,
        nextAmbiguity: found.14, wordAfterNext: found.15),
      firstFlags: found.16, laterFlags: found.17, ambiguitySeed: ambiguitySeed.value)
  }

  /// The tag the tag dictionary fixes for a word whose entry is at `record` (see
  /// ``TaggerWordRecords/tagDictionary``), as ``fixedTag(of:seeds:)`` reads it.
  @inline(__always)
  func fixedTag(record: UInt32) -> Int? {
    guard record != 0, bytes[Int(record)] > 0 else { return nil }
    return Int(bytes[Int(record) + 1])
  }

  /// Adds the weights of the features of a word alone (``TaggerWordRecords/alone``), as
  /// ``addWordAlone(_:normal:lower:ambiguity:seeds:to:)`` does.
  @inline(__always)
  func addAlone(_ records: TaggerWordRecords, to scores: UnsafeMutablePointer<Int32>) {
    let alone = records.alone
    add(record: alone.0, to: scores)
    add(record: alone.1, to: scores)
    add(record: alone.2, to: scores)
    add(record: alone.3, to: scores)
    add(record: alone.4, to: scores)
    add(record: alone.5, to: scores)
    add(record: alone.6, to: scores)
  }
}
