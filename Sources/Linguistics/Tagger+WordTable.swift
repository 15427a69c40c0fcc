// Tagging a text by its words' rows in a TaggerWordTable: the same features summed as
// Tagger.tags(readings:needed:) sums them, read from flat arrays.

extension TaggerWordTable {
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

  /// ``tags(at:rows:words:)`` with each tag's margin over the second (`Int32.max` for a word
  /// the tag dictionary fixes).
  func scoredTags(at positions: [Int], rows: [UInt32], words: () -> [String])
    -> [(tag: UniversalTag, margin: Int32)]
  {
    guard let last = positions.last else { return [] }
    let read = rows.prefix(last + 3)
    // A contraction is two words to the tagger: rare in titles, so such a text is read whole
    // (one further on shifts only the words after it).
    if read.contains(where: { splits($0) }) {
      let scored = tagger.scoredTags(for: words())
      return positions.map { scored[$0] }
    }
    var needed = [Bool](repeating: false, count: last + 1)
    for position in positions { needed[position] = true }
    self.rows.withUnsafeBufferPointer { tableRows in
      for index in needed.indices.reversed()
      where needed[index] && tableRows[Int(rows[index])].fixedTag < 0 {
        if index >= 1 { needed[index - 1] = true }
        if index >= 2 { needed[index - 2] = true }
      }
    }
    let scored = self.tags(rows: rows, needed: needed)
    return positions.map { scored[$0] ?? (.other, 0) }
  }

  /// The tags of the words `needed` marks (the two before a scored word must be marked or
  /// fixed), `nil` for the others, each with its margin over the second: the features of
  /// ``tags(readings:needed:)``, each word's from its row.
  private func tags(rows: [UInt32], needed: [Bool]) -> [(tag: UniversalTag, margin: Int32)?] {
    let model = tagger.model
    let count = tagCount
    var result = [(tag: UniversalTag, margin: Int32)?](repeating: nil, count: needed.count)
    var (previous, beforePrevious) = model.startTags
    // The row of the token at `index`, the padding tokens' rows around the sentence.
    func row(_ index: Int) -> Int {
      if index < 0 { return index + 2 }
      if index >= rows.count { return index - rows.count + 2 }
      return Int(rows[index])
    }
    self.rows.withUnsafeBufferPointer { tableRows in
      self.vectors.withUnsafeBufferPointer { vectors in
        self.normals.withUnsafeBufferPointer { normals in
          withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { buffer in
            guard let scores = buffer.baseAddress, let vectors = vectors.baseAddress else {
              return
            }
            func vector(_ row: Int, _ which: Int) -> UnsafePointer<Int32> {
              vectors + (row * Self.vectorsPerRow + which) * count
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
                for slot in 0..<count { scores[slot] = alone[slot] &+ before[slot] &+ after[slot] }
                model.addTagPair(previous: previous, beforePrevious: beforePrevious, to: scores)
                model.add(record: index == 0 ? word.firstFlags : word.laterFlags, to: scores)
                model.add(record: tableRows[row(index - 2)].wordBeforePrevious, to: scores)
                model.add(record: tableRows[row(index + 2)].wordAfterNext, to: scores)
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
                      rebasing: normals[Int(word.normalStart)..<(Int(word.normalStart) + length)]))
                model.add(tagWord, to: scores)
                var ambiguityAndTag = FeatureHash(seed: word.ambiguitySeed)
                model.withTagName(previous) { ambiguityAndTag.feed($0) }
                model.add(ambiguityAndTag.value, to: scores)
                (best, margin) = Tagger.best(of: UnsafeBufferPointer(buffer))
              }
              result[index] = (model.tags[best], margin)
              (beforePrevious, previous) = (previous, best)
            }
          }
        }
      }
    }
    return result
  }
}
