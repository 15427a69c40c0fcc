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
        func lookUp(_ seed: UInt64, _ value: UnsafeBufferPointer<UInt8>) -> UInt32 {
          model.record(of: FeatureHash.of(seed: seed, value))
        }
        let suffix3 = FeatureBytes.suffix(lower, scalars: 3)
        let alone = [
          lookUp(seeds.word, normal), lookUp(seeds.suffix1, FeatureBytes.suffix(lower, scalars: 1)),
          lookUp(seeds.suffix2, FeatureBytes.suffix(lower, scalars: 2)),
          lookUp(seeds.suffix3, suffix3), lookUp(seeds.prefix1, FeatureBytes.firstScalar(lower)),
          model.record(of: WordShape.hash(of: word, seed: seeds.shape)),
          lookUp(seeds.ambiguity, ambiguity),
        ]
        let a = found.alone
        #expect([a.0, a.1, a.2, a.3, a.4, a.5, a.6] == alone, "\(code) \(word)")
        #expect(
          found.neighbours
            == model.neighbourRecords(
              normal: normal, lower: lower, ambiguity: ambiguity, seeds: seeds), "\(code) \(word)")
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

  /// The summed word-alone weights of the found records are the reference's sums.
  @Test("The word-alone scores are the reference's", arguments: Tagger.languageCodes)
  func aloneScores(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    let model = tagger.model
    for word in Self.words {
      let features = tagger.readings(of: word).features
      let sentence = TaggerSentence(words: [word], table: tagger.table)
      var reference = [Int32](repeating: 0, count: model.tags.count)
      let fixed = sentence.bytes.withUnsafeBufferPointer { bytes in
        let token = sentence.tokens[2]
        let normal = sentence.slice(bytes, token.normal)
        reference.withUnsafeMutableBufferPointer { scores in
          guard let base = scores.baseAddress else { return }
          model.addWordAlone(
            word, normal: normal, lower: sentence.slice(bytes, token.lower),
            ambiguity: sentence.slice(bytes, token.ambiguity), seeds: .shared, to: base)
        }
        return model.fixedTag(of: normal, seeds: .shared)
      }
      #expect(features?.fixedTag == fixed, "\(code) \(word)")
      if fixed == nil { #expect(features?.scores == reference, "\(code) \(word)") }
    }
  }
}
