import Foundation
import StemmaTestSupport
import Testing

/// `stemma normalize --trace --format jsonl`: exact output, line alignment, bad input.
@Suite("normalize --trace")
struct TraceOutputTests {
  static let arguments = ["normalize", "--language", "en", "--trace", "--format", "jsonl"]

  @Test("golden: folding steps, readings with their entry or rule, stem")
  func golden() throws {
    let run = try StemmaProcess.run(
      Self.arguments, input: .bytes(Array(utf8: "ＤＯＧ's mice\n\nabreacted\n")))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.text == """
        {"terms":[{"surface":"ＤＯＧ's","start":0,"end":11,"kind":"word","folding":[\
        {"step":"width","text":"DOG's"},{"step":"case","text":"dog's"},\
        {"step":"possessive","text":"dog"}],"folded":"dog","lemmatizerInput":"DOG","lemmas":[\
        {"lemma":"DOG","pos":"NOUN","source":"dictionary","score":1.000,"entry":"dog"},\
        {"lemma":"DOG","pos":"VERB","source":"dictionary","score":0.500,"entry":"dog"}],\
        "lemma":"dog","stemmerInput":"dog","stem":"dog","stopWord":false},\
        {"surface":"mice","start":12,"end":16,"kind":"word","folding":[],"folded":"mice",\
        "lemmatizerInput":"mice","lemmas":[\
        {"lemma":"mouse","pos":"NOUN","source":"dictionary","score":1.000,"entry":"mice"},\
        {"lemma":"mice","pos":null,"source":"fallback","score":0.500}],"lemma":"mouse",\
        "stemmerInput":"mice","stem":"mice","stopWord":false}]}
        {"terms":[]}
        {"terms":[{"surface":"abreacted","start":0,"end":9,"kind":"word","folding":[],\
        "folded":"abreacted","lemmatizerInput":"abreacted","lemmas":[\
        {"lemma":"abreact","pos":"VERB","source":"rule","score":1.000,\
        "rule":{"removed":"ed","added":""}},\
        {"lemma":"abreacted","pos":null,"source":"fallback","score":0.500}],\
        "lemma":"abreact","stemmerInput":"abreacted","stem":"abreact","stopWord":false}]}

        """)
  }

  @Test("golden: French diacritics are folded after the lemmatizer has seen them")
  func goldenFrench() throws {
    let run = try StemmaProcess.run(
      ["normalize", "--language", "fr", "--trace", "--format", "jsonl"],
      input: .bytes(Array(utf8: "allé")))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.text == """
        {"terms":[{"surface":"allé","start":0,"end":5,"kind":"word","folding":[\
        {"step":"diacritics","text":"alle"}],"folded":"alle","lemmatizerInput":"allé",\
        "lemmas":[{"lemma":"aller","pos":null,"source":"dictionary","score":1.000,\
        "entry":"allé"},{"lemma":"allé","pos":null,"source":"fallback","score":0.500}],\
        "lemma":"aller","stemmerInput":"allé","stem":"alle","stopWord":false}]}

        """)
  }

  @Test(
    "each trace agrees with the plain jsonl output's forms, line for line",
    arguments: [
      "en", "de", "fr", "ru", "ja", "tr",
    ])
  func alignment(code: String) throws {
    var generator = SeededGenerator(seed: 0x7_ACE5 &+ UInt64(code.utf8.count))
    let lines = RandomText.lines(count: 300, using: &generator)
    let input = RandomText.input(lines, finalNewline: false, using: &generator)
    let trace = try StemmaProcess.run(
      ["normalize", "--language", code, "--trace", "--format", "jsonl", "--jobs", "2"],
      input: .bytes(input))
    let plain = try StemmaProcess.run(
      ["normalize", "--language", code, "--format", "jsonl"], input: .bytes(input))
    #expect(trace.status == 0, "\(trace.stderr)")
    try #require(trace.lines.count == lines.count)
    try #require(plain.lines.count == lines.count)
    for (index, (traced, expected)) in zip(trace.lines, plain.lines).enumerated() {
      let tracedTerms = try Self.terms(traced)
      let plainTerms = try Self.terms(expected)
      let keys = ["surface", "start", "end", "folded", "lemma", "stem", "stopWord"]
      #expect(
        tracedTerms.map { term in keys.map { "\(term[$0] ?? "nil")" } }
          == plainTerms.map { term in keys.map { "\(term[$0] ?? "nil")" } },
        "line \(index + 1): \(lines[index].debugDescription)")
      if lines[index] == RandomText.marker(index) {
        #expect(tracedTerms.first?["surface"] as? String == lines[index])
      }
    }
  }

  static func terms(_ line: ArraySlice<UInt8>) throws -> [[String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      "not a JSON object: \(String(decoding: line, as: UTF8.self))")
    return try #require(object["terms"] as? [[String: Any]])
  }

  @Test("invalid UTF-8: error names the line, replace and skip keep the line count")
  func invalidUTF8() throws {
    let bytes = Array(utf8: "one dog\n") + [0x61, 0xFF, 0x62] + Array(utf8: "\nthree mice\n")
    let error = try StemmaProcess.run(Self.arguments, input: .bytes(bytes))
    #expect(error.status == 65)
    #expect(error.stderr.contains("-:2:"), "\(error.stderr)")
    #expect(error.lines.count == 1)

    let replace = try StemmaProcess.run(
      Self.arguments + ["--on-invalid", "replace"], input: .bytes(bytes))
    #expect(replace.status == 0)
    try #require(replace.lines.count == 3)
    let replaced = try Self.terms(replace.lines[1])
    #expect(replaced.map { $0["surface"] as? String } == ["a", "b"])
    #expect(try Self.terms(replace.lines[2]).map { $0["lemma"] as? String } == ["three", "mouse"])
    #expect(replace.stderr.contains("1 line"), "\(replace.stderr)")

    let skip = try StemmaProcess.run(
      Self.arguments + ["--on-invalid", "skip"], input: .bytes(bytes))
    #expect(skip.status == 0)
    #expect(skip.lines.count == 3)
    #expect(skip.lines[1].isEmpty)
  }

  @Test(
    "--trace with another format is a usage error that says what to do",
    arguments: [
      "text", "tsv",
    ])
  func usage(format: String) throws {
    let run = try StemmaProcess.run(
      ["normalize", "--language", "en", "--trace", "--format", format],
      input: .bytes(Array(utf8: "dogs\n")))
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("--format jsonl"), "\(run.stderr)")
  }

  @Test("--help documents --trace")
  func help() throws {
    let run = try StemmaProcess.run(["normalize", "--help"])
    let help = run.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("--trace"))
    #expect(help.contains("needs --format jsonl"))
    #expect(help.contains("\"folding\":[{\"step\":"))
  }
}
