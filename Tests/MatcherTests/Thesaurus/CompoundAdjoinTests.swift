import Testing

@testable import Matcher

/// What may stand between two words of a compound (``CompoundTable/adjoin(_:_:in:)``): white
/// space and hyphens, by the scalars' Unicode properties, ASCII or not.
@Suite struct CompoundAdjoinTests {
  /// Whether `scalar` is white space or a hyphen, as Unicode says.
  static func joinsByProperties(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}"
  }

  /// The words of `text` around the scalars from `end` to `start` (offsets in scalars).
  static func adjoin(_ text: String, end: Int, start: Int) -> Bool {
    let scalars = text.unicodeScalars
    return CompoundTable.adjoin(
      scalars.index(scalars.startIndex, offsetBy: end),
      scalars.index(scalars.startIndex, offsetBy: start), in: text)
  }

  @Test func everyScalarUpToCJKJoinsWordsAsItsPropertiesSay() {
    for value in UInt32(0)..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = Self.joinsByProperties(scalar)
      #expect(CompoundTable.joins(scalar) == expected, "U+\(String(value, radix: 16))")
      var text = "hot"
      text.unicodeScalars.append(contentsOf: [scalar, scalar])
      text += "dog"
      #expect(
        Self.adjoin(text, end: 3, start: 5) == expected, "U+\(String(value, radix: 16))")
    }
  }

  @Test func everyScalarBetweenTheWordsMustJoinThem() {
    #expect(Self.adjoin("hot dog", end: 3, start: 4))
    #expect(Self.adjoin("hot dog", end: 3, start: 3))
    #expect(Self.adjoin("hot -\u{2010}\u{3000}dog", end: 3, start: 7))
    #expect(!Self.adjoin("hot - x dog", end: 3, start: 8))
    #expect(!Self.adjoin("hot, dog", end: 3, start: 5))
    #expect(!Self.adjoin("hot \u{301}dog", end: 3, start: 5))
  }

  /// Whether `gap` between "hot" and "dog" adjoins the two words.
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

  /// Every ASCII scalar, and a few others, beside a space or a non-ASCII joiner: a gap that
  /// mixes ASCII and other scalars answers as its scalars' properties say.
  @Test func mixedGapsAgreeWithUnicodesProperties() {
    let others: [Unicode.Scalar] = [
      "\u{85}", "\u{A0}", "\u{2003}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{200B}", "é",
    ]
    let scalars = (0..<128).compactMap(Unicode.Scalar.init) + others
    for scalar in scalars {
      let one = String(Character(scalar))
      for gap in [one + " ", " " + one, one + "\u{A0}", "\u{2010}" + one] {
        #expect(
          Self.adjoins(gap) == gap.unicodeScalars.allSatisfy(Self.joinsByProperties),
          "U+\(String(scalar.value, radix: 16)) in \(gap.unicodeScalars.map(\.value))")
      }
    }
  }
}
