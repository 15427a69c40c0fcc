// A caller that tags many short texts over a small vocabulary (the Matcher's titles and
// captions) reads each distinct word's features from one flat table, by row number: no
// reference to count per word of a text, and the features a word gives its neighbours come
// summed ahead, one vector per side, where reading them record by record missed the cache at
// each record. Sums wrap as the scores do, so adding them ahead gives the very same scores.

/// Each distinct word's tagger features, stored flat by row for ``Tagger/tags(at:rows:in:words:)``:
/// a word is added once (``row(for:readings:)``) and a text is tagged by its words' rows.
///
/// A value with no references but its arrays: `Sendable`, and reading a row costs no
/// reference counting.
package struct TaggerWordTable: Sendable {
  /// What one word gives the tagger, but for its vectors (see ``vectors``).
  struct Row {
    /// The record of the word as the word two before the one scored (w-2), and two after
    /// (w+2); 0 where the model lacks the feature.
    var wordBeforePrevious: UInt32
    var wordAfterNext: UInt32
    /// The records of its flags as a sentence's first word and as a later one.
    var firstFlags: UInt32
    var laterFlags: UInt32
    /// Its normal form, at `normalStart..<normalEnd` of ``normals`` (the feature joining it
    /// with the previous tag, t1w, hashes it).
    var normalStart: UInt32
    var normalEnd: UInt32
    /// The hash of the feature joining its ambiguity class with the previous tag (at1), fed up
    /// to the tag's name.
    var ambiguitySeed: UInt64
    /// The tag the tag dictionary fixes, or -1.
    var fixedTag: Int16
    /// Whether the tagger reads the token as two syntactic words (see
    /// ``TaggerReadings/splits``).
    var splits: Bool
  }

  /// The rows of the padding tokens, first in every table: the two before a sentence
  /// ("-START-", "-START2-") and the two after ("-END-", "-END2-").
  static let padRows = 4
  /// How many vectors of ``tagCount`` scores each row has in ``vectors``.
  static let vectorsPerRow = 3
  /// The vectors: the word alone (its word, affix, shape and ambiguity features; zeros for a
  /// fixed word or a pad), the word as the previous word of the one scored (w-1, s-1, a-1
  /// summed) and as the next word (w+1, s+1, a+1 summed).
  static let aloneVector = 0
  static let previousVector = 1
  static let nextVector = 2

  let model: TaggerModel
  let table: LemmaTable?
  /// The model's number of tags: the length of each vector.
  let tagCount: Int
  private(set) var rows: [Row] = []
  /// ``vectorsPerRow`` vectors of ``tagCount`` scores per row, row after row.
  private(set) var vectors: [Int32] = []
  private(set) var normals: [UInt8] = []

  /// An empty table (the padding tokens' rows only) for `tagger`'s model.
  package init(_ tagger: Tagger) {
    model = tagger.model
    table = tagger.table
    tagCount = tagger.model.tags.count
    appendPads()
  }

  /// The number of words added (the padding rows aside).
  package var count: Int { rows.count - Self.padRows }

  /// Forgets every word, keeping the storage (and the padding rows).
  package mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    vectors.removeAll(keepingCapacity: true)
    normals.removeAll(keepingCapacity: true)
    appendPads()
  }

  /// Adds the features of `word` (one token as written), whose readings (from
  /// ``Tagger/readings(of:withFeatures:)`` of this table's tagger, with or without features)
  /// give its parts of speech.
  /// - Returns: Its row, for ``Tagger/tags(at:rows:in:words:)``.
  /// - Complexity: A lemma-table lookup for a non-ASCII word, and about twenty lookups in the
  ///   model.
  package mutating func row(for word: String, readings: TaggerReadings) -> UInt32 {
    let sentence = TaggerSentence(words: [word], table: table, tagSets: [readings.tags])
    let seeds = FeatureSeeds.shared
    let model = self.model
    let row = UInt32(rows.count)
    let base = vectors.count
    vectors.append(contentsOf: repeatElement(0, count: Self.vectorsPerRow * tagCount))
    sentence.bytes.withUnsafeBufferPointer { bytes in
      let token = sentence.tokens[2]
      let normal = sentence.slice(bytes, token.normal)
      let lower = sentence.slice(bytes, token.lower)
      let ambiguity = sentence.slice(bytes, token.ambiguity)
      let fixed = model.fixedTag(of: normal, seeds: seeds)
      let neighbours = model.neighbourRecords(
        normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds)
      vectors.withUnsafeMutableBufferPointer { vectors in
        guard let start = vectors.baseAddress?.advanced(by: base) else { return }
        if fixed == nil {
          model.addWordAlone(
            word, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds,
            to: start + Self.aloneVector * tagCount)
        }
        Self.addSides(neighbours, model: model, tagCount: tagCount, to: start)
      }
      var ambiguitySeed = FeatureHash(seed: seeds.ambiguityAndTag)
      ambiguitySeed.feed(ambiguity)
      ambiguitySeed.feed(byte: 1)
      let normalStart = UInt32(normals.count)
      normals.append(contentsOf: normal)
      rows.append(
        Row(
          wordBeforePrevious: neighbours.wordBeforePrevious,
          wordAfterNext: neighbours.wordAfterNext,
          firstFlags: model.record(
            of: Tagger.flagsHash(of: word, isFirst: true, seed: seeds.flags)),
          laterFlags: model.record(
            of: Tagger.flagsHash(of: word, isFirst: false, seed: seeds.flags)),
          normalStart: normalStart, normalEnd: UInt32(normals.count),
          ambiguitySeed: ambiguitySeed.value, fixedTag: Int16(fixed ?? -1),
          splits: readings.splits))
    }
    return row
  }

  /// Whether the word at `row` is read as two syntactic words.
  @inline(__always)
  func splits(_ row: UInt32) -> Bool { rows[Int(row)].splits }

  /// Sums what a token gives its neighbours into its previous-word and next-word vectors
  /// (`start` is its first vector).
  private static func addSides(
    _ records: TaggerNeighbourRecords, model: TaggerModel, tagCount: Int,
    to start: UnsafeMutablePointer<Int32>
  ) {
    let previous = start + previousVector * tagCount
    model.add(record: records.previousWord, to: previous)
    model.add(record: records.previousSuffix, to: previous)
    model.add(record: records.previousAmbiguity, to: previous)
    let next = start + nextVector * tagCount
    model.add(record: records.nextWord, to: next)
    model.add(record: records.nextSuffix, to: next)
    model.add(record: records.nextAmbiguity, to: next)
  }

  /// Appends the padding tokens' rows (only their sides and w-2, w+2 records are read).
  private mutating func appendPads() {
    for pad in model.pads {
      let base = vectors.count
      vectors.append(contentsOf: repeatElement(0, count: Self.vectorsPerRow * tagCount))
      let (model, tagCount) = (self.model, self.tagCount)
      vectors.withUnsafeMutableBufferPointer { vectors in
        guard let start = vectors.baseAddress?.advanced(by: base) else { return }
        Self.addSides(pad, model: model, tagCount: tagCount, to: start)
      }
      rows.append(
        Row(
          wordBeforePrevious: pad.wordBeforePrevious, wordAfterNext: pad.wordAfterNext,
          firstFlags: 0, laterFlags: 0, normalStart: 0, normalEnd: 0, ambiguitySeed: 0,
          fixedTag: -1, splits: false))
    }
  }
}
