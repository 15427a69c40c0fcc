// Where a key's record lies, by its hash. Every word of running text is looked up in the
// English table, and the search by blocks (the last block whose first key is not greater,
// then a scan of up to 32 front-coded records) cost about 1,300 instructions a word, a third
// of the C pipeline's whole cost for the word, and touched a dozen cache lines of the table.
// The index the build appends (`dictionaries/build_lemmas.py`, `HASH_INDEX_LANGUAGES`) holds
// each key once more, whole, with its values, and an open-addressing table of slots: a word is
// hashed once and compared with the one or two records its slots name.

extension LemmaTable {
  /// The hash index that ends a table built with one (`STMHASH1`), read in place: where its
  /// slots and records lie. A table without one (or with a damaged header) has none, and is
  /// searched by blocks.
  ///
  /// Layout (integers little-endian): magic `STMHASH1`, `u32` slot count *s*, `u32` offset
  /// bits *o*, `u32` record area length *r*, `u32` slots[*s*], then the records: each key whole
  /// as `LENGTH KEY` followed by its values (as in the blocks). A slot is 0 when empty, else
  /// the record's offset plus 1 in its low *o* bits and the key's ``hash(_:)`` in its high bits;
  /// a key sits in slot `((hash >> 32) * s) >> 32` or the first free one after it, wrapping.
  struct HashIndex: Hashable, Sendable {
    private static let magic: [UInt8] = Array("STMHASH1".utf8)
    private static let headerSize = 20
    /// Where the slots start in the table.
    let slotsBase: Int
    /// The number of slots.
    let slotCount: Int
    /// The bits of a slot that hold the record's offset plus 1 (the low bits).
    let offsetMask: UInt32
    /// Where the records start in the table.
    let recordsBase: Int
    /// The length of the record area.
    let recordsCount: Int

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
      let slotCount = readUInt32(8)
      let offsetBits = readUInt32(12)
      let recordsCount = readUInt32(16)
      let slotsBase = start + HashIndex.headerSize
      let recordsBase = slotsBase + 4 * slotCount
      guard slotCount > 0, (1...32).contains(offsetBits),
        recordsBase + recordsCount <= bytes.count
      else { return nil }
      self.slotsBase = slotsBase
      self.slotCount = slotCount
      self.offsetMask = offsetBits == 32 ? .max : (1 << UInt32(offsetBits)) - 1
      self.recordsBase = recordsBase
      self.recordsCount = recordsCount
    }

    /// The record area of the table `bytes` (whose values ``valuesStart(of:in:)`` locates).
    func records(in bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
      UnsafeRawBufferPointer(rebasing: bytes[recordsBase..<(recordsBase + recordsCount)])
    }

    /// Where the values of `key` start in the record area of `bytes`, or `nil` if the table
    /// does not hold it.
    /// - Complexity: O(*k*) for a key of *k* bytes, with about 1.5 slots read for a key the
    ///   table holds and 2.5 for one it does not (the build fills half of the slots).
    func valuesStart(of key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeRawBufferPointer)
      -> Int?
    {
      guard let base = bytes.baseAddress else { return nil }
      let hash = HashIndex.hash(key)
      let tag = UInt32(truncatingIfNeeded: hash) & ~offsetMask
      var slot = Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(slotCount)) >> 32)
      let slots = base + slotsBase
      let records = (base + recordsBase).assumingMemoryBound(to: UInt8.self)
      let keyCount = key.count
      // Every slot at most once: a damaged table may have none free.
      for _ in 0..<slotCount {
        let value = UInt32(
          littleEndian: slots.loadUnaligned(fromByteOffset: 4 &* slot, as: UInt32.self))
        if value == 0 { return nil }
        if value & ~offsetMask == tag {
          let offset = Int(value & offsetMask) &- 1
          if offset >= 0 && offset < recordsCount && Int(records[offset]) == keyCount
            && offset + 1 + keyCount <= recordsCount
            && HashIndex.equal(records + offset + 1, key)
          {
            return offset + 1 + keyCount
          }
        }
        slot += 1
        if slot == slotCount { slot = 0 }
      }
      return nil
    }

    /// Whether the `key.count` bytes at `stored` are `key`'s.
    @inline(__always)
    private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>)
      -> Bool
    {
      guard let keyBase = key.baseAddress else { return true }
      var index = 0
      while index < key.count {
        if stored[index] != keyBase[index] { return false }
        index += 1
      }
      return true
    }

    /// The 64-bit hash of a key, as `key_hash` in `dictionaries/build_lemmas.py` computes it:
    /// the length, then each 8-byte little-endian chunk of the key (the last padded with
    /// zeros) mixed in by a multiplication, then MurmurHash3's 64-bit finalizer.
    /// - Complexity: O(*k*) for a key of *k* bytes.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
      var hash = UInt64(key.count)
      if let base = key.baseAddress {
        var index = 0
        while index < key.count {
          let end = min(index + 8, key.count)
          var chunk: UInt64 = 0
          if end - index == 8 {
            chunk = UInt64(
              littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          } else {
            var shift: UInt64 = 0
            for byte in UnsafeBufferPointer(rebasing: key[index..<end]) {
              chunk |= UInt64(byte) << shift
              shift += 8
            }
          }
          hash = (hash ^ chunk) &* 0x9E37_79B9_7F4A_7C15
          hash ^= hash >> 32
          index = end
        }
      }
      hash ^= hash >> 33
      hash = hash &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 33
      hash = hash &* 0xC4CE_B9FE_1A85_EC53
      hash ^= hash >> 33
      return hash
    }
  }
}
