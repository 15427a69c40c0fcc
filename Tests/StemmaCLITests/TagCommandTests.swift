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

  @Test("a contraction is written as the treebanks' two words, with their offsets")
  func contractions() throws {
    let text = try StemmaProcess.run(
      ["tag", "--language", "en"], input: .bytes(Array("Don't go, it's late\n".utf8)))
    #expect(text.textLines.first?.hasPrefix("Do/AUX n't/PART go/VERB ,/PUNCT it/PRON 's/") == true)
    let jsonl = try StemmaProcess.run(
      ["tag", "--language", "en", "--format", "jsonl"], input: .bytes(Array("Don’t go\n".utf8)))
    #expect(
      jsonl.text == """
        {"tokens":[{"text":"Do","start":0,"end":2,"upos":"AUX"},\
        {"text":"n’t","start":2,"end":7,"upos":"PART"},\
        {"text":"go","start":8,"end":10,"upos":"VERB"}]}

        """)
  }

  @Test("a language without a tagger is a usage error (64) naming it")
  func unavailable() throws {
    let run = try StemmaProcess.run(
      ["tag", "--language", "it"], input: .bytes(Array("cane\n".utf8)))
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

  @Test("languages lists tag where a model is shipped, and jsonl names the model's license")
  func languages() throws {
    let run = try StemmaProcess.run(["languages"])
    let tagging = run.textLines.filter {
      $0.split(separator: "\t").last?.split(separator: ",").contains("tag") == true
    }
    let codes = tagging.compactMap { $0.split(separator: "\t").first.map(String.init) }
    #expect(Set(codes) == ["de", "en", "es", "fr", "nl", "pt", "ru"])
    let json = try StemmaProcess.run(["languages", "--format", "jsonl"])
    let english = json.textLines.first { $0.contains("\"code\":\"en\"") } ?? ""
    #expect(english.contains("CC BY-SA 4.0"), "\(english)")
    let german = json.textLines.first { $0.contains("\"code\":\"de\"") } ?? ""
    #expect(german.contains("German GSD: CC BY-SA 4.0"), "\(german)")
  }

  @Test("German is tagged in context")
  func german() throws {
    let run = try StemmaProcess.run(
      ["tag", "--language", "de"], input: .bytes(Array("Die Kinder spielen im Garten.\n".utf8)))
    #expect(run.status == 0)
    #expect(run.textLines.first?.hasPrefix("Die/DET Kinder/NOUN spielen/VERB") == true)
  }
}
