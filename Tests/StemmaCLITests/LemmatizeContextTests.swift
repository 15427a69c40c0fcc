import Foundation
import Testing

/// `stemma lemmatize` on vertical text: sentences tagged in context.
@Suite("lemmatize in context")
struct LemmatizeContextTests {
  static func lemmatize(_ input: String, _ options: [String] = []) throws -> StemmaOutput {
    try StemmaProcess.run(
      ["lemmatize", "--language", "en"] + options, input: .bytes(Array(input.utf8)))
  }

  @Test("a sentence's words are read in context; the empty line is answered by an empty line")
  func context() throws {
    let run = try Self.lemmatize("She\nleaves\nthe\nleaves\n.\n\nI\nsaw\nher\n.\n\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.textLines == ["she", "leave", "the", "leaf", ".", "", "I", "see", "she", ".", ""])
  }

  @Test("without context the same words read alone ('leaves' is 'leaf' both times)")
  func withoutContext() throws {
    let run = try Self.lemmatize("She\nleaves\nthe\nleaves\n.\n\n", ["--no-context"])
    #expect(run.textLines[1] == run.textLines[3])
    let list = try Self.lemmatize("She\nleaves\nthe\nleaves\n.\n")
    #expect(list.textLines == run.textLines.dropLast(), "no empty line: a word list")
  }

  @Test("a contraction on a line of its own is answered with its two words' lemmas")
  func contractions() throws {
    let run = try Self.lemmatize("Don't\ngo\nthere\n,\nI\ncan't\n.\n\nDo\nn't\ngo\n\n")
    #expect(
      run.textLines == [
        "do not", "go", "there", ",", "I", "can not", ".", "", "do", "not", "go", "",
      ])
    let alone = try Self.lemmatize("won't\nit's\tPRON\n", ["--no-context"])
    #expect(alone.textLines == ["will not", "it be"])
    let json = try Self.lemmatize("don't\n", ["--format", "jsonl"])
    #expect(
      json.textLines == [
        #"{"form":"don't","lemmas":[{"lemma":"do not","pos":null,"source":"rule","score":1.000}]}"#
      ])
  }

  @Test("a UPOS column still wins over the tagger")
  func goldTag() throws {
    let run = try Self.lemmatize("She\nleaves\tNOUN\nthe\nleaves\tVERB\n.\n\n")
    #expect(run.textLines[1] == "leaf")
    #expect(run.textLines[3] == "leave")
  }

  @Test("a run longer than 1000 lines without an empty line is a word list, line-aligned")
  func longRun() throws {
    let words = (0..<2500).map { $0 % 2 == 0 ? "leaves" : "the" }
    let run = try Self.lemmatize(words.joined(separator: "\n") + "\n\nleaves\n")
    #expect(run.status == 0)
    #expect(run.textLines.count == 2502)
    #expect(run.textLines[2500] == "")
  }

  @Test("--on-invalid skip keeps the skipped line's place inside a sentence")
  func invalid() throws {
    var bytes = Array("She\nleaves\n".utf8)
    bytes += [0xFF, 0x0A]
    bytes += Array("the\nleaves\n.\n\n".utf8)
    let run = try StemmaProcess.run(
      ["lemmatize", "--language", "en", "--on-invalid", "skip"], input: .bytes(bytes))
    #expect(run.status == 0)
    #expect(run.textLines == ["she", "leave", "", "the", "leaf", ".", ""])
    let failing = try StemmaProcess.run(["lemmatize", "--language", "en"], input: .bytes(bytes))
    #expect(failing.status == 65)
    #expect(failing.stderr.contains("-:3: invalid UTF-8 at byte 1"), "\(failing.stderr)")
  }
}
