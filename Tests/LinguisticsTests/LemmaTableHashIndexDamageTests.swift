import StemmaTestSupport
import Testing

@testable import Linguistics

/// The lemma table's hash index read from damaged copies of the shipped English table: a
/// header that does not fit its bytes leaves the table without an index (searched by blocks),
/// and damaged buckets never make a search read outside its bucket or the long record area,
/// nor loop.
@Suite("Lemma table hash index on damaged data")
struct LemmaTableHashIndexDamageTests {
  /// The shipped English table's bytes and its index.
  static func shipped() throws -> (bytes: [UInt8], index: LemmaTable.HashIndex) {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    return (Array(table.storage), try #require(table.hashIndex))
  }

  static func write(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
    for byte in 0..<4 { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte)) }
  }

  /// Where the home bucket of `key` in `index` starts.
  static func homeBucketOffset(of key: [UInt8], in index: LemmaTable.HashIndex) -> Int {
    index.homeBucketOffset(of: key.withUnsafeBufferPointer(LemmaTable.HashIndex.hash))
  }

  @Test(
    "A header whose buckets or long records do not fit the bytes gives no index; the blocks still answer",
    arguments: [
      // (header field, value): bucket count, bucket offset, long record area length.
      (8, UInt32(0)), (8, UInt32.max), (12, UInt32(0)), (12, UInt32(23)), (12, UInt32.max),
      (16, UInt32.max),
    ])
  func damagedHeader(field: Int, value: UInt32) throws {
    var (bytes, index) = try Self.shipped()
    Self.write(value, into: &bytes, at: index.start + field)
    try bytes.withUnsafeBytes { raw in
      let table = try #require(LemmaTable(bytes: raw))
      #expect(table.hashIndex == nil)
      #expect(table.values(for: "mice").contains { $0.word == "mouse" })
    }
  }

  @Test("An index cut short (its long records, or buckets, missing) gives no index")
  func truncated() throws {
    let (bytes, index) = try Self.shipped()
    for end in [index.start + 20, index.bucketsBase + 64, index.longBase + index.longCount - 1] {
      try Array(bytes.prefix(end)).withUnsafeBytes { raw in
        let table = try #require(LemmaTable(bytes: raw))
        #expect(table.hashIndex == nil, "\(end)")
        #expect(table.values(for: "went").contains { $0.word == "go" }, "\(end)")
      }
    }
  }

  @Test("A record that would run past its bucket's end is not read")
  func recordPastBucket() throws {
    var (bytes, index) = try Self.shipped()
    // Heads of a key of `filler` bytes with one value byte and of a 29-byte key, then their
    // bytes: with a filler of 25 bytes the 29-byte key's value byte ends the bucket, with 26
    // it would be the next bucket's first byte.
    let key = Array(repeating: UInt8(ascii: "q"), count: 29)
    let bucket = Self.homeBucketOffset(of: key, in: index)
    for filler in [25, 26] {
      let heads: [UInt8] = [0, UInt8(filler | 1 << 5), 29 | 1 << 5, 0, 0, 0, 0, 0]
      let entries = heads + Array(repeating: UInt8(ascii: "p"), count: filler) + [0] + key + [0]
      bytes.replaceSubrange(bucket..<(bucket + 64), with: entries.prefix(64))
      bytes.withUnsafeBytes { raw in
        let found = key.withUnsafeBufferPointer { index.record(of: $0, in: raw) }
        #expect((found != nil) == (filler == 25), "\(filler)")
      }
    }
  }

  @Test(
    "A long entry naming a record outside the long record area is not read",
    arguments: [UInt32.max, UInt32(1 << 24), UInt32(0)])
  func longEntryOutside(offsetPastArea: UInt32) throws {
    var (bytes, index) = try Self.shipped()
    let key = Array("zq".utf8)
    let bucket = Self.homeBucketOffset(of: key, in: index)
    // `offsetPastArea` counted from the area's end: 0 names the first byte after it.
    let offset = UInt32(truncatingIfNeeded: index.longCount) &+ offsetPastArea
    // A long entry's head, then its bytes: the key's length and the record's offset.
    bytes.replaceSubrange(
      bucket..<(bucket + 13), with: [0, 5 << 5, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0])
    Self.write(offset, into: &bytes, at: bucket + 9)
    // The long record area followed by `zq`'s record, as if the area went on.
    bytes += [2] + key + [0]
    bytes.withUnsafeBytes { raw in
      let found = key.withUnsafeBufferPointer { index.record(of: $0, in: raw) }
      #expect(found == nil)
    }
  }

  @Test(
    "Buckets filled with any bytes end every search, found or not, without trapping",
    arguments: [UInt8(0xFF), 0x01, 0x80, 0x7F, 5 << 5])
  func filledBuckets(fill: UInt8) throws {
    var (bytes, index) = try Self.shipped()
    let end = index.bucketsBase + LemmaTable.HashIndex.bucketSize * index.bucketCount
    bytes.replaceSubrange(
      index.bucketsBase..<end, with: repeatElement(fill, count: end - index.bucketsBase))
    try bytes.withUnsafeBytes { raw in
      let table = try #require(LemmaTable(bytes: raw))
      for word in [
        "a", "mice", "went", "", "zzz", String(repeating: "q", count: 31),
        String(repeating: "\u{7F}", count: 127),
      ] {
        #expect(table.values(for: word).count <= raw.count)
      }
    }
  }

  @Test("Buckets of random bytes give values only from within the table")
  func randomBuckets() throws {
    var (bytes, index) = try Self.shipped()
    var generator = SeededGenerator(seed: 27)
    let end = index.bucketsBase + LemmaTable.HashIndex.bucketSize * index.bucketCount
    for offset in index.bucketsBase..<end {
      bytes[offset] = UInt8.random(in: 0...255, using: &generator)
    }
    try bytes.withUnsafeBytes { raw in
      let table = try #require(LemmaTable(bytes: raw))
      let lower = try #require(raw.baseAddress)
      for length in 1...40 {
        let key = String(repeating: "a", count: length)
        let found = Array(key.utf8).withUnsafeBufferPointer { index.record(of: $0, in: raw) }
        if let (block, start) = found {
          let base = try #require(block.baseAddress)
          #expect(base >= lower && base + block.count <= lower + raw.count, "\(key)")
          #expect(start < block.count, "\(key)")
        }
        #expect(table.values(for: key).count <= raw.count)
      }
    }
  }
}
