import Foundation
import Testing

/// `stemma vocab` with the app's identifiers (`id` in entries files): entries with different
/// ids stay apart, and the outputs carry the ids (`id`, `candidateIds`).
@Suite("vocab command with ids")
struct VocabIdentityCommandTests {
  static let entries = """
    {"kind": "contactName", "text": "Maria Garcia", "uses": 5, "lastUsed": "2024-05-01T00:00:00Z", "id": "contact-4711"}
    {"kind": "contactName", "text": "Maria Garcia", "uses": 5, "lastUsed": "2024-05-01T00:00:00Z", "id": "contact-0815"}
    {"kind": "contactName", "text": "Kenji Nakamura", "uses": 2, "id": "contact-0042"}
    {"kind": "contactName", "text": "Anne Li", "uses": 1}
    """

  static let now = "2024-06-01T00:00:00Z"

  func entriesFile(in directory: TemporaryDirectory) throws -> String {
    _ = try directory.write("entries.jsonl", Array(utf8: Self.entries))
    return directory.path("entries.jsonl")
  }

  @Test func resolveWritesTheIdentifiers() throws {
    let directory = try TemporaryDirectory()
    let run = try StemmaProcess.run([
      "vocab", "resolve", "--entries", try entriesFile(in: directory), "--kind", "contactName",
      "--now", Self.now, "Maria Garcia", "kenji nakamura", "anne li", "Zed",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.textLines == [
        #"{"input":"Maria Garcia","outcome":"disambiguation","value":null,"candidates":["Maria Garcia","Maria Garcia"],"score":1,"tier":"exact","id":null,"candidateIds":["contact-0815","contact-4711"]}"#,
        #"{"input":"kenji nakamura","outcome":"success","value":"Kenji Nakamura","candidates":[],"score":1,"tier":"exact","id":"contact-0042","candidateIds":[]}"#,
        #"{"input":"anne li","outcome":"success","value":"Anne Li","candidates":[],"score":1,"tier":"exact","id":null,"candidateIds":[]}"#,
        #"{"input":"Zed","outcome":"unsupported","value":null,"candidates":[],"score":0,"tier":null,"id":null,"candidateIds":[]}"#,
      ])
  }

  @Test func rankListsEntriesOfOneNameApartWithTheirIdentifiers() throws {
    let directory = try TemporaryDirectory()
    let run = try StemmaProcess.run([
      "vocab", "rank", "--entries", try entriesFile(in: directory), "--kind", "contactName",
      "--format", "jsonl", "--now", Self.now,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    try #require(run.textLines.count == 4)
    let maria = run.textLines.filter { $0.contains(#""text":"Maria Garcia""#) }
    try #require(maria.count == 2)
    #expect(maria[0].hasSuffix(#","id":"contact-0815"}"#))
    #expect(maria[1].hasSuffix(#","id":"contact-4711"}"#))
    #expect(run.textLines.last?.hasSuffix(#""id":null}"#) == true)
  }

  @Test func anIdentifierThatIsNotAStringOrNumberIsAMalformedLine() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write(
      "entries.jsonl", Array(utf8: #"{"kind": "contactName", "text": "A", "id": [1]}"# + "\n"))
    let run = try StemmaProcess.run([
      "vocab", "rank", "--entries", directory.path("entries.jsonl"),
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("entries.jsonl:1"))
    #expect(run.stderr.contains(#""id" must be a string or a number"#))
  }
}
