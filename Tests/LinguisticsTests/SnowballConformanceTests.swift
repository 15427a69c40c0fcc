import Foundation
import Testing

@testable import Linguistics

/// Snowball's own test vocabulary (snowball-data: voc.txt → output.txt) through the library's
/// ``Stemmer/stemRaw(_:)``: every line of `../shared/conformance/snowball/<algorithm>.tsv`.
@Suite("Snowball conformance")
struct SnowballConformanceTests {
  static let sharedAvailable = TestData.exists(TestData.snowballDirectory)

  /// The 27 algorithms with a conformance file (arabic and tamil have none).
  static let algorithms = [
    "armenian", "basque", "catalan", "danish", "dutch", "english", "finnish", "french", "german",
    "greek", "hindi", "hungarian", "indonesian", "irish", "italian", "lithuanian", "nepali",
    "norwegian", "porter", "portuguese", "romanian", "russian", "serbian", "spanish", "swedish",
    "turkish", "yiddish",
  ]

  /// Splits `word⇥stem` lines on bytes: no String decoding of 1.4 million lines.
  static func pairs(in bytes: [UInt8]) -> [(word: ArraySlice<UInt8>, stem: ArraySlice<UInt8>)]? {
    var pairs: [(word: ArraySlice<UInt8>, stem: ArraySlice<UInt8>)] = []
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if lineEnd > lineStart {
        guard let tab = bytes[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) else {
          return nil
        }
        pairs.append((bytes[lineStart..<tab], bytes[(tab + 1)..<lineEnd]))
      }
      lineStart = lineEnd + 1
    }
    return pairs
  }

  @Test(
    "libstemmer through Stemmer.stemRaw gives Snowball's expected stem for every word",
    .enabled(
      if: sharedAvailable,
      "../shared/conformance/snowball is absent: Snowball conformance needs the shared test data"),
    arguments: algorithms)
  func conformance(algorithm: String) throws {
    let url = TestData.snowballDirectory.appendingPathComponent("\(algorithm).tsv")
    let bytes = try #require(TestData.bytes(of: url), "cannot read \(url.path)")
    let pairs = try #require(Self.pairs(in: bytes), "\(algorithm).tsv has a line without a tab")
    try #require(pairs.count > 1_000, "\(algorithm).tsv has only \(pairs.count) lines")
    let language = try Language(algorithm)
    try #require(language.snowballAlgorithm == algorithm)
    let stemmer = Stemmer(language: language)
    var mismatches = 0
    var examples: [String] = []
    for (word, expected) in pairs {
      let stem = stemmer.stemRaw(Array(word))
      if !stem.elementsEqual(expected) {
        mismatches += 1
        if examples.count < 5 {
          examples.append(
            "\(String(decoding: word, as: UTF8.self)) → \(String(decoding: stem, as: UTF8.self)), "
              + "expected \(String(decoding: expected, as: UTF8.self))")
        }
      }
    }
    print("Snowball \(algorithm): \(pairs.count - mismatches)/\(pairs.count) words conform")
    let summary = examples.joined(separator: "\n")
    #expect(
      mismatches == 0,
      "\(algorithm): \(mismatches) of \(pairs.count) words stem differently, e.g.\n\(summary)")
  }

  @Test("every algorithm tested here is a libstemmer algorithm")
  func algorithmNames() {
    let libstemmer = Set(Snowball.algorithms)
    for algorithm in Self.algorithms { #expect(libstemmer.contains(algorithm), "\(algorithm)") }
  }

  @Test(
    "every conformance file is tested",
    .enabled(
      if: sharedAvailable,
      "../shared/conformance/snowball is absent: no conformance files to list"))
  func fileList() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: TestData.snowballDirectory.path)
      .filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    #expect(files == Self.algorithms)
  }

  @Test("the line splitter reads words, stems and a missing final newline")
  func splitter() throws {
    let pairs = try #require(Self.pairs(in: Array("a\tb\n'\t'\nzu\tzu".utf8)))
    #expect(pairs.map { Array($0.word) } == [Array("a".utf8), Array("'".utf8), Array("zu".utf8)])
    #expect(pairs.map { Array($0.stem) } == [Array("b".utf8), Array("'".utf8), Array("zu".utf8)])
    #expect(Self.pairs(in: Array("no tab\n".utf8)) == nil)
  }
}
