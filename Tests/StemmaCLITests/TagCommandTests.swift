import Foundation
import Testing

/// `stemma tag`: exact output in each format, line alignment, and languages without a model.
@Suite("tag command")
struct TagCommandTests {
  static let input = "She leaves the leaves.\n\nI saw her duck\n"

  @Test("text, tsv and jsonl, byte for byte")
  func golden() throws {
    let text = try StemmaProcess.run(
      ["tag", "--language", "en"], input: .bytes(Array(Self.input.utf8)))
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.text == """
        She/PRON leaves/VERB the/DET leaves/NOUN ./PUNCT

        I/PRON saw/VERB her/PRON duck/NOUN

        """)
    let tsv = try StemmaProcess.run(
      ["tag", "--language", "en", "--format", "tsv"], input: .bytes(Array("I saw\n".utf8)))
    #expect(tsv.text == "I\tPRON\tsaw\tVERB\n")
    let jsonl = try StemmaProcess.run(
      ["tag", "--language", "en", "--format", "jsonl"], input: .bytes(Array("I saw\n\n".utf8)))
    #expect(
      jsonl.text == """
        {"tokens":[{"text":"I","start":0,"end":1,"upos":"PRON"},\
        {"text":"saw","start":2,"end":5,"upos":"VERB"}]}
        {"tokens":[]}

        """)
  }

  @Test("a language without a tagger is a usage error (64) naming it")
  func unavailable() throws {
    let run = try StemmaProcess.run(
      ["tag", "--language", "de"], input: .bytes(Array("Hund\n".utf8)))
    #expect(run.status == 64)
    #expect(run.stderr.contains("no part-of-speech tagger for"), "\(run.stderr)")
  }

  @Test("one output line per input line across chunks and jobs")
  func alignment() throws {
    let lines = (0..<3000).map { $0 % 3 == 0 ? "" : "The dog \($0) runs home." }
    let run = try StemmaProcess.run(
      ["tag", "--language", "en", "--jobs", "2"],
      input: .bytes(Array((lines.joined(separator: "\n") + "\n").utf8)))
    #expect(run.status == 0)
    #expect(run.textLines.count == 3000)
    #expect(run.textLines[0] == "")
    #expect(run.textLines[1].hasPrefix("The/DET dog/NOUN"))
  }

  @Test("languages lists tag for English only, and jsonl names the model's license")
  func languages() throws {
    let run = try StemmaProcess.run(["languages"])
    let tagging = run.textLines.filter {
      $0.split(separator: "\t").last?.split(separator: ",").contains("tag") == true
    }
    #expect(tagging.map { $0.split(separator: "\t").first.map(String.init) } == ["en"])
    let json = try StemmaProcess.run(["languages", "--format", "jsonl"])
    let english = json.textLines.first { $0.contains("\"code\":\"en\"") } ?? ""
    #expect(english.contains("CC BY-SA 4.0"), "\(english)")
  }
}
