import Foundation
import Testing

/// Each example prints exactly what its `// prints …` comments say, and each Swift block of
/// the README and of the DocC articles is the text of a compiled example.
@Suite struct ExampleOutputTests {
  @Test func thereAreExamples() throws {
    #expect(try Examples.snippets().count >= 4)
  }

  @Test(arguments: try Examples.snippets())
  func examplePrintsWhatItsCommentsSay(_ snippet: Examples.Snippet) throws {
    let expected = snippet.expectedOutput
    #expect(!expected.isEmpty, "\(snippet.name) has no `// prints` comment")
    let output = try Examples.run(snippet.name)
    #expect(output == expected)
  }

  @Test func everyReadmeBlockIsACompiledExample() throws {
    let readme = try String(
      contentsOf: Examples.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Examples.codeBlocks(in: readme)
    #expect(!blocks.isEmpty)
    let snippets = try Examples.snippets()
    for block in blocks {
      let sources = snippets.filter { $0.source.contains(block + "\n") }
      #expect(
        !sources.isEmpty,
        "This README block is not the text of any file in Snippets/:\n\(block)")
    }
  }

  @Test func readmeSaysWhatTheExamplesPrint() throws {
    let readme = try String(
      contentsOf: Examples.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let snippets = try Examples.snippets()
    var checked = 0
    for block in Examples.codeBlocks(in: readme) {
      guard let snippet = snippets.first(where: { $0.source.contains(block + "\n") }) else {
        continue  // reported by everyReadmeBlockIsACompiledExample
      }
      let claimed = Examples.printsLines(in: block)
      guard !claimed.isEmpty else { continue }
      // The block's claims, in order, within the program's actual output.
      var remaining = try Examples.run(snippet.name)[...]
      for line in claimed {
        guard let position = remaining.firstIndex(of: line) else {
          Issue.record("README says \(snippet.name) prints \"\(line)\"; it does not (in order)")
          break
        }
        remaining = remaining[(position + 1)...]
      }
      checked += claimed.count
    }
    #expect(checked > 0, "no README block says what it prints")
  }

  @Test func articlesShowOnlyCompiledCode() throws {
    let sources = Examples.packageRoot.appendingPathComponent("Sources")
    let snippets = try Examples.snippets()
    var articles = 0
    for module in ["Linguistics", "Vocabulary", "Matcher"] {
      let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
      let files = try FileManager.default.contentsOfDirectory(
        at: catalog, includingPropertiesForKeys: nil)
      for file in files where file.pathExtension == "md" {
        articles += 1
        let text = try String(contentsOf: file, encoding: .utf8)
        for block in Examples.codeBlocks(in: text) {
          #expect(
            snippets.contains { $0.source.contains(block + "\n") },
            "\(file.lastPathComponent) shows Swift that no snippet compiles:\n\(block)")
        }
        for path in snippetPaths(in: text) {
          #expect(
            snippets.contains { $0.name == path.split(separator: "/").last.map(String.init) },
            "\(file.lastPathComponent) embeds a snippet that does not exist: \(path)")
        }
      }
    }
    #expect(articles >= 3)
  }

  /// The `path:` of each `@Snippet` directive.
  private func snippetPaths(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "@Snippet(path: \"") else { return nil }
      let rest = line[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { return nil }
      return String(rest[..<end])
    }
  }
}
