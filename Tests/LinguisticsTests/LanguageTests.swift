import Testing

@testable import Linguistics

/// ``Language``: lookups by Snowball name, BCP-47 tag and ISO 639-2 code, the catalog, and the
/// error for unknown identifiers.
@Suite("Language")
struct LanguageTests {
  @Test(
    "lookups resolve to the right language",
    arguments: [
      // Snowball algorithm names.
      ("english", "english"), ("porter", "porter"), ("german", "german"), ("yiddish", "yiddish"),
      // BCP-47 tags, with region, script and variant subtags.
      ("en", "english"), ("en-US", "english"), ("en-GB", "english"), ("pt", "portuguese"),
      ("pt-BR", "portuguese"), ("pt_BR", "portuguese"), ("nb", "norwegian"), ("nn", "norwegian"),
      ("no", "norwegian"), ("nb-NO", "norwegian"), ("zh", "chinese"), ("zh-Hant", "chinese"),
      ("zh-Hans-CN", "chinese"), ("sr-Latn", "serbian"), ("sr-Cyrl-RS", "serbian"),
      ("de-AT", "german"), ("ja-JP", "japanese"), ("tr", "turkish"), ("el", "greek"),
      // ISO 639-2 codes, terminological and bibliographic.
      ("deu", "german"), ("ger", "german"), ("fra", "french"), ("fre", "french"),
      ("eng", "english"), ("jpn", "japanese"), ("ell", "greek"), ("nld", "dutch"),
      // Case and surrounding spaces do not matter.
      ("ENGLISH", "english"), ("English", "english"), ("EN", "english"), ("PT-br", "portuguese"),
      ("DEU", "german"), ("ZH-HANT", "chinese"), (" en ", "english"), ("Porter", "porter"),
    ])
  func lookup(identifier: String, name: String) throws {
    #expect(try Language(identifier).name == name)
  }

  @Test("libstemmer's 29 algorithms are all languages", .tags(.catalog))
  func snowballAlgorithms() {
    let libstemmer = Set(Snowball.algorithms)
    let ours = Set(Language.all.compactMap(\.snowballAlgorithm))
    #expect(libstemmer.count == 29, "libstemmer 2.2.0 lists 29 algorithms: \(libstemmer.sorted())")
    #expect(
      ours == libstemmer,
      "missing \(libstemmer.subtracting(ours)), extra \(ours.subtracting(libstemmer))")
  }

  @Test("every language with an algorithm can open a stemmer", arguments: Language.all)
  func stemmerOpens(language: Language) {
    guard let algorithm = language.snowballAlgorithm else {
      #expect(!language.hasStemmer)
      return
    }
    #expect(language.hasStemmer)
    let opened = Snowball.pool(for: algorithm).withHandle { _ in true }
    #expect(opened == true, "sb_stemmer_new failed for \(algorithm)")
  }

  @Test("every language is found by its name, its code and each alias", arguments: Language.all)
  func roundTrip(language: Language) throws {
    #expect(try Language(language.name) == language)
    #expect(try Language(language.code) == language)
    #expect(try Language(language.name.uppercased()) == language)
    for alias in language.aliases { #expect(try Language(alias) == language, "\(alias)") }
    #expect(language.description == language.name)
  }

  @Test("the catalog is sorted, with unique names and codes", .tags(.catalog))
  func catalog() {
    let names = Language.all.map(\.name)
    #expect(names == names.sorted())
    #expect(Set(names).count == names.count)
    #expect(Set(Language.all.map(\.code)).count == Language.all.count)
    let aliases = Language.all.flatMap(\.aliases)
    #expect(Set(aliases).count == aliases.count, "an alias names two languages")
    #expect(Language.all.filter { !$0.hasStemmer }.map(\.name).contains("japanese"))
    #expect(
      Language.all.filter(\.usesDictionarySegmentation).map(\.code).sorted()
        == ["ja", "km", "lo", "my", "th", "zh"])
  }

  @Test("porter shares english's word breaks but not its name", .tags(.catalog))
  func porter() throws {
    let porter = try Language("porter")
    #expect(porter.snowballAlgorithm == "porter")
    #expect(porter.icuLocale == "en")
    #expect(try Language("en") != porter)
  }

  @Test(
    "unknown identifiers throw an error that lists the supported languages",
    arguments: [
      "klingon", "", "xx", "x-private", "english2", "zz-Latn", "e", "englishes", "-en", "en--",
      "en-", "en-GB-", "e1", "en-Lat n",
    ])
  func unknown(identifier: String) {
    let error = #expect(throws: UnknownLanguageError.self) { try Language(identifier) }
    guard let error else { return }
    #expect(error.identifier == identifier)
    #expect(error.description.contains("'\(identifier)'"))
    #expect(error.supported.count == Language.all.count)
    for language in Language.all {
      #expect(error.description.contains("\(language.name) (\(language.code))"))
    }
  }
}

extension Tag {
  /// Tests of the language catalog as a whole.
  @Tag static var catalog: Self
}
