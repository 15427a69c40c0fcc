internal import StemmaSupport

/// Reads a snapshot's bytes: checks the header, the section table and every section's
/// checksum when it is created, then hands out sections by kind, each offset and length checked
/// against the bytes before it is used. It does not own the bytes: they must outlive it.
struct SnapshotDecoder {
  /// A section's place in the file.
  struct Entry {
    var kind: UInt32
    var width: UInt32
    var offset: Int
    var length: Int
  }

  private let bytes: UnsafeRawBufferPointer
  /// The format version of the file.
  let version: UInt32
  /// The sections, in the table's order.
  let entries: [Entry]

  /// Checks the header, the table and each section's checksum.
  /// - Parameter checksummed: The kinds of section whose checksums are checked (every kind by
  ///   default): a reader of some sections only leaves the others' pages untouched.
  /// - Throws: ``SnapshotError``: not a snapshot, an unsupported version, truncated, a
  ///   checksum that does not match, or a table entry out of bounds.
  init(
    bytes: UnsafeRawBufferPointer, checksummed: (UInt32) -> Bool = { _ in true }
  ) throws(SnapshotError) {
    self.bytes = bytes
    let magic = SnapshotFormat.magic
    let prefix = min(bytes.count, magic.count)
    guard bytes.count > 0, bytes.prefix(prefix).elementsEqual(magic.prefix(prefix)) else {
      throw .notASnapshot
    }
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
      let entry = Entry(
        kind: kind, width: bytes.loadLittleEndian(at: base + 4, as: UInt32.self),
        offset: Int(offset), length: Int(length))
      let section = UnsafeRawBufferPointer(
        rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
      guard
        !checksummed(kind)
          || CRC32C.checksum(section) == bytes.loadLittleEndian(at: base + 24, as: UInt32.self)
      else { throw .checksumMismatch(section: name) }
      entries.append(entry)
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
  }

  /// The bytes of section `kind`.
  /// - Throws: ``SnapshotError/malformed(section:reason:)`` when the file has no such section.
  func bytes(_ kind: SnapshotSection) throws(SnapshotError) -> UnsafeRawBufferPointer {
    guard let entry = entries.first(where: { $0.kind == kind.rawValue }) else {
      throw .malformed(section: kind.name, reason: "missing")
    }
    return UnsafeRawBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
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
      // One copy of the bytes; on a big-endian machine each element is swapped after it.
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: section)
      #if _endian(big)
        for index in 0..<(section.count / size) { buffer[index] = T(littleEndian: buffer[index]) }
      #endif
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

  /// A section of lists of `UInt32` read in place from `owner`'s bytes (which these are), its
  /// layout checked; copied instead on a big-endian machine.
  /// - Parameter count: The number of lists it must hold.
  func mappedLists(_ kind: SnapshotSection, count: Int, owner: SnapshotMapping)
    throws(SnapshotError) -> PostingLists
  {
    #if _endian(big)
      return PostingLists(try lists(kind, count: count))
    #else
      let (section, total, data) = try listLayout(kind, width: 4)
      guard total == count else {
        throw .malformed(section: kind.name, reason: "\(total) lists where \(count) were expected")
      }
      guard let base = section.baseAddress else { return PostingLists() }
      return PostingLists(
        mapped: MappedPostingLists(
          owner: owner, offsets: base + 8, elements: base + data, count: total))
    #endif
  }

  /// A section of lists of `UInt32` (see ``SnapshotEncoder/add(_:lists:)``), copied.
  func lists(_ kind: SnapshotSection, count: Int? = nil) throws(SnapshotError) -> [[UInt32]] {
    let (section, total, data) = try listLayout(kind, width: 4)
    if let count, total != count {
      throw .malformed(section: kind.name, reason: "\(total) lists where \(count) were expected")
    }
    var lists: [[UInt32]] = []
    lists.reserveCapacity(total)
    for index in 0..<total {
      let start = Int(section.loadLittleEndian(at: 8 * (index + 1), as: UInt64.self))
      let end = Int(section.loadLittleEndian(at: 8 * (index + 2), as: UInt64.self))
      if start == end {
        lists.append([])
        continue
      }
      lists.append(
        [UInt32](unsafeUninitializedCapacity: end - start) { buffer, initialized in
          UnsafeMutableRawBufferPointer(buffer).copyMemory(
            from: UnsafeRawBufferPointer(
              rebasing: section[(data + 4 * start)..<(data + 4 * end)]))
          #if _endian(big)
            for index in buffer.indices { buffer[index] = UInt32(littleEndian: buffer[index]) }
          #endif
          initialized = end - start
        })
    }
    return lists
  }
}

extension UnsafeRawBufferPointer {
  /// The little-endian integer at `offset`, which the caller has checked to be in bounds.
  @inline(__always)
  func loadLittleEndian<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
    T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
