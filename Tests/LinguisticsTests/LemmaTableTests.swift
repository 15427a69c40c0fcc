import StemmaTestSupport
import Testing

@testable import Linguistics

/// The compact table format (`STMLEX3`): lookups agree with a full decoding, absent keys next
/// to present ones are absent, and damaged bytes never trap.
@Suite("Lemma table format")
struct LemmaTableTests {
  static let codes = ["en", "de", "fr", "es", "it", "pt", "nl", "ru"]

  @Test("Values read one by one are the lookup's, and reading stops when asked", arguments: codes)
  func valuesOneByOne(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var keys: [String] = []
    var index = 0
    table.forEachEntry { form, _, _ in
      if index % 97 == 0 && keys.last != form { keys.append(form) }
      index += 1
    }
    for key in keys + ["not a key", "", "zzzzzzzz"] {
      var all: [LemmaTable.Value] = []
      table.forEachValue(for: key) {
        all.append($0)
        return true
      }
      #expect(all == table.values(for: key), "\(key)")
      var first: [LemmaTable.Value] = []
      table.forEachValue(for: key) {
        first.append($0)
        return false
      }
      #expect(first == Array(all.prefix(1)), "\(key)")
    }
  }

  @Test("Lookup returns exactly the decoded values, in order, for sampled keys", arguments: codes)
  func lookupAgreesWithDecoding(code: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var decoded: [String: [(String, UInt8)]] = [:]
    var order: [String] = []
    table.forEachEntry { form, lemma, tag in
      if decoded[form] == nil { order.append(form) }
      decoded[form, default: []].append((lemma, tag))
    }
    #expect(order.count == table.keyCount)
    #expect(
      zip(order, order.dropFirst()).allSatisfy {
        Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
      })
    let step = code == "en" ? 1 : 37
    for index in stride(from: 0, to: order.count, by: step) {
      let key = order[index]
      let values = table.values(for: key)
      let expected = decoded[key] ?? []
      #expect(values.map(\.word) == expected.map(\.0), "\(code) \(key)")
      #expect(values.map(\.tag) == expected.map(\.1), "\(code) \(key)")
      // Neighbours that are not keys are absent: a key with a byte added or removed.
      for neighbour in [key + "\u{1}", key + "zz", String(key.dropLast()), "\u{1}" + key]
      where decoded[neighbour] == nil {
        #expect(table.values(for: neighbour).isEmpty, "\(code) \(neighbour)")
      }
    }
  }

  @Test(
    "Known forms",
    arguments: [
      ("en", "mice", "mouse"), ("en", "went", "go"), ("de", "häuser", "haus"),
      ("fr", "chevaux", "cheval"), ("ru", "книги", "книга"),
    ])
  func knownForms(code: String, key: String, lemma: String) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    #expect(table.values(for: key).map { $0.word.lowercased() }.contains(lemma))
  }

  @Test("A malformed header is refused")
  func malformedHeader() {
    let headers: [[UInt8]] = [
      Array("STMLEX2\n".utf8) + [UInt8](repeating: 0, count: 16),
      Array("STMLEX3\n".utf8) + [0, 0, 0, 0, 1, 0, 0, 0, 32, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F],
      Array("STMLEX3\n".utf8) + [0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x0F, 32, 0, 0, 0, 0, 0, 0, 0],
      Array("STMLEX3\n".utf8),
    ]
    for header in headers {
      header.withUnsafeBytes { #expect(LemmaTable(bytes: $0) == nil) }
    }
  }

  /// Seeds 0–3 damage only the block area (the second half of the file), so blocks stay
  /// disjoint and each decoded value still owns at least one byte; seeds 4–7 damage anything,
  /// header and offsets included, where a lookup still decodes at most one byte per value.
  @Test("Damaged tables are read without trapping", arguments: 0..<8)
  func damaged(seed: Int) throws {
    let shipped = try #require(LemmaTable(code: "en", kind: "lemmas"))
    var generator = SeededGenerator(seed: UInt64(seed))
    var bytes = Array(shipped.storage)
    let damagedFrom = seed < 4 ? bytes.count / 2 : 0
    if seed % 2 == 0 {
      bytes.removeLast(Int.random(in: 0..<(bytes.count / 2), using: &generator))
    }
    for _ in 0..<(1 + (seed % 4) * 300) where damagedFrom < bytes.count {
      let index = Int.random(in: damagedFrom..<bytes.count, using: &generator)
      bytes[index] = UInt8.random(in: 0...255, using: &generator)
    }
    bytes.withUnsafeBytes { raw in
      guard let table = LemmaTable(bytes: raw) else { return }
      for word in ["mice", "went", "a", "zzz", "", "the", "über", "ab", "ℵ", "zoology"] {
        #expect(table.values(for: word).count <= raw.count)
      }
      guard seed < 4 else { return }
      var count = 0
      table.forEachEntry { _, _, _ in count += 1 }
      #expect(count <= raw.count, "each value takes at least one byte")
      #expect(count > 0)
    }
  }
}
