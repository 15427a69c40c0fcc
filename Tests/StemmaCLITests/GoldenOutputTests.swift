import Foundation
import Testing

/// Exact outputs for small inputs: what each command and format writes, byte for byte.
@Suite("Golden outputs")
struct GoldenOutputTests {
  /// A command, its input and the exact output expected.
  struct Golden: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var input: String
    var output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Lines chosen so that their lemma is their folded form: the goldens hold whether or not a
  /// lemmatizer is wired into the analyzer.
  static let text = "Road-Trip 2019: Yosemite!\n\nCafé naïve\nＲＯＡＤ ﬁne\n"

  static let goldens: [Golden] = [
    Golden(
      arguments: ["tokenize", "--language", "en"], input: text,
      output: "Road Trip 2019 Yosemite\n\nCafé naïve\nＲＯＡＤ ﬁne\n"),
    Golden(
      arguments: ["tokenize", "--language", "en", "--keep-punctuation"], input: text,
      output: "Road - Trip 2019 : Yosemite !\n\nCafé naïve\nＲＯＡＤ ﬁne\n"),
    Golden(
      arguments: ["tokenize", "--language", "en", "--format", "tsv"], input: text,
      output: "Road\tTrip\t2019\tYosemite\n\nCafé\tnaïve\nＲＯＡＤ\tﬁne\n"),
    Golden(
      arguments: ["tokenize", "--language", "en", "--format", "jsonl"],
      input: "Road-Trip 2019\n\nCafé\n",
      output: """
        {"tokens":[{"text":"Road","start":0,"end":4,"kind":"word"},\
        {"text":"Trip","start":5,"end":9,"kind":"word"},\
        {"text":"2019","start":10,"end":14,"kind":"number"}]}
        {"tokens":[]}
        {"tokens":[{"text":"Café","start":0,"end":5,"kind":"word"}]}

        """),
    Golden(
      arguments: ["tokenize", "--language", "ja"], input: "東京タワーに行きました\n",
      output: "東京タワー に 行き ま した\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--mode", "fold"], input: text,
      output: "road trip 2019 yosemite\n\ncafe naive\nroad fine\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--mode", "lemma"], input: text,
      output: "road trip 2019 yosemite\n\ncafe naive\nroad fine\n"),
    Golden(
      arguments: ["normalize", "--language", "en"], input: text,
      output: "road trip 2019 yosemite\n\ncafe naive\nroad fine\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--mode", "stem"],
      input: "The Dogs' toys, running happily!\n" + text,
      output: "the dog toy run happili\nroad trip 2019 yosemit\n\ncafe naiv\nroad fine\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--mode", "fold", "--keep-diacritics"],
      input: text, output: "road trip 2019 yosemite\n\ncafé naïve\nroad fine\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--mode", "fold", "--remove-stop-words"],
      input: "The road and the lake\n", output: "road lake\n"),
    Golden(
      arguments: ["normalize", "--language", "tr", "--mode", "fold"],
      input: "İstanbul IŞIK\n", output: "istanbul ışık\n"),
    Golden(
      arguments: ["normalize", "--language", "ja", "--mode", "fold"],
      input: "東京タワーに行きました\n", output: "東京たわー に 行き ま した\n"),
    Golden(
      arguments: ["normalize", "--language", "en", "--format", "tsv"], input: text,
      output: """
        Road Trip 2019 Yosemite\troad trip 2019 yosemite\troad trip 2019 yosemite\t\
        road trip 2019 yosemit
        \t\t\t
        Café naïve\tcafe naive\tcafe naive\tcafe naiv
        ＲＯＡＤ ﬁne\troad fine\troad fine\troad fine

        """),
    Golden(
      arguments: ["normalize", "--language", "en", "--format", "jsonl"],
      input: "The Café\n\n",
      output: """
        {"terms":[{"surface":"The","start":0,"end":3,"folded":"the","lemma":"the","stem":"the",\
        "stopWord":true},{"surface":"Café","start":4,"end":9,"folded":"cafe","lemma":"cafe",\
        "stem":"cafe","stopWord":false}]}
        {"terms":[]}

        """),
    Golden(
      arguments: ["stem", "--language", "en"],
      input: "running\nCats\nhappily\ngenerously\n\nRoad-Trips\n",
      output: "run\ncat\nhappili\ngenerous\n\nroad trip\n"),
    Golden(
      arguments: ["stem", "--language", "en", "--raw"],
      input: "running\nCats\nhappily\ngenerously\n\nRoad-Trips\n",
      output: "run\nCat\nhappili\ngenerous\n\nRoad-Trip\n"),
    Golden(
      arguments: ["stem", "--language", "en", "--format", "tsv"], input: "Running Cats\n",
      output: "Running Cats\trunning cats\trun cat\trun cat\n"),
    Golden(
      arguments: ["stem", "--language", "en", "--format", "jsonl"], input: "Cats\n",
      output: """
        {"terms":[{"surface":"Cats","start":0,"end":4,"folded":"cats","lemma":"cat",\
        "stem":"cat","stopWord":false}]}

        """),
    Golden(
      arguments: ["stem", "--language", "porter", "--raw"], input: "generalizations\n",
      output: "gener\n"),
    Golden(
      arguments: ["stem", "--language", "de", "--raw"], input: "Häuser\nlaufen\n",
      output: "Haus\nlauf\n"),
    Golden(
      arguments: ["stem", "--language", "ja"], input: "カメラ\n",
      output: "かめら\n"),
  ]

  @Test("exact output", arguments: goldens)
  func golden(_ golden: Golden) throws {
    let run = try StemmaProcess.run(golden.arguments, input: .bytes(Array(golden.input.utf8)))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(run.text == golden.output)
  }

  @Test("files in order, '-' for standard input, each file's last line its own line")
  func multipleInputs() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("first.txt", Array("Running dogs\nno newline at the end".utf8))
    let second = try directory.write("second.txt", Array("Happily\r\n".utf8))
    let empty = try directory.write("empty.txt", [])
    let run = try StemmaProcess.run(
      [
        "normalize", "--language", "en", "--mode", "stem", first.path, "-", empty.path, second.path,
      ],
      input: .bytes(Array("From standard input\n".utf8)))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.text == "run dog\nno newlin at the end\nfrom standard input\nhappili\n")

    let dash = try StemmaProcess.run(
      ["tokenize", "--language", "en", "-"], input: .bytes(Array("a b\n".utf8)))
    #expect(dash.text == "a b\n")
    let none = try StemmaProcess.run(
      ["tokenize", "--language", "en"], input: .bytes(Array("a b".utf8)))
    #expect(none.text == "a b\n")
  }

  @Test("language identifiers: names, BCP-47 tags and ISO 639-2 codes")
  func languageIdentifiers() throws {
    for identifier in ["german", "de", "de-AT", "DE_ch", "deu", "ger"] {
      let run = try StemmaProcess.run(
        ["stem", "--language", identifier], input: .bytes(Array("Häuser\n".utf8)))
      #expect(run.status == 0, "\(identifier): \(run.stderr)")
      #expect(run.text == "haus\n", "\(identifier)")
    }
  }

  /// The 29 algorithms of libstemmer 2.2.0.
  static let snowballAlgorithms = [
    "arabic", "armenian", "basque", "catalan", "danish", "dutch", "english", "finnish", "french",
    "german", "greek", "hindi", "hungarian", "indonesian", "irish", "italian", "lithuanian",
    "nepali", "norwegian", "porter", "portuguese", "romanian", "russian", "serbian", "spanish",
    "swedish", "tamil", "turkish", "yiddish",
  ]

  @Test("languages lists all 29 Snowball algorithms with code and capabilities")
  func languages() throws {
    let run = try StemmaProcess.run(["languages"])
    #expect(run.status == 0)
    var rows: [String: (code: String, capabilities: [String])] = [:]
    for line in run.textLines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 3, "\(line.debugDescription)")
      #expect(!fields[0].isEmpty)
      rows[fields[1]] = (fields[0], fields[2].split(separator: ",").map(String.init))
    }
    #expect(rows.count == run.textLines.count, "one line per language, no duplicates")
    for algorithm in Self.snowballAlgorithms {
      let row = try #require(rows[algorithm], "\(algorithm) is missing")
      #expect(row.capabilities.starts(with: ["tokenize", "fold", "stem"]), "\(algorithm)")
    }
    #expect(rows.values.filter { $0.capabilities.contains("stem") }.count == 29)
    #expect(rows["english"]?.code == "en")
    #expect(rows["portuguese"]?.code == "pt")
    #expect(rows["english"]?.capabilities.contains("stopwords") == true)
    // Languages without Snowball are listed too, with what they do have.
    let japanese = try #require(rows["japanese"])
    #expect(japanese.code == "ja")
    #expect(!japanese.capabilities.contains("stem"))
    #expect(japanese.capabilities.contains("dictionary-segmentation"))
    #expect(rows["thai"]?.capabilities.contains("dictionary-segmentation") == true)
    #expect(rows["english"]?.capabilities.contains("dictionary-segmentation") == false)

    // Each listed code is accepted by the commands.
    for (name, row) in rows {
      let check = try StemmaProcess.run(["tokenize", "--language", row.code])
      #expect(check.status == 0, "\(name) (\(row.code)): \(check.stderr)")
    }
  }

  @Test("languages --format jsonl agrees with the text listing")
  func languagesJSON() throws {
    let text = try StemmaProcess.run(["languages"])
    let json = try StemmaProcess.run(["languages", "--format", "jsonl"])
    #expect(json.status == 0)
    try #require(json.lines.count == text.lines.count)
    var snowball: Set<String> = []
    for (jsonLine, textLine) in zip(json.lines, text.textLines) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(jsonLine)) as? [String: Any])
      let fields = textLine.split(separator: "\t").map(String.init)
      #expect(object["code"] as? String == fields[0])
      #expect(object["name"] as? String == fields[1])
      #expect((object["capabilities"] as? [String])?.joined(separator: ",") == fields[2])
      if let algorithm = object["snowball"] as? String { snowball.insert(algorithm) }
    }
    #expect(snowball == Set(Self.snowballAlgorithms))
  }

  @Test("--help of normalize documents its options")
  func help() throws {
    let run = try StemmaProcess.run(["normalize", "--help"])
    #expect(run.status == 0)
    // Help wraps at the terminal width; compare with runs of white space as one space.
    let help = run.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for option in [
      "--language <language>", "--mode <mode>", "--format <format>", "--remove-stop-words",
      "--keep-diacritics", "--on-invalid <on-invalid>", "--jobs <jobs>", "<files>",
      "values: fold, stem, lemma; default: lemma", "values: text, tsv, jsonl; default: text",
      "values: error, replace, skip; default: error",
    ] {
      #expect(help.contains(option), "help lacks \(option)")
    }
    let top = try StemmaProcess.run(["--help"])
    for command in ["tokenize", "normalize", "stem", "languages"] {
      #expect(top.text.contains(command))
    }
    #expect(top.text.contains("64"), "the exit codes are documented")
  }
}
