/// A snapshot file's bytes read and resealed by the documented layout (the Matcher article
/// "Snapshot Files"), not by the decoder's own code: a 64-byte header (section count at 12,
/// the table's CRC-32C at 32, the header's at 36 over bytes 0..<36), then 32-byte table entries
/// (kind, width, offset, length, CRC-32C at 24). The fuzz target uses it to compute a changed
/// file's checksums again, so that what is tested is the decoder's structural checks and not
/// only its checksums, as a crafted file would be.
public struct SnapshotLayout: Sendable {
  /// One table entry as the file has it.
  public struct Section: Hashable, Sendable {
    /// The section's kind number.
    public var kind: UInt32
    /// Where its table entry starts.
    public var entry: Int
    /// Where its bytes start (as written: maybe past the end of the file).
    public var offset: Int
    /// Its length in bytes (as written).
    public var length: Int

    /// The range of its bytes, when they lie inside a file of `count` bytes.
    func range(in count: Int) -> Range<Int>? {
      guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
        return nil
      }
      return offset..<(offset + length)
    }
  }

  static let headerSize = 64
  static let entrySize = 32
  /// The kind number of the key table's words (a string list).
  static let keyWordsKind: UInt32 = 2
  /// The kind numbers of the photos' ids (a string list, by ordinal) and of the free ordinals
  /// (`UInt32` each: removed photos, whose ids are empty).
  static let photoIDsKind: UInt32 = 13
  static let freeOrdinalsKind: UInt32 = 19
  /// The kind number of the block checksums (format 3, written last): the block size's
  /// exponent (`UInt32`, then 4 zero bytes), the covered range's start and end (`UInt64`
  /// each), then the CRC-32C of each block of the range (`UInt32` each; the last may be short).
  static let blockChecksumsKind: UInt32 = 64

  /// The table entries that lie inside the bytes, in the table's order.
  public let sections: [Section]

  /// Reads the header's section count and the table entries that fit in `bytes`.
  /// - Parameter bytes: Any bytes.
  public init(_ bytes: [UInt8]) {
    guard bytes.count >= Self.headerSize else {
      sections = []
      return
    }
    let declared = Int(Self.load(bytes, at: 12, size: 4))
    let fitting = (bytes.count - Self.headerSize) / Self.entrySize
    sections = (0..<min(declared, fitting)).map { number in
      let entry = Self.headerSize + number * Self.entrySize
      return Section(
        kind: UInt32(Self.load(bytes, at: entry, size: 4)), entry: entry,
        offset: Int(truncatingIfNeeded: Self.load(bytes, at: entry + 8, size: 8)),
        length: Int(truncatingIfNeeded: Self.load(bytes, at: entry + 16, size: 8)))
    }
  }

  /// The little-endian integer of `size` bytes at `offset` (inside `bytes`).
  static func load(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
  }

  /// Writes `value`'s `size` low bytes at `offset`, least significant first, as far as the
  /// bytes go.
  static func store(_ value: UInt64, in bytes: inout [UInt8], at offset: Int, size: Int) {
    for byte in 0..<size where offset + byte < bytes.count {
      bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte))
    }
  }

  /// `bytes` with every checksum computed again: the blocks' (``resealBlocks(_:)``), each
  /// section's that lies inside the file, then the table's (as far as the file holds it), then
  /// the header's. Bytes too short to hold a header come back as they are.
  /// - Parameter bytes: A snapshot file, changed.
  /// - Returns: The same bytes with their checksums right.
  public static func resealed(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= headerSize else { return bytes }
    var bytes = bytes
    let layout = SnapshotLayout(bytes)
    layout.resealBlocks(&bytes)
    for section in layout.sections {
      guard let range = section.range(in: bytes.count) else { continue }
      store(UInt64(CRC32C.checksum(bytes[range])), in: &bytes, at: section.entry + 24, size: 4)
    }
    let declared = Int(load(bytes, at: 12, size: 4))
    let tableEnd = min(bytes.count, headerSize + min(declared, bytes.count) * entrySize)
    store(UInt64(CRC32C.checksum(bytes[headerSize..<tableEnd])), in: &bytes, at: 32, size: 4)
    store(UInt64(CRC32C.checksum(bytes[0..<36])), in: &bytes, at: 36, size: 4)
    return bytes
  }

  /// Computes again the block checksums in the first block-checksums section, over the range
  /// its header names (as far as it lies in the file and as many as the section holds), so that
  /// changed bytes in sections read in place reach the decoder's checks of their shape rather
  /// than a block's checksum. Its header is left as it is: the decoder checks it.
  func resealBlocks(_ bytes: inout [UInt8]) {
    guard let section = sections.first(where: { $0.kind == Self.blockChecksumsKind }),
      let range = section.range(in: bytes.count), range.count >= 24
    else { return }
    let shift = Self.load(bytes, at: range.lowerBound, size: 4)
    let start = Self.load(bytes, at: range.lowerBound + 8, size: 8)
    let end = Self.load(bytes, at: range.lowerBound + 16, size: 8)
    guard (1...30).contains(shift), start <= end, end <= UInt64(bytes.count) else { return }
    let size = 1 << Int(shift)
    var slot = range.lowerBound + 24
    // In a file the decoder accepts, the range ends where this section starts (it is written
    // last), so writing the checksums changes no block.
    for blockStart in stride(from: Int(start), to: Int(end), by: size) {
      guard slot + 4 <= range.upperBound else { break }
      let blockEnd = min(blockStart + size, Int(end))
      let checksum = CRC32C.checksum(bytes[blockStart..<blockEnd])
      Self.store(UInt64(checksum), in: &bytes, at: slot, size: 4)
      slot += 4
    }
  }

  /// The strings of the string-list section `kind` (a count, `count + 1` byte offsets, then
  /// the bytes), each as it is or empty when its offsets are broken; none when the section is
  /// missing or broken.
  /// - Parameters:
  ///   - kind: A section kind.
  ///   - bytes: The file.
  ///   - limit: The most strings to read.
  func strings(kind: UInt32, in bytes: [UInt8], limit: Int) -> [String] {
    guard let section = sections.first(where: { $0.kind == kind }),
      let range = section.range(in: bytes.count), range.count >= 8
    else { return [] }
    let count = Self.load(bytes, at: range.lowerBound, size: 8)
    guard count < UInt64(range.count / 8) else { return [] }
    let data = range.lowerBound + 8 * (Int(count) + 2)
    guard data <= range.upperBound else { return [] }
    var strings: [String] = []
    for index in 0..<min(Int(count), limit) {
      let start = Self.load(bytes, at: range.lowerBound + 8 * (index + 1), size: 8)
      let end = Self.load(bytes, at: range.lowerBound + 8 * (index + 2), size: 8)
      // The decoder checks each string alone (one that fails reads as empty and makes the
      // search that read it throw), so a later string still counts.
      guard start <= end, end <= UInt64(range.upperBound - data) else {
        strings.append("")
        continue
      }
      strings.append(
        String(decoding: bytes[(data + Int(start))..<(data + Int(end))], as: UTF8.self))
    }
    return strings
  }

  /// The words of the key table (section `keyWords`), for queries drawn from the index itself.
  /// - Parameters:
  ///   - bytes: The file.
  ///   - limit: The most words to read.
  public func keyWords(in bytes: [UInt8], limit: Int) -> [String] {
    strings(kind: Self.keyWordsKind, in: bytes, limit: limit)
  }
}

extension SnapshotLayout {
  /// The ids of the photos the file holds, in ordinal order: its id column without the free
  /// ordinals. Read from the bytes, not through the index's id table: a crafted file may have
  /// misplaced an entry of it, or given two photos one id (then `contains(id:)` misses a photo
  /// that searches find, or finds one of the two), which the format article describes and allows.
  /// - Parameters:
  ///   - bytes: The file.
  ///   - limit: The most ids to read.
  public func liveIDs(in bytes: [UInt8], limit: Int) -> [String] {
    let ids = strings(kind: Self.photoIDsKind, in: bytes, limit: limit)
    var free = Set<Int>()
    if let section = sections.first(where: { $0.kind == Self.freeOrdinalsKind }),
      let range = section.range(in: bytes.count)
    {
      for start in stride(from: range.lowerBound, to: range.upperBound - 3, by: 4) {
        free.insert(Int(Self.load(bytes, at: start, size: 4)))
      }
    }
    return ids.indices.filter { !free.contains($0) }.map { ids[$0] }
  }
}

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), as the snapshot format specifies,
/// computed here a byte at a time from its definition rather than taken from the decoder.
enum CRC32C {
  static let table: [UInt32] = (0..<256).map { byte in
    (0..<8).reduce(UInt32(byte)) { crc, _ in crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    ~bytes.reduce(UInt32.max) { crc, byte in
      table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
    }
  }
}
