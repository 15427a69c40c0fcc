internal import StemmaSupport

/// Reads a snapshot's bytes: checks the header, the section table and the layout of the
/// sections when it is created, then hands out sections by kind, each offset and length checked
/// against the bytes before it is used. It does not own the bytes: they must outlive it.
///
/// Checksums (see <doc:SnapshotFormat>): a section read whole when the file is opened
/// (``bytes(_:)``, and every reader built on it) has its CRC-32C checked when it is handed out;
/// a section read in place (``mappedLists(_:count:owner:checks:ordinals:)``) is checked by
/// blocks when a read first touches them, unless it is one block or less (then at once) or the
/// verification is ``SnapshotVerification/full`` (then every section's CRC-32C is checked here).
///
/// Byte order: the sections read in place are read as the machine's own integers, so a
/// decoder is made on a little-endian machine only; a big-endian one is refused with
/// ``SnapshotError/unsupportedByteOrder`` before anything past the magic is read.
struct SnapshotDecoder {
  /// A section's place in the file.
  struct Entry {
    var kind: UInt32
    var width: UInt32
    var offset: Int
    var length: Int
    var checksum: UInt32
  }

  private let bytes: UnsafeRawBufferPointer
  /// The format version of the file.
  let version: UInt32
  /// The sections, in the table's order.
  let entries: [Entry]
  /// Whether every section's checksum was checked on creation.
  let verifiedAll: Bool

  /// Checks the header, the table, the padding between sections, and (under `.full`) each
  /// section's checksum.
  /// - Parameters:
  ///   - hostIsBigEndian: Whether the machine stores integers big-endian: this machine's
  ///     answer (``SnapshotFormat/hostIsBigEndian``) but in tests of the refusal.
  /// - Throws: ``SnapshotError``: not a snapshot, a big-endian machine, an unsupported
  ///   version, truncated, a checksum that does not match, or a table entry out of bounds.
  init(
    bytes: UnsafeRawBufferPointer, verification: SnapshotVerification = .full,
    hostIsBigEndian: Bool = SnapshotFormat.hostIsBigEndian
  ) throws(SnapshotError) {
    self.bytes = bytes
    let magic = SnapshotFormat.magic
    let prefix = min(bytes.count, magic.count)
    guard bytes.count > 0, bytes.prefix(prefix).elementsEqual(magic.prefix(prefix)) else {
      throw .notASnapshot
    }
    // Before anything else is read: a big-endian machine would misread the sections read in
    // place (a file that is no snapshot is still called so, on any machine).
    try SnapshotFormat.checkByteOrder(hostIsBigEndian: hostIsBigEndian)
    guard bytes.count >= 16 else { throw .truncated(section: "header") }
    let version = bytes.loadLittleEndian(at: 8, as: UInt32.self)
    guard version == SnapshotFormat.version else {
      throw .unsupportedVersion(found: version, supported: SnapshotFormat.version)
    }
    guard bytes.count >= SnapshotFormat.headerSize else { throw .truncated(section: "header") }
    let headerChecksum = bytes.loadLittleEndian(at: 36, as: UInt32.self)
    guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<36])) == headerChecksum
    else { throw .checksumMismatch(section: "header") }
    self.version = version
    let count = Int(bytes.loadLittleEndian(at: 12, as: UInt32.self))
    let fileLength = bytes.loadLittleEndian(at: 24, as: UInt64.self)
    guard count <= SnapshotFormat.maximumSections else {
      throw .malformed(section: "header", reason: "\(count) sections")
    }
    let tableEnd = SnapshotFormat.headerSize + count * SnapshotFormat.tableEntrySize
    guard bytes.count >= tableEnd else { throw .truncated(section: "section table") }
    let table = UnsafeRawBufferPointer(rebasing: bytes[SnapshotFormat.headerSize..<tableEnd])
    guard CRC32C.checksum(table) == bytes.loadLittleEndian(at: 32, as: UInt32.self) else {
      throw .checksumMismatch(section: "section table")
    }
    var entries: [Entry] = []
    var seen: Set<UInt32> = []
    for number in 0..<count {
      let base = SnapshotFormat.headerSize + number * SnapshotFormat.tableEntrySize
      let kind = bytes.loadLittleEndian(at: base, as: UInt32.self)
      let name = SnapshotSection(rawValue: kind)?.name ?? "section \(kind)"
      let offset = bytes.loadLittleEndian(at: base + 8, as: UInt64.self)
      let length = bytes.loadLittleEndian(at: base + 16, as: UInt64.self)
      // Bounds in 64 bits first: offset + length cannot overflow below 2^62 each.
      guard offset < 1 << 62, length < 1 << 62, offset % 8 == 0, Int(offset) >= tableEnd,
        offset + length <= fileLength
      else { throw .malformed(section: name, reason: "offset \(offset), length \(length)") }
      guard seen.insert(kind).inserted else {
        throw .malformed(section: name, reason: "the section appears twice")
      }
      guard offset + length <= UInt64(bytes.count) else { throw .truncated(section: name) }
      entries.append(
        Entry(
          kind: kind, width: bytes.loadLittleEndian(at: base + 4, as: UInt32.self),
          offset: Int(offset), length: Int(length),
          checksum: bytes.loadLittleEndian(at: base + 24, as: UInt32.self)))
    }
    guard UInt64(bytes.count) >= fileLength else { throw .truncated(section: "end of file") }
    // Every byte is checked by something: the bytes between sections (and after the header's
    // fields) must be zeros.
    guard bytes[40..<SnapshotFormat.headerSize].allSatisfy({ $0 == 0 }) else {
      throw .malformed(section: "header", reason: "reserved bytes are not zero")
    }
    var end = tableEnd
    for entry in entries.sorted(by: { $0.offset < $1.offset }) {
      guard entry.offset >= end, bytes[end..<entry.offset].allSatisfy({ $0 == 0 }) else {
        throw .malformed(
          section: "section table", reason: "sections overlap or padding is not zero")
      }
      end = entry.offset + entry.length
    }
    guard end <= Int(fileLength), bytes[end..<Int(fileLength)].allSatisfy({ $0 == 0 }) else {
      throw .malformed(section: "section table", reason: "padding is not zero")
    }
    guard UInt64(bytes.count) == fileLength else {
      throw .malformed(
        section: "header", reason: "\(bytes.count - Int(fileLength)) bytes past the end")
    }
    self.entries = entries
    verifiedAll = verification == .full
    if verifiedAll {
      for entry in entries { try check(entry) }
    }
  }

  /// Checks the CRC-32C of a whole section.
  private func check(_ entry: Entry) throws(SnapshotError) {
    let section = UnsafeRawBufferPointer(
      rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
    guard CRC32C.checksum(section) == entry.checksum else {
      throw .checksumMismatch(section: SnapshotSection(rawValue: entry.kind)?.name ?? "section")
    }
  }

  /// The table entry of section `kind`.
  /// - Throws: ``SnapshotError/malformed(section:reason:)`` when the file has no such section.
  private func entry(_ kind: SnapshotSection) throws(SnapshotError) -> Entry {
    guard let entry = entries.first(where: { $0.kind == kind.rawValue }) else {
      throw .malformed(section: kind.name, reason: "missing")
    }
    return entry
  }

  /// The bytes of section `kind`, its checksum checked: for sections read whole when the file
  /// is opened.
  /// - Throws: ``SnapshotError/malformed(section:reason:)`` when the file has no such section,
  ///   ``SnapshotError/checksumMismatch(section:)`` when it is damaged.
  func bytes(_ kind: SnapshotSection) throws(SnapshotError) -> UnsafeRawBufferPointer {
    let entry = try entry(kind)
    if !verifiedAll { try check(entry) }
    return UnsafeRawBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
  }

  /// Where a section read later lies, and its checksum (see ``deferred(_:)``).
  struct Deferred: Sendable {
    let name: String
    let offset: Int
    let length: Int
    let checksum: UInt32
    /// Whether the checksum was checked already (a full check).
    let verified: Bool

    /// The section's bytes in `mapping` (the bytes this decoder read), its checksum checked.
    func checkedBytes(in mapping: SnapshotMapping) throws(SnapshotError) -> UnsafeRawBufferPointer {
      let bytes = UnsafeRawBufferPointer(rebasing: mapping.bytes[offset..<(offset + length)])
      guard verified || CRC32C.checksum(bytes) == checksum else {
        throw .checksumMismatch(section: name)
      }
      return bytes
    }
  }

  /// Section `kind`, to be read when it is first needed: checked then, unless it is one block
  /// or less or the file is checked in full (then it is checked now).
  func deferred(_ kind: SnapshotSection) throws(SnapshotError) -> Deferred {
    let entry = try entry(kind)
    let small = entry.length <= 1 << SnapshotFormat.blockShift
    if small && !verifiedAll { try check(entry) }
    return Deferred(
      name: kind.name, offset: entry.offset, length: entry.length, checksum: entry.checksum,
      verified: verifiedAll || small)
  }

  /// The checks of the blocks of the sections read in place, from the
  /// ``SnapshotSection/blockChecksums`` section (checked whole here: it is small).
  /// - Parameters:
  ///   - owner: The mapping these bytes are.
  ///   - path: The file, for errors.
  /// - Throws: ``SnapshotError`` when the section is missing, damaged, or does not cover the
  ///   sections before it.
  func blockChecks(owner: SnapshotMapping, path: String) throws(SnapshotError)
    -> SnapshotBlockChecks
  {
    let kind = SnapshotSection.blockChecksums
    let section = try bytes(kind)
    let own = try entry(kind)
    guard section.count >= 24 else { throw .malformed(section: kind.name, reason: "no header") }
    let shift = Int(section.loadLittleEndian(at: 0, as: UInt32.self))
    let start = section.loadLittleEndian(at: 8, as: UInt64.self)
    let end = section.loadLittleEndian(at: 16, as: UInt64.self)
    let firstSection = entries.map(\.offset).min() ?? own.offset
    guard (12...30).contains(shift), start == UInt64(firstSection), end == UInt64(own.offset),
      (section.count - 24) % 4 == 0,
      (section.count - 24) / 4
        == SnapshotBlockChecks.blockCount(of: own.offset - firstSection, shift: shift)
    else { throw .malformed(section: kind.name, reason: "blocks that do not cover the file") }
    let sections = entries.sorted { $0.offset < $1.offset }.map { entry in
      (
        name: SnapshotSection(rawValue: entry.kind)?.name ?? "section \(entry.kind)",
        range: entry.offset..<(entry.offset + entry.length)
      )
    }
    // `section` lies in `owner`'s bytes, so its address stays valid while the checks live.
    guard let base = section.baseAddress else {
      throw .malformed(section: kind.name, reason: "no bytes")
    }
    return SnapshotBlockChecks(
      owner: owner, path: path, blockShift: shift, covered: firstSection..<own.offset,
      checksums: base + 24, sections: sections)
  }

  /// Section `kind` as an array of fixed-width integers (copied).
  /// - Parameter count: The number of elements it must hold, if known.
  func integers<T: FixedWidthInteger>(
    _ kind: SnapshotSection, as type: T.Type, count: Int? = nil
  ) throws(SnapshotError) -> [T] {
    let section = try bytes(kind)
    let size = MemoryLayout<T>.size
    guard section.count % size == 0 else {
      throw .malformed(section: kind.name, reason: "\(section.count) bytes is no whole number")
    }
    if let count, section.count / size != count {
      throw .malformed(
        section: kind.name, reason: "\(section.count / size) elements where \(count) were expected")
    }
    return [T](unsafeUninitializedCapacity: section.count / size) { buffer, initialized in
      // The bytes are the elements: the decoder exists on little-endian machines only.
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: section)
      initialized = section.count / size
    }
  }

  /// The count and offsets of a list section, checked: offsets start at 0, never decrease and
  /// end within the section at elements of `width` bytes.
  private func listLayout(_ kind: SnapshotSection, width: Int) throws(SnapshotError) -> (
    section: UnsafeRawBufferPointer, count: Int, data: Int
  ) {
    let section = try bytes(kind)
    guard section.count >= 8 else { throw .malformed(section: kind.name, reason: "no count") }
    let count = section.loadLittleEndian(at: 0, as: UInt64.self)
    guard count < UInt64(section.count / 8) else {
      throw .malformed(section: kind.name, reason: "\(count) entries do not fit")
    }
    let data = 8 * (Int(count) + 2)
    guard data <= section.count else {
      throw .malformed(section: kind.name, reason: "\(count) entries do not fit")
    }
    let available = UInt64(section.count - data) / UInt64(width)
    var previous: UInt64 = 0
    for index in 0...Int(count) {
      let offset = section.loadLittleEndian(at: 8 * (index + 1), as: UInt64.self)
      guard offset >= previous, offset <= available, index > 0 || offset == 0 else {
        throw .malformed(section: kind.name, reason: "offset \(offset) of entry \(index)")
      }
      previous = offset
    }
    guard previous == available, (section.count - data) % width == 0 else {
      throw .malformed(section: kind.name, reason: "bytes after the last entry")
    }
    return (section, Int(count), data)
  }

  /// The number of entries of a list section (of strings or of lists), its layout checked.
  func listCount(_ kind: SnapshotSection) throws(SnapshotError) -> Int {
    let section = try bytes(kind)
    guard section.count >= 8 else { throw .malformed(section: kind.name, reason: "no count") }
    let count = section.loadLittleEndian(at: 0, as: UInt64.self)
    guard count < UInt64(section.count / 8) else {
      throw .malformed(section: kind.name, reason: "\(count) entries do not fit")
    }
    return Int(count)
  }

  /// A string list section (see ``SnapshotEncoder/add(_:strings:)``), each string checked to be
  /// UTF-8.
  func strings(_ kind: SnapshotSection, count: Int? = nil) throws(SnapshotError) -> [String] {
    let (section, total, data) = try listLayout(kind, width: 1)
    if let count, total != count {
      throw .malformed(section: kind.name, reason: "\(total) strings where \(count) were expected")
    }
    var strings: [String] = []
    strings.reserveCapacity(total)
    for index in 0..<total {
      let start = data + Int(section.loadLittleEndian(at: 8 * (index + 1), as: UInt64.self))
      let end = data + Int(section.loadLittleEndian(at: 8 * (index + 2), as: UInt64.self))
      guard
        let string = String(
          validating: UnsafeRawBufferPointer(rebasing: section[start..<end]), as: UTF8.self)
      else { throw .malformed(section: kind.name, reason: "string \(index) is not UTF-8") }
      strings.append(string)
    }
    return strings
  }

  /// A section of lists of `UInt32` read in place from `owner`'s bytes (which these are): only
  /// its count and its end are checked here; each list's offsets, bytes (by blocks, through
  /// `checks`) and, with `ordinals`, postings are checked when a read first asks for it.
  /// A section of one block or less, or of a file checked in full, is checked whole now, and
  /// its lists need no block checks.
  /// - Parameters:
  ///   - count: The number of lists it must hold.
  ///   - ordinals: When the lists are postings, the ordinals they may name (below the photo
  ///     count, no removed photo's).
  ///   - anchored: Whether the offsets are anchored (the posting lists, see
  ///     ``SnapshotEncoder/add(_:anchoredLists:)``), else 64-bit.
  func mappedLists(
    _ kind: SnapshotSection, count: Int, owner: SnapshotMapping, checks: SnapshotBlockChecks,
    ordinals: LiveOrdinals? = nil, anchored: Bool = false
  ) throws(SnapshotError) -> MappedPostingLists {
    let entry = try entry(kind)
    let small = entry.length <= 1 << SnapshotFormat.blockShift
    if small && !verifiedAll { try check(entry) }
    let section = UnsafeRawBufferPointer(
      rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
    guard section.count >= 8 else { throw .malformed(section: kind.name, reason: "no count") }
    let total = section.loadLittleEndian(at: 0, as: UInt64.self)
    // Anchored: the count, an anchor per 64 lists and one more, 32-bit offsets to a multiple
    // of 8 bytes; else the count and 64-bit offsets.
    let anchors = (count >> SnapshotFormat.listAnchorShift) + 1
    let data =
      anchored ? SnapshotFormat.aligned(8 + 8 * anchors + 4 * (count + 1)) : 8 * (count + 2)
    guard total == UInt64(count), data <= section.count else {
      throw .malformed(section: kind.name, reason: "\(total) lists where \(count) were expected")
    }
    guard let base = section.baseAddress else {
      throw .malformed(section: kind.name, reason: "no bytes")
    }
    let lists = MappedPostingLists(
      owner: owner, checks: checks, checksBlocks: !small && !verifiedAll, section: kind.name,
      offsets: anchored ? base + 8 + 8 * anchors : base + 8, anchors: anchored ? base + 8 : nil,
      elements: base + data, count: count, ordinals: ordinals)
    guard (section.count - data) % 4 == 0, lists.startsAtZero,
      lists.total == (section.count - data) / 4
    else { throw .malformed(section: kind.name, reason: "bytes after the last entry") }
    // A file checked in full is refused now for a list that a read would refuse later.
    if verifiedAll, let failure = lists.firstMalformedList() { throw failure }
    return lists
  }

  /// Section `kind` as `columns` columns of `count` fixed-width integers each, one after
  /// another, read in place and checked by blocks as they are read (whole now when the section
  /// is one block or less, or the file is checked in full).
  func mappedColumns<T: FixedWidthInteger & Sendable>(
    _ kind: SnapshotSection, as type: T.Type, count: Int, columns: Int = 1,
    checks: SnapshotBlockChecks
  ) throws(SnapshotError) -> [IntegerColumn<T>] {
    let entry = try entry(kind)
    let small = entry.length <= 1 << SnapshotFormat.blockShift
    if small && !verifiedAll { try check(entry) }
    let size = MemoryLayout<T>.size
    guard entry.length == count * columns * size else {
      throw .malformed(
        section: kind.name,
        reason: "\(entry.length) bytes where \(count * columns) elements were expected")
    }
    guard let base = bytes.baseAddress.map({ $0 + entry.offset }) else {
      throw .malformed(section: kind.name, reason: "no bytes")
    }
    return (0..<columns).map { column in
      IntegerColumn(
        mapped: MappedColumn(
          checks: checks, checksBlocks: !small && !verifiedAll,
          base: base + column * count * size,
          count: count))
    }
  }

  /// Section `kind` as `count` fixed-width integers (any number of them when `count` is
  /// `nil`) read in place and checked by blocks as they are read (see
  /// ``mappedColumns(_:as:count:columns:checks:)``).
  func mappedColumn<T: FixedWidthInteger & Sendable>(
    _ kind: SnapshotSection, as type: T.Type, count: Int? = nil, checks: SnapshotBlockChecks
  ) throws(SnapshotError) -> MappedColumn<T> {
    let entry = try entry(kind)
    let small = entry.length <= 1 << SnapshotFormat.blockShift
    if small && !verifiedAll { try check(entry) }
    let size = MemoryLayout<T>.size
    guard entry.length % size == 0, count.map({ $0 * size == entry.length }) ?? true else {
      throw .malformed(
        section: kind.name,
        reason: "\(entry.length) bytes where \(count ?? 0) elements were expected")
    }
    guard let base = bytes.baseAddress.map({ $0 + entry.offset }) else {
      throw .malformed(section: kind.name, reason: "no bytes")
    }
    return MappedColumn(
      checks: checks, checksBlocks: !small && !verifiedAll, base: base, count: entry.length / size)
  }

  /// A string list section (see ``SnapshotEncoder/add(_:strings:)``) read in place: its count
  /// and last offset are checked now, each string (offsets, blocks, UTF-8) when it is read —
  /// now for all of them when the file is checked in full.
  func mappedStrings(_ kind: SnapshotSection, checks: SnapshotBlockChecks) throws(SnapshotError)
    -> StringColumn
  {
    if verifiedAll { return StringColumn(try strings(kind)) }
    return StringColumn(mapped: try mappedStringList(kind, checks: checks))
  }

  /// A string list section read in place (see ``mappedStrings(_:checks:)``): its count and
  /// last offset checked now, each string when it is read.
  func mappedStringList(_ kind: SnapshotSection, checks: SnapshotBlockChecks)
    throws(SnapshotError) -> MappedStrings
  {
    let entry = try entry(kind)
    let small = entry.length <= 1 << SnapshotFormat.blockShift
    if small && !verifiedAll { try check(entry) }
    let section = UnsafeRawBufferPointer(
      rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
    guard section.count >= 16 else { throw .malformed(section: kind.name, reason: "no count") }
    let count = section.loadLittleEndian(at: 0, as: UInt64.self)
    guard count < UInt64(section.count / 8) - 1 else {
      throw .malformed(section: kind.name, reason: "\(count) entries do not fit")
    }
    let data = 8 * (Int(count) + 2)
    guard section.loadLittleEndian(at: 8, as: UInt64.self) == 0,
      section.loadLittleEndian(at: 8 * (Int(count) + 1), as: UInt64.self)
        == UInt64(section.count - data),
      let base = section.baseAddress
    else { throw .malformed(section: kind.name, reason: "bytes after the last entry") }
    return MappedStrings(
      checks: checks, checksBlocks: !small && !verifiedAll, section: kind,
      offsets: base + 8, bytes: base + data, count: Int(count), total: section.count - data)
  }
}

extension UnsafeRawBufferPointer {
  /// The little-endian integer at `offset`, which the caller has checked to be in bounds.
  @inline(__always)
  func loadLittleEndian<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
    T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
