// A caller that tags many short texts over a small vocabulary (the Matcher's titles and
// captions) finds each distinct word's features in the model once: the record of every feature
// that depends on the word alone or on the word as a neighbour. Reading a sentence then costs
// no hashing or probing but for the two features that join the word with the tag before it.

/// The records (byte offsets into the model, 0 for a feature the model lacks) of the features
/// a word gives its neighbours: as the word before (w-1, s-1, a-1), the word two before (w-2),
/// the word after (w+1, s+1, a+1) and the word two after (w+2).
struct TaggerNeighbourRecords: Hashable, Sendable {
  var previousWord: UInt32
  var previousSuffix: UInt32
  var previousAmbiguity: UInt32
  var wordBeforePrevious: UInt32
  var nextWord: UInt32
  var nextSuffix: UInt32
  var nextAmbiguity: UInt32
  var wordAfterNext: UInt32
}

/// What the tagger reads of one word in any sentence, found once (see
/// ``Tagger/readings(of:)``). A reference, read in place by every sentence the word is in.
final class TaggerWordFeatures: Sendable {
  /// The tag the tag dictionary fixes, if it does (then no score is needed).
  let fixedTag: Int?
  /// Per tag, the summed weights of the word, its affixes, shape and ambiguity class (empty
  /// for a fixed word).
  let scores: [Int32]
  /// The records of its flags as a sentence's first word and as a later one.
  let firstFlags: UInt32
  let laterFlags: UInt32
  /// What it gives its neighbours.
  let neighbours: TaggerNeighbourRecords
  /// Its normal form, which the feature joining it with the previous tag (t1w) hashes.
  let normal: [UInt8]
  /// The hash of the feature joining its ambiguity class with the previous tag (at1), fed up
  /// to the tag's name.
  let ambiguitySeed: UInt64

  init(
    fixedTag: Int?, scores: [Int32], firstFlags: UInt32, laterFlags: UInt32,
    neighbours: TaggerNeighbourRecords, normal: [UInt8], ambiguitySeed: UInt64
  ) {
    self.fixedTag = fixedTag
    self.scores = scores
    self.firstFlags = firstFlags
    self.laterFlags = laterFlags
    self.neighbours = neighbours
    self.normal = normal
    self.ambiguitySeed = ambiguitySeed
  }
}

extension TaggerModel {
  /// The record of feature `hash`: its byte offset in ``bytes`` (never 0, past the header),
  /// or 0 where the model lacks the feature.
  @inline(__always)
  func record(of hash: UInt64) -> UInt32 { record(ofKnown: hash) ?? 0 }

  /// Adds the weights of the feature at `record` (see ``record(of:)``) to `scores`.
  @inline(__always)
  func add(record: UInt32, to scores: UnsafeMutablePointer<Int32>) {
    guard record != 0, let base = bytes.baseAddress else { return }
    TaggerModel.addRecord(at: base + Int(record), to: scores)
  }

  /// What the padding tokens give their neighbours: the two before a sentence ("-START-",
  /// "-START2-") and the two after ("-END-", "-END2-").
  func padRecords() -> [TaggerNeighbourRecords] {
    let pads = TaggerSentence(words: [], table: nil)
    return pads.bytes.withUnsafeBufferPointer { bytes in
      // The word string feeds only the shape and the flags, which a pad does not give.
      pads.tokens.map { token in
        wordRecords(
          "", normal: pads.slice(bytes, token.normal), lower: pads.slice(bytes, token.lower),
          ambiguity: pads.slice(bytes, token.ambiguity), seeds: .shared
        ).neighbours
      }
    }
  }
}

extension Tagger {
  /// What the tagger reads of `word` in any sentence (see ``TaggerReadings/features``), given
  /// the parts of speech the lemma table gives it.
  func wordFeatures(_ word: String, tags: ByteSet) -> TaggerWordFeatures {
    let sentence = TaggerSentence(words: [word], table: table, tagSets: [tags])
    let seeds = FeatureSeeds.shared
    let model = self.model
    return sentence.bytes.withUnsafeBufferPointer { bytes in
      let token = sentence.tokens[2]
      let normal = sentence.slice(bytes, token.normal)
      let lower = sentence.slice(bytes, token.lower)
      let ambiguity = sentence.slice(bytes, token.ambiguity)
      let records = model.wordRecords(
        word, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds)
      let fixed = model.fixedTag(record: records.tagDictionary)
      var scores: [Int32] = []
      if fixed == nil {
        scores = [Int32](repeating: 0, count: model.tags.count)
        scores.withUnsafeMutableBufferPointer { scores in
          guard let base = scores.baseAddress else { return }
          model.addAlone(records, to: base)
        }
      }
      return TaggerWordFeatures(
        fixedTag: fixed, scores: scores, firstFlags: records.firstFlags,
        laterFlags: records.laterFlags, neighbours: records.neighbours,
        normal: Array(normal), ambiguitySeed: records.ambiguitySeed)
    }
  }

  /// The tags of a sentence's words whose features are all given, as ``scoredWords(_:)``
  /// reads them: the same features summed, each found from the words' records. Only the words
  /// `needed` marks are scored (the two before a scored word must be marked or fixed); the
  /// others are `nil`. Each tag comes with its margin over the second (`Int32.max` for a word
  /// the tag dictionary fixes), as ``scoredWords(_:readings:through:needed:)`` gives it.
  /// - Parameters:
  ///   - readings: Per word of the sentence, its readings, each with its features.
  ///   - needed: Per word up to the last one wanted, whether its tag is.
  /// - Complexity: O(*t*) per word scored for a model of *t* tags.
  func tags(
    readings: [TaggerReadings], needed: [Bool]
  ) -> [(tag: UniversalTag, margin: Int32)?] {
    let model = self.model
    let pads = model.pads
    var result = [(tag: UniversalTag, margin: Int32)?](repeating: nil, count: needed.count)
    var (previous, beforePrevious) = model.startTags
    func neighbour(_ index: Int) -> TaggerNeighbourRecords {
      if index < 0 { return pads[index + 2] }
      if index >= readings.count { return pads[index - readings.count + 2] }
      return readings[index].features?.neighbours ?? pads[0]
    }
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: model.tags.count) { buffer in
      guard let scores = buffer.baseAddress else { return }
      for index in needed.indices {
        guard needed[index] else {
          (beforePrevious, previous) = (previous, model.startTags.previous)
          continue
        }
        guard let word = readings[index].features else { continue }
        var (best, margin) = (0, Int32.max)
        if let fixed = word.fixedTag {
          best = fixed
        } else {
          buffer.update(repeating: 0)
          model.addTagPair(previous: previous, beforePrevious: beforePrevious, to: scores)
          word.scores.withUnsafeBufferPointer { alone in
            for slot in alone.indices { scores[slot] &+= alone[slot] }
          }
          model.add(record: index == 0 ? word.firstFlags : word.laterFlags, to: scores)
          let before = neighbour(index - 1)
          let after = neighbour(index + 1)
          model.add(record: before.previousWord, to: scores)
          model.add(record: neighbour(index - 2).wordBeforePrevious, to: scores)
          model.add(record: after.nextWord, to: scores)
          model.add(record: neighbour(index + 2).wordAfterNext, to: scores)
          model.add(record: before.previousSuffix, to: scores)
          model.add(record: after.nextSuffix, to: scores)
          model.add(record: before.previousAmbiguity, to: scores)
          model.add(record: after.nextAmbiguity, to: scores)
          let tagWord = word.normal.withUnsafeBufferPointer { normal in
            FeatureHash.of(seed: model.tagWordSeeds[previous], normal)
          }
          model.add(tagWord, to: scores)
          var ambiguityAndTag = FeatureHash(seed: word.ambiguitySeed)
          model.withTagName(previous) { ambiguityAndTag.feed($0) }
          model.add(ambiguityAndTag.value, to: scores)
          (best, margin) = Self.best(of: UnsafeBufferPointer(buffer))
        }
        result[index] = (model.tags[best], margin)
        (beforePrevious, previous) = (previous, best)
      }
    }
    return result
  }
}
