// Tagging a text by its words' rows in a TaggerWordTable: the same features summed as
// Tagger.tags(readings:needed:) sums them, read from flat arrays.

extension TaggerWordTable {
  /// The buffers that tagging a text by rows works in, kept by a caller that tags many texts
  /// (``tags(at:rows:into:scratch:words:)``) so that a text allocates none.
  package struct Scratch: Sendable {
    /// Per word, whether it is scored.
    var needed: [Bool] = []
    /// Per word, its best tag's index in the model (-1 where not scored) and its margin.
    var best: [Int16] = []
    var margins: [Int32] = []

    /// Empty buffers.
    package init() {}
  }

  /// The UPOS tags of some words of a sentence whose words are rows of this table: the tags
  /// ``Tagger/tags(for:)`` gives those words, scoring only the words they depend on, as
  /// ``Tagger/tags(at:readings:words:)`` does.
  ///
  /// A word's tag depends on the words up to two after it, never further: the rows of the
  /// words past two after the last position are not read (any row will do, such as 0).
  /// - Parameters:
  ///   - positions: The indices of the words whose tags are wanted, ascending.
  ///   - rows: One row of this table per word of the sentence.
  ///   - words: The sentence's tokens as written, punctuation included; asked for only where
  ///     a word is a contraction.
  /// - Returns: One tag per position.
  /// - Complexity: O(*n*) for *n* words, plus O(*t*) per word scored for a model of *t* tags.
  package func tags(at positions: [Int], rows: [UInt32], words: () -> [String])
    -> [UniversalTag]
  {
    scoredTags(at: positions, rows: rows, words: words).map(\.tag)
  }

  /// ``tags(at:rows:words:)`` written to `tags` (emptied first), with the caller's `scratch`
  /// buffers: the same tags, with no array allocated per text once the buffers have grown.
  /// - Parameters:
  ///   - positions: The indices of the words whose tags are wanted, ascending.
  ///   - rows: One row of this table per word of the sentence.
  ///   - tags: Set to one tag per position.
  ///   - scratch: Buffers reused between calls; their contents on entry do not matter.
  ///   - words: The sentence's tokens as written, asked for only where a word is a contraction.
  /// - Complexity: As ``tags(at:rows:words:)``.
  package func tags(
    at positions: [Int], rows: [UInt32], into tags: inout [UniversalTag],
    scratch: inout Scratch, words: () -> [String]
  ) {
    tags.removeAll(keepingCapacity: true)
    guard let last = positions.last else { return }
    if anySplits(rows, through: last + 2) {
      let scored = tagger.scoredTags(for: words())
      for position in positions { tags.append(scored[position].tag) }
      return
    }
    score(at: positions, rows: rows, last: last, scratch: &scratch)
    let names = tagger.model.tags
    for position in positions {
      let best = Int(scratch.best[position])
      tags.append(best >= 0 ? names[best] : .other)
    }
  }

  /// ``tags(at:rows:words:)`` with each tag's margin over the second (`Int32.max` for a word
  /// the tag dictionary fixes).
  func scoredTags(at positions: [Int], rows: [UInt32], words: () -> [String])
    -> [(tag: UniversalTag, margin: Int32)]
  {
    guard let last = positions.last else { return [] }
    if anySplits(rows, through: last + 2) {
      let scored = tagger.scoredTags(for: words())
      return positions.map { scored[$0] }
    }
    var scratch = Scratch()
    score(at: positions, rows: rows, last: last, scratch: &scratch)
    let names = tagger.model.tags
    return positions.map { position in
      let best = Int(scratch.best[position])
      return best >= 0 ? (names[best], scratch.margins[position]) : (.other, 0)
    }
  }

  /// Whether a word of `rows` up to index `last` is read as two syntactic words: a
  /// contraction is two words to the tagger, rare in titles, so such a text is read whole
  /// (one further on shifts only the words after it).
  private func anySplits(_ rows: [UInt32], through last: Int) -> Bool {
    rowFlags.withUnsafeBufferPointer { flags in
      for index in rows.indices where index <= last {
        if flags[Int(rows[index])] & Self.splitsFlag != 0 { return true }
      }
      return false
    }
  }

  /// Scores the words that the words at `positions` (the last one `last`) depend on: each
  /// wanted word, and the two before a word that is scored (its features read their tags)
  /// unless the tag dictionary fixes it, into `scratch`'s best tags and margins.
  private func score(at positions: [Int], rows: [UInt32], last: Int, scratch: inout Scratch) {
    scratch.needed.removeAll(keepingCapacity: true)
    scratch.needed.append(contentsOf: repeatElement(false, count: last + 1))
    for position in positions { scratch.needed[position] = true }
    rowFlags.withUnsafeBufferPointer { flags in
      scratch.needed.withUnsafeMutableBufferPointer { needed in
        for index in needed.indices.reversed()
        where needed[index] && flags[Int(rows[index])] & Self.fixedFlag == 0 {
          if index >= 1 { needed[index - 1] = true }
          if index >= 2 { needed[index - 2] = true }
        }
      }
    }
    scratch.best.removeAll(keepingCapacity: true)
    scratch.best.append(contentsOf: repeatElement(-1, count: last + 1))
    scratch.margins.removeAll(keepingCapacity: true)
    scratch.margins.append(contentsOf: repeatElement(0, count: last + 1))
    tags(rows: rows, needed: scratch.needed, best: &scratch.best, margins: &scratch.margins)
  }

  /// Scores the words `needed` marks (the two before a scored word must be marked or fixed):
  /// sets each one's best tag (its index in the model) in `best` and its margin over the
  /// second in `margins`, leaving the others' entries as they are; the features of
  /// ``tags(readings:needed:)``, each word's from its row.
  private func tags(
    rows: [UInt32], needed: [Bool], best bestTags: inout [Int16], margins: inout [Int32]
  ) {
    let model = tagger.model
    let count = tagCount
    var (previous, beforePrevious) = model.startTags
    // The row of the token at `index`, the padding tokens' rows around the sentence.
    func row(_ index: Int) -> Int {
      if index < 0 { return index + 2 }
      if index >= rows.count { return index - rows.count + 2 }
      return Int(rows[index])
    }
    self.rows.withUnsafeBufferPointer { tableRows in
      self.vectors.withUnsafeBufferPointer { vectors in
        self.vectorSlots.withUnsafeBufferPointer { slots in
          self.normals.withUnsafeBufferPointer { normals in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { buffer in
              guard let scores = buffer.baseAddress, let vectors = vectors.baseAddress else {
                return
              }
              func vector(_ row: Int, _ which: Int) -> UnsafePointer<Int32> {
                vectors + Int(slots[row * Self.vectorsPerRow + which]) * count
              }
              for index in needed.indices {
                guard needed[index] else {
                  (beforePrevious, previous) = (previous, model.startTags.previous)
                  continue
                }
                let at = Int(rows[index])
                let word = tableRows[at]
                var (best, margin) = (0, Int32.max)
                if word.fixedTag >= 0 {
                  best = Int(word.fixedTag)
                } else {
                  let alone = vector(at, Self.aloneVector)
                  let before = vector(row(index - 1), Self.previousVector)
                  let after = vector(row(index + 1), Self.nextVector)
                  let twoBefore = vector(row(index - 2), Self.beforePreviousVector)
                  let twoAfter = vector(row(index + 2), Self.afterNextVector)
                  for slot in 0..<count {
                    scores[slot] =
                      alone[slot] &+ before[slot] &+ after[slot] &+ twoBefore[slot]
                      &+ twoAfter[slot]
                  }
                  model.addTagPair(previous: previous, beforePrevious: beforePrevious, to: scores)
                  model.add(record: index == 0 ? word.firstFlags : word.laterFlags, to: scores)
                  let seed = model.tagWordSeeds[previous]
                  let length = Int(word.normalLength)
                  let tagWord =
                    length <= TaggerWordTable.inlineNormalLength
                    ? withUnsafeBytes(of: word.inlineNormal) { inline in
                      FeatureHash.of(
                        seed: seed,
                        UnsafeBufferPointer(rebasing: inline.bindMemory(to: UInt8.self)[..<length]))
                    }
                    : FeatureHash.of(
                      seed: seed,
                      UnsafeBufferPointer(
                        rebasing: normals[Int(word.normalStart)..<(Int(word.normalStart) + length)])
                    )
                  model.add(tagWord, to: scores)
                  var ambiguityAndTag = FeatureHash(seed: word.ambiguitySeed)
                  model.withTagName(previous) { ambiguityAndTag.feed($0) }
                  model.add(ambiguityAndTag.value, to: scores)
                  (best, margin) = Tagger.best(of: UnsafeBufferPointer(buffer))
                }
                bestTags[index] = Int16(truncatingIfNeeded: best)
                margins[index] = margin
                (beforePrevious, previous) = (previous, best)
              }
            }
          }
        }
      }
    }
  }
}
