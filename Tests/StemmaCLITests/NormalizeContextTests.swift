import Foundation
import Testing

@testable import Linguistics
@testable import StemmaCLI

/// `stemma normalize --mode lemma --context`: each line's words lemmatized in context.
@Suite("normalize in context")
struct NormalizeContextTests {
  static func normalize(_ input: String, _ options: [String] = []) throws -> StemmaOutput {
    try StemmaProcess.run(
      ["normalize", "--language", "en", "--mode", "lemma"] + options,
      input: .bytes(Array(input.utf8)))
  }

  @Test("--context reads a line's words in context; without it each word is read alone")
  func context() throws {
    let input = "She leaves the leaves on the ground\n"
    let run = try Self.normalize(input, ["--context"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.textLines == ["she leave the leaf on the ground"])
    let alone = try Self.normalize(input)
    let words = try #require(alone.textLines.first).split(separator: " ")
    #expect(words.count == 7 && words[1] == words[3], "read alone, both are one lemma")
  }

  @Test("the text format in context writes the lemmas of tagging every word, in every format")
  func sameAsEveryWord() throws {
    let analyzer = Analyzer(language: try Language("en"), lemmatizesInContext: true)
    let lines = [
      "The old man the boats while the young saw wood with saws they saw",
      "He left the building; the left wing was closed for repairs.",
      "Flies like an arrow, fruit flies like a banana",
    ]
    for format in [OutputFormat.text, .tsv, .jsonl] {
      var asked = NormalizeTransformer(analyzer: analyzer, mode: .lemma, format: format)
      var every = NormalizeTransformer(
        analyzer: analyzer, mode: .lemma, format: format, tagsEveryWord: true)
      for line in lines {
        var (one, two): ([UInt8], [UInt8]) = ([], [])
        asked.transform(line, into: &one)
        every.transform(line, into: &two)
        #expect(one == two, "\(line)")
      }
    }
    var text = NormalizeTransformer(analyzer: analyzer, mode: .lemma, format: .text)
    var output: [UInt8] = []
    text.transform(lines[0], into: &output)
    let lemmas = analyzer.terms(in: lines[0]).map(\.lemma).joined(separator: " ")
    #expect(String(decoding: output, as: UTF8.self) == lemmas)
  }
}
