import Dispatch
import Synchronization
import Testing

@testable import Linguistics

/// Many tasks stemming, tokenizing and analyzing at once (sharing the process-wide pools of ICU
/// iterators and Snowball stemmers) must agree exactly with a single-threaded run.
@Suite("Concurrency")
struct ConcurrencyTests {
  static let codes = ["en", "de", "fr", "ru", "tr", "el", "es", "ja", "sv", "ar"]

  static let texts: [String] = [
    "The running dogs' favourite photos from our road trip, 2019",
    "Die Häuser der Müllers: Straße und Übermaß",
    "Les élèves aimées de la nationalité française l’été",
    "Ёлка в Москве и йогурт на завтрак",
    "İstanbul'da ISPARTA ışık şeker dağ",
    "Η Αθήνα και ΟΔΟΣ οδός",
    "Canciones de organización y fotografías del año",
    "東京タワーでカメラを買った。ｶﾒﾗ",
    "EU:s regler för hundarna",
    "كَتَبَ الوَلَدُ الدَّرْسَ",
  ]

  /// A word list: every word of every text, repeated with case and width variants.
  static let words: [String] = texts.flatMap { text in
    text.split(separator: " ").flatMap { word in
      [String(word), word.uppercased(), word.lowercased()]
    }
  }

  /// Everything one run computes for one language.
  struct Result: Equatable, Sendable {
    var stems: [String] = []
    var rawStems: [[UInt8]] = []
    var tokens: [[Token]] = []
    var terms: [[Term]] = []
  }

  static func run(_ language: Language) -> Result {
    let stemmer = Stemmer(language: language)
    let tokenizer = Tokenizer(language: language)
    let analyzer = Analyzer(language: language)
    var result = Result()
    for word in words {
      result.stems.append(stemmer.stem(word))
      result.rawStems.append(stemmer.stemRaw(Array(word.utf8)))
    }
    for text in texts {
      result.tokens.append(tokenizer.tokens(in: text))
      result.terms.append(analyzer.terms(in: text))
    }
    return result
  }

  static func baseline() throws -> [Language: Result] {
    var results: [Language: Result] = [:]
    for code in codes {
      let language = try Language(code)
      results[language] = run(language)
    }
    return results
  }

  @Test("64 tasks in a task group agree with a single-threaded run")
  func taskGroup() async throws {
    let expected = try Self.baseline()
    let languages = try Self.codes.map { try Language($0) }
    let mismatches = await withTaskGroup(of: String?.self) { group in
      for task in 0..<64 {
        group.addTask {
          let language = languages[task % languages.count]
          // Each task runs several rounds so tasks overlap in the pools.
          for round in 0..<3 where Self.run(language) != expected[language] {
            return "task \(task) (\(language)) round \(round)"
          }
          return nil
        }
      }
      var mismatches: [String] = []
      for await mismatch in group { if let mismatch { mismatches.append(mismatch) } }
      return mismatches
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("64 threads via concurrentPerform agree with a single-threaded run")
  func concurrentPerform() throws {
    let expected = try Self.baseline()
    let languages = try Self.codes.map { try Language($0) }
    let mismatches = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let language = languages[index % languages.count]
      if Self.run(language) != expected[language] {
        mismatches.withLock { $0.append(index) }
      }
    }
    #expect(mismatches.withLock { $0 }.isEmpty)
  }

  @Test("one shared analyzer and stemmer across tasks, many languages interleaved")
  func sharedValues() async throws {
    let analyzers = try Self.codes.map { Analyzer(language: try Language($0)) }
    let expected = analyzers.map { analyzer in Self.texts.map { analyzer.terms(in: $0) } }
    let failures = await withTaskGroup(of: Int.self) { group in
      for task in 0..<64 {
        group.addTask {
          var failures = 0
          for step in 0..<(analyzers.count * 2) {
            let which = (task + step) % analyzers.count
            let text = (task * 7 + step) % Self.texts.count
            if analyzers[which].terms(in: Self.texts[text]) != expected[which][text] {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }
}
