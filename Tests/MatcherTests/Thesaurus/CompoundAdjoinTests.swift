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
}
