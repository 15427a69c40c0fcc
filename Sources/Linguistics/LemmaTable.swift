internal import CStemmaData

/// A lemma or inflection table embedded in the binary (`dictionaries/<code>/*.bin`), searched
/// in place: a sorted array of records with a `UInt32` offset table, binary-searched by key
/// bytes. Nothing is copied or parsed when a table is opened.
///
/// Layout (see `dictionaries/build_lemmas.py`): magic `STMLEX1\n`, `u32` count *n*, `u32`
/// reserved, `u32` offsets[*n* + 1], then records `KEY (0x1F POS SOURCE CUT SUFFIX)+`.
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

  private static let magic: [UInt8] = Array("STMLEX1\n".utf8)
  private let bytes: UnsafeRawBufferPointer
  private let count: Int
  private let recordBase: Int

  /// The shipped table of `kind` ("lemmas" or "inflections") for a language code, or `nil`.
  init?(code: String, kind: String) {
    var length = 0
    guard let pointer = stemma_data_lemma_table(code, kind, &length), length >= 16 else {
      return nil
    }
    self.init(bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: length))
  }

  /// A table over `bytes`, which must outlive it; `nil` where the header is malformed.
  init?(bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 16, bytes.prefix(8).elementsEqual(LemmaTable.magic) else { return nil }
    let count = Int(LemmaTable.readUInt32(bytes, at: 8))
    let recordBase = 16 + 4 * (count + 1)
    guard recordBase <= bytes.count,
      recordBase + Int(LemmaTable.readUInt32(bytes, at: 16 + 4 * count)) <= bytes.count
    else { return nil }
    self.bytes = bytes
    self.count = count
    self.recordBase = recordBase
  }

  /// The number of keys.
  var keyCount: Int { count }

  /// The values stored for `key` (an exact, lowercased key), in rank order; empty if absent.
  /// - Complexity: O(log *n* · *k*) for *n* keys of length about *k*.
  func values(for key: String) -> [Value] {
    var key = key
    return key.withUTF8 { keyBytes in
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let record = self.record(at: middle)
        switch compare(record, keyBytes) {
        case .less: low = middle + 1
        case .greater: high = middle
        case .equal: return decode(record, keyLength: keyBytes.count, key: keyBytes)
        }
      }
      return []
    }
  }

  /// Whether `key` has a value with the part-of-speech tag `tag` whose word is the key itself.
  /// - Complexity: O(log *n* · *k*).
  func isLemma(_ key: String, tag: UInt8) -> Bool {
    values(for: key).contains { $0.tag == tag && $0.word == key }
  }

  private enum Order { case less, equal, greater }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
    return value
  }

  private func record(at index: Int) -> UnsafeRawBufferPointer {
    let start = Int(LemmaTable.readUInt32(bytes, at: 16 + 4 * index))
    let end = Int(LemmaTable.readUInt32(bytes, at: 20 + 4 * index))
    let lower = min(recordBase + start, bytes.count)
    let upper = min(max(recordBase + end, lower), bytes.count)
    return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
  }

  /// Compares the record's key (up to its first 0x1F) with `key`, bytewise.
  private func compare(_ record: UnsafeRawBufferPointer, _ key: UnsafeBufferPointer<UInt8>)
    -> Order
  {
    var index = 0
    while true {
      let recordEnded = index >= record.count || record[index] == 0x1F
      let keyEnded = index >= key.count
      if recordEnded { return keyEnded ? .equal : .less }
      if keyEnded { return .greater }
      if record[index] != key[index] { return record[index] < key[index] ? .less : .greater }
      index += 1
    }
  }

  private func decode(
    _ record: UnsafeRawBufferPointer, keyLength: Int, key: UnsafeBufferPointer<UInt8>
  ) -> [Value] {
    var values: [Value] = []
    var index = keyLength
    while index < record.count, record[index] == 0x1F, index + 3 < record.count {
      let tag = record[index + 1]
      let source = record[index + 2]
      let cut = Int(record[index + 3]) - 0x20
      var end = index + 4
      while end < record.count && record[end] != 0x1F { end += 1 }
      var word = [UInt8]()
      let kept = max(0, keyLength - max(0, cut))
      word.append(contentsOf: key[0..<kept])
      word.append(contentsOf: record[(index + 4)..<end])
      values.append(Value(tag: tag, source: source, word: String(decoding: word, as: UTF8.self)))
      index = end
    }
    return values
  }
}
