import Testing

@testable import Linguistics

/// A word never gets an empty stem. Found by the analyzer fuzz target (issue 28): Snowball's
/// Greek algorithm reads "ικά" as nothing but a suffix and returned "".
@Suite("No empty stems")
struct EmptyStemTests {
  @Test("a word that is all suffix keeps itself as its stem")
  func allSuffix() throws {
    let stemmer = Stemmer(language: try Language("el"))
    #expect(stemmer.stem("ικα") == "ικα")
  }

  @Test("the analyzer gives \"ικά\" a stem")
  func analyzer() throws {
    let terms = Analyzer(language: try Language("el")).terms(in: "ικά")
    #expect(terms.map(\.stem) == ["ικα"])
  }

  @Test("--raw keeps Snowball's answer, empty or not")
  func raw() throws {
    let stemmer = Stemmer(language: try Language("el"))
    #expect(stemmer.stemRaw(Array("ικα".utf8)).isEmpty)
  }
}
