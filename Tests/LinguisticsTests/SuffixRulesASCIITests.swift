import StemmaTestSupport
import Testing

@testable import Linguistics

/// The byte-level suffix rules the lemmatizer's ASCII fast path uses, against the rules on
/// characters they stand for: the same lemma for every word, whatever its ending.
@Suite("Suffix rules on ASCII bytes")
struct SuffixRulesASCIITests {
  /// Words built from stems and the rules' endings (and near misses), with letters, digits and
  /// punctuation that the character rules treat apart.
  static func words(seed: UInt64, count: Int) -> [String] {
    let stems = ["dog", "walk", "happ", "box", "wom", "lov", "kni", "tri", "bu", "i", "", "x"]
    let endings = [
      "", "s", "es", "ses", "ves", "xes", "zes", "ches", "shes", "sses", "men", "ies", "ed",
      "ing", "er", "est", "ier", "iest", "ss", "us", "is", "e", "d", "n", "t", "r", "g",
    ]
    let marks = ["", "", "", "", "", "", "", "", "'", "-", "1", ".", "A"]
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      (marks.randomElement(using: &generator) ?? "")
        + (stems.randomElement(using: &generator) ?? "")
        + (marks.randomElement(using: &generator) ?? "")
        + (endings.randomElement(using: &generator) ?? "")
    }
  }

  @Test("The singular of a plural-looking noun is the one the character rules give")
  func unvalidatedNoun() throws {
    let rules = try #require(SuffixRules(code: "en"))
    var singulars = 0
    for word in Self.words(seed: 27, count: 5000) + ["boxes", "buses", "ibis", "glass", "lies"] {
      let expected = rules.unvalidated(word, as: .noun)
      if expected != nil { singulars += 1 }
      #expect(
        Array(word.utf8).withUnsafeBufferPointer(rules.unvalidatedNoun) == expected, "\(word)")
    }
    // Both answers occur: the comparison covers the rules, not only their refusals.
    #expect(singulars > 300)
  }

  @Test("The first validated lemma is the first of the validated ones, for each part of speech")
  func firstValidated() throws {
    let rules = try #require(SuffixRules(code: "en"))
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    var found = 0
    for word in Self.words(seed: 28, count: 3000) {
      for pos in [PartOfSpeech.noun, .verb, .adjective] {
        let expected = rules.validated(word, as: pos, in: table).first
        if expected != nil { found += 1 }
        let first = Array(word.utf8).withUnsafeBufferPointer {
          rules.firstValidated($0, as: pos, in: table)
        }
        #expect(first == expected, "\(word) \(pos)")
      }
    }
    #expect(found > 100)
  }

  @Test("A word may be detached exactly where its last byte ends some rule's suffix")
  func lastBytes() throws {
    let rules = try #require(SuffixRules(code: "en"))
    let endings = Set((rules.nouns + rules.verbs + rules.adjectives).map(\.lastByte))
    // The unchecked singular needs a final `s`, which ends a noun rule.
    #expect(endings.contains(UInt8(ascii: "s")))
    for byte in UInt8.min...UInt8.max {
      #expect(rules.mayDetach(endingIn: byte) == endings.contains(byte), "\(byte)")
    }
  }

  @Test("A suffix packed as an integer matches the words that end with it, and no others")
  func packedSuffixes() throws {
    let rules = try #require(SuffixRules(code: "en"))
    for word in ["s", "boxes", "dishes", "walked", "running", "happiest", "women", "wives", "ed"] {
      let bytes = Array(word.utf8)
      let (end, _) = SuffixRules.Detachment.packedEnd(of: bytes)
      for rule in rules.nouns + rules.verbs + rules.adjectives {
        #expect(
          (end & rule.packedMask == rule.packedSuffix) == bytes.ends(with: rule.suffixBytes),
          "\(word) \(rule.suffix)")
      }
    }
  }

  @Test(
    """
    A word's end packs its last four bytes (or all of a shorter one), the last lowest, in any \
    collection
    """,
    arguments: ["", "s", "ed", "ing", "ches", "boxes", "happiest"])
  func packedEnds(word: String) {
    let bytes = Array(word.utf8)
    var expected: (packed: UInt32, mask: UInt32) = (0, 0)
    for (place, byte) in bytes.suffix(4).reversed().enumerated() {
      expected.packed |= UInt32(byte) << (8 * place)
      expected.mask |= 0xFF << (8 * place)
    }
    // The buffer is what the lemmatizer passes; the slice starts past index 0.
    let padded = [UInt8(ascii: "x")] + bytes
    let ends = [
      SuffixRules.Detachment.packedEnd(of: bytes),
      bytes.withUnsafeBufferPointer { SuffixRules.Detachment.packedEnd(of: $0) },
      SuffixRules.Detachment.packedEnd(of: padded[1...]),
    ]
    for end in ends {
      #expect(end.0 == expected.packed && end.1 == expected.mask, "\(word)")
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
