import Linguistics
import Testing

/// A term's range should fall on Character boundaries, so that `text[term.range]` is its text;
/// ICU's word boundaries sometimes fall inside a Swift grapheme cluster instead. Found by the
/// random-text tests (issue 28) and left open: fixing it means snapping the tokenizer's
/// boundaries to grapheme clusters and merging the tokens that share one, which changes
/// tokenization output. `withKnownIssue` fails this test once the boundaries are fixed, so the
/// known issue is dropped then.
@Suite("Term ranges on Character boundaries")
struct CharacterBoundaryTests {
  /// Texts whose word boundaries split a grapheme cluster, and why.
  static let cases: [(text: String, language: String, why: String)] = [
    // U+1AD8: a combining mark newer than ICU's Unicode data; Swift's tables know it extends.
    ("mail\u{0358}\u{1AD8}\u{FE2E}", "ja", "mark unknown to ICU"),
    // A Hangul LV syllable followed by a trailing jamo is one cluster (GB7).
    ("\u{B148}\u{11E6}'\u{0294}", "th", "syllable + trailing jamo"),
  ]

  @Test("term ranges fall on Character boundaries", arguments: 0..<cases.count)
  func boundaries(index: Int) throws {
    let (text, code, why) = Self.cases[index]
    let analyzer = Analyzer(language: try Language(code))
    let terms = analyzer.terms(in: text)
    withKnownIssue("ICU word boundary inside a grapheme cluster: \(why)") {
      for term in terms {
        #expect(term.range.lowerBound.samePosition(in: text) != nil, "\(term.surface)")
        #expect(term.range.upperBound.samePosition(in: text) != nil, "\(term.surface)")
      }
    }
  }
}
