import Testing

@testable import Linguistics

/// A word's feature records found together (``TaggerModel/wordRecords(_:normal:lower:ambiguity:seeds:)``)
/// against the plain reference: each feature hashed and looked up on its own.
@Suite("Tagger word records")
struct TaggerWordRecordsTests {
  /// Words of every kind the features tell apart: fixed by the tag dictionary, ambiguous,
  /// unknown, capitalized, hyphenated, with digits (a year, others), non-ASCII, one letter,
  /// empty.
  static let words = [
    "the", "The", "a", "train", "Trains", "leaves", "running", "young", "zxqvbnt", "well-known",
    "1999", "3rd", "Café", "naïve", "Straße", "été", "über", "niño", "я", "Москва", "I", ",", ".",
    "don't", "",
  ]

  @Test(
    "Each record is the one a lookup of its feature alone finds", arguments: Tagger.languageCodes)
  func recordsMatchLookups(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    let model = tagger.model
    let seeds = FeatureSeeds.shared
    var known = 0
    for word in Self.words {
      let sentence = TaggerSentence(words: [word], table: tagger.table)
      sentence.bytes.withUnsafeBufferPointer { bytes in
        let token = sentence.tokens[2]
        let normal = sentence.slice(bytes, token.normal)
        let lower = sentence.slice(bytes, token.lower)
        let ambiguity = sentence.slice(bytes, token.ambiguity)
        let found = model.wordRecords(
          word, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds)
        let alone = Self.aloneHashes(
          word, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds
        ).map(model.record(of:))
        let a = found.alone
        #expect([a.0, a.1, a.2, a.3, a.4, a.5, a.6] == alone, "\(code) \(word)")
        #expect(
          found.neighbours
            == Self.neighbourRecords(
              model, normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds),
          "\(code) \(word)")
        #expect(
          found.firstFlags
            == model.record(of: Tagger.flagsHash(of: word, isFirst: true, seed: seeds.flags)))
        #expect(
          found.laterFlags
            == model.record(of: Tagger.flagsHash(of: word, isFirst: false, seed: seeds.flags)))
        #expect(
          model.fixedTag(record: found.tagDictionary) == model.fixedTag(of: normal, seeds: seeds),
          "\(code) \(word)")
        var seed = FeatureHash(seed: seeds.ambiguityAndTag)
        seed.feed(ambiguity)
        seed.feed(byte: 1)
        #expect(found.ambiguitySeed == seed.value)
        known += alone.filter { $0 != 0 }.count
      }
    }
    // The words must reach records the model has, or the comparison proves little.
    #expect(known > Self.words.count)
  }

  /// The summed word-alone weights of the found records, and of the decoder's
  /// ``TaggerModel/addWordAlone(_:normal:lower:ambiguity:seeds:to:)``, are the reference's.
  @Test("The word-alone scores are the reference's", arguments: Tagger.languageCodes)
  func aloneScores(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    let model = tagger.model
    for word in Self.words {
      let features = tagger.readings(of: word).features
      let sentence = TaggerSentence(words: [word], table: tagger.table)
      var reference = [Int32](repeating: 0, count: model.tags.count)
      var decoded = reference
      let fixed = sentence.bytes.withUnsafeBufferPointer { bytes in
        let token = sentence.tokens[2]
        let normal = sentence.slice(bytes, token.normal)
        reference.withUnsafeMutableBufferPointer { scores in
          guard let base = scores.baseAddress else { return }
          let hashes = Self.aloneHashes(
            word, normal: normal, lower: sentence.slice(bytes, token.lower),
            ambiguity: sentence.slice(bytes, token.ambiguity), seeds: .shared)
          for hash in hashes { model.add(hash, to: base) }
        }
        // The decoder's own list of the same features sums the same weights.
        decoded.withUnsafeMutableBufferPointer { scores in
          guard let base = scores.baseAddress else { return }
          model.addWordAlone(
            word, normal: normal, lower: sentence.slice(bytes, token.lower),
            ambiguity: sentence.slice(bytes, token.ambiguity), seeds: .shared, to: base)
        }
        return model.fixedTag(of: normal, seeds: .shared)
      }
      #expect(features?.fixedTag == fixed, "\(code) \(word)")
      #expect(decoded == reference, "\(code) \(word)")
      if fixed == nil { #expect(features?.scores == reference, "\(code) \(word)") }
    }
  }

  /// The pads' records (what the tokens before and after a sentence give their neighbours)
  /// are the lookups of their features alone.
  @Test("The pads' records are the reference's", arguments: Tagger.languageCodes)
  func padRecords(code: String) throws {
    let model = try Tagger(language: Language(code)).model
    let pads = TaggerSentence(words: [], table: nil)
    let expected = pads.bytes.withUnsafeBufferPointer { bytes in
      pads.tokens.map { token in
        Self.neighbourRecords(
          model, normal: pads.slice(bytes, token.normal), lower: pads.slice(bytes, token.lower),
          ambiguity: pads.slice(bytes, token.ambiguity), seeds: .shared)
      }
    }
    #expect(model.pads == expected)
    // The start pads are known features of every model: the comparison reaches records.
    #expect(model.pads.contains { $0.previousWord != 0 })
  }

  /// The reference hashes of the features of a word alone: the word, its affixes (s1, s2, s3,
  /// p1), its shape and its ambiguity class, each hashed on its own.
  static func aloneHashes(
    _ word: String, normal: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>,
    ambiguity: UnsafeBufferPointer<UInt8>, seeds: FeatureSeeds
  ) -> [UInt64] {
    [
      FeatureHash.of(seed: seeds.word, normal),
      FeatureHash.of(seed: seeds.suffix1, FeatureBytes.suffix(lower, scalars: 1)),
      FeatureHash.of(seed: seeds.suffix2, FeatureBytes.suffix(lower, scalars: 2)),
      FeatureHash.of(seed: seeds.suffix3, FeatureBytes.suffix(lower, scalars: 3)),
      FeatureHash.of(seed: seeds.prefix1, FeatureBytes.firstScalar(lower)),
      WordShape.hash(of: word, seed: seeds.shape),
      FeatureHash.of(seed: seeds.ambiguity, ambiguity),
    ]
  }

  /// The reference records of what a token gives its neighbours, each looked up on its own.
  static func neighbourRecords(
    _ model: TaggerModel, normal: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>,
    ambiguity: UnsafeBufferPointer<UInt8>, seeds: FeatureSeeds
  ) -> TaggerNeighbourRecords {
    func record(_ seed: UInt64, _ value: UnsafeBufferPointer<UInt8>) -> UInt32 {
      model.record(of: FeatureHash.of(seed: seed, value))
    }
    let suffix = FeatureBytes.suffix(lower, scalars: 3)
    return TaggerNeighbourRecords(
      previousWord: record(seeds.previousWord, normal),
      previousSuffix: record(seeds.previousSuffix, suffix),
      previousAmbiguity: record(seeds.previousAmbiguity, ambiguity),
      wordBeforePrevious: record(seeds.wordBeforePrevious, normal),
      nextWord: record(seeds.nextWord, normal), nextSuffix: record(seeds.nextSuffix, suffix),
      nextAmbiguity: record(seeds.nextAmbiguity, ambiguity),
      wordAfterNext: record(seeds.wordAfterNext, normal))
  }
}
