import Testing

@testable import Linguistics

/// What the lemma table's prefetch asks for: the slot where each key's search starts, by the
/// hash of the word with ASCII capitals lowercased. A wrong address or hash changes no
/// result, only the time, so both are checked here against the index's layout.
@Suite("Lemma table prefetch")
struct LemmaTablePrefetchTests {
  @Test("Every key's home slot is where the layout places its search's start")
  func homeSlots() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    let index = try #require(table.hashIndex)
    var foundAtHome = 0
    for key in LemmaTableHashIndexTests.keys(of: table) {
      let bytes = Array(key.utf8)
      let hash = bytes.withUnsafeBufferPointer { LemmaTable.HashIndex.hash($0) }
      // The documented placement: slot ((hash >> 32) * s) >> 32, four bytes each.
      let home = Int(((hash >> 32) * UInt64(index.slotCount)) >> 32)
      #expect(index.homeSlotOffset(of: hash) == index.slotsBase + 4 * home, "\(key)")
      // The slot read there names the key's own record for most keys (the rest were placed
      // after a taken slot): the offset is one the lookup reads.
      let slot = UInt32(
        littleEndian: table.storage.loadUnaligned(
          fromByteOffset: index.homeSlotOffset(of: hash), as: UInt32.self))
      let start = bytes.withUnsafeBufferPointer { index.valuesStart(of: $0, in: table.storage) }
      let own = try #require(start, "\(key)") - bytes.count - 1
      if slot != 0 && Int(slot & index.offsetMask) - 1 == own { foundAtHome += 1 }
    }
    #expect(foundAtHome > 0)
  }

  @Test("A word's prefetch hash is its key's: ASCII capitals lowercased, nil where not ASCII")
  func lowercasedHash() {
    // Every ASCII byte in every position of a chunk, and words of every length to 40.
    let ascii = (1...0x7F).map { UInt8($0) }
    var words: [[UInt8]] = (0...40).map { length in (0..<length).map { ascii[($0 * 7) % 127] } }
    for first in stride(from: 0, to: ascii.count, by: 8) {
      words.append(Array(ascii[first..<min(first + 13, ascii.count)]))
    }
    for word in words {
      let key = word.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
      let given = word.withUnsafeBufferPointer(LemmaTable.HashIndex.hash(ofLowercased:))
      #expect(given == key.withUnsafeBufferPointer(LemmaTable.HashIndex.hash), "\(word)")
    }
    for word in ["ÜBER", "naïve", "abcdefgh\u{E9}"] {
      #expect(
        Array(word.utf8).withUnsafeBufferPointer(LemmaTable.HashIndex.hash(ofLowercased:)) == nil)
    }
  }
}
