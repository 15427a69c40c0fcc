internal import CStemmaData
internal import StemmaSupport

/// A lemma or inflection table embedded in the binary (`dictionaries/<code>/*.bin`), searched
/// in place: sorted keys in front-coded blocks with a `UInt32` offset per block, binary-searched
/// by each block's first key, then scanned. Each value is the number of a rule shared across
/// the table ("tag, source, drop *n* bytes of the key, append *s*"), so a value usually takes a
/// single byte. Nothing is copied or parsed when a table is opened.
///
/// Layout (see `dictionaries/build_lemmas.py`; integers little-endian): magic `STMLEX3\n`, `u32`
/// key count, `u32` block count *b*, `u32` block size, `u32` rule count *r*, `u32`
/// ruleOffsets[*r* + 1], the rules (`TAG SOURCE FLAGS CUT SUFFIX…`; FLAGS bit 0: uppercase the
/// first character), zero padding to a multiple of 4,
/// `u32` blockOffsets[*b* + 1], then the blocks. A record is `SHARED REST-LENGTH REST` followed
/// by its values, each a LEB128 varint holding `rule << 1 | more`. A table may end with a
/// ``HashIndex`` (English's does), which then finds every key in place of the blocks.
struct LemmaTable: @unchecked Sendable {
  /// One value of a record: a word derived from the key, with its tags.
  struct Value: Hashable, Sendable {
    /// The part-of-speech tag byte (`n`, `p`, `v`, `u`, `a`, `r`, `o`, `d`, `t` or `x`).
    let tag: UInt8
    /// The source tag byte (`d` dictionary, `e` exception, `c` closed class, `l` lookup, `m` a
    /// lexicon by part of speech).
    let source: UInt8

    /// Whether the value comes from a lexicon by part of speech, added to a table whose other
    /// tags are case tags: its tag is a part of speech, read only with a hint.
    var isLexiconReading: Bool { source == LemmaTable.lexiconSource }
    /// The word.
    let word: String
  }

  private static let magic: [UInt8] = Array("STMLEX3\n".utf8)
  /// The source byte of a reading from a lexicon by part of speech (`POS_LEXICONS` in
  /// `dictionaries/build_lemmas.py`).
  static let lexiconSource = UInt8(ascii: "m")
  private static let headerSize = 24
  private let bytes: UnsafeRawBufferPointer
  /// The number of keys.
  let keyCount: Int
  /// The table's bytes (for tests that check a damaged copy is read without trapping).
  var storage: UnsafeRawBufferPointer { bytes }
  private let ruleCount: Int
  private let ruleBase: Int
  private let blockCount: Int
  private let blockOffsetsBase: Int
  private let blockBase: Int
  /// The shipped table's block index, read on the first lookup; `nil` for a table over other
  /// bytes, searched without one. Unmanaged: the shipped indexes live as long as the process,
  /// and a counted reference made every copy of a table (one a word) retain and release it.
  private let blockIndex: Unmanaged<BlockIndex>?
  /// The hash index after the blocks, where the table has one.
  let hashIndex: HashIndex?

  /// The shipped table of `kind` ("lemmas" or "inflections") for a language code, or `nil`.
  init?(code: String, kind: String) {
    var length = 0
    guard let pointer = stemma_data_lemma_table(code, kind, &length),
      length >= LemmaTable.headerSize
    else { return nil }
    self.init(
      bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: length),
      blockIndex: Unmanaged.passUnretained(.shipped(code: code, kind: kind)))
  }

  /// A table over `bytes`, which must outlive it; `nil` where the header is malformed.
  init?(bytes: UnsafeRawBufferPointer) {
    self.init(bytes: bytes, blockIndex: nil)
  }

  private init?(bytes: UnsafeRawBufferPointer, blockIndex: Unmanaged<BlockIndex>?) {
    guard bytes.count >= LemmaTable.headerSize,
      bytes.prefix(8).elementsEqual(LemmaTable.magic)
    else { return nil }
    let ruleCount = Int(LemmaTable.readUInt32(bytes, at: 20))
    let ruleBase = LemmaTable.headerSize + 4 * (ruleCount + 1)
    guard ruleBase <= bytes.count else { return nil }
    let ruleBytes = Int(LemmaTable.readUInt32(bytes, at: ruleBase - 4))
    let blockCount = Int(LemmaTable.readUInt32(bytes, at: 12))
    let blockOffsetsBase = ruleBase + (ruleBytes + 3) / 4 * 4
    let blockBase = blockOffsetsBase + 4 * (blockCount + 1)
    guard blockBase <= bytes.count,
      blockBase + Int(LemmaTable.readUInt32(bytes, at: blockBase - 4)) <= bytes.count
    else { return nil }
    self.bytes = bytes
    self.keyCount = Int(LemmaTable.readUInt32(bytes, at: 8))
    self.ruleCount = ruleCount
    self.ruleBase = ruleBase
    self.blockCount = blockCount
    self.blockOffsetsBase = blockOffsetsBase
    self.blockBase = blockBase
    self.blockIndex = blockIndex
    self.hashIndex = HashIndex(
      in: bytes, at: blockBase + Int(LemmaTable.readUInt32(bytes, at: blockBase - 4)))
  }

  /// The values stored for `key` (an exact, lowercased key), in rank order; empty if absent.
  /// `hashed` off searches the blocks even where the table has a ``HashIndex`` (for tests that
  /// compare the two).
  /// - Complexity: O(*k*) with a hash index, else O(log *n* · *k*), for *n* keys of length
  ///   about *k*.
  func values(for key: String, hashed: Bool = true) -> [Value] {
    key.withUTF8Bytes { keyBytes in
      guard let (block, start) = record(of: keyBytes, hashed: hashed) else { return [] }
      var decoded: [Value] = []
      forEachRule(in: block, from: start) { number in
        if let value = rule(number, key: keyBytes, whole: key) { decoded.append(value) }
      }
      return decoded
    }
  }

  /// Calls `body` with the values stored for `key` (an exact, lowercased key), in rank order,
  /// until it returns `false`: the first reading of a word without an array of them all, nor
  /// the words of the readings after it.
  /// - Complexity: O(log *n* · *k*) for *n* keys of length about *k*, plus the values read.
  func forEachValue(for key: String, _ body: (Value) -> Bool) {
    key.withUTF8Bytes { keyBytes in
      guard let (block, start) = record(of: keyBytes) else { return }
      var index = start
      var more = true
      while more && index < block.count {
        let (number, next) = rule(in: block, at: index)
        index = next
        more = number & 1 == 1
        if let value = rule(number >> 1, key: keyBytes, whole: key), !body(value) { return }
      }
    }
  }

  /// The tag bytes of the values stored for `key` (an exact, lowercased key as UTF-8), as a
  /// set: the tags of ``values(for:)`` without building its words (the tagger's ambiguity
  /// classes ask this of every word).
  /// - Complexity: O(log *n* · *k*) for *n* keys of length about *k*.
  func tags(for key: UnsafeBufferPointer<UInt8>) -> ByteSet {
    var tags = ByteSet()
    guard let (block, start) = record(of: key) else { return tags }
    forEachRule(in: block, from: start) { number in
      if let bounds = ruleBounds(number) { tags.insert(bytes[bounds.start]) }
    }
    return tags
  }

  /// The block (or the hash index's bucket or long record area) holding `key` and where its values start
  /// there, or `nil` if the table does not hold it: found by the ``HashIndex`` where the table
  /// has one and `hashed` is set, else by the blocks.
  func record(of key: UnsafeBufferPointer<UInt8>, hashed: Bool = true)
    -> (block: UnsafeRawBufferPointer, start: Int)?
  {
    if hashed, let hashIndex { return hashIndex.record(of: key, in: bytes) }
    // The last block whose first key is not greater than `key`. Every word of running text
    // is looked up, and the bounds-checked slices and subscripts of a plain search cost twice
    // the search itself: bounds are clamped once per block (`blockBounds`), and bytes read
    // through pointers within them.
    let following = blocksNotAbove(key, indexed: true)
    guard following > 0 else { return nil }
    let block = block(at: following - 1)
    guard let start = valuesStart(of: key, in: block) else { return nil }
    return (block, start)
  }

  /// The blocks the search for `key` has to choose among (see ``BlockIndex``), the index read
  /// from the blocks' first keys on the first call; `nil` where they are out of order.
  @inline(__always)
  private func blockRange(of key: UnsafeBufferPointer<UInt8>) -> (lower: Int, upper: Int)? {
    guard let blockIndex = blockIndex?.takeUnretainedValue() else { return nil }
    if let range = blockIndex.range(of: key) { return range }
    if blockIndex.isRead { return nil }
    readBlockIndex(into: blockIndex)
    return blockIndex.range(of: key)
  }

  private func readBlockIndex(into blockIndex: BlockIndex) {
    var prefixes: [Int] = []
    prefixes.reserveCapacity(blockCount)
    for index in 0..<blockCount {
      let (lower, upper) = blockBounds(at: index)
      guard upper - lower >= 2 else {
        // No first key: the search reads it as not greater than any key (the first prefix).
        prefixes.append(0)
        continue
      }
      let length = min(Int(bytes[lower + 1]), upper - lower - 2)
      let first = UnsafeRawBufferPointer(rebasing: bytes[(lower + 2)..<(lower + 2 + length)])
      prefixes.append(BlockIndex.prefix(of: first.assumingMemoryBound(to: UInt8.self)))
    }
    blockIndex.read(prefixes: prefixes)
  }

  /// The number of blocks whose first key is not greater than `key` (the last of them is the
  /// one that may hold it), searched among the blocks the ``BlockIndex`` leaves where
  /// `indexed` is set (and the table has one), else among all.
  func blocksNotAbove(_ key: UnsafeBufferPointer<UInt8>, indexed: Bool) -> Int {
    var low = 0
    var high = blockCount
    if indexed, let range = blockRange(of: key) { (low, high) = range }
    while low < high {
      let middle = (low + high) / 2
      if firstKey(ofBlockAt: middle, isGreaterThan: key) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// Whether the table's tags are parts of speech. A table built from a source without parts of
  /// speech (`lookup_language` in `dictionaries/build_lemmas.py`) tags each value with the case
  /// of the source form instead (`p` capitals, `n` capitalized, `x` lowercase), letters that
  /// are also part-of-speech tags; any other tag on a rule, but for readings from a lexicon by
  /// part of speech (source `m`), means the table's own readings have parts of speech.
  /// - Complexity: O(*r*) for *r* rules; stops at the first part-of-speech tag.
  var hasPartsOfSpeech: Bool {
    let caseTags: Set<UInt8> = [UInt8(ascii: "p"), UInt8(ascii: "n"), UInt8(ascii: "x")]
    for number in 0..<ruleCount {
      let start =
        ruleBase + Int(LemmaTable.readUInt32(bytes, at: LemmaTable.headerSize + 4 * number))
      if start + 1 < bytes.count, !caseTags.contains(bytes[start]),
        bytes[start + 1] != LemmaTable.lexiconSource
      {
        return true
      }
    }
    return false
  }

  /// Whether `key` has a value with the part-of-speech tag `tag` whose word is the key itself.
  /// - Complexity: O(log *n* · *k*).
  func isLemma(_ key: String, tag: UInt8) -> Bool {
    // Reading by reading, without an array of them: the rules ask this of every candidate.
    var found = false
    forEachValue(for: key) { value in
      found = value.tag == tag && value.word == key
      return !found
    }
    return found
  }

  /// Calls `body` with every (form, lemma, part-of-speech tag) triple of the table, keys in
  /// sorted order and each key's values in rank order. The ``Inflector`` builds its reverse
  /// (lemma → forms) index from this; keep it working whatever the binary layout.
  /// - Parameter body: Receives a key, one of its words and that value's tag byte.
  /// - Complexity: O(*n*) for *n* values.
  func forEachEntry(_ body: (_ form: String, _ lemma: String, _ tag: UInt8) -> Void) {
    var current: [UInt8] = []
    current.reserveCapacity(256)
    for blockIndex in 0..<blockCount {
      let block = block(at: blockIndex)
      current.removeAll(keepingCapacity: true)
      var index = 0
      while index + 1 < block.count {
        let restEnd = index + 2 + Int(block[index + 1])
        guard restEnd <= block.count else { break }
        current.removeSubrange(min(Int(block[index]), current.count)...)
        current.append(contentsOf: block[(index + 2)..<restEnd])
        index = current.withUnsafeBufferPointer { key in
          let form = String(decoding: key, as: UTF8.self)
          return forEachValue(in: block, from: restEnd, key: key) {
            body(form, $0.word, $0.tag)
          }
        }
      }
    }
  }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  private func block(at index: Int) -> UnsafeRawBufferPointer {
    let (lower, upper) = blockBounds(at: index)
    return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
  }

  /// Where block `index` lies in ``storage``, clamped to it (a damaged offset gives an empty
  /// or shorter block, never one outside the table). `index` is below ``blockCount``, whose
  /// offsets `init(bytes:)` checked lie within the table.
  @inline(__always)
  private func blockBounds(at index: Int) -> (lower: Int, upper: Int) {
    let offsets = blockOffsetsBase + 4 * index
    let start = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offsets, as: UInt32.self))
    let end = UInt32(
      littleEndian: bytes.loadUnaligned(fromByteOffset: offsets + 4, as: UInt32.self))
    let lower = min(blockBase + Int(start), bytes.count)
    let upper = min(max(blockBase + Int(end), lower), bytes.count)
    return (lower, upper)
  }

  /// Whether the first key of block `index` (stored whole: `0 LENGTH KEY`) sorts after `key`.
  @inline(__always)
  private func firstKey(ofBlockAt index: Int, isGreaterThan key: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let (lower, upper) = blockBounds(at: index)
    guard upper - lower >= 2, let base = bytes.baseAddress else { return false }
    let first = base + lower
    let length = min(Int(first.load(fromByteOffset: 1, as: UInt8.self)), upper - lower - 2)
    let stored = (first + 2).assumingMemoryBound(to: UInt8.self)
    guard let keyBase = key.baseAddress else { return length > 0 }
    let common = min(length, key.count)
    var index = 0
    while index < common {
      let byte = stored[index]
      let other = keyBase[index]
      if byte != other { return byte > other }
      index += 1
    }
    return length > key.count
  }

  /// Where the values of `key` start in `block`, or `nil` if the block does not hold it. Keys
  /// are compared in place: `matched` is the prefix the current key shares with `key`, so a
  /// record sharing less than that with its predecessor has passed `key`.
  private func valuesStart(of key: UnsafeBufferPointer<UInt8>, in block: UnsafeRawBufferPointer)
    -> Int?
  {
    guard let base = block.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
    let keyBase = key.baseAddress
    let count = block.count
    let keyCount = key.count
    var index = 0
    var matched = 0
    while index + 1 < count {
      let shared = Int(base[index])
      let rest = Int(base[index + 1])
      let restStart = index + 2
      let restEnd = restStart + rest
      guard restEnd <= count else { return nil }
      if shared < matched { return nil }
      if shared == matched {
        // Within `rest` (checked against the block above) and `key.count`.
        var common = 0
        let limit = min(rest, keyCount - matched)
        while common < limit, let keyBase, base[restStart + common] == keyBase[matched + common] {
          common += 1
        }
        if common == rest {
          if matched + common == keyCount { return restEnd }
        } else if matched + common == keyCount {
          return nil
        } else if let keyBase, base[restStart + common] > keyBase[matched + common] {
          return nil
        }
        matched += common
      }
      index = restEnd
      // Skip the values: varints, the last without its `more` bit (bit 0 of its first byte).
      var more = true
      while more && index < count {
        more = base[index] & 1 == 1
        while index < count && base[index] & 0x80 != 0 { index += 1 }
        index += 1
      }
    }
    return nil
  }

  /// Decodes the values that start at `start` for `key`, calling `body` with each; returns the
  /// index after them.
  @discardableResult
  private func forEachValue(
    in block: UnsafeRawBufferPointer, from start: Int, key: UnsafeBufferPointer<UInt8>,
    _ body: (Value) -> Void
  ) -> Int {
    forEachRule(in: block, from: start) { number in
      if let value = rule(number, key: key) { body(value) }
    }
  }

  /// Calls `body` with the rule number of each value that starts at `start`; returns the
  /// index after them.
  @discardableResult
  private func forEachRule(
    in block: UnsafeRawBufferPointer, from start: Int, _ body: (Int) -> Void
  ) -> Int {
    var index = start
    var more = true
    while more && index < block.count {
      let (number, next) = rule(in: block, at: index)
      index = next
      more = number & 1 == 1
      body(number >> 1)
    }
    return index
  }

  /// The varint at `index` in `block` (`rule << 1 | more`) and the index after it.
  @inline(__always)
  private func rule(in block: UnsafeRawBufferPointer, at start: Int) -> (Int, next: Int) {
    var index = start
    var number = 0
    var shift = 0
    while index < block.count {
      let byte = block[index]
      index += 1
      if shift < 28 { number |= Int(byte & 0x7F) << shift }
      shift += 7
      if byte & 0x80 == 0 { break }
    }
    return (number, index)
  }

  /// Where rule `number` lies in the table (`TAG SOURCE FLAGS CUT SUFFIX…`), or `nil` for a
  /// rule the table does not have or that is too short.
  private func ruleBounds(_ number: Int) -> (start: Int, end: Int)? {
    guard number < ruleCount else { return nil }
    let offsets = LemmaTable.headerSize + 4 * number
    let start = ruleBase + Int(LemmaTable.readUInt32(bytes, at: offsets))
    let end = min(ruleBase + Int(LemmaTable.readUInt32(bytes, at: offsets + 4)), bytes.count)
    guard start + 4 <= end else { return nil }
    return (start, end)
  }

  /// Rule `number` applied to `key`, or `nil` for a rule the table does not have.
  /// - Parameter whole: `key` as a string, where the caller has one: the word of a rule that
  ///   keeps the key as it is (a lemma's own reading, most readings of running text) is that
  ///   string, not a new one.
  private func rule(_ number: Int, key: UnsafeBufferPointer<UInt8>, whole: String? = nil)
    -> Value?
  {
    guard let (start, end) = ruleBounds(number) else { return nil }
    let kept = max(0, key.count - Int(bytes[start + 3]))
    if let whole, kept == key.count, start + 4 == end, bytes[start + 2] & 1 == 0 {
      return Value(tag: bytes[start], source: bytes[start + 1], word: whole)
    }
    let suffix = UnsafeRawBufferPointer(rebasing: bytes[(start + 4)..<end])
    var word = String(unsafeUninitializedCapacity: kept + suffix.count) { buffer in
      var count = 0
      for byte in key[0..<kept] {
        buffer[count] = byte
        count += 1
      }
      for byte in suffix {
        buffer[count] = byte
        count += 1
      }
      return count
    }
    if bytes[start + 2] & 1 == 1, let first = word.unicodeScalars.first {
      // Capitalized: the table stores "Haus" from "häuser" as the rule of "haus".
      var scalars = word.unicodeScalars
      scalars.removeFirst()
      word = String(first).uppercased() + String(scalars)
    }
    return Value(tag: bytes[start], source: bytes[start + 1], word: word)
  }
}
