import Linguistics
import Testing

/// A term's range falls on Character boundaries, so that `text[term.range]` is its text, even
/// where ICU's word boundaries fall inside a Swift grapheme cluster (found by the random-text
/// tests, issue 28): the tokenizer merges the segments that share a cluster.
@Suite("Term ranges on Character boundaries")
struct CharacterBoundaryTests {
  /// Texts whose ICU word boundaries split a grapheme cluster, why, and the terms expected.
  static let cases: [(text: String, language: String, why: String, surfaces: [String])] = [
    // U+1AD8: a combining mark newer than ICU's Unicode data; Swift's tables know it extends.
    ("mail\u{0358}\u{1AD8}\u{FE2E}", "ja", "mark unknown to ICU", ["mail\u{0358}\u{1AD8}\u{FE2E}"]),
    // A Hangul LV syllable followed by a trailing jamo is one cluster (GB7); ICU joins the
    // jamo to "'ʔ" after it (WB6, WB7), so the merged token takes that in too.
    (
      "\u{B148}\u{11E6}'\u{0294}", "th", "syllable + trailing jamo",
      ["\u{B148}\u{11E6}'\u{0294}"]
    ),
    // U+0600 (Arabic number sign) is Prepend: one cluster with the digit after it (GB9b).
    ("\u{0600}12 x", "en", "prepended mark", ["\u{0600}12", "x"]),
  ]

  @Test("term ranges fall on Character boundaries", arguments: 0..<cases.count)
  func boundaries(index: Int) throws {
    let (text, code, why, surfaces) = Self.cases[index]
    let analyzer = Analyzer(language: try Language(code))
    let terms = analyzer.terms(in: text)
    for term in terms {
      #expect(term.range.lowerBound.samePosition(in: text) != nil, "\(why): \(term.surface)")
      #expect(term.range.upperBound.samePosition(in: text) != nil, "\(why): \(term.surface)")
      #expect(String(text[term.range]) == term.surface, "\(why)")
    }
    #expect(terms.map(\.surface) == surfaces, "\(why)")
  }

  @Test("the merged token's kind is the first word-like kind")
  func mergedKind() throws {
    let tokenizer = Tokenizer(language: try Language("en"), options: [])
    let tokens = tokenizer.tokens(in: "\u{0600}12")
    #expect(tokens.map(\.kind) == [.number])
    #expect(tokens.map(\.utf8Range) == [0..<4])
  }
}
