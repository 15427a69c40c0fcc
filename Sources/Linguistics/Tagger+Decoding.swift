// Greedy left-to-right decoding of a prepared sentence. A word the tag dictionary fixes is
// never scored; for the others, the features that depend on the previous tags alone (bias,
// t1, t2, t12) come summed from the model's table of tag pairs, and every other feature is
// hashed from the sentence's bytes and looked up once.

extension Tagger {
  /// Each word's best tag and its margin over the second (`Int32.max` for a word the tag
  /// dictionary fixes), the words taken as they are (``scoredTags(for:)`` splits
  /// contractions first).
  /// - Complexity: O(*n*) expected for *n* bytes of words, plus the lemma-table lookups.
  /// - Parameters:
  ///   - readings: The words' readings where the caller has them memoized.
  ///   - last: The last word to tag (all by default).
  ///   - needed: Per word, whether its tag is needed (all by default); the others are not
  ///     scored and come back as `.other` with margin 0. Where a needed word is scored, the
  ///     two words before it must be needed too (or fixed): its features read their tags.
  func scoredWords(
    _ words: [String], readings: [TaggerReadings]? = nil, through last: Int? = nil,
    needed: [Bool]? = nil
  ) -> [(tag: UniversalTag, margin: Int32)] {
    let count = min(words.count, (last ?? words.count - 1) + 1)
    guard count > 0 else { return [] }
    let sentence = TaggerSentence(words: words, table: table, tagSets: readings?.map(\.tags))
    let model = self.model
    let seeds = FeatureSeeds.shared
    var result: [(tag: UniversalTag, margin: Int32)] = []
    result.reserveCapacity(count)
    var (previous, beforePrevious) = model.startTags
    sentence.bytes.withUnsafeBufferPointer { bytes in
      sentence.tokens.withUnsafeBufferPointer { tokens in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: model.tags.count) { buffer in
          guard let scores = buffer.baseAddress else { return }
          for index in 0..<count {
            if let needed, !needed[index] {
              result.append((.other, 0))
              beforePrevious = previous
              previous = model.startTags.previous
              continue
            }
            let at = index + 2
            let token = tokens[at]
            let normal = sentence.slice(bytes, token.normal)
            let best: Int
            var margin = Int32.max
            let memo = readings?[index].features
            let fixedTag = memo == nil ? model.fixedTag(of: normal, seeds: seeds) : memo?.fixedTag
            if let fixed = fixedTag {
              best = fixed
            } else {
              buffer.update(repeating: 0)
              model.addTagPair(previous: previous, beforePrevious: beforePrevious, to: scores)
              let ambiguity = sentence.slice(bytes, token.ambiguity)
              let word = words[index]
              func add(_ seed: UInt64, _ value: UnsafeBufferPointer<UInt8>) {
                model.add(FeatureHash.of(seed: seed, value), to: scores)
              }
              func suffix3(_ neighbour: Int) -> UnsafeBufferPointer<UInt8> {
                FeatureBytes.suffix(sentence.slice(bytes, tokens[neighbour].lower), scalars: 3)
              }
              if let memo {
                memo.scores.withUnsafeBufferPointer { alone in
                  for slot in alone.indices { scores[slot] &+= alone[slot] }
                }
              } else {
                model.addWordAlone(
                  word, normal: normal, lower: sentence.slice(bytes, token.lower),
                  ambiguity: ambiguity, seeds: seeds, to: scores)
              }
              model.add(
                Self.flagsHash(of: word, isFirst: index == 0, seed: seeds.flags), to: scores)
              add(seeds.previousWord, sentence.slice(bytes, tokens[at - 1].normal))
              add(seeds.wordBeforePrevious, sentence.slice(bytes, tokens[at - 2].normal))
              add(seeds.nextWord, sentence.slice(bytes, tokens[at + 1].normal))
              add(seeds.wordAfterNext, sentence.slice(bytes, tokens[at + 2].normal))
              add(seeds.previousSuffix, suffix3(at - 1))
              add(seeds.nextSuffix, suffix3(at + 1))
              add(seeds.previousAmbiguity, sentence.slice(bytes, tokens[at - 1].ambiguity))
              add(seeds.nextAmbiguity, sentence.slice(bytes, tokens[at + 1].ambiguity))
              add(model.tagWordSeeds[previous], normal)
              var ambiguityAndTag = FeatureHash(seed: seeds.ambiguityAndTag)
              ambiguityAndTag.feed(ambiguity)
              ambiguityAndTag.feed(byte: 1)
              model.withTagName(previous) { ambiguityAndTag.feed($0) }
              model.add(ambiguityAndTag.value, to: scores)
              (best, margin) = Self.best(of: UnsafeBufferPointer(buffer))
            }
            result.append((model.tags[best], margin))
            beforePrevious = previous
            previous = best
          }
        }
      }
    }
    return result
  }

  /// The highest score (the lowest tag index on a tie, as the training script decides) and
  /// its lead over the second.
  @inline(__always)
  static func best(of scores: UnsafeBufferPointer<Int32>) -> (Int, Int32) {
    var top = 0
    for slot in scores.indices.dropFirst() where scores[slot] > scores[top] { top = slot }
    var second = Int32.min
    for slot in scores.indices where slot != top { second = max(second, scores[slot]) }
    return (top, scores[top] &- second)
  }

  /// The hash of a word's flags: has an ASCII digit, has a hyphen, is capitalized and not the
  /// sentence's first word.
  @inline(__always)
  static func flagsHash(of word: String, isFirst: Bool, seed: UInt64) -> UInt64 {
    var digit = false
    var hyphen = false
    for byte in word.utf8 {
      digit = digit || FeatureBytes.isDigit(byte)
      hyphen = hyphen || byte == UInt8(ascii: "-")
    }
    var capital = false
    if !isFirst, let first = word.utf8.first {
      if first < 0x80 {
        capital = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
      } else {
        capital = word.unicodeScalars.first?.properties.isUppercase ?? false
      }
    }
    var hash = FeatureHash(seed: seed)
    hash.feed(byte: digit ? UInt8(ascii: "d") : UInt8(ascii: "-"))
    hash.feed(byte: hyphen ? UInt8(ascii: "h") : UInt8(ascii: "-"))
    hash.feed(byte: capital ? UInt8(ascii: "c") : UInt8(ascii: "-"))
    return hash.value
  }
}

extension TaggerModel {
  /// The tag the tag dictionary fixes for a word of normal form `normal`, if any.
  @inline(__always)
  func fixedTag(of normal: UnsafeBufferPointer<UInt8>, seeds: FeatureSeeds) -> Int? {
    firstTag(of: FeatureHash.of(seed: seeds.tagDictionary, normal))
  }

  /// Adds the weights of the features of a word alone but its flags (which depend on its
  /// place): the word, its affixes, its shape and its ambiguity class.
  @inline(__always)
  func addWordAlone(
    _ word: String, normal: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>,
    ambiguity: UnsafeBufferPointer<UInt8>, seeds: FeatureSeeds,
    to scores: UnsafeMutablePointer<Int32>
  ) {
    func add(_ seed: UInt64, _ value: UnsafeBufferPointer<UInt8>) {
      self.add(FeatureHash.of(seed: seed, value), to: scores)
    }
    add(seeds.word, normal)
    add(seeds.suffix1, FeatureBytes.suffix(lower, scalars: 1))
    add(seeds.suffix2, FeatureBytes.suffix(lower, scalars: 2))
    add(seeds.suffix3, FeatureBytes.suffix(lower, scalars: 3))
    add(seeds.prefix1, FeatureBytes.firstScalar(lower))
    self.add(WordShape.hash(of: word, seed: seeds.shape), to: scores)
    add(seeds.ambiguity, ambiguity)
  }
}
