internal import CStemmaData
internal import StemmaSupport

/// A tagger's weights embedded in the binary (`dictionaries/tagger/<code>.bin`), read in place
/// through a hash table over the feature hashes built once when the model is opened.
///
/// Layout (see `dictionaries/build_tagger.py`; integers little-endian): magic `STMTAG1\n`,
/// `u32` feature count *f*, `u32` record bytes, `u32` tag count *t*, `u32` reserved, *t* tag
/// names of 8 bytes, `u64` hashes[*f*], `u32` record offsets[*f*], then the records: `u8` count
/// *n*, *n* times (`u8` tag index, `i16` weight).
struct TaggerModel: @unchecked Sendable {
  private static let magic: [UInt8] = Array("STMTAG1\n".utf8)
  private static let headerSize = 24
  /// The model's bytes (the reference tagger in the tests reads them as the layout says).
  let bytes: UnsafeRawBufferPointer
  let featureCount: Int
  let hashBase: Int
  let offsetBase: Int
  let recordBase: Int
  /// The model's tags, by index.
  let tags: [UniversalTag]
  /// Each feature hash's record, as a byte offset into `bytes`; every record was checked to
  /// fit and to name only the model's tags, so it is read without further checks.
  let records: IntegerMap
  /// The context the tagger starts from: the previous tags "-START-" and "-START2-", the
  /// indices after the model's tags in ``tagPairScores``.
  var startTags: (previous: Int, beforePrevious: Int) { (tags.count, tags.count + 1) }
  /// Per pair of previous tags (each a tag index or one of ``startTags``), the summed weights
  /// of the features that depend on nothing else (bias, t1, t2, t12): *t* scores per pair.
  private let tagPairScores: [Int32]
  /// Per previous tag (as in ``tagPairScores``), the hash of `t1w` and the tag, to be fed
  /// the word.
  let tagWordSeeds: [UInt64]
  /// Per previous tag, its name's UTF-8 bytes (the value `at1` ends with), at
  /// `tagNameOffsets[i]..<tagNameOffsets[i + 1]` of `tagNameBytes`.
  private let tagNameBytes: [UInt8]
  private let tagNameOffsets: [Int]
  /// What the padding tokens give their neighbours (see ``padRecords()``).
  private(set) var pads: [TaggerNeighbourRecords] = []
  /// A one-hash Bloom filter over the feature hashes (see ``mayKnow(_:)``): about 16 bits a
  /// feature (64 KB for the English model), so that it stays in the cache where ``records``
  /// (16 bytes a slot, at most half full) does not. Most features a text asks about are
  /// unknown to the model (the words themselves, and their neighbours, for any rare word);
  /// their lookups stop here.
  private let filter: [UInt64]
  /// The shift that leaves a mixed hash's top bits: its bit in ``filter``.
  private let filterShift: UInt64

  /// The shipped model for a language code, or `nil`; opened once per process and shared.
  init?(code: String) {
    guard let model = TaggerModel.shipped(code: code) else { return nil }
    self = model
  }

  /// Whether a model is shipped for a language code (without opening it).
  static func isShipped(code: String) -> Bool {
    var length = 0
    return stemma_data_tagger(code, &length) != nil && length > 0
  }

  /// A model over `bytes`, which must outlive it; `nil` where the header or the tag names are
  /// malformed, the sections do not fit, or a record runs past the end or names a tag the
  /// model does not have.
  /// - Complexity: O(*f* + *r*) for *f* features and *r* record bytes.
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
    var records = IntegerMap()
    records.reserveCapacity(featureCount)
    for feature in 0..<featureCount {
      let hash = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: hashBase + 8 * feature, as: UInt64.self))
      let start = recordBase + Int(TaggerModel.readUInt32(bytes, at: offsetBase + 4 * feature))
      guard start < bytes.count, start + 1 + 3 * Int(bytes[start]) <= bytes.count,
        start < Int(UInt32.max)
      else { return nil }
      for entry in 0..<Int(bytes[start]) where Int(bytes[start + 1 + 3 * entry]) >= tagCount {
        return nil
      }
      // A built model stores each hash once; were one stored twice, the first would win.
      _ = records.value(for: hash, inserting: UInt32(start))
    }
    self.bytes = bytes
    self.featureCount = featureCount
    self.hashBase = hashBase
    self.offsetBase = offsetBase
    self.recordBase = recordBase
    self.tags = tags
    self.records = records
    (filter, filterShift) = TaggerModel.filter(records)
    let names = tags.map(\.rawValue) + ["-START-", "-START2-"]
    tagNameBytes = names.flatMap(\.utf8)
    tagNameOffsets = names.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.utf8.count) }
    tagWordSeeds = names.map { name in
      var hash = FeatureHash("t1w")
      hash.feed(name)
      hash.feed(byte: 1)
      return hash.value
    }
    tagPairScores = TaggerModel.pairScores(names: names, tagCount: tagCount) { hash, scores in
      guard let start = records[hash], let base = bytes.baseAddress else { return false }
      TaggerModel.addRecord(at: base + Int(start), to: scores)
      return true
    }
    pads = padRecords()
  }

  /// Adds the weights of feature `hash` to `scores` (one slot per tag, ``tags``.count of
  /// them); returns whether the model knows the feature.
  /// - Complexity: O(1) expected.
  @inline(__always) @discardableResult
  func add(_ hash: UInt64, to scores: UnsafeMutablePointer<Int32>) -> Bool {
    guard let start = record(ofKnown: hash), let base = bytes.baseAddress else { return false }
    TaggerModel.addRecord(at: base + Int(start), to: scores)
    return true
  }

  /// Whether the model may know feature `hash`: `false` only for a feature it does not know
  /// (``filter`` has no false negatives).
  @inline(__always)
  func mayKnow(_ hash: UInt64) -> Bool {
    let bit = StableHash.mix(hash) >> filterShift
    return filter[Int(bit >> 6)] & (1 << (bit & 63)) != 0
  }

  /// The record of feature `hash` (a byte offset into ``bytes``), or `nil` where the model
  /// does not know it: the filter first, then ``records``.
  @inline(__always)
  func record(ofKnown hash: UInt64) -> UInt32? {
    mayKnow(hash) ? records[hash] : nil
  }

  /// The filter over `records`' keys: a power of two of bits at least 16 a key (and 64), and
  /// the shift that takes a mixed hash to its bit.
  private static func filter(_ records: IntegerMap) -> (bits: [UInt64], shift: UInt64) {
    var width: UInt64 = 6
    while (1 << width) < 16 * records.count { width += 1 }
    let shift = 64 - width
    var bits = [UInt64](repeating: 0, count: 1 << (width - 6))
    records.forEach { hash, _ in
      let bit = StableHash.mix(hash) >> shift
      bits[Int(bit >> 6)] |= 1 << (bit & 63)
    }
    return (bits, shift)
  }

  /// Adds the weights of the bias and of the tag features (t1, t2, t12) for the two previous
  /// tags, each a tag index or one of ``startTags``.
  @inline(__always)
  func addTagPair(
    previous: Int, beforePrevious: Int, to scores: UnsafeMutablePointer<Int32>
  ) {
    let count = tags.count
    tagPairScores.withUnsafeBufferPointer { pairs in
      let base = (previous * (count + 2) + beforePrevious) * count
      for slot in 0..<count { scores[slot] &+= pairs[base + slot] }
    }
  }

  /// The name of tag `index` (or of one of ``startTags``) as UTF-8.
  @inline(__always)
  func withTagName<Result>(
    _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    tagNameBytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[tagNameOffsets[index]..<tagNameOffsets[index + 1]]))
    }
  }

  /// The tag index of the first entry of feature `hash`'s record (the tag dictionary's
  /// entries hold one), or `nil` where the model does not know the feature.
  /// - Complexity: O(1) expected.
  @inline(__always)
  func firstTag(of hash: UInt64) -> Int? {
    guard let start = record(ofKnown: hash), bytes[Int(start)] > 0 else { return nil }
    return Int(bytes[Int(start) + 1])
  }

  /// Adds the weights of the record at `entry` (a count, then per entry a tag and a weight).
  @inline(__always)
  static func addRecord(at entry: UnsafeRawPointer, to scores: UnsafeMutablePointer<Int32>) {
    var entry = entry
    let count = Int(entry.load(as: UInt8.self))
    entry += 1
    for _ in 0..<count {
      let tag = Int(entry.load(as: UInt8.self))
      let weight = Int16(littleEndian: entry.loadUnaligned(fromByteOffset: 1, as: Int16.self))
      scores[tag] &+= Int32(weight)
      entry += 3
    }
  }

  /// The summed weights of bias, t1, t2 and t12 for every pair of previous tags.
  private static func pairScores(
    names: [String], tagCount: Int, add: (UInt64, UnsafeMutablePointer<Int32>) -> Bool
  ) -> [Int32] {
    var table = [Int32](repeating: 0, count: names.count * names.count * tagCount)
    table.withUnsafeMutableBufferPointer { table in
      guard let base = table.baseAddress else { return }
      for (previous, one) in names.enumerated() {
        for (beforePrevious, two) in names.enumerated() {
          let scores = base + (previous * names.count + beforePrevious) * tagCount
          for hash in [
            FeatureHash.of("b", ""), FeatureHash.of("t1", one), FeatureHash.of("t2", two),
            FeatureHash.of("t12", one, two),
          ] {
            _ = add(hash, scores)
          }
        }
      }
    }
    return table
  }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }
}
