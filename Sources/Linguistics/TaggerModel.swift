internal import CStemmaData

/// A tagger's weights embedded in the binary (`dictionaries/tagger/<code>.bin`), searched in
/// place: feature hashes sorted ascending, each with a record of per-tag weights. Nothing is
/// copied or parsed when a model is opened.
///
/// Layout (see `dictionaries/build_tagger.py`; integers little-endian): magic `STMTAG1\n`,
/// `u32` feature count *f*, `u32` record bytes, `u32` tag count *t*, `u32` reserved, *t* tag
/// names of 8 bytes, `u64` hashes[*f*], `u32` record offsets[*f*], then the records: `u8` count
/// *n*, *n* times (`u8` tag index, `i16` weight).
struct TaggerModel: @unchecked Sendable {
  private static let magic: [UInt8] = Array("STMTAG1\n".utf8)
  private static let headerSize = 24
  private let bytes: UnsafeRawBufferPointer
  private let featureCount: Int
  private let hashBase: Int
  private let offsetBase: Int
  private let recordBase: Int
  /// The model's tags, by index.
  let tags: [UniversalTag]

  /// The shipped model for a language code, or `nil`.
  init?(code: String) {
    var length = 0
    guard let pointer = stemma_data_tagger(code, &length), length > 0 else { return nil }
    self.init(bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: length))
  }

  /// A model over `bytes`, which must outlive it; `nil` where the header or the tag names are
  /// malformed or the sections do not fit.
  init?(bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= TaggerModel.headerSize,
      bytes.prefix(8).elementsEqual(TaggerModel.magic)
    else { return nil }
    let featureCount = Int(TaggerModel.readUInt32(bytes, at: 8))
    let recordBytes = Int(TaggerModel.readUInt32(bytes, at: 12))
    let tagCount = Int(TaggerModel.readUInt32(bytes, at: 16))
    let hashBase = TaggerModel.headerSize + 8 * tagCount
    let offsetBase = hashBase + 8 * featureCount
    let recordBase = offsetBase + 4 * featureCount
    guard tagCount > 0, tagCount <= 255, recordBase + recordBytes <= bytes.count else {
      return nil
    }
    var tags: [UniversalTag] = []
    for index in 0..<tagCount {
      let name = bytes[
        (TaggerModel.headerSize + 8 * index)..<(TaggerModel.headerSize + 8 * index + 8)
      ]
      .prefix { $0 != 0 }
      guard let tag = UniversalTag(rawValue: String(decoding: name, as: UTF8.self)) else {
        return nil
      }
      tags.append(tag)
    }
    self.bytes = bytes
    self.featureCount = featureCount
    self.hashBase = hashBase
    self.offsetBase = offsetBase
    self.recordBase = recordBase
    self.tags = tags
  }

  /// Adds the weights of feature `hash` to `scores` (one slot per tag); returns whether the
  /// model knows the feature.
  /// - Complexity: O(log *f*) for *f* features.
  @discardableResult
  func accumulate(_ hash: UInt64, into scores: inout [Int32]) -> Bool {
    guard let start = recordStart(of: hash) else { return false }
    let count = Int(bytes[start])
    var at = start + 1
    for _ in 0..<count {
      guard at + 3 <= bytes.count else { return true }
      let tag = Int(bytes[at])
      let weight = Int16(bitPattern: UInt16(bytes[at + 1]) | UInt16(bytes[at + 2]) << 8)
      if tag < scores.count { scores[tag] &+= Int32(weight) }
      at += 3
    }
    return true
  }

  /// The tag index of the first entry of feature `hash`'s record (the tag dictionary's
  /// entries hold one), or `nil` where the model does not know the feature.
  /// - Complexity: O(log *f*).
  func firstTag(of hash: UInt64) -> Int? {
    guard let start = recordStart(of: hash), start + 1 < bytes.count, bytes[start] > 0 else {
      return nil
    }
    let tag = Int(bytes[start + 1])
    return tag < tags.count ? tag : nil
  }

  private func recordStart(of hash: UInt64) -> Int? {
    var low = 0
    var high = featureCount
    while low < high {
      let middle = (low + high) / 2
      let probe = bytes.loadUnaligned(fromByteOffset: hashBase + 8 * middle, as: UInt64.self)
      let value = UInt64(littleEndian: probe)
      if value == hash {
        let offset = Int(TaggerModel.readUInt32(bytes, at: offsetBase + 4 * middle))
        let start = recordBase + offset
        return start < bytes.count ? start : nil
      }
      if value < hash { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }
}
