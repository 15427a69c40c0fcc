/// What a snapshot file holds, read from its header and section table without building an
/// index: for `stemma index info` (`--verify` checks every byte) and for reports.
public struct SnapshotInfo: Hashable, Sendable {
  /// One section of the file.
  public struct Section: Hashable, Sendable {
    /// The section's name (`postings`, `photoIDs`, …).
    public var name: String
    /// Its length in bytes.
    public var bytes: Int
  }

  /// The file's format version.
  public var formatVersion: UInt32
  /// The file's length in bytes.
  public var fileSize: Int
  /// The number of photos.
  public var photoCount: Int
  /// The number of keys.
  public var keyCount: Int
  /// The language code of the analyzer the index was built with.
  public var language: String
  /// The sections, in the order of the file.
  public var sections: [Section]

  /// Reads the header and the section table of the snapshot at `path`.
  /// - Parameters:
  ///   - path: A snapshot file.
  ///   - verification: `.full` checks every section's checksum and every posting list (as
  ///     ``PhotoIndex/init(contentsOfFile:verification:analyzer:thesaurus:)`` does); by default
  ///     only the structure and the sections read here are checked.
  /// - Throws: ``SnapshotError`` as
  ///   ``PhotoIndex/init(contentsOfFile:verification:analyzer:thesaurus:)`` does.
  /// - Complexity: O(*n*) in the file's size under `.full`, else O(*s*) in its number of
  ///   sections.
  public init(contentsOfFile path: String, verification: SnapshotVerification = .onDemand)
    throws(SnapshotError)
  {
    if verification == .full {
      // Opening the index in full checks what the sections' checksums cannot: the lists.
      _ = try PhotoIndex(contentsOfFile: path, verification: .full)
    }
    self = try SnapshotFile.withMappedBytes(path: path) { (bytes) throws(SnapshotError) in
      try SnapshotInfo(bytes: bytes)
    }
  }

  /// Reads the header and the section table of a snapshot's bytes.
  init(bytes: UnsafeRawBufferPointer) throws(SnapshotError) {
    let file = try SnapshotDecoder(bytes: bytes, verification: .onDemand)
    formatVersion = file.version
    fileSize = bytes.count
    let ids = try file.bytes(.photoIDs)
    let free = try file.bytes(.freeOrdinals)
    guard ids.count >= 8 else { throw .malformed(section: "photoIDs", reason: "no count") }
    photoCount = Int(ids.loadLittleEndian(at: 0, as: UInt64.self) & 0xFFFF_FFFF) - free.count / 4
    keyCount = try file.bytes(.keyEntries).count / 8
    language = try file.strings(.settings).first ?? ""
    sections = file.entries.map { entry in
      Section(
        name: SnapshotSection(rawValue: entry.kind)?.name ?? "section \(entry.kind)",
        bytes: entry.length)
    }
  }
}
