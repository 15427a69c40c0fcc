internal import CStemmaData

/// A lemma or inflection table embedded in the binary (`dictionaries/<code>/*.bin`), searched
/// in place: sorted keys in front-coded blocks of 16 with a `UInt32` offset per block,
/// binary-searched by each block's first key, then scanned. Nothing is copied or parsed when
/// a table is opened.
///
/// Layout (see `dictionaries/build_lemmas.py`): magic `STMLEX2\n`, `u32` record count, `u32`
/// block count *b*, `u32` block size, `u32` offsets[*b* + 1], then blocks of records
/// `SHARED KEY-REST (0x1F POS SOURCE CUT SUFFIX)+ 0x1E`.
struct LemmaTable: @unchecked Sendable {
  /// One value of a record: a word derived from the key, with its tags.
  struct Value: Hashable, Sendable {
    /// The part-of-speech tag byte (`n`, `p`, `v`, `u`, `a`, `r`, `o`, `d`, `t` or `x`).
    let tag: UInt8
    /// The source tag byte (`d` dictionary, `e` exception, `c` closed class, `l` lookup).
    let source: UInt8
    /// The word.
    let word: String
  }

  private static let magic: [UInt8] = Array("STMLEX2\n".utf8)
  private static let valueMark: UInt8 = 0x1F
  private static let recordEnd: UInt8 = 0x1E
  private let bytes: UnsafeRawBufferPointer
  /// The number of keys.
  let keyCount: Int
  private let blockCount: Int
  private let blockBase: Int

  /// The shipped table of `kind` ("lemmas" or "inflections") for a language code, or `nil`.
  init?(code: String, kind: String) {
    var length = 0
    guard let pointer = stemma_data_lemma_table(code, kind, &length), length >= 20 else {
      return nil
    }
    self.init(bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: length))
  }

  /// A table over `bytes`, which must outlive it; `nil` where the header is malformed.
  init?(bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 20, bytes.prefix(8).elementsEqual(LemmaTable.magic) else { return nil }
    let blockCount = Int(LemmaTable.readUInt32(bytes, at: 12))
    let blockBase = 20 + 4 * (blockCount + 1)
    guard blockBase <= bytes.count,
      blockBase + Int(LemmaTable.readUInt32(bytes, at: 20 + 4 * blockCount)) <= bytes.count
    else { return nil }
    self.bytes = bytes
    self.keyCount = Int(LemmaTable.readUInt32(bytes, at: 8))
    self.blockCount = blockCount
    self.blockBase = blockBase
  }

  /// The values stored for `key` (an exact, lowercased key), in rank order; empty if absent.
  /// - Complexity: O(log *n* · *k*) for *n* keys of length about *k*.
  func values(for key: String) -> [Value] {
    var key = key
    return key.withUTF8 { keyBytes in
      // The last block whose first key is not greater than `key`.
      var low = 0
      var high = blockCount
      while low < high {
        let middle = (low + high) / 2
        if compareFirstKey(of: block(at: middle), keyBytes) == .greater {
          high = middle
        } else {
          low = middle + 1
        }
      }
      guard low > 0 else { return [] }
      return scan(block(at: low - 1), for: keyBytes)
    }
  }

  /// Whether `key` has a value with the part-of-speech tag `tag` whose word is the key itself.
  /// - Complexity: O(log *n* · *k*).
  func isLemma(_ key: String, tag: UInt8) -> Bool {
    values(for: key).contains { $0.tag == tag && $0.word == key }
  }

  /// Calls `body` with every (form, lemma, part-of-speech tag) triple of the table, keys in
  /// sorted order and each key's values in rank order. The ``Inflector`` builds its reverse
  /// (lemma → forms) index from this; keep it working whatever the binary layout.
  /// - Parameter body: Receives a key, one of its words and that value's tag byte.
  /// - Complexity: O(*n*) for *n* values.
  func forEachEntry(_ body: (_ form: String, _ lemma: String, _ tag: UInt8) -> Void) {
    for blockIndex in 0..<blockCount {
      let block = block(at: blockIndex)
      var current: [UInt8] = []
      var index = 0
      while index < block.count {
        current.removeSubrange(min(Int(block[index]), current.count)...)
        index += 1
        while index < block.count && block[index] != LemmaTable.valueMark
          && block[index] != LemmaTable.recordEnd
        {
          current.append(block[index])
          index += 1
        }
        let valuesStart = index
        while index < block.count && block[index] != LemmaTable.recordEnd { index += 1 }
        let values = UnsafeRawBufferPointer(rebasing: block[valuesStart..<index])
        index += 1
        current.withUnsafeBufferPointer { key in
          let form = String(decoding: key, as: UTF8.self)
          for value in decode(values, key: key) { body(form, value.word, value.tag) }
        }
      }
    }
  }

  private enum Order { case less, equal, greater }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
    return value
  }

  private func block(at index: Int) -> UnsafeRawBufferPointer {
    let start = Int(LemmaTable.readUInt32(bytes, at: 20 + 4 * index))
    let end = Int(LemmaTable.readUInt32(bytes, at: 24 + 4 * index))
    let lower = min(blockBase + start, bytes.count)
    let upper = min(max(blockBase + end, lower), bytes.count)
    return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
  }

  /// Compares a block's first key (stored whole after its zero SHARED byte) with `key`.
  private func compareFirstKey(of block: UnsafeRawBufferPointer, _ key: UnsafeBufferPointer<UInt8>)
    -> Order
  {
    var index = 0
    while true {
      let position = index + 1
      let blockEnded = position >= block.count || block[position] == LemmaTable.valueMark
      let keyEnded = index >= key.count
      if blockEnded { return keyEnded ? .equal : .less }
      if keyEnded { return .greater }
      if block[position] != key[index] { return block[position] < key[index] ? .less : .greater }
      index += 1
    }
  }

  /// Decodes the block's keys in order until `key` is found or passed.
  private func scan(_ block: UnsafeRawBufferPointer, for key: UnsafeBufferPointer<UInt8>)
    -> [Value]
  {
    var current: [UInt8] = []
    var index = 0
    while index < block.count {
      let shared = min(Int(block[index]), current.count)
      current.removeSubrange(shared...)
      index += 1
      while index < block.count && block[index] != LemmaTable.valueMark
        && block[index] != LemmaTable.recordEnd
      {
        current.append(block[index])
        index += 1
      }
      let valuesStart = index
      while index < block.count && block[index] != LemmaTable.recordEnd { index += 1 }
      let valuesEnd = index
      index += 1
      if current.lexicographicallyPrecedes(key) { continue }
      guard current.elementsEqual(key) else { return [] }
      return decode(UnsafeRawBufferPointer(rebasing: block[valuesStart..<valuesEnd]), key: key)
    }
    return []
  }

  /// The values of a record, from its first 0x1F to its end.
  private func decode(_ values: UnsafeRawBufferPointer, key: UnsafeBufferPointer<UInt8>)
    -> [Value]
  {
    var decoded: [Value] = []
    var index = 0
    while index + 3 < values.count, values[index] == LemmaTable.valueMark {
      let tag = values[index + 1]
      let source = values[index + 2]
      let cut = Int(values[index + 3]) - 0x20
      var end = index + 4
      while end < values.count && values[end] != LemmaTable.valueMark { end += 1 }
      var word = [UInt8]()
      let kept = max(0, key.count - max(0, cut))
      word.append(contentsOf: key[0..<kept])
      word.append(contentsOf: values[(index + 4)..<end])
      decoded.append(Value(tag: tag, source: source, word: String(decoding: word, as: UTF8.self)))
      index = end
    }
    return decoded
  }
}
