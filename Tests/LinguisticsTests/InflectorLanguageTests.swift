import Dispatch
import StemmaTestSupport
import Testing

@testable import Linguistics

/// Inflection in the languages whose forms come from their lemma dictionary read backwards.
@Suite("Inflector languages")
struct InflectorLanguageTests {
  static let codes = ["de", "fr", "es", "it", "pt", "nl", "ru"]

  static func inflector(_ code: String) throws -> Inflector {
    Inflector(language: try Language(code))
  }

  /// A lemma, and forms its inflections must contain.
  @Test(
    "lemma → must-contain forms",
    arguments: [
      ("de", "Haus", ["Häuser", "Hauses", "Häusern"]),
      ("de", "gehen", ["ging", "gegangen", "geht", "gingen"]),
      ("de", "gut", ["besser", "beste", "guten"]),
      ("de", "sein", ["bin", "ist", "war", "gewesen"]),
      ("fr", "aller", ["va", "allé", "irai", "allons"]),
      ("fr", "cheval", ["chevaux"]),
      ("fr", "être", ["est", "été", "fut"]),
      ("es", "ir", ["va", "voy", "iba", "fuimos", "yendo"]),
      ("es", "casa", ["casas"]),
      ("es", "hablar", ["hablo", "hablado", "hablando"]),
      ("it", "andare", ["vado", "andato", "andiamo"]),
      ("it", "casa", ["case"]),
      ("it", "essere", ["è", "sono", "era"]),
      ("pt", "ir", ["vai", "vou", "fui", "indo"]),
      ("pt", "casa", ["casas"]),
      ("pt", "falar", ["falou", "falando"]),
      ("nl", "lopen", ["liep", "gelopen", "loopt"]),
      ("nl", "huis", ["huizen"]),
      ("ru", "дом", ["дома", "дому", "доме", "домом"]),
      ("ru", "идти", ["иду", "идут", "шла", "иди"]),
    ])
  func forms(code: String, lemma: String, expected: [String]) throws {
    let forms = try Self.inflector(code).inflections(of: lemma)
    #expect(forms.first == lemma)
    #expect(Set(expected).isSubset(of: Set(forms)), "\(code) \(lemma): \(forms)")
    #expect(Set(forms.map { $0.lowercased() }).count == forms.count, "no duplicates: \(forms)")
    #expect(forms == (try Self.inflector(code)).inflections(of: lemma), "deterministic")
  }

  @Test("every language with a lemma dictionary inflects", arguments: codes)
  func hasDictionary(code: String) throws {
    #expect(try Self.inflector(code).hasDictionary)
  }

  @Test("German nouns keep their capital; case tells the verb from the noun")
  func germanCase() throws {
    let german = try Self.inflector("de")
    #expect(german.inflections(of: "haus").contains("Häuser"))
    let verb = german.inflections(of: "essen")
    #expect(verb.contains("aß") && verb.contains("isst") && !verb.contains("Essens"))
    let noun = german.inflections(of: "Essen")
    #expect(noun.contains("Essens") && !noun.contains("aß"))
    // Forms the source wrote capitalized are nouns; the rest are kept for any part of speech.
    #expect(german.inflections(of: "Haus", as: .noun).contains("Häuser"))
    #expect(german.inflections(of: "Haus", as: .verb) == ["Haus"])
    #expect(german.inflections(of: "gehen", as: .verb).contains("ging"))
  }

  @Test(
    "a form that is not a lemma, or an unknown word, is returned alone",
    arguments: [
      ("de", "Häuser"), ("de", "ging"), ("fr", "chevaux"), ("ru", "столами"),
      ("de", "Flurbelwerk"), ("es", "zzzz"), ("ru", "ёжиковщина"),
    ])
  func alone(code: String, word: String) throws {
    #expect(try Self.inflector(code).inflections(of: word) == [word])
  }

  @Test("every form of a sampled lemma lemmatizes back to it", arguments: codes)
  func roundTrip(code: String) throws {
    let inflector = try Self.inflector(code)
    let lemmatizer = Lemmatizer(language: inflector.language)
    let index = try #require(inflector.reverse?.index)
    var generator = SeededGenerator(
      seed: 0x1F1E_C7 &+ UInt64(code.unicodeScalars.first?.value ?? 0))
    var checked = 0
    var failures: [String] = []
    for _ in 0..<300 {
      let lemma = index.lemma(at: Int.random(in: 0..<index.lemmaCount, using: &generator))
      for form in inflector.inflections(of: lemma).dropFirst() {
        checked += 1
        let readings = lemmatizer.lemmas(of: form).map { Lemmatizer.key(of: $0.value) }
        if !readings.contains(Lemmatizer.key(of: lemma)) {
          failures.append("\(form) → \(readings), not \(lemma)")
        }
      }
    }
    #expect(checked > 300, "\(code): only \(checked) forms checked")
    #expect(failures.isEmpty, "\(code): \(failures.count)/\(checked): \(failures.prefix(5))")
  }

  @Test("the reverse index holds every entry of the lemma table", arguments: codes)
  func indexCounts(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var entries = 0
    var lemmas = Set<String>()
    table.forEachEntry { _, lemma, _ in
      entries += 1
      lemmas.insert(lemma)
    }
    let index = try #require(ReverseIndexSlot.shared[code]?.index)
    #expect(index.formCount == table.keyCount)
    // Every entry once; a (form, lemma, tag) the table lists twice (from two sources) is one.
    #expect(index.entryCount <= entries && index.entryCount >= entries * 99 / 100)
    #expect(index.lemmaCount == lemmas.count)
    print(
      "reverse index \(code): \(index.entryCount) entries, \(index.formCount) forms, "
        + "\(index.lemmaCount) lemmas, ~\(index.estimatedBytes / 1_000_000) MB held")
  }

  @Test("many tasks inflecting while the index is built get one index and the same forms")
  func concurrentBuild() async throws {
    let slot = ReverseIndexSlot(code: "nl")
    let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
      for _ in 0..<16 {
        group.addTask { slot.index.map(ObjectIdentifier.init) }
      }
      var identities: [ObjectIdentifier?] = []
      for await identity in group { identities.append(identity) }
      return identities
    }
    #expect(identities.count == 16)
    #expect(Set(identities).count == 1 && identities[0] != nil, "built once, shared")

    let lemmas: [(String, String)] = [
      ("de", "Haus"), ("de", "gehen"), ("fr", "aller"), ("es", "ir"), ("it", "andare"),
      ("pt", "ir"), ("nl", "lopen"), ("ru", "дом"), ("en", "go"), ("en", "mouse"),
    ]
    let results = try await withThrowingTaskGroup(of: [[String]].self) { group in
      for task in 0..<24 {
        group.addTask {
          try (0..<lemmas.count).map { offset in
            let (code, lemma) = lemmas[(task + offset) % lemmas.count]
            return try Self.inflector(code).inflections(of: lemma)
          }.sorted { $0.joined() < $1.joined() }
        }
      }
      var results: [[[String]]] = []
      for try await result in group { results.append(result) }
      return results
    }
    let expected = try lemmas.map { try Self.inflector($0.0).inflections(of: $0.1) }
      .sorted { $0.joined() < $1.joined() }
    #expect(results.count == 24)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test(
    "Pieces of multi-word expressions are not forms of the phrase's head",
    arguments: [
      ("дом", "многоквартирный"), ("падеж", "абессивный"), ("дома", "многоквартирного"),
      ("точка", "акупунктурная"),
    ])
  func phrasePieces(lemma: String, piece: String) throws {
    #expect(!(try Self.inflector("ru").inflections(of: lemma).contains(piece)))
  }

  @Test("Suppletive forms, whose lemma begins with another letter, stay")
  func suppletive() throws {
    let russian = try Self.inflector("ru")
    #expect(Set(["дети", "детей", "детьми"]).isSubset(of: russian.inflections(of: "ребенок")))
    #expect(Set(["шел", "шла"]).isSubset(of: russian.inflections(of: "идти")))
    #expect(
      Set(["bessere", "besten"]).isSubset(of: try Self.inflector("de").inflections(of: "gut")))
  }

  @Test("A family of unlike forms is a phrase's pieces where its lemmas inflect in step")
  func phrasePartsRule() {
    func entry(_ form: String, _ lemma: String, _ value: UInt64) -> ReverseIndex.UnlikeEntry {
      ReverseIndex.UnlikeEntry(form: Array(form.unicodeScalars), lemma: lemma, value: value)
    }
    let entries = [
      entry("дети", "ребенок", 1), entry("детей", "ребенок", 2),
      entry("многоквартирного", "дома", 3), entry("многоквартирный", "дом", 4),
      entry("fuiste", "ir", 5), entry("fuisteis", "ser", 6),
      entry("шла", "идти", 7), entry("шлю", "слать", 8),
    ]
    let forms: Set<[String]> = [["дома", "дом"]]
    let parts = ReverseIndex.phraseParts(in: entries) { forms.contains([$0, $1]) }
    #expect(parts == [3, 4])
    #expect(ReverseIndex.phraseParts(in: []) { _, _ in true }.isEmpty)
  }
}
