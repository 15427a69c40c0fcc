// Where a key's record lies, by its hash. Every word of running text is looked up in the
// English table, and the search by blocks (the last block whose first key is not greater,
// then a scan of up to 32 front-coded records) cost about 1,300 instructions a word, a third
// of the C pipeline's whole cost for the word, and touched a dozen cache lines of the table.
// The index the build appends (`dictionaries/build_lemmas.py`, `HASH_INDEX_LANGUAGES`) holds
// each key once more, whole, with its values, in 64-byte buckets: a word is hashed once and
// compared with the few keys of one cache line. An earlier layout (`STMHASH1`) kept a slot
// array apart from the records: a lookup waited for memory twice, slot then record, and those
// two misses were a sixth of `Analyzer.terms(in:)`'s time while its instructions were 4%.

extension LemmaTable {
  /// The hash index that ends a table built with one (`STMHASH2`), read in place: where its
  /// buckets and long records lie. A table without one (or with a header that does not fit
  /// its bytes) has none, and is searched by blocks.
  ///
  /// Layout (integers little-endian): magic `STMHASH2`, `u32` bucket count *b*, `u32` offset
  /// of the first bucket from the magic, `u32` long record area length *l*, `u32` 0, zero
  /// bytes, *b* buckets of ``bucketSize`` bytes, then the long record area. A key sits in
  /// bucket `((hash >> 32) * b) >> 32` (``hash(_:)``) or the first after it with room,
  /// wrapping. A bucket is a filter byte (bit `hash & 7` set for each key stored after the
  /// bucket whose search passed it), the heads of up to 7 entries (0 for none), then their
  /// bytes one after another. A head is the key's length plus 32 times its values' (a key
  /// and values of at most 24 bytes, values of at most 7), the entry `KEY` and its values (as
  /// in the blocks); or `5 << 5`, the entry `LENGTH u32` naming a record `LENGTH KEY` and
  /// values in the long record area by its offset.
  struct HashIndex: Hashable, Sendable {
    private static let magic: [UInt8] = Array("STMHASH2".utf8)
    private static let headerSize = 24
    /// The bytes of a bucket: one cache line.
    static let bucketSize = 64
    /// The entries of a bucket: their heads follow its filter byte.
    private static let headCount = 7
    /// Where a bucket's data area starts: after the filter byte and the heads.
    private static let dataBase = 1 + headCount
    /// The head of an entry whose record is in the long record area.
    private static let longHead: UInt8 = 5 << 5
    /// Where the index's header starts in the table.
    let start: Int
    /// Where the buckets start in the table.
    let bucketsBase: Int
    /// The number of buckets.
    let bucketCount: Int
    /// Where the long record area starts in the table.
    let longBase: Int
    /// The length of the long record area.
    let longCount: Int

    /// The index that starts at `start` in `bytes` (the end of the blocks, rounded up to a
    /// multiple of 4), or `nil` where there is none or its header does not fit the bytes.
    init?(in bytes: UnsafeRawBufferPointer, at start: Int) {
      let start = (start + 3) / 4 * 4
      guard start >= 0, start + HashIndex.headerSize <= bytes.count,
        bytes[start..<(start + 8)].elementsEqual(HashIndex.magic)
      else { return nil }
      func readUInt32(_ offset: Int) -> Int {
        Int(
          UInt32(
            littleEndian: bytes.loadUnaligned(fromByteOffset: start + offset, as: UInt32.self)))
      }
      let bucketCount = readUInt32(8)
      let bucketsOffset = readUInt32(12)
      let longCount = readUInt32(16)
      let bucketsBase = start + bucketsOffset
      let longBase = bucketsBase + HashIndex.bucketSize * bucketCount
      // Each term is below 2^32, so the sums cannot overflow.
      guard bucketCount > 0, bucketsOffset >= HashIndex.headerSize,
        longBase + longCount <= bytes.count
      else { return nil }
      self.start = start
      self.bucketsBase = bucketsBase
      self.bucketCount = bucketCount
      self.longBase = longBase
      self.longCount = longCount
    }

    /// The bytes holding the values of `key` (its bucket, or the long record area) and where
    /// they start there, or `nil` if the table `bytes` does not hold it.
    /// - Complexity: O(*k*) for a key of *k* bytes; one bucket read for most keys, held or
    ///   not (the build leaves about 6% of English's keys in a later bucket, and a search
    ///   for an absent key goes on to the next bucket where its filter bit is set).
    func record(of key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeRawBufferPointer)
      -> (block: UnsafeRawBufferPointer, start: Int)?
    {
      // No key is empty, and an empty one would match the heads of absent entries.
      guard let base = bytes.baseAddress, !key.isEmpty else { return nil }
      let hash = HashIndex.hash(key)
      let bit = UInt64(1) &<< (hash & 7)
      // The key's length in every byte, as an inline entry's head holds it (32, which no
      // head holds, for a longer key).
      let lengths = UInt64(min(key.count, 32)) &* HashIndex.everyByte
      var bucket = homeBucket(of: hash)
      // Every bucket at most once: a damaged table may have every filter bit set.
      for _ in 0..<bucketCount {
        let line = base + bucketsBase + HashIndex.bucketSize &* bucket
        // The filter byte, then the heads: the entries of the bucket are found from these
        // eight bytes at once, not one after another (each entry's place was a load waiting
        // on the one before).
        let header = UInt64(littleEndian: line.loadUnaligned(as: UInt64.self))
        let heads = header &>> 8
        let keyLengths = heads & 0x1F1F_1F1F_1F1F_1F1F
        // The bytes of each entry in the data area, and where each starts: byte *i* of the
        // product is the sum of the sizes up to entry *i*, shifted to the entry after it.
        let sizes = keyLengths &+ ((heads &>> 5) & 0x0707_0707_0707_0707)
        let starts = (sizes &* HashIndex.everyByte) &<< 8
        var candidates =
          HashIndex.zeroBytes(keyLengths ^ lengths)
          | HashIndex.zeroBytes(heads ^ (UInt64(HashIndex.longHead) &* HashIndex.everyByte))
        while candidates != 0 {
          let shift = UInt64(candidates.trailingZeroBitCount & ~7)
          candidates &= candidates &- 1
          let head = UInt8(truncatingIfNeeded: heads &>> shift)
          let start = HashIndex.dataBase + Int(UInt8(truncatingIfNeeded: starts &>> shift))
          if head == HashIndex.longHead {
            guard start + 5 <= HashIndex.bucketSize,
              line.load(fromByteOffset: start, as: UInt8.self) == key.count
            else { continue }
            let offset = UInt32(
              littleEndian: line.loadUnaligned(fromByteOffset: start + 1, as: UInt32.self))
            if let start = longValuesStart(of: key, at: Int(offset), in: base) {
              return (UnsafeRawBufferPointer(start: base + longBase, count: longCount), start)
            }
          } else {
            // The key and at least one value byte within the bucket.
            let valuesStart = start + key.count
            guard valuesStart < HashIndex.bucketSize,
              HashIndex.equal((line + start).assumingMemoryBound(to: UInt8.self), key)
            else { continue }
            return (UnsafeRawBufferPointer(start: line, count: HashIndex.bucketSize), valuesStart)
          }
        }
        if header & bit == 0 { return nil }
        bucket += 1
        if bucket == bucketCount { bucket = 0 }
      }
      return nil
    }

    /// A byte of 1 in every byte.
    private static let everyByte: UInt64 = 0x0101_0101_0101_0101

    /// The top bit of each byte of `value` that is 0.
    @inline(__always)
    private static func zeroBytes(_ value: UInt64) -> UInt64 {
      let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
      return ~((((value & low) &+ low) | value) | low)
    }

    /// Where the values of `key` start in the long record area, for the record at `offset`
    /// there, or `nil` where that record is not `key`'s (or does not fit the area).
    private func longValuesStart(
      of key: UnsafeBufferPointer<UInt8>, at offset: Int, in base: UnsafeRawPointer
    ) -> Int? {
      let records = (base + longBase).assumingMemoryBound(to: UInt8.self)
      guard offset < longCount, Int(records[offset]) == key.count,
        offset + 1 + key.count < longCount, HashIndex.equal(records + offset + 1, key)
      else { return nil }
      return offset + 1 + key.count
    }

    /// The bucket where the search for a key of hash `hash` starts.
    @inline(__always)
    func homeBucket(of hash: UInt64) -> Int {
      Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(bucketCount)) >> 32)
    }

    /// Whether the `key.count` bytes at `stored` are `key`'s, compared eight at a time.
    @inline(__always)
    private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>)
      -> Bool
    {
      guard let keyBase = key.baseAddress else { return true }
      let count = key.count
      guard count >= 8 else {
        return shortWord(stored, count: count) == shortWord(keyBase, count: count)
      }
      var index = 0
      while index + 8 <= count {
        if word(stored, at: index) != word(keyBase, at: index) { return false }
        index += 8
      }
      // The last eight bytes, overlapping the words compared above.
      return index == count || word(stored, at: count - 8) == word(keyBase, at: count - 8)
    }

    /// The `count` bytes at `pointer` (fewer than eight) as a little-endian integer, the
    /// bytes above them 0: read as two loads that overlap, not byte by byte (most English
    /// words are shorter than eight bytes, and each lookup hashes and compares one).
    @inline(__always)
    static func shortWord(_ pointer: UnsafePointer<UInt8>, count: Int) -> UInt64 {
      let raw = UnsafeRawPointer(pointer)
      if count >= 4 {
        let low = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
        let high = UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        return UInt64(low) | UInt64(high) &<< (8 * UInt64(count - 4))
      }
      if count >= 2 {
        let low = UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self))
        let high = UInt16(
          littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
        return UInt64(low) | UInt64(high) &<< (8 * UInt64(count - 2))
      }
      return count == 1 ? UInt64(pointer[0]) : 0
    }

    /// The eight bytes at `pointer + offset` as a little-endian integer.
    @inline(__always)
    private static func word(_ pointer: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(pointer + offset).loadUnaligned(as: UInt64.self))
    }

    /// The 64-bit hash of a key, as `key_hash` in `dictionaries/build_lemmas.py` computes it:
    /// the length, then each 8-byte little-endian chunk of the key (the last padded with
    /// zeros) mixed in by a multiplication, then MurmurHash3's 64-bit finalizer.
    /// - Complexity: O(*k*) for a key of *k* bytes.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
      hash(key, foldingASCIICase: false).hash
    }

    /// The ``hash(_:)`` of `key` with ASCII capitals lowercased (as the key of a plain ASCII
    /// word is), or `nil` where `key` is not all ASCII.
    /// - Complexity: O(*k*) for a key of *k* bytes.
    static func hash(ofLowercased key: UnsafeBufferPointer<UInt8>) -> UInt64? {
      let (hash, high) = hash(key, foldingASCIICase: true)
      return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    /// ``hash(_:)``, each chunk with ASCII capitals lowercased where `foldingASCIICase` is set
    /// (eight bytes at a time: exact where the chunk is all ASCII), with the bitwise or of
    /// the chunks as read (whose high bits tell whether the key was all ASCII).
    @inline(__always)
    private static func hash(_ key: UnsafeBufferPointer<UInt8>, foldingASCIICase: Bool)
      -> (hash: UInt64, high: UInt64)
    {
      var hash = UInt64(key.count)
      var high: UInt64 = 0
      @inline(__always)
      func chunk(_ value: UInt64) -> UInt64 {
        guard foldingASCIICase else { return value }
        high |= value
        // A byte below 0x80 is a capital where adding 0x3F sets its top bit and adding 0x25
        // does not (no carry leaves it); the top bit shifted to 0x20 lowercases it.
        let capitals =
          (value &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(value &+ 0x2525_2525_2525_2525)
          & 0x8080_8080_8080_8080
        return value | (capitals >> 2)
      }
      if let base = key.baseAddress {
        let count = key.count
        var index = 0
        while index + 8 <= count {
          hash = mix(hash, chunk(word(base, at: index)))
          index += 8
        }
        if index < count {
          // The last eight bytes, shifted so that only those after `index` are left.
          let last =
            count >= 8
            ? word(base, at: count - 8) >> (8 * UInt64(8 - (count - index)))
            : shortWord(base, count: count)
          hash = mix(hash, chunk(last))
        }
      }
      hash ^= hash >> 33
      hash = hash &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 33
      hash = hash &* 0xC4CE_B9FE_1A85_EC53
      hash ^= hash >> 33
      return (hash, high)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ chunk: UInt64) -> UInt64 {
      let mixed = (hash ^ chunk) &* 0x9E37_79B9_7F4A_7C15
      return mixed ^ (mixed >> 32)
    }
  }
}
