import StemmaTestSupport
import Testing

@testable import Linguistics

/// The lemma table's hash index (`STMHASH2`) against the search by blocks it replaces: every
/// key and its neighbours give the same values both ways, and the hash is the build script's
/// (a damaged index: `LemmaTableHashIndexDamageTests`).
@Suite("Lemma table hash index")
struct LemmaTableHashIndexTests {
  /// Every key of the table, in order.
  static func keys(of table: LemmaTable) -> [String] {
    var keys: [String] = []
    table.forEachEntry { form, _, _ in
      if keys.last != form { keys.append(form) }
    }
    return keys
  }

  @Test("The shipped English table has a hash index; the others are searched by blocks")
  func shippedTables() throws {
    #expect(try #require(LemmaTable(code: "en", kind: "lemmas")).hashIndex != nil)
    for code in ["de", "fr", "es", "it", "pt", "nl", "ru"] {
      #expect(try #require(LemmaTable(code: code, kind: "lemmas")).hashIndex == nil, "\(code)")
    }
  }

  @Test("Every key and its neighbours read the same through the index as through the blocks")
  func agreesWithBlocks() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    let keys = Self.keys(of: table)
    #expect(keys.count == table.keyCount)
    var absent = 0
    for key in keys {
      let hashed = table.values(for: key)
      #expect(!hashed.isEmpty, "\(key)")
      #expect(hashed == table.values(for: key, hashed: false), "\(key)")
      for neighbour in [key + "\u{1}", key + "s", String(key.dropLast()), "x" + key] {
        let values = table.values(for: neighbour)
        #expect(values == table.values(for: neighbour, hashed: false), "\(neighbour)")
        if values.isEmpty { absent += 1 }
      }
    }
    // The neighbours include absent keys, whose misses the index must find too.
    #expect(absent > keys.count)
  }

  @Test("The empty key is found neither way: it matches no bucket's absent entries")
  func emptyKey() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    #expect(table.values(for: "").isEmpty)
    #expect(table.values(for: "", hashed: false).isEmpty)
  }

  @Test("Tags read through the index are those of the values")
  func tagsAgree() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    for key in Self.keys(of: table).enumerated().filter({ $0.offset % 11 == 0 }).map(\.element) {
      let tags = Array(key.utf8).withUnsafeBufferPointer { table.tags(for: $0) }
      var expected = ByteSet()
      for value in table.values(for: key, hashed: false) { expected.insert(value.tag) }
      #expect(tags == expected, "\(key)")
    }
  }

  /// `key_hash` in `dictionaries/build_lemmas.py`, byte by byte as its docstring says.
  static func referenceHash(_ key: [UInt8]) -> UInt64 {
    var hash = UInt64(key.count)
    for start in stride(from: 0, to: key.count, by: 8) {
      var chunk: UInt64 = 0
      for (position, byte) in key[start..<min(start + 8, key.count)].enumerated() {
        chunk |= UInt64(byte) << (8 * UInt64(position))
      }
      hash = (hash ^ chunk) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 32
    }
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 33)
  }

  @Test("The hash is the build script's, chunk by chunk, for keys of every length to 40")
  func hashAgreesWithReference() {
    var generator = SeededGenerator(seed: 27)
    for length in 0...40 {
      let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let hash = key.withUnsafeBufferPointer(LemmaTable.HashIndex.hash)
      #expect(hash == Self.referenceHash(key), "\(key)")
    }
    // Values `python3 -c 'import build_lemmas; print(hex(build_lemmas.key_hash(b"mice")))'`
    // prints (from dictionaries/): the contract between the script and the reader.
    #expect(Self.referenceHash(Array("mice".utf8)) == 0x97AE_3DD9_C646_EC58)
    #expect(Self.referenceHash(Array("abcdefghi".utf8)) == 0x2BCD_4A93_0477_E0F4)
  }

  @Test("Without the index (cut off after the blocks) every key is still found by the blocks")
  func withoutIndex() throws {
    let shipped = try #require(LemmaTable(code: "en", kind: "lemmas"))
    let index = try #require(shipped.hashIndex)
    let bytes = Array(shipped.storage.prefix(index.start))
    try bytes.withUnsafeBytes { raw in
      let table = try #require(LemmaTable(bytes: raw))
      #expect(table.hashIndex == nil)
      for key in ["mice", "went", "better", "zoology", "the", "qqq"] {
        #expect(table.values(for: key) == shipped.values(for: key), "\(key)")
      }
    }
  }

  @Test("The shipped index's buckets each fill one cache line")
  func bucketsAreCacheLines() throws {
    let table = try #require(LemmaTable(code: "en", kind: "lemmas"))
    let index = try #require(table.hashIndex)
    let base = Int(bitPattern: table.storage.baseAddress)
    #expect((base + index.bucketsBase) % LemmaTable.HashIndex.bucketSize == 0)
  }
}

/// A reading that keeps its key as it is takes the key's own string: the same words and tags
/// as the table's enumeration, which decodes every reading byte by byte.
@Suite("Lemma table readings that keep their key")
struct LemmaTableIdentityReadingTests {
  /// English, whose table has the hash index, whole; German (readings capitalized by a flag
  /// of their rule) every 13th key.
  @Test("Every key's readings equal the enumeration's", arguments: [("en", 1), ("de", 13)])
  func agreesWithEnumeration(code: String, every stride: Int) throws {
    let table = try #require(LemmaTable(code: code, kind: "lemmas"))
    var entries: [String: [String]] = [:]
    var order: [String] = []
    var keys = 0
    var previous = ""
    table.forEachEntry { form, lemma, tag in
      if form != previous {
        keys += 1
        previous = form
        if keys % stride == 0 { order.append(form) }
      }
      guard keys % stride == 0 else { return }
      entries[form, default: []].append("\(tag) \(lemma)")
    }
    var identities = 0
    for key in order {
      let values = table.values(for: key)
      identities += values.count { $0.word == key }
      #expect(values.map { "\($0.tag) \($0.word)" } == entries[key], "\(key)")
      var read: [String] = []
      table.forEachValue(for: key) { value in
        read.append("\(value.tag) \(value.word)")
        return true
      }
      #expect(read == entries[key], "\(key)")
    }
    #expect(identities > 0)
  }
}
