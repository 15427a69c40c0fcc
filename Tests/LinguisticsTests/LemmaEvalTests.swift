import Foundation
import Testing

@testable import Linguistics

/// Accuracy and inflection round trip on the Universal Dependencies dev sets in
/// `../shared/eval/ud`; skipped, saying why, where they are absent.
@Suite("Lemma evaluation on UD dev sets")
struct LemmaEvalTests {
  struct Token {
    let form: String
    let upos: String
    let lemma: String
  }

  static let english = (try? Language("en")) ?? Language.all[0]

  /// `../shared/eval/ud/<name>-ud-dev.conllu`.
  static func devSet(_ name: String) -> URL {
    TestData.shared.appendingPathComponent("eval/ud/\(name)-ud-dev.conllu")
  }

  /// The English dev sets, measured only where both are present (the skip says which).
  static let englishTreebanks = ["en_ewt", "en_gum"]
  static let englishAvailable = englishTreebanks.allSatisfy { TestData.exists(devSet($0)) }

  /// Every annotated syntactic word of a CoNLL-U file.
  static func tokens(_ name: String) -> [Token]? {
    let url = devSet(name)
    guard let bytes = TestData.bytes(of: url) else { return nil }
    var tokens: [Token] = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("#") { continue }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard columns.count == 10, !columns[0].contains("-"), !columns[0].contains(".") else {
        continue
      }
      if columns[2] == "_" && columns[1] != "_" { continue }
      tokens.append(
        Token(form: String(columns[1]), upos: String(columns[3]), lemma: String(columns[2])))
    }
    return tokens
  }

  @Test(
    "Content-word accuracy with UPOS hints",
    .enabled(if: englishAvailable, "../shared/eval/ud/en_{ewt,gum}-ud-dev.conllu are absent"),
    arguments: englishTreebanks)
  func accuracy(treebank: String) throws {
    let tokens = try #require(Self.tokens(treebank), "cannot read \(Self.devSet(treebank).path)")
    let lemmatizer = Lemmatizer(language: Self.english)
    let content: Set<String> = ["NOUN", "PROPN", "VERB", "ADJ", "ADV"]
    var correct = 0
    var total = 0
    for token in tokens where content.contains(token.upos) {
      total += 1
      let lemma = lemmatizer.lemma(of: token.form, universalTag: token.upos)
      if lemma.lowercased() == token.lemma.lowercased() { correct += 1 }
    }
    let accuracy = Double(correct) / Double(max(total, 1))
    print("\(treebank) content-word accuracy with UPOS: \(accuracy) (n=\(total))")
    #expect(accuracy >= 0.98)
  }

  @Test(
    "Inflection round trip: NOUN, VERB and ADJ surface forms are among the lemma's forms",
    .enabled(if: englishAvailable, "../shared/eval/ud/en_{ewt,gum}-ud-dev.conllu are absent"))
  func roundTrip() throws {
    let inflector = Inflector(language: Self.english)
    var found = 0
    var total = 0
    for treebank in Self.englishTreebanks {
      let tokens = try #require(Self.tokens(treebank), "cannot read \(Self.devSet(treebank).path)")
      for token in tokens where ["NOUN", "VERB", "ADJ"].contains(token.upos) {
        let pos = PartOfSpeech(universalTag: token.upos)
        let forms = inflector.inflections(of: token.lemma, as: pos).map { $0.lowercased() }
        total += 1
        if forms.contains(token.form.lowercased()) { found += 1 }
      }
    }
    let share = Double(found) / Double(max(total, 1))
    print("inflection round trip: \(share) (n=\(total))")
    #expect(share >= 0.98)
  }
}
