import Foundation
import Testing

/// `stemma lemmatize` and `stemma inflect` on lines that are not one word (and a tag).
@Suite("lemmatize warnings")
struct LemmatizeCommandTests {
  static let input = "dogs\nthe dogs\ndogs\tNOUNX\nran\tVERB\n\nmice\n"

  @Test("a multi-word line or an unknown tag: FILE:LINE on stderr, output aligned, exit 0")
  func warnings() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("words.txt", Array(Self.input.utf8))
    let run = try StemmaProcess.run(["lemmatize", "--language", "en", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.textLines.count == 6)
    #expect(run.textLines[2] == "dog", "an unknown tag is ignored")
    #expect(run.textLines[5] == "mouse")
    let untagged = try StemmaProcess.run(
      ["lemmatize", "--language", "en"], input: .bytes(Array("the dogs\n".utf8)))
    #expect(run.textLines[1] == untagged.textLines.first, "the line is lemmatized as it is")
    let warnings = run.stderr.split(separator: "\n")
    #expect(warnings.count == 2, "\(run.stderr)")
    #expect(warnings.first?.hasPrefix("stemma: \(file.path):2: more than one word") == true)
    #expect(warnings.last?.hasPrefix("stemma: \(file.path):3: unknown UPOS tag \"NOUNX\"") == true)
    let inflect = try StemmaProcess.run(["inflect", "--language", "en", file.path])
    #expect(inflect.textLines.count == 6)
    #expect(inflect.stderr.contains("\(file.path):3: unknown UPOS tag"), "\(inflect.stderr)")
  }

  @Test("warnings stop after 20, with the count of the rest")
  func manyWarnings() throws {
    let input = String(repeating: "two words\n", count: 50)
    let run = try StemmaProcess.run(
      ["lemmatize", "--language", "en", "--jobs", "2"], input: .bytes(Array(input.utf8)))
    #expect(run.status == 0)
    #expect(run.textLines.count == 50)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 21, "\(run.stderr)")
    #expect(lines.first?.hasPrefix("stemma: -:1: ") == true)
    #expect(lines.last == "stemma: 30 more warnings not shown")
  }

  @Test("good lines warn about nothing")
  func quiet() throws {
    let run = try StemmaProcess.run(
      ["lemmatize", "--language", "en"], input: .bytes(Array("dogs\nran\tVERB\n\nthe\tDET\n".utf8)))
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }
}
