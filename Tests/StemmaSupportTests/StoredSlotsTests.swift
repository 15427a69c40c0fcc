import Testing

@testable import StemmaSupport

/// Hash tables saved as their slots and read back: the same lookups, and slots that could make
/// a probe loop or hand out an id out of range refused.
@Suite struct StoredSlotsTests {
  static let words = (0..<300).map { "word\($0)" }

  @Test func anInternTableReadBackFindsEveryString() throws {
    var table = InternTable()
    for word in Self.words { table.intern(word) }
    let read = try #require(
      InternTable(strings: table.strings, storedSlots: table.storedSlots, seed: table.seed))
    for (id, word) in Self.words.enumerated() { #expect(read[word] == UInt32(id)) }
    #expect(read["absent"] == nil)
    var grown = read
    #expect(grown.intern("new") == (300, true))
    #expect(grown.intern("word7") == (7, false))
  }

  @Test func slotsThatBreakTheRulesAreRefused() throws {
    var table = InternTable()
    for word in Self.words { table.intern(word) }
    let slots = table.storedSlots
    let strings = table.strings
    let seed = table.seed
    #expect(InternTable(strings: strings, storedSlots: slots, seed: seed) != nil)
    // Not a power of two.
    #expect(InternTable(strings: strings, storedSlots: slots + [0], seed: seed) == nil)
    // Fewer strings than entries: an id out of range.
    #expect(InternTable(strings: Array(strings.dropLast()), storedSlots: slots, seed: seed) == nil)
    // An id held twice.
    var twice = slots
    let held = try #require(twice.indices.filter { twice[$0] != 0 }.first)
    let empty = try #require(twice.indices.first { twice[$0] == 0 })
    twice[empty] = twice[held]
    #expect(InternTable(strings: strings, storedSlots: twice, seed: seed) == nil)
    // More than half full (a probe might never meet an empty slot).
    let full = [UInt64](repeating: 0, count: 4).enumerated().map { UInt64($0.offset + 1) }
    #expect(TaggedSlots(storedSlots: full, count: 4, idsBelow: 4) == nil)
    #expect(TaggedSlots(storedSlots: [1, 0, 0, 0], count: 1, idsBelow: 1) != nil)
    #expect(TaggedSlots(storedSlots: [], count: 1, idsBelow: 1) == nil)
  }

  @Test func anIntegerMapReadBackFindsEveryKey() throws {
    var map = IntegerMap()
    for key in 0..<500 as Range<UInt64> { map.set(UInt32(key * 3), for: key << 32 | key) }
    let read = try #require(IntegerMap(storedSlots: map.storedSlots))
    #expect(read.count == 500)
    for key in 0..<500 as Range<UInt64> { #expect(read[key << 32 | key] == UInt32(key * 3)) }
    #expect(read[7] == nil)
    var pairs: [UInt64: UInt32] = [:]
    read.forEach { pairs[$0] = $1 }
    #expect(pairs.count == 500 && pairs[3 << 32 | 3] == 9)
    // An odd number of words, a size that is no power of two, too full.
    #expect(IntegerMap(storedSlots: map.storedSlots.dropLast()) == nil)
    #expect(IntegerMap(storedSlots: map.storedSlots + [0, 0]) == nil)
    #expect(IntegerMap(storedSlots: [1, 1, 2, 1]) == nil)
    #expect(IntegerMap(storedSlots: [1, 1, 0, 0]) != nil)
    #expect(IntegerMap(storedSlots: [1, 1 << 32, 0, 0]) == nil)
  }

  /// Values alone, each naming its key (a snapshot's pair map: a key id whose entry is the
  /// pair), read back with the keys found from them: the same lookups.
  @Test func anIntegerMapReadBackFromItsValuesFindsEveryKey() throws {
    var map = IntegerMap()
    let keys = (0..<500).map { UInt64($0) << 32 | UInt64($0 * 7) }
    for (value, key) in keys.enumerated() { map.set(UInt32(value), for: key) }
    let values = map.storedValues
    #expect(values.count * 2 == map.storedSlots.count)
    let read = try #require(
      IntegerMap(storedValues: values) { $0 < keys.count ? keys[Int($0)] : nil })
    #expect(read.count == 500)
    for (value, key) in keys.enumerated() { #expect(read[key] == UInt32(value)) }
    #expect(read[7] == nil)
    // A value that names no key, a size that is no power of two, too full.
    #expect(IntegerMap(storedValues: values) { $0 < 499 ? keys[Int($0)] : nil } == nil)
    #expect(IntegerMap(storedValues: values + [0]) { keys[Int($0)] } == nil)
    #expect(IntegerMap(storedValues: [1, 2]) { keys[Int($0)] } == nil)
    #expect(IntegerMap(storedValues: [1, 0]) { keys[Int($0)] } != nil)
  }
}
