import Testing

@testable import Linguistics

@Suite("LemmaTable enumeration")
struct LemmaTableEnumerationTests {
  @Test(
    "Every enumerated entry is found by lookup, and every key is visited",
    arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "ru"])
  func enumeration(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var keys = 0
    var entries = 0
    var previous: String?
    var sample: [(String, String, UInt8)] = []
    table.forEachEntry { form, lemma, tag in
      if form != previous {
        keys += 1
        previous = form
      }
      if entries % 997 == 0 { sample.append((form, lemma, tag)) }
      entries += 1
    }
    #expect(keys == table.keyCount)
    #expect(entries >= keys)
    #expect(sample.count > 10)
    for (form, lemma, tag) in sample {
      let values = table.values(for: form)
      #expect(values.contains { $0.word == lemma && $0.tag == tag }, "\(form) → \(lemma)")
    }
  }

  @Test("A malformed table has no entries")
  func malformed() {
    let bytes: [UInt8] =
      Array("STMLEX2\n".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0]
    bytes.withUnsafeBytes { buffer in
      guard let table = LemmaTable(bytes: buffer) else { return }
      var count = 0
      table.forEachEntry { _, _, _ in count += 1 }
      #expect(count == 0)
    }
  }
}
