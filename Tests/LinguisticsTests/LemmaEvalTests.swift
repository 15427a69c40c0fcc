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

  /// Every annotated syntactic word of a CoNLL-U file.
  static func tokens(_ name: String) -> [Token]? {
    let url = TestData.shared.appendingPathComponent("eval/ud/\(name)-ud-dev.conllu")
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

  @Test("Content-word accuracy with UPOS hints", arguments: ["en_ewt", "en_gum"])
  func accuracy(treebank: String) throws {
    guard let tokens = Self.tokens(treebank) else {
      print("skipped: ../shared/eval/ud/\(treebank)-ud-dev.conllu is absent")
      return
    }
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

  @Test("Inflection round trip: NOUN, VERB and ADJ surface forms are among the lemma's forms")
  func roundTrip() throws {
    let inflector = Inflector(language: Self.english)
    var found = 0
    var total = 0
    var checked = false
    for treebank in ["en_ewt", "en_gum"] {
      guard let tokens = Self.tokens(treebank) else { continue }
      checked = true
      for token in tokens where ["NOUN", "VERB", "ADJ"].contains(token.upos) {
        let pos = PartOfSpeech(universalTag: token.upos)
        let forms = inflector.inflections(of: token.lemma, as: pos).map { $0.lowercased() }
        total += 1
        if forms.contains(token.form.lowercased()) { found += 1 }
      }
    }
    guard checked else {
      print("skipped: ../shared/eval/ud/en_*-ud-dev.conllu are absent")
      return
    }
    let share = Double(found) / Double(max(total, 1))
    print("inflection round trip: \(share) (n=\(total))")
    #expect(share >= 0.98)
  }
}
