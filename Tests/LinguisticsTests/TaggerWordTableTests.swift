import Foundation
import Testing

@testable import Linguistics

/// Tagging by rows of a ``TaggerWordTable`` (features summed ahead per side, read from flat
/// arrays) against the whole sentence's tags: the same tags and margins.
@Suite("Tagger word table")
struct TaggerWordTableTests {
  /// The rows of `words` in `table`, each distinct word added once (as the Matcher does), by
  /// its UTF-8 bytes: "café" and "cafe\u{301}" are equal Strings but not the same word to the
  /// tagger.
  static func rows(
    _ words: [String], _ tagger: Tagger, table: inout TaggerWordTable,
    known: inout [[UInt8]: UInt32]
  ) -> [UInt32] {
    words.map { word in
      if let row = known[Array(word.utf8)] { return row }
      let row = table.row(for: word, readings: tagger.readings(of: word, withFeatures: false))
      known[Array(word.utf8)] = row
      return row
    }
  }

  /// Checks the tags and margins of `positions` of each sentence against the whole sentence's,
  /// with one table for all the sentences (rows shared between them).
  static func expectAgreement(
    _ tagger: Tagger, on sentences: [[String]], positions: ([String]) -> [[Int]]
  ) -> Int {
    var table = TaggerWordTable(tagger)
    var known: [[UInt8]: UInt32] = [:]
    var asked = 0
    // One set of buffers for every sentence, as the Matcher keeps them: what a sentence left
    // in them must not change the next one's tags.
    var scratch = TaggerWordTable.Scratch()
    var tags: [UniversalTag] = []
    for words in sentences {
      let rows = Self.rows(words, tagger, table: &table, known: &known)
      let whole = tagger.scoredTags(for: words)
      for wanted in positions(words) where !wanted.isEmpty {
        asked += wanted.count
        let scored = table.scoredTags(at: wanted, rows: rows) { words }
        #expect(scored.map(\.tag) == wanted.map { whole[$0].tag }, "\(words) at \(wanted)")
        #expect(scored.map(\.margin) == wanted.map { whole[$0].margin }, "\(words) at \(wanted)")
        table.tags(at: wanted, rows: rows, into: &tags, scratch: &scratch) { words }
        #expect(tags == wanted.map { whole[$0].tag }, "\(words) at \(wanted), buffers reused")
      }
    }
    return asked
  }

  @Test(
    "The tags and margins of some words are the whole sentence's, by rows",
    arguments: Tagger.languageCodes)
  func committed(code: String) throws {
    let tagger = try Tagger(language: Language(code))
    let sentences =
      try #require(TaggerReferenceTests.sentences[code])
      + (TaggerReferenceTests.sentences["en"] ?? [])
    let asked = Self.expectAgreement(tagger, on: sentences) { words in
      // Each word alone, every prefix's last word with all before it, every other word.
      words.indices.map { [$0] } + words.indices.map { Array(0...$0) }
        + [Array(stride(from: 1, to: words.count, by: 2))]
    }
    #expect(asked > 0)
  }

  @Test(
    "Rows past two after the last position are not read: row 0 there gives the same tags",
    arguments: [
      ["I", "saw", "a", "train", "and", "it", "can't", "stop", "."],
      ["Young", "trains", "don't", "stand", "still"],
      ["A", "man", "riding", "a", "train", "past", "a", "bear", "in", "1999", "!"],
    ])
  func unreadRows(words: [String]) throws {
    let tagger = try Tagger(language: Language("en"))
    var table = TaggerWordTable(tagger)
    var known: [[UInt8]: UInt32] = [:]
    let rows = Self.rows(words, tagger, table: &table, known: &known)
    let whole = tagger.scoredTags(for: words)
    for last in words.indices {
      let positions = Array(0...last)
      var cut = rows
      for index in cut.indices where index > last + 2 { cut[index] = 0 }
      let scored = table.scoredTags(at: positions, rows: cut) { words }
      #expect(scored.map(\.tag) == positions.map { whole[$0].tag }, "\(words) through \(last)")
      #expect(
        scored.map(\.margin) == positions.map { whole[$0].margin }, "\(words) through \(last)")
    }
  }

  @Test("Words that give the same vector share it; each row reads the vectors it was given")
  func sharedVectors() throws {
    let tagger = try Tagger(language: Language("en"))
    // Made-up words the model does not know by themselves give their neighbours what their
    // suffix and ambiguity class give: the same vectors.
    let words = ["zorbling", "quarbling", "flimbling", "snorbling", "train", "the", "Bear"]
    var shared = TaggerWordTable(tagger)
    let rows = words.map { word in
      shared.row(for: word, readings: tagger.readings(of: word, withFeatures: false))
    }
    let slots = (TaggerWordTable.padRows + words.count) * TaggerWordTable.vectorsPerRow
    #expect(shared.vectors.count < slots * shared.tagCount)
    for (word, row) in zip(words, rows) {
      var alone = TaggerWordTable(tagger)
      let own = alone.row(for: word, readings: tagger.readings(of: word, withFeatures: false))
      #expect(shared.vectors(of: row) == alone.vectors(of: own), "\(word)")
      #expect(shared.vectors(of: row).contains { $0 != 0 }, "\(word)")
    }
  }

  @Test("Vectors whose hashes meet are told apart by their scores")
  func vectorsWithTheSameHashStayDistinct() throws {
    var table = TaggerWordTable(try Tagger(language: Language("en")))
    let count = table.tagCount
    let first = (0..<count).map { Int32($0) }
    let second = first.map { $0 + 1 }
    // One hash for both, as if they collided.
    let slot = { (vector: [Int32]) in
      vector.withUnsafeBufferPointer { table.slot(of: $0, hash: 7) }
    }
    let firstSlot = slot(first)
    let secondSlot = slot(second)
    #expect(firstSlot != secondSlot)
    #expect(slot(first) == firstSlot)
    for (vector, at) in [(first, firstSlot), (second, secondSlot)] {
      let start = Int(at) * count
      #expect(Array(table.vectors[start..<(start + count)]) == vector)
    }
  }

  @Test("Forgetting the words keeps the padding rows: tags after removeAll are the same")
  func removeAll() throws {
    let tagger = try Tagger(language: Language("en"))
    let words = ["A", "man", "riding", "a", "train", "past", "a", "bear"]
    var table = TaggerWordTable(tagger)
    var known: [[UInt8]: UInt32] = [:]
    let positions = Array(words.indices)
    let first = Self.rows(words, tagger, table: &table, known: &known)
    let before = table.tags(at: positions, rows: first) { words }
    table.removeAll()
    known = [:]
    #expect(table.count == 0)
    let second = Self.rows(words, tagger, table: &table, known: &known)
    #expect(first == second)
    let after = table.tags(at: positions, rows: second) { words }
    #expect(before == after)
    #expect(before == tagger.tags(for: words))
  }

  @Test(
    "On every UD dev sentence, the tags of some words are the whole sentence's, by rows",
    .enabled(
      if: TaggerReferenceTests.devFiles.allSatisfy { TestData.exists($0.1) },
      "../shared/eval/ud/*-dev.conllu are absent"),
    arguments: TaggerReferenceTests.devFiles)
  func devData(code: String, url: URL) throws {
    let tagger = try Tagger(language: Language(code))
    let sentences = try TaggerReferenceTests.sentences(in: url)
    let asked = Self.expectAgreement(tagger, on: sentences) { words in
      // The words the Matcher asks about, and every third word besides.
      [
        words.indices.filter {
          tagger.readings(of: words[$0], withFeatures: false).mixNounAndOther || $0 % 3 == 1
        }
      ]
    }
    #expect(asked > 0)
  }
}
