import Testing

@testable import Linguistics

/// Folding a folded form changes nothing, for letters whose decomposition holds a letter that
/// diacritic folding spells out (ǽ is æ plus an acute). Found by the random-text invariant
/// tests (issue 28): "ǽ" folded to "æ", which folded again to "ae".
@Suite("Diacritic folding of decomposed ligatures")
struct DiacriticFoldingIdempotenceTests {
  /// A letter with a mark on æ or ø, and its folded form.
  static let cases: [(input: String, folded: String)] = [
    ("ǽ", "ae"), ("Ǽ", "ae"), ("ǣ", "ae"), ("Ǣ", "ae"), ("ǿ", "o"), ("Ǿ", "o"),
    ("ǽsir", "aesir"), ("æ", "ae"), ("ø", "o"),
  ]

  @Test("folded once equals folded twice", arguments: cases)
  func idempotent(input: String, folded: String) throws {
    let normalizer = Normalizer(language: try Language("en"))
    #expect(normalizer.normalize(input) == folded)
    #expect(normalizer.normalize(normalizer.normalize(input)) == folded)
  }

  @Test("a language that keeps æ keeps it under a mark too")
  func keptLetter() throws {
    // Danish keeps æ and ø as letters: ǽ loses only its acute.
    let normalizer = Normalizer(language: try Language("da"))
    let once = normalizer.normalize("ǽ")
    #expect(once == "æ")
    #expect(normalizer.normalize(once) == once)
  }
}
