import StemmaTestSupport
import Testing

@testable import Linguistics

/// ``Analyzer/trace(_:)``: what each term's trace shows, and that it explains exactly the
/// terms ``Analyzer/terms(in:)`` makes.
@Suite("Trace")
struct TraceTests {
  static func analyzer(_ code: String) throws -> Analyzer {
    Analyzer(language: try Language(code))
  }

  @Test("a full-width possessive shows its width, case and possessive steps")
  func fullWidthPossessive() throws {
    let traces = try Self.analyzer("en").trace("ＤＯＧ's")
    let trace = try #require(traces.first)
    #expect(traces.count == 1)
    #expect(trace.surface == "ＤＯＧ's")
    #expect(trace.utf8Range == 0..<11)
    #expect(trace.folding.map(\.kind) == [.width, .caseFolding, .possessive])
    #expect(trace.folding.map(\.text) == ["DOG's", "dog's", "dog"])
    #expect(trace.folded == "dog")
    #expect(trace.lemmatizerInput == "DOG")
    #expect(trace.lemma == "dog")
    #expect(trace.stemmerInput == "dog")
    #expect(trace.stem == "dog")
    #expect(!trace.isStopWord)
    // A capitalized word that is a dictionary lemma keeps its capitals until folded.
    let best = try #require(trace.readings.first)
    #expect(best.lemma.value == "DOG")
    #expect(best.lemma.source == .dictionary)
    #expect(best.entry == "dog")
  }

  @Test("an irregular plural shows the dictionary entry that gives its lemma")
  func irregularPlural() throws {
    let trace = try #require(try Self.analyzer("en").trace("mice").first)
    #expect(trace.folding.isEmpty)
    let best = try #require(trace.readings.first)
    #expect(best.lemma.value == "mouse")
    #expect(best.lemma.partOfSpeech == .noun)
    #expect([.dictionary, .exceptionList].contains(best.lemma.source))
    #expect(best.entry == "mice")
    #expect(best.rule == nil)
    #expect(trace.lemma == "mouse")
    // The other readings come after it, ranked, and the last resort is the word itself.
    #expect(trace.readings.map(\.lemma.score) == trace.readings.map(\.lemma.score).sorted(by: >))
    #expect(trace.readings.last?.lemma.source == .fallback)
  }

  @Test("a capitalized plural is lemmatized once width and possessive are folded")
  func capitalizedPossessive() throws {
    let terms = try Self.analyzer("en").terms(in: "ＭＩＣＥ Mice's")
    #expect(terms.map(\.lemma) == ["mouse", "mouse"])
  }

  @Test("a French accented word: case then diacritics, and the dictionary's lemma")
  func frenchAccents() throws {
    let trace = try #require(try Self.analyzer("fr").trace("Élèves").first)
    #expect(trace.folding.map(\.description) == ["case → élèves", "diacritics → eleves"])
    #expect(trace.lemmatizerInput == "Élèves")
    let best = try #require(trace.readings.first)
    #expect(best.lemma.value == "élève")
    #expect(best.lemma.source == .dictionary)
    #expect(best.entry == "élèves")
    #expect(trace.lemma == "eleve")
    // The stemmer is given the marks; its stem is folded afterwards.
    #expect(trace.stemmerInput == "élèves")
    #expect(trace.stem == "elev")
  }

  @Test("a word the dictionary lacks: a rule's reading shows its suffix change")
  func ruleReading() throws {
    let trace = try #require(try Self.analyzer("en").trace("abreacted").first)
    let best = try #require(trace.readings.first)
    #expect(best.lemma.value == "abreact")
    #expect(best.lemma.source == .rule)
    #expect(best.rule == TermTrace.SuffixChange(removed: "ed", added: ""))
    #expect(best.entry == nil)
    #expect(trace.lemma == "abreact")
  }

  @Test("a word nothing knows falls back to itself")
  func fallback() throws {
    let trace = try #require(try Self.analyzer("en").trace("flurbing").first)
    #expect(trace.readings.count == 1)
    #expect(trace.readings.first?.lemma.source == .fallback)
    #expect(trace.readings.first?.entry == nil)
    #expect(trace.lemma == "flurbing")
    #expect(trace.stem == "flurb")
  }

  @Test("without a lemma dictionary there are no readings and the lemma is the folded form")
  func noDictionary() throws {
    let trace = try #require(try Self.analyzer("sv").trace("Hästarna").first)
    #expect(trace.readings.isEmpty)
    #expect(trace.lemma == trace.folded)
    #expect(trace.stemmerInput == "hästarna")
  }

  @Test("stop words are flagged, and left out when the analyzer removes them")
  func stopWords() throws {
    let english = try Language("en")
    let keeping = Analyzer(language: english).trace("The dogs")
    #expect(keeping.map(\.isStopWord) == [true, false])
    let removing = Analyzer(language: english, removesStopWords: true).trace("The dogs")
    #expect(removing.map(\.surface) == ["dogs"])
  }

  @Test("a protected word is not given to the stemmer")
  func protectedWord() throws {
    let analyzer = Analyzer(language: try Language("fr"), protectedWords: ["eleves"])
    let trace = try #require(analyzer.trace("élèves").first)
    #expect(trace.stemmerInput == nil)
    #expect(trace.stem == "eleves")
  }

  static let words: [String] = [
    "ＤＯＧ's", "mice", "Mice's", "running", "better", "went", "children", "Häuser", "gegangen",
    "élèves", "allé", "fue", "casas", "дома", "liep", "Straße", "Dog’s", "dogs'", "İstanbul",
    "café", "naïve", "カメラ", "ｶﾒﾗ", "東京", "2019", "the", "and", "abreacted", "flurbing",
    "e\u{301}t\u{301}e\u{301}", "ﬁne", "U.S.A.", "don't", "😀", "x\u{0}y", "\u{200B}", "'s",
    "Toyota", "leaves", "saw", "meeting", "ΣΟΦΙΑ", "ﾃｽﾄ", "Ｍｉｃｅ", "I", "n't", "o'clock",
  ]
  static let separators = [" ", "  ", ", ", "-", "\t", "… ", "/", "\u{3000}", "'"]

  @Test(
    "trace(text).map(\\.term) == terms(in: text) on random text",
    arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "ja", "tr", "sv"])
  func traceMatchesTerms(code: String) throws {
    let language = try Language(code)
    var generator = SeededGenerator(
      seed: 0x7_ACE0 &+ UInt64(code.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
    for removesStopWords in [false, true] {
      let analyzer = Analyzer(language: language, removesStopWords: removesStopWords)
      var failures: [String] = []
      for _ in 0..<150 {
        var text = ""
        for index in 0..<Int.random(in: 0...8, using: &generator) {
          if index > 0 { text += Self.separators.randomElement(using: &generator) ?? " " }
          text += Self.words.randomElement(using: &generator) ?? ""
        }
        let traces = analyzer.trace(text)
        let terms = analyzer.terms(in: text)
        if traces.map(\.term) != terms {
          failures.append("\(text.debugDescription): \(traces.map(\.term)) vs \(terms)")
        }
        for trace in traces where !trace.readings.isEmpty {
          let best = analyzer.normalize(trace.readings[0].lemma.value)
          if best != trace.lemma && !(best.isEmpty && trace.lemma == trace.folded) {
            failures.append("\(trace.surface): best reading \(best) but lemma \(trace.lemma)")
          }
        }
      }
      #expect(failures.isEmpty, "\(code): \(failures.prefix(4).joined(separator: "\n"))")
    }
  }
}
