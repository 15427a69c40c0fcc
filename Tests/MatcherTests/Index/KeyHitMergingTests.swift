import StemmaTestSupport
import Testing

@testable import Matcher

/// Merging a field's hits by key gives each key once, in key order, with every hit of that key
/// absorbed, and leaves the hits before the merged run as they were: by insertion (short runs)
/// and by sorting (long ones) alike.
@Suite struct KeyHitMergingTests {
  /// What merging must give, computed apart: each key's hits absorbed in the order they came.
  static func expected(_ hits: ArraySlice<KeyHit>) -> [KeyHit] {
    var byKey: [UInt32: KeyHit] = [:]
    for hit in hits {
      if byKey[hit.key] != nil { byKey[hit.key]?.absorb(hit) } else { byKey[hit.key] = hit }
    }
    return byKey.keys.sorted().compactMap { byKey[$0] }
  }

  static func hit(_ key: UInt32, _ random: inout SeededGenerator) -> KeyHit {
    var hit = KeyHit(
      key: key, forms: Posting.Forms(rawValue: UInt8.random(in: 1...7, using: &random)),
      isPart: Bool.random(using: &random), isNounless: Bool.random(using: &random))
    hit.frequency = UInt8.random(in: 1...3, using: &random)
    return hit
  }

  static func same(_ one: [KeyHit], _ other: [KeyHit]) -> Bool {
    one.count == other.count
      && zip(one, other).allSatisfy {
        $0.key == $1.key && $0.forms == $1.forms && $0.frequency == $1.frequency
          && $0.isPart == $1.isPart && $0.isNounless == $1.isNounless
      }
  }

  /// Runs of every length around the insertion limit, with keys drawn from few values (so that
  /// keys repeat within a run and across the kept prefix) or many, in random, ascending and
  /// descending order.
  @Test(arguments: [2, 8, 1_000])
  func mergedHitsAreEachKeyOnceInOrderAllAbsorbed(keyRange: Int) {
    var random = SeededGenerator(seed: UInt64(keyRange))
    let limit = [KeyHit].insertionMergeLimit
    for count in [0, 1, 2, 3, 5, 17, limit - 1, limit, limit + 1, 3 * limit] {
      for order in 0..<3 {
        // Out of key order, and may repeat a key: merging the run must not reach it.
        let prefix = (0..<3).map { _ in
          Self.hit(UInt32.random(in: 0..<9, using: &random), &random)
        }
        var run = (0..<count).map { _ in
          Self.hit(UInt32.random(in: 0..<UInt32(keyRange), using: &random), &random)
        }
        if order == 1 { run.sort { $0.key < $1.key } }
        if order == 2 { run.sort { $0.key > $1.key } }
        var hits = prefix + run
        hits.mergeByKey(from: prefix.count)
        #expect(Self.same(Array(hits.prefix(prefix.count)), prefix), "\(count) \(order)")
        #expect(
          Self.same(Array(hits.dropFirst(prefix.count)), Self.expected(run[...])),
          "\(count) hits, order \(order), keys below \(keyRange)")
      }
    }
  }

  /// The two ways of merging give the same hits.
  @Test func insertingAndSortingAgree() {
    var random = SeededGenerator(seed: 7)
    for count in [2, 9, 40] {
      let hits = (0..<count).map { _ in
        Self.hit(UInt32.random(in: 0..<12, using: &random), &random)
      }
      var inserted = hits
      var sorted = hits
      let keptInserting = inserted.withUnsafeMutableBufferPointer { $0.mergeByKeyInserting() }
      let keptSorting = sorted.withUnsafeMutableBufferPointer { $0.mergeByKeySorting() }
      #expect(Self.same(Array(inserted.prefix(keptInserting)), Array(sorted.prefix(keptSorting))))
      #expect(Self.same(Array(inserted.prefix(keptInserting)), Self.expected(hits[...])))
    }
  }
}
