import Testing

@testable import Linguistics

/// What the lemma table's prefetch asks for: the bucket where each key's search starts, by the
/// hash of the word with ASCII capitals lowercased. A wrong address or hash changes no
/// result, only the time, so both are checked here against the index's layout.
@Suite("Lemma table prefetch")
struct LemmaTablePrefetchTests {
  @Test("Every key's home bucket is where the layout places its search's start")
  func homeBuckets() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    let index = try #require(table.hashIndex)
    let base = try #require(table.storage.baseAddress)
    let keys = LemmaTableHashIndexTests.keys(of: table)
    var foundAtHome = 0
    for key in keys {
      let bytes = Array(key.utf8)
      let hash = bytes.withUnsafeBufferPointer { LemmaTable.HashIndex.hash($0) }
      // The documented placement: bucket ((hash >> 32) * b) >> 32, 64 bytes each.
      let home = Int(((hash >> 32) * UInt64(index.bucketCount)) >> 32)
      let offset = index.homeBucketOffset(of: hash)
      #expect(offset == index.bucketsBase + LemmaTable.HashIndex.bucketSize * home, "\(key)")
      // The record the lookup finds lies in that bucket for most keys (the rest were placed
      // after a full one): the line prefetched is the one the lookup reads.
      let record = bytes.withUnsafeBufferPointer { index.record(of: $0, in: table.storage) }
      if try #require(record, "\(key)").block.baseAddress == base + offset { foundAtHome += 1 }
    }
    #expect(foundAtHome * 2 > keys.count)
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
