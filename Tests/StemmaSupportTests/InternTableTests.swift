import Foundation
import StemmaTestSupport
import Testing

@testable import StemmaSupport

/// The build's hash tables against Swift's own dictionaries: the same answers for every
/// lookup, through growth and starting over.
@Suite struct InternTableTests {
  @Test(arguments: [1, 2, 3])
  func internGivesDenseIDsInOrderOfFirstSight(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var table = InternTable(seed: seed)
    // By bytes, as the table compares: `String`'s `==` would equate "é" and "e\u{301}".
    var reference: [[UInt8]: UInt32] = [:]
    var order: [[UInt8]] = []
    for text in hashTableTexts(count: 5_000, using: &random) {
      let expected = reference[Array(text.utf8)]
      #expect(table[text] == expected, "lookup of \(text.debugDescription) before interning")
      let (id, inserted) = table.intern(text)
      #expect(inserted == (expected == nil), "\(text.debugDescription)")
      if let expected {
        #expect(id == expected)
      } else {
        #expect(id == UInt32(order.count))
        reference[Array(text.utf8)] = id
        order.append(Array(text.utf8))
      }
    }
    #expect(table.strings.map { Array($0.utf8) } == order)
    #expect(table.count == reference.count)
    for (bytes, id) in reference { #expect(table[String(decoding: bytes, as: UTF8.self)] == id) }
    #expect(table["never interned \u{1F600}"] == nil)
  }

  @Test func reservedTablesGrowPastTheirReservation() {
    var table = InternTable(seed: 7)
    table.reserveCapacity(1_000)
    for number in 0..<2_000 { table.intern("word \(number)") }
    #expect(table["word 1999"] == 1_999 && table["word 0"] == 0 && table.count == 2_000)
    table.reserveCapacity(10)
    #expect(table.intern("word 5") == (5, false) && table.intern("again") == (2_000, true))
  }

  /// Equal bytes hash alike under one seed; any change of one byte or of the length changes
  /// the hash (no collision among these, which a hash ignoring a byte would give).
  @Test func hashReadsEveryByte() {
    let base = Array("the quick brown fox jumps over".utf8)
    var hashes: Set<UInt64> = []
    func hash(_ bytes: [UInt8]) -> UInt64 {
      bytes.withUnsafeBufferPointer { InternTable.hash($0, seed: 42) }
    }
    #expect(hash(base) == hash(base))
    hashes.insert(hash(base))
    for index in base.indices {
      var changed = base
      changed[index] ^= 0x01
      hashes.insert(hash(changed))
    }
    for length in 0..<base.count { hashes.insert(hash(Array(base[..<length]))) }
    #expect(hashes.count == 2 * base.count + 1)
    #expect(InternTable.hash("abc", seed: 1) != InternTable.hash("abc", seed: 2))
  }

  /// Lookups by strings equal to the held ones but in storage of their own (built anew, so
  /// their 16 bytes differ from the held string's when they are long) find the same values.
  @Test(arguments: [5, 6])
  func stringMemoMatchesADictionary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var memo = StringMemo(seed: seed)
    var reference: [String: UInt64] = [:]
    let texts = hashTableTexts(count: 4_000, using: &random)
    for (number, text) in texts.enumerated() {
      let copy = String(decoding: Array(text.utf8), as: UTF8.self)
      #expect(memo[copy] == reference[text], "\(text.debugDescription)")
      let isNew = reference[text] == nil
      #expect(memo.insert(text, value: UInt64(number) << 20) == isNew)
      if isNew { reference[text] = UInt64(number) << 20 }
    }
    #expect(memo.count == reference.count)
    for (text, value) in reference {
      #expect(memo[text] == value)
      #expect(memo[String(decoding: Array(text.utf8), as: UTF8.self)] == value)
    }
    memo.removeAll()
    #expect(memo.count == 0 && memo["abcdefgh"] == nil)
    #expect(memo.insert("abcdefgh", value: 1) && memo["abcdefgh"] == 1)
  }

  @Test func integerMapMatchesADictionary() {
    var random = SeededGenerator(seed: 11)
    var map = IntegerMap()
    var reference: [UInt64: UInt32] = [:]
    for _ in 0..<20_000 {
      // Few distinct keys, so that keys are set again; zero and the extremes included.
      let key: UInt64 =
        switch Int.random(in: 0..<10, using: &random) {
        case 0: 0
        case 1: .max
        default: UInt64.random(in: 0..<4_000, using: &random) << 32 | 7
        }
      let value = UInt32.random(in: 0...(UInt32.max - 1), using: &random)
      #expect(map[key] == reference[key])
      if Bool.random(using: &random) {
        map.set(value, for: key)
        reference[key] = value
      } else {
        // Sets only a key that has no value, and answers the value it holds.
        let found = map.value(for: key, inserting: value)
        #expect(found.inserted == (reference[key] == nil))
        #expect(found.value == reference[key] ?? value)
        reference[key] = found.value
      }
      if map.count == 1_000 { map.reserveCapacity(5_000) }
    }
    #expect(map.count == reference.count)
    for (key, value) in reference { #expect(map[key] == value) }
    map.removeAll()
    #expect(map.count == 0 && map[0] == nil && map[.max] == nil)
    map.set(3, for: 0)
    #expect(map[0] == 3 && map.count == 1)
    #expect(map.value(for: .max, inserting: UInt32.max - 1) == (UInt32.max - 1, true))
    #expect(map.value(for: .max, inserting: 5) == (UInt32.max - 1, false) && map.count == 2)
  }
}
