import Foundation
import Testing

/// `stemma inflect` beyond English, and what `stemma languages` says about it.
@Suite("inflect")
struct InflectCommandTests {
  @Test(
    "inflect --language L writes the lemma first, then its forms, one line per input line",
    arguments: [
      (
        "de", "Haus\ngehen\nHäuser\n\nflurbel\n",
        [["Haus", "Häuser"], ["gehen", "ging"], ["Häuser"], [], ["flurbel"]]
      ),
      ("fr", "aller\ncheval\n", [["aller", "va", "allé"], ["cheval", "chevaux"]]),
      ("es", "ir\tVERB\ncasa\tNOUN\n", [["ir", "va", "fuimos"], ["casa", "casas"]]),
      ("it", "andare\n", [["andare", "vado", "andato"]]),
      ("pt", "ir\n", [["ir", "vai", "fui"]]),
      ("nl", "lopen\n", [["lopen", "liep", "gelopen"]]),
      ("ru", "дом\n", [["дом", "дома", "домом"]]),
      ("en", "go\nmice\n", [["go", "went", "gone", "going", "goes"], ["mice"]]),
    ])
  func inflect(code: String, input: String, expected: [[String]]) throws {
    let run = try StemmaProcess.run(
      ["inflect", "--language", code], input: .bytes(Array(utf8: input)))
    #expect(run.status == 0, "\(run.stderr)")
    try #require(run.textLines.count == expected.count, "\(run.text)")
    for (line, forms) in zip(run.textLines, expected) {
      let written = line.split(separator: " ").map(String.init)
      #expect(written.first == forms.first, "\(line)")
      #expect(Set(forms).isSubset(of: Set(written)), "\(line) lacks some of \(forms)")
    }
  }

  @Test("go: the clitic fragment \"gon\" is not a form")
  func noFragment() throws {
    let run = try StemmaProcess.run(
      ["inflect", "--language", "en"], input: .bytes(Array(utf8: "go\ngo\tVERB\nbe\tAUX\n")))
    #expect(
      run.textLines == [
        "go went gone going goes", "go went gone going goes", "be am are is was were been being",
      ])
  }

  @Test("languages lists inflect for every language with a lemma dictionary, and only those")
  func languages() throws {
    let run = try StemmaProcess.run(["languages"])
    #expect(run.status == 0)
    var inflecting: Set<String> = []
    for line in run.textLines {
      let fields = line.split(separator: "\t").map(String.init)
      try #require(fields.count == 3)
      let capabilities = fields[2].split(separator: ",").map(String.init)
      if capabilities.contains("inflect") {
        inflecting.insert(fields[0])
        #expect(capabilities.contains("lemmatize"), "\(line)")
      }
    }
    #expect(inflecting == ["en", "de", "fr", "es", "it", "pt", "nl", "ru"])
  }
}
