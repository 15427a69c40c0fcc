internal import CStemmaSupport
internal import StemmaSupport

// A caller that tags many short texts over a small vocabulary (the Matcher's titles and
// captions) reads each distinct word's features from one flat table, by row number: no
// reference to count per word of a text, and the features a word gives its neighbours come
// summed ahead, one vector per neighbour's place (one and two before, one and two after),
// where reading them record by record missed the cache at each record. Sums wrap as the scores
// do, so adding them ahead gives the very same scores.
//
// Each distinct vector is stored once. The model knows few words by themselves (a few
// thousand frequent ones), so most words of a large vocabulary give their neighbours only
// what their suffix and ambiguity class give, the same vectors as many other words: stored
// once, those stay in the cache, where a copy per word (340 bytes a word for 17 tags) missed
// it at a library's scale, and the misses of a text's words filled the processor's buffers.

/// Each distinct word's tagger features, stored flat by row for ``Tagger/tags(at:rows:in:words:)``:
/// a word is added once (``row(for:readings:)``) and a text is tagged by its words' rows.
///
/// A value with no references but its arrays: `Sendable`, and reading a row costs no
/// reference counting.
package struct TaggerWordTable: Sendable {
  /// What one word gives the tagger, but for its vectors (see ``vectorSlots``).
  struct Row {
    /// The records of its flags as a sentence's first word and as a later one.
    var firstFlags: UInt32
    var laterFlags: UInt32
    /// Its normal form, at `normalStart..<normalStart + normalLength` of ``normals`` (the
    /// feature joining it with the previous tag, t1w, hashes it); in `inlineNormal` too where
    /// it fits (``inlineNormalLength`` bytes), read with the row rather than from elsewhere.
    var normalStart: UInt32
    var normalLength: UInt16
    /// The hash of the feature joining its ambiguity class with the previous tag (at1), fed up
    /// to the tag's name.
    var ambiguitySeed: UInt64
    /// The tag the tag dictionary fixes, or -1.
    var fixedTag: Int16
    /// Whether the tagger reads the token as two syntactic words (see
    /// ``TaggerReadings/splits``).
    var splits: Bool
    var inlineNormal: (UInt64, UInt64)
  }

  /// The longest normal form a row holds inline.
  static let inlineNormalLength = 16

  /// The rows of the padding tokens, first in every table: the two before a sentence
  /// ("-START-", "-START2-") and the two after ("-END-", "-END2-").
  static let padRows = 4
  /// How many vectors of ``tagCount`` scores each row has: its numbers in ``vectorSlots``
  /// point at vectors of ``vectors``, shared with every row whose vector is equal.
  static let vectorsPerRow = 5
  /// The vectors: the word alone (its word, affix, shape and ambiguity features; zeros for a
  /// fixed word or a pad), the word as the previous word of the one scored (w-1, s-1, a-1
  /// summed), as the next word (w+1, s+1, a+1 summed), as the word two before (w-2) and as
  /// the word two after (w+2). Every neighbour's part of a word's score is a vector of its
  /// row, so that scoring adds five vectors and walks no neighbour's record.
  static let aloneVector = 0
  static let previousVector = 1
  static let nextVector = 2
  static let beforePreviousVector = 3
  static let afterNextVector = 4

  /// The tagger whose model the rows are read from.
  package let tagger: Tagger
  /// The model's number of tags: the length of each vector.
  let tagCount: Int
  private(set) var rows: [Row] = []
  /// Per row, what a text asks of each of its words before scoring any (bit 0: the word
  /// splits, see ``Row/splits``; bit 1: the tag dictionary fixes its tag): one dense byte per
  /// row, so that a text's words are checked without reading their rows, which at a
  /// library's scale are each as likely as not to miss the cache.
  private(set) var rowFlags: [UInt8] = []
  static let splitsFlag: UInt8 = 1
  static let fixedFlag: UInt8 = 2
  /// The distinct vectors of ``tagCount`` scores, one after the other.
  private(set) var vectors: [Int32] = []
  /// Per row, ``vectorsPerRow`` numbers: where each of its vectors is in ``vectors`` (in
  /// vectors, not scores).
  private(set) var vectorSlots: [UInt32] = []
  /// The vectors' numbers in ``vectors`` by the hash of their scores (see
  /// ``slot(of:)``).
  private var vectorsByHash = IntegerMap()
  private(set) var normals: [UInt8] = []

  /// An empty table (the padding tokens' rows only) for `tagger`'s model.
  package init(_ tagger: Tagger) {
    self.tagger = tagger
    tagCount = tagger.model.tags.count
    appendPads()
  }

  /// The number of words added (the padding rows aside).
  package var count: Int { rows.count - Self.padRows }

  /// Forgets every word, keeping the storage (and the padding rows).
  package mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    rowFlags.removeAll(keepingCapacity: true)
    vectors.removeAll(keepingCapacity: true)
    vectorSlots.removeAll(keepingCapacity: true)
    vectorsByHash.removeAll()
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
    let row = UInt32(rows.count)
    // Found first, then stored: the model is read in place, not copied for a mutation.
    var normal: [UInt8] = []
    var entry = withUnsafeTemporaryAllocation(
      of: Int32.self, capacity: Self.vectorsPerRow * tagCount
    ) { found in
      found.initialize(repeating: 0)
      let entry = features(of: word, readings: readings, vectors: found, normal: &normal)
      appendVectors(found)
      return entry
    }
    entry.normalStart = UInt32(normals.count)
    normals.append(contentsOf: normal)
    rows.append(entry)
    rowFlags.append(Self.flags(of: entry))
    return row
  }

  /// The row of `word` but its normal form's place in ``normals`` (its bytes are set in
  /// `normal`), and its vectors summed into `vectors` (zeros on entry).
  private func features(
    of word: String, readings: TaggerReadings, vectors: UnsafeMutableBufferPointer<Int32>,
    normal normalBytes: inout [UInt8]
  ) -> Row {
    let sentence = TaggerSentence(words: [word], table: tagger.table, tagSets: [readings.tags])
    let seeds = FeatureSeeds.shared
    return sentence.bytes.withUnsafeBufferPointer { bytes in
      let token = sentence.tokens[2]
      let normal = sentence.slice(bytes, token.normal)
      let lower = sentence.slice(bytes, token.lower)
      let ambiguity = sentence.slice(bytes, token.ambiguity)
      let model = tagger.model
      let records = model.wordRecords(
        word, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds)
      let fixed = model.fixedTag(record: records.tagDictionary)
      if let start = vectors.baseAddress {
        if fixed == nil { model.addAlone(records, to: start + Self.aloneVector * tagCount) }
        addSides(records.neighbours, to: start)
      }
      normalBytes = Array(normal)
      var inline: (UInt64, UInt64) = (0, 0)
      if normal.count <= Self.inlineNormalLength {
        withUnsafeMutableBytes(of: &inline) { inline in
          for (index, byte) in normal.enumerated() { inline[index] = byte }
        }
      }
      return Row(
        firstFlags: records.firstFlags, laterFlags: records.laterFlags,
        normalStart: 0, normalLength: UInt16(min(normal.count, Int(UInt16.max))),
        ambiguitySeed: records.ambiguitySeed, fixedTag: Int16(fixed ?? -1),
        splits: readings.splits, inlineNormal: inline)
    }
  }

  /// Appends the numbers of a new row's ``vectorsPerRow`` vectors (`found`, one after the
  /// other) to ``vectorSlots``, each vector stored if new.
  private mutating func appendVectors(_ found: UnsafeMutableBufferPointer<Int32>) {
    for which in 0..<Self.vectorsPerRow {
      let start = which * tagCount
      vectorSlots.append(
        slot(of: UnsafeBufferPointer(rebasing: found[start..<(start + tagCount)])))
    }
  }

  /// The number of `vector` in ``vectors``, stored first if no equal vector is: found by the
  /// hash of its scores (``hash(of:)``).
  private mutating func slot(of vector: UnsafeBufferPointer<Int32>) -> UInt32 {
    slot(of: vector, hash: Self.hash(of: vector))
  }

  /// The hash of a vector's scores (FNV-1a over the scores).
  static func hash(of vector: UnsafeBufferPointer<Int32>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for score in vector {
      hash = (hash ^ UInt64(UInt32(bitPattern: score))) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The number of `vector` in ``vectors``, stored first if no equal vector is: found by
  /// `hash` (``hash(of:)`` of it, but in tests of vectors whose hashes meet), and compared
  /// score by score (two vectors whose hashes meet are both stored, the second not found
  /// again).
  mutating func slot(of vector: UnsafeBufferPointer<Int32>, hash: UInt64) -> UInt32 {
    let next = UInt32(vectors.count / tagCount)
    let (found, inserted) = vectorsByHash.value(for: hash, inserting: next)
    if !inserted {
      let start = Int(found) * tagCount
      let equal = vectors.withUnsafeBufferPointer { stored in
        vector.indices.allSatisfy { stored[start + $0] == vector[$0] }
      }
      if equal { return found }
    }
    vectors.append(contentsOf: vector)
    return next
  }

  /// Starts fetching what scoring a text reads of the word at `row`: its row, its flags and
  /// the numbers of its vectors. A caller that tags many texts over a large vocabulary finds
  /// each text's rows first, then scores them: fetched as they are found, the rows' misses of
  /// the cache overlap rather than come one by one during the scoring. The vectors are not
  /// asked for: shared between words, most stay in the cache (a prefetch of each word's own,
  /// when each word had its own, filled the processor's buffers for outstanding misses, and
  /// stalled). A hint: nothing else happens (nor for a row not in the table).
  /// - Complexity: O(1).
  @inline(__always)
  package func prefetch(_ row: UInt32) {
    let row = Int(row)
    rows.withUnsafeBytes { raw in
      let stride = MemoryLayout<Row>.stride
      guard let base = raw.baseAddress, (row + 1) * stride <= raw.count else { return }
      stemma_prefetch(base + row * stride)
    }
    vectorSlots.withUnsafeBufferPointer { slots in
      guard let base = slots.baseAddress, (row + 1) * Self.vectorsPerRow <= slots.count else {
        return
      }
      stemma_prefetch(base + row * Self.vectorsPerRow)
    }
    rowFlags.withUnsafeBufferPointer { flags in
      guard let base = flags.baseAddress, row < flags.count else { return }
      stemma_prefetch(base + row)
    }
  }

  /// The scores of the ``vectorsPerRow`` vectors of the word at `row`, one vector after the
  /// other.
  func vectors(of row: UInt32) -> [Int32] {
    (0..<Self.vectorsPerRow).flatMap { which in
      let start = Int(vectorSlots[Int(row) * Self.vectorsPerRow + which]) * tagCount
      return vectors[start..<(start + tagCount)]
    }
  }

  /// Whether the word at `row` is read as two syntactic words.
  @inline(__always)
  func splits(_ row: UInt32) -> Bool { rowFlags[Int(row)] & Self.splitsFlag != 0 }

  /// The ``rowFlags`` entry of a row.
  static func flags(of row: Row) -> UInt8 {
    (row.splits ? splitsFlag : 0) | (row.fixedTag >= 0 ? fixedFlag : 0)
  }

  /// Sums what a token gives its neighbours into its previous-word, next-word, two-before and
  /// two-after vectors (`start` is its first vector).
  private func addSides(_ records: TaggerNeighbourRecords, to start: UnsafeMutablePointer<Int32>) {
    let previous = start + Self.previousVector * tagCount
    tagger.model.add(record: records.previousWord, to: previous)
    tagger.model.add(record: records.previousSuffix, to: previous)
    tagger.model.add(record: records.previousAmbiguity, to: previous)
    let next = start + Self.nextVector * tagCount
    tagger.model.add(record: records.nextWord, to: next)
    tagger.model.add(record: records.nextSuffix, to: next)
    tagger.model.add(record: records.nextAmbiguity, to: next)
    tagger.model.add(
      record: records.wordBeforePrevious, to: start + Self.beforePreviousVector * tagCount)
    tagger.model.add(record: records.wordAfterNext, to: start + Self.afterNextVector * tagCount)
  }

  /// Appends the padding tokens' rows (only their neighbour vectors are read).
  private mutating func appendPads() {
    for pad in tagger.model.pads {
      var found = [Int32](repeating: 0, count: Self.vectorsPerRow * tagCount)
      found.withUnsafeMutableBufferPointer { found in
        guard let start = found.baseAddress else { return }
        addSides(pad, to: start)
      }
      found.withUnsafeMutableBufferPointer { appendVectors($0) }
      let row = Row(
        firstFlags: 0, laterFlags: 0, normalStart: 0, normalLength: 0, ambiguitySeed: 0,
        fixedTag: -1, splits: false, inlineNormal: (0, 0))
      rows.append(row)
      rowFlags.append(Self.flags(of: row))
    }
  }
}
