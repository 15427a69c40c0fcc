internal import StemmaSupport

/// Lays out a snapshot's sections as they come, handing each one's bytes to a sink at its
/// final offset: the whole file is never held in memory, only the section being written.
/// ``finish()`` then adds the block checksums of everything written (version 3) and hands over
/// the header and the section table, for offset 0.
struct SnapshotEncoder {
  /// Writes bytes at an offset of the file.
  typealias Sink = (_ offset: Int, _ bytes: UnsafeRawBufferPointer) throws(SnapshotError) -> Void

  private let sink: Sink
  private let sectionCount: Int
  private var entries: [UInt8] = []
  private var written = 0
  private var offset: Int
  /// Where the sections start: the block checksums cover the file from here.
  private let firstSection: Int
  /// The CRC-32C of each whole block written so far…
  private var blockChecksums: [UInt32] = []
  /// …and of the bytes of the block being written.
  private var blockChecksum: UInt32 = 0
  private var blockFill = 0

  /// - Parameter sectionCount: How many sections will be added (the table's room is kept
  ///   before the first; the block checksums' section, added by ``finish()``, is not counted).
  init(sectionCount: Int, sink: @escaping Sink) {
    self.sink = sink
    self.sectionCount = sectionCount + 1
    offset = SnapshotFormat.aligned(
      SnapshotFormat.headerSize + (sectionCount + 1) * SnapshotFormat.tableEntrySize)
    firstSection = offset
  }

  /// Hands `bytes` to the sink at `offset`, which is where the last bytes ended (sections and
  /// their padding come in order), and adds them to the block checksums.
  private mutating func emit(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SnapshotError)
  {
    try sink(offset, bytes)
    let blockSize = 1 << SnapshotFormat.blockShift
    var done = 0
    while done < bytes.count {
      let take = min(blockSize - blockFill, bytes.count - done)
      blockChecksum = CRC32C.checksum(
        UnsafeRawBufferPointer(rebasing: bytes[done..<(done + take)]), continuing: blockChecksum)
      blockFill += take
      done += take
      if blockFill == blockSize {
        blockChecksums.append(blockChecksum)
        blockChecksum = 0
        blockFill = 0
      }
    }
  }

  /// Adds a section of raw bytes.
  mutating func add(
    _ kind: SnapshotSection, width: Int = 1, bytes: UnsafeRawBufferPointer
  ) throws(SnapshotError) {
    precondition(written < sectionCount, "more sections than declared")
    try emit(bytes, at: offset)
    var entry: [UInt8] = []
    entry.appendLittleEndian(kind.rawValue)
    entry.appendLittleEndian(UInt32(width))
    entry.appendLittleEndian(UInt64(offset))
    entry.appendLittleEndian(UInt64(bytes.count))
    entry.appendLittleEndian(CRC32C.checksum(bytes))
    entry.appendLittleEndian(UInt32(0))
    entries += entry
    written += 1
    let end = offset + bytes.count
    offset = SnapshotFormat.aligned(end)
    if offset > end {
      let padding = [UInt8](repeating: 0, count: offset - end)
      try withBytes(of: padding) { (padding) throws(SnapshotError) in try emit(padding, at: end) }
    }
  }

  /// Adds a section of fixed-width integers.
  mutating func add<T: FixedWidthInteger>(_ kind: SnapshotSection, integers: [T])
    throws(SnapshotError)
  {
    #if _endian(little)
      try withBytes(of: integers) { (bytes) throws(SnapshotError) in
        try add(kind, width: MemoryLayout<T>.size, bytes: bytes)
      }
    #else
      try add(kind, integers: integers.map(\.littleEndian))
    #endif
  }

  /// Adds a section holding a list of strings: their count (`UInt64`), `count + 1` byte
  /// offsets (`UInt64`, from the start of the bytes) and their UTF-8 bytes one after another.
  mutating func add(_ kind: SnapshotSection, strings: [String]) throws(SnapshotError) {
    var header: [UInt64] = [UInt64(strings.count), 0]
    header.reserveCapacity(strings.count + 2)
    var total: UInt64 = 0
    for string in strings {
      total += UInt64(string.utf8.count)
      header.append(total)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(header.count * 8 + Int(total))
    for value in header { bytes.appendLittleEndian(value) }
    for string in strings { bytes.append(contentsOf: string.utf8) }
    try withBytes(of: bytes) { (bytes) throws(SnapshotError) in try add(kind, bytes: bytes) }
  }

  /// Adds a section holding lists of `UInt32` whose offsets are anchored (the posting lists,
  /// version 5): their count *n* (`UInt64`); an anchor (`UInt64`) per 64 lists, the offset of
  /// list 64 *g* for *g* in 0...*n* / 64; each list's offset less its group's anchor
  /// (`UInt32`, *n* + 1 of them, zeros to a multiple of 8 bytes); then the elements. Half the
  /// bytes of 64-bit offsets, which are most of a million-photo index's postings section (one
  /// per key and field, most empty), and every one of which a search that reads the list's
  /// length touches. A list holds at most one posting a photo (below 2^25), so 64 lists stay
  /// below 2^31 past their anchor.
  /// - Throws: ``SnapshotError/malformed(section:reason:)`` when 64 lists do not fit 32 bits.
  mutating func add(
    _ kind: SnapshotSection, anchoredLists lists: some Collection<some Collection<UInt32>>
  ) throws(SnapshotError) {
    let shift = SnapshotFormat.listAnchorShift
    let mask = (1 << shift) - 1
    let count = lists.count
    // The anchors (offsets of lists 0, 64, …, and of the end when it is a multiple of 64),
    // then each offset past its anchor: two passes over the lengths, no array of offsets.
    var anchors: [UInt64] = []
    anchors.reserveCapacity((count >> shift) + 1)
    var total: UInt64 = 0
    for (index, list) in lists.enumerated() {
      if index & mask == 0 { anchors.append(total) }
      total += UInt64(list.count)
    }
    if count & mask == 0 { anchors.append(total) }
    let start = SnapshotFormat.aligned(8 + 8 * anchors.count + 4 * (count + 1))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(start + 4 * Int(total))
    bytes.appendLittleEndian(UInt64(count))
    for anchor in anchors { bytes.appendLittleEndian(anchor) }
    func appendRelative(_ offset: UInt64, of index: Int) throws(SnapshotError) {
      guard let relative = UInt32(exactly: offset - anchors[index >> shift]) else {
        throw .malformed(section: kind.name, reason: "64 lists of more than 2^32 elements")
      }
      bytes.appendLittleEndian(relative)
    }
    total = 0
    for (index, list) in lists.enumerated() {
      try appendRelative(total, of: index)
      total += UInt64(list.count)
    }
    try appendRelative(total, of: count)
    bytes.append(contentsOf: repeatElement(0, count: start - bytes.count))
    Self.appendElements(of: lists, to: &bytes)
    try withBytes(of: bytes) { (bytes) throws(SnapshotError) in
      try add(kind, width: 4, bytes: bytes)
    }
  }

  /// Adds a section holding a list of lists of `UInt32`: their count (`UInt64`), `count + 1`
  /// element offsets (`UInt64`) and the elements one list after another.
  mutating func add(_ kind: SnapshotSection, lists: some Collection<some Collection<UInt32>>)
    throws(SnapshotError)
  {
    var bytes: [UInt8] = []
    var total: UInt64 = 0
    bytes.appendLittleEndian(UInt64(lists.count))
    bytes.appendLittleEndian(total)
    for list in lists {
      total += UInt64(list.count)
      bytes.appendLittleEndian(total)
    }
    bytes.reserveCapacity(bytes.count + Int(total) * 4)
    Self.appendElements(of: lists, to: &bytes)
    try withBytes(of: bytes) { (bytes) throws(SnapshotError) in
      try add(kind, width: 4, bytes: bytes)
    }
  }

  /// Appends every list's elements, one list after another, as little-endian `UInt32`s.
  /// - Complexity: O(*n*) in the number of elements.
  private static func appendElements(
    of lists: some Collection<some Collection<UInt32>>, to bytes: inout [UInt8]
  ) {
    for list in lists {
      // A list in contiguous memory is its bytes on a little-endian machine: one copy, not
      // one append an element (about 100 million at a million photos).
      #if _endian(little)
        let copied: Void? = list.withContiguousStorageIfAvailable {
          bytes.append(contentsOf: UnsafeRawBufferPointer($0))
        }
        if copied != nil { continue }
      #endif
      for value in list { bytes.appendLittleEndian(value) }
    }
  }

  /// Adds the block checksums of every section written (``SnapshotSection/blockChecksums``),
  /// then writes the header and the section table at offset 0.
  /// - Returns: The file's length.
  mutating func finish() throws(SnapshotError) -> Int {
    precondition(written == sectionCount - 1, "fewer sections than declared")
    var checksums: [UInt8] = []
    checksums.appendLittleEndian(UInt32(SnapshotFormat.blockShift))
    checksums.appendLittleEndian(UInt32(0))
    checksums.appendLittleEndian(UInt64(firstSection))
    checksums.appendLittleEndian(UInt64(offset))
    for checksum in blockChecksums { checksums.appendLittleEndian(checksum) }
    if blockFill > 0 { checksums.appendLittleEndian(blockChecksum) }
    try withBytes(of: checksums) { (bytes) throws(SnapshotError) in
      try add(.blockChecksums, width: 4, bytes: bytes)
    }
    var header: [UInt8] = SnapshotFormat.magic
    header.appendLittleEndian(SnapshotFormat.version)
    header.appendLittleEndian(UInt32(sectionCount))
    header.appendLittleEndian(UInt64(0))
    header.appendLittleEndian(UInt64(offset))
    header.appendLittleEndian(CRC32C.checksum(entries))
    header.appendLittleEndian(CRC32C.checksum(header))
    header += [UInt8](repeating: 0, count: SnapshotFormat.headerSize - header.count)
    header += entries
    let end = SnapshotFormat.aligned(header.count)
    header += [UInt8](repeating: 0, count: end - header.count)
    try withBytes(of: header) { (bytes) throws(SnapshotError) in try sink(0, bytes) }
    return offset
  }
}

extension [UInt8] {
  /// Appends `value`'s bytes, least significant first.
  mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}

/// Calls `body` with the bytes of `array`, keeping `body`'s error type (`withUnsafeBytes`
/// rethrows untyped errors).
func withBytes<T, R>(
  of array: [T], _ body: (UnsafeRawBufferPointer) throws(SnapshotError) -> R
) throws(SnapshotError) -> R {
  let result: Result<R, SnapshotError> = array.withUnsafeBytes { bytes in
    do throws(SnapshotError) {
      return .success(try body(bytes))
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}
