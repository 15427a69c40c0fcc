import Testing

@testable import Linguistics

/// ``Analyzer/terms(in:)`` on running text: words tagged in context before they are
/// lemmatized; one word alone keeps the context-free reading.
@Suite("Analyzer in context")
struct AnalyzerContextTests {
  static let english = (try? Language("en")) ?? Language.all[0]

  static let inContext = Analyzer(language: english, lemmatizesInContext: true)

  @Test("running text is read in context: 'She leaves' and 'the leaves'")
  func context() {
    let analyzer = Self.inContext
    let lemmas = analyzer.terms(in: "She leaves the leaves on the ground").map(\.lemma)
    #expect(lemmas == ["she", "leave", "the", "leaf", "on", "the", "ground"])
  }

  @Test("a word the tagger is unsure of keeps its context-free lemma: 'missing', 'tired'")
  func unsure() throws {
    let analyzer = Self.inContext
    // The tagger reads "missing" and "tired" here as adjectives, each by a margin below the
    // English Tagger.confidentMargin (found by running the model over participles); trusted,
    // they would be "missing" and "tired", so the context-free "miss" and "tire" stay.
    let link = analyzer.terms(in: "the missing link").map(\.lemma)
    #expect(link == ["the", "miss", "link"])
    let tired = analyzer.terms(in: "she was tired").map(\.lemma)
    #expect(tired == ["she", "be", "tire"])
    let tagger = try #require(analyzer.tagger)
    #expect(tagger.tags(for: ["the", "missing", "link"])[1] == .adjective)
    #expect(tagger.confidentTags(for: ["the", "missing", "link"]) == [.determiner, nil, .noun])
    #expect(tagger.tags(for: ["she", "was", "tired"])[2] == .adjective)
    #expect(tagger.confidentTags(for: ["she", "was", "tired"])[2] == nil)
  }

  @Test("English trusts a tag above its re-chosen margin: 'pleased' after 'seemed' is an adjective")
  func confidentEnough() throws {
    let analyzer = Self.inContext
    // The model tags "pleased" ADJ by a margin between the English margin (8,000) and the one
    // chosen for the first model (16,000): read alone it would be "please".
    #expect(analyzer.terms(in: "she seemed pleased").map(\.lemma) == ["she", "seem", "pleased"])
    let tagger = try #require(analyzer.tagger)
    #expect(tagger.confidentTags(for: ["she", "seemed", "pleased"])[2] == .adjective)
    #expect(tagger.confidentMargin < Tagger.defaultConfidentMargin)
    #expect(try Tagger(language: Language("de")).confidentMargin == Tagger.defaultConfidentMargin)
  }

  @Test("one word alone keeps the context-free lemma")
  func single() {
    let analyzer = Self.inContext
    let lemmatizer = Lemmatizer(language: Self.english)
    #expect(analyzer.terms(in: "leaves").map(\.lemma) == [lemmatizer.lemma(of: "leaves")])
    #expect(analyzer.contextTags(for: analyzer.tokenizer.tokens(in: "leaves")) == nil)
  }

  @Test("by default (and with lemmatizesInContext: false) every word is read alone")
  func off() {
    let analyzer = Analyzer(language: Self.english)
    #expect(analyzer.tagger == nil)
    #expect(Analyzer(language: Self.english, lemmatizesInContext: false) == analyzer)
    let lemmas = analyzer.terms(in: "She leaves the leaves").map(\.lemma)
    #expect(lemmas[1] == lemmas[3])
  }

  @Test("the cached path, the plain path and the trace agree, whatever the cache has seen")
  func cacheAgrees() {
    let analyzer = Self.inContext
    var cache = AnalysisCache()
    let texts = ["leaves", "She leaves the leaves", "the leaves fall", "leaves"]
    for text in texts {
      let plain = analyzer.terms(in: text)
      #expect(analyzer.terms(in: text, cache: &cache) == plain, "\(text)")
      #expect(analyzer.trace(text).map(\.term) == plain, "\(text)")
    }
  }

  @Test("a language without a tagger (Italian: ISDT is non-commercial) reads words alone")
  func noTagger() throws {
    let analyzer = Analyzer(language: try Language("it"), lemmatizesInContext: true)
    #expect(analyzer.tagger == nil)
    let alone = ["Le", "case"].map {
      analyzer.lemma(of: $0, folded: analyzer.forms(of: $0).folded)
    }
    #expect(analyzer.terms(in: "Le case").map(\.lemma) == alone)
  }
}

extension AnalyzerContextTests {
  @Test("a confident NOUN tag keeps a nominal gerund the table lists only as a verb")
  func nominalGerund() throws {
    let analyzer = Self.inContext
    let words = ["the", "bottling", "of", "wine", "takes", "a", "week"]
    let tagger = try #require(analyzer.tagger)
    #expect(tagger.confidentTags(for: words)[1] == .noun)
    // Read alone "bottling" is the verb's form, "bottle"; tagged NOUN it is UD's "bottling".
    #expect(analyzer.terms(in: "bottling").map(\.lemma) == ["bottle"])
    let lemmas = analyzer.terms(in: words.joined(separator: " ")).map(\.lemma)
    #expect(lemmas == ["the", "bottling", "of", "wine", "take", "a", "week"])
  }
}
