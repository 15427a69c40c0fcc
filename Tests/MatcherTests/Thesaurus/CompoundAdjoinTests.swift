import Testing

@testable import Matcher

/// Two words adjoin (may form a compound) when nothing but white space or hyphens stands
/// between them: read byte by byte for ASCII gaps, scalar by scalar otherwise, with the same
/// answers.
@Suite struct CompoundAdjoinTests {
  /// Whether `gap` adjoins two words, from Unicode's properties alone.
  static func reference(_ gap: String) -> Bool {
    gap.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || "-\u{2010}\u{2011}".unicodeScalars.contains($0)
    }
  }

  static func adjoins(_ gap: String) -> Bool {
    let text = "hot" + gap + "dog"
    let end = text.index(text.startIndex, offsetBy: 3)
    let start = text.index(end, offsetBy: gap.count)
    return CompoundTable.adjoin(end, start, in: text)
  }

  @Test(arguments: [
    (" ", true), ("-", true), ("\t", true), (" \n ", true), ("\u{00A0}", true),
    ("\u{2010}", true), (" \u{2011} ", true), ("\u{3000}", true), (", ", false), ("_", false),
    // Not white space in Unicode, though some libraries call them space: a byte test must not.
    ("\u{1F}", false), ("\u{1C}", false), ("\u{200B}", false), (" é ", false),
  ])
  func knownGaps(gap: String, adjoins: Bool) {
    #expect(Self.adjoins(gap) == adjoins)
  }

  /// Every ASCII scalar, and a few others, alone and beside a space or a non-ASCII joiner.
  @Test func everyGapAgreesWithUnicodesProperties() {
    let others: [Unicode.Scalar] = [
      "\u{85}", "\u{A0}", "\u{2003}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{200B}", "é",
    ]
    let scalars = (0..<128).compactMap(Unicode.Scalar.init) + others
    for scalar in scalars {
      let one = String(Character(scalar))
      for gap in [one, one + " ", " " + one, one + "\u{A0}", "\u{2010}" + one] {
        #expect(
          Self.adjoins(gap) == Self.reference(gap),
          "U+\(String(scalar.value, radix: 16)) in \(gap.unicodeScalars.map(\.value))")
      }
    }
  }
}
