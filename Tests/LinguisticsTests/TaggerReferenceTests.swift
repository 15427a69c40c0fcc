import Foundation
import Testing

@testable import Linguistics

/// The fast tagger (features hashed from bytes, a hash table over the model, tag-pair scores
/// summed ahead) against ``TaggerReference``, the first, string-built implementation: the
/// same tag and the same margin for every word.
@Suite("Tagger against its reference")
struct TaggerReferenceTests {
  /// Sentences in each language with a model, and words that stress the byte-level features:
  /// non-ASCII case mappings, decomposed accents, digits, hyphens, symbols, emoji, empty words.
  static let sentences: [String: [[String]]] = [
    "en": [
      ["The", "old", "man", "the", "boats", "."],
      ["I", "saw", "her", "duck", "under", "the", "table", "."],
      ["A", "man", "riding", "a", "train", "past", "a", "bear", "in", "1999", "!"],
      ["He", "trains", "his", "dog", "every", "morning"],
      ["Ferries", "In", "The", "Harbour"],
      ["E-MAIL", "me", "at", "3-4pm", "re", ":", "ÉCOLE", "café", "cafe\u{301}", "naïve"],
      ["İstanbul", "ǅemal", "ﬁsh", "Straße", "ΣΑΣ", "👍🏽", "", "x", "2019s", "007", "½"],
      ["Bear"], [""], ["running"], ["12345"], ["Ǆ"],
    ],
    "de": [
      ["Der", "Bär", "läuft", "über", "die", "Straße", "."],
      ["Die", "Häuser", "am", "Fluss", "wurden", "1998", "gebaut", "."],
    ],
    "fr": [
      ["L'", "homme", "a", "vu", "les", "élèves", "à", "l'", "école", "."],
      ["Où", "est", "la", "GARE", "?"],
    ],
    "es": [["¿", "Dónde", "está", "el", "tren", "?"], ["Los", "niños", "corren", "."]],
    "pt": [["O", "comboio", "chegou", "às", "três", "horas", "."], ["Não", "sei", "."]],
    "nl": [["De", "trein", "rijdt", "naar", "Utrecht", "."], ["Wij", "fietsen", "graag"]],
    "ru": [
      ["Медведь", "идёт", "по", "лесу", "."], ["Ёлка", "стоит", "в", "доме", "2019", "года"],
    ],
  ]

  static func expectAgreement(_ tagger: Tagger, on sentences: [[String]]) {
    let reference = TaggerReference(tagger)
    for words in sentences {
      let fast = tagger.scoredWords(words)
      let slow = reference.scoredTags(for: words)
      #expect(fast.map(\.tag) == slow.map(\.tag), "\(words)")
      #expect(fast.map(\.margin) == slow.map(\.margin), "\(words)")
    }
  }

  @Test("Same tags and margins on committed sentences", arguments: Tagger.languageCodes)
  func committed(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    let sentences = try #require(Self.sentences[code])
    Self.expectAgreement(tagger, on: sentences)
    // Every committed word in every language's model, alone and all in one sentence.
    let words = Self.sentences.values.flatMap { $0.flatMap { $0 } }
    Self.expectAgreement(tagger, on: words.map { [$0] } + [words])
  }

  @Test(
    "Given readings, the tags of some words are the whole sentence's tags of those words",
    arguments: Tagger.languageCodes)
  func readingsAndPositions(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    for words in try #require(Self.sentences[code]) + (Self.sentences["en"] ?? []) {
      let tags = tagger.tags(for: words)
      let readings = words.map { tagger.readings(of: $0) }
      // Each word alone, every prefix's last word with all before it, every other word.
      var subsets = words.indices.map { [$0] } + words.indices.map { Array(0...$0) }
      subsets.append(Array(stride(from: 1, to: words.count, by: 2)))
      for positions in subsets {
        #expect(
          tagger.tags(at: positions, readings: readings) { words } == positions.map { tags[$0] },
          "\(words) at \(positions)")
      }
    }
  }

  @Test("Noun-and-other words are the ones the lemma table reads as a noun and as another")
  func mixedReadings() throws {
    let tagger = try Tagger(language: Language("en"))
    #expect(tagger.readings(of: "train").mixNounAndOther)
    #expect(tagger.readings(of: "Trains").mixNounAndOther)
    #expect(!tagger.readings(of: "meadow").mixNounAndOther)
    #expect(!tagger.readings(of: "the").mixNounAndOther)
    #expect(!tagger.readings(of: "zzyzxq").mixNounAndOther)
  }

  /// The UD dev files of the languages with a model (`../shared/eval/ud`): tokens by sentence.
  /// English has two: EWT, the model's training data, and GUM, which it never saw.
  static let devFiles = [
    ("en", "en_ewt"), ("en", "en_gum"), ("de", "de_gsd"), ("fr", "fr_gsd"), ("es", "es_gsd"),
    ("pt", "pt_bosque"), ("nl", "nl_alpino"), ("ru", "ru_gsd"),
  ].map { ($0, TestData.shared.appendingPathComponent("eval/ud/\($1)-ud-dev.conllu")) }

  static func sentences(in url: URL) throws -> [[String]] {
    var sentences: [[String]] = []
    var words: [String] = []
    let text = try String(contentsOf: url, encoding: .utf8)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        if !words.isEmpty { sentences.append(words) }
        words = []
        continue
      }
      if line.hasPrefix("#") { continue }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard columns.count == 10, !columns[0].contains("-"), !columns[0].contains(".") else {
        continue
      }
      words.append(String(columns[1]))
    }
    if !words.isEmpty { sentences.append(words) }
    return sentences
  }

  @Test(
    "Same tags and margins on every sentence of the UD dev files",
    .enabled(
      if: devFiles.allSatisfy { TestData.exists($0.1) }, "../shared/eval/ud/*-dev.conllu are absent"
    ),
    arguments: devFiles)
  func devData(code: String, url: URL) throws {
    let tagger = try Tagger(language: Language(code))
    let sentences = try Self.sentences(in: url)
    #expect(sentences.count > 500)
    Self.expectAgreement(tagger, on: sentences)
  }

  @Test(
    "On every UD dev sentence, some words' tags are the whole sentence's tags of them",
    .enabled(
      if: devFiles.allSatisfy { TestData.exists($0.1) }, "../shared/eval/ud/*-dev.conllu are absent"
    ),
    arguments: devFiles)
  func devDataPositions(code: String, url: URL) throws {
    let tagger = try Tagger(language: Language(code))
    var asked = 0
    for words in try Self.sentences(in: url) {
      let readings = words.map { tagger.readings(of: $0) }
      // The words the Matcher asks about (English has them), and every third word besides,
      // for the languages whose lemma table gives no word a noun and another reading.
      let positions = words.indices.filter { readings[$0].mixNounAndOther || $0 % 3 == 1 }
      guard !positions.isEmpty else { continue }
      asked += positions.count
      let tags = tagger.tags(for: words)
      #expect(
        tagger.tags(at: positions, readings: readings) { words } == positions.map { tags[$0] },
        "\(words)")
    }
    #expect(asked > 0)
  }

  @Test("A model whose record names a tag it does not have is refused")
  func recordOutOfRange() throws {
    // One tag ("NOUN"), one feature whose record names tag 1.
    var bytes = Array("STMTAG1\n".utf8)
    for value: UInt32 in [1, 4, 1, 0] {
      bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
    }
    bytes += Array("NOUN".utf8) + [0, 0, 0, 0]
    bytes += withUnsafeBytes(of: UInt64(42).littleEndian, Array.init)
    bytes += withUnsafeBytes(of: UInt32(0).littleEndian, Array.init)
    let valid = bytes + [1, 0, 7, 0]
    let invalid = bytes + [1, 1, 7, 0]
    valid.withUnsafeBytes { #expect(TaggerModel(bytes: $0) != nil) }
    invalid.withUnsafeBytes { #expect(TaggerModel(bytes: $0) == nil) }
  }

  @Test("A lemma table's tag set is the set of its values' tags", arguments: ["en", "de", "ru"])
  func tagSets(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var checked = 0
    var last = ""
    table.forEachEntry { form, _, _ in
      guard form != last else { return }
      last = form
      checked += 1
      // Every 37th key: the whole table takes too long unoptimized.
      guard checked % 37 == 0 else { return }
      var expected = ByteSet()
      for value in table.values(for: form) { expected.insert(value.tag) }
      var key = form
      let found = key.withUTF8 { table.tags(for: $0) }
      #expect(found == expected, "\(form)")
    }
    #expect(checked > 1_000)
  }
}
