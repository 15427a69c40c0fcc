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
      var slot = homeSlot(of: hash)
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

    /// The slot where the search for a key of hash `hash` starts.
    @inline(__always)
    func homeSlot(of hash: UInt64) -> Int {
      Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(slotCount)) >> 32)
    }

    /// Whether the `key.count` bytes at `stored` are `key`'s, compared eight at a time.
    @inline(__always)
    private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>)
      -> Bool
    {
      guard let keyBase = key.baseAddress else { return true }
      let count = key.count
      guard count >= 8 else {
        var index = 0
        while index < count {
          if stored[index] != keyBase[index] { return false }
          index += 1
        }
        return true
      }
      var index = 0
      while index + 8 <= count {
        if word(stored, at: index) != word(keyBase, at: index) { return false }
        index += 8
      }
      // The last eight bytes, overlapping the words compared above.
      return index == count || word(stored, at: count - 8) == word(keyBase, at: count - 8)
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
          var last: UInt64 = 0
          if count >= 8 {
            // The last eight bytes, shifted so that only those after `index` are left.
            last = word(base, at: count - 8) >> (8 * UInt64(8 - (count - index)))
          } else {
            for offset in 0..<count { last |= UInt64(base[offset]) << (8 * UInt64(offset)) }
          }
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
