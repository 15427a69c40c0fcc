/// Why a snapshot file could not be written or opened. Every case names the problem; none of
/// them is a trap, and a file that is refused is never half-read into an index.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file does not start with the snapshot magic number (`STEMMAIX`): an empty file, or
  /// another program's file.
  case notASnapshot
  /// The file is a snapshot of a format version this build cannot read.
  case unsupportedVersion(found: UInt32, supported: UInt32)
  /// The file ends before the section (or the header, `"header"`) does: a cut-off copy.
  case truncated(section: String)
  /// A section's bytes do not match the checksum written with them: the file was damaged.
  case checksumMismatch(section: String)
  /// A section's checksum is right but its contents break a rule of the format (an offset past
  /// its end, an id out of range, a list out of order).
  case malformed(section: String, reason: String)
  /// The snapshot was written for another language than the analyzer it is opened with.
  case languageMismatch(snapshot: String, analyzer: String)
  /// A system call failed: its `errno` and the path it was about.
  case io(errno: Int32, path: String)
  /// The snapshot is good but holds no vocabulary (an index saved without one): open it as a
  /// ``PhotoIndex``, or save it again with ``PhotoIndex/write(toFile:vocabulary:)``.
  case noVocabulary
  /// This machine stores integers big-endian. A snapshot's integers are little-endian and its
  /// large sections (the posting lists, the photo columns, the undo lists, the key table) are
  /// read in place from the memory map, as the machine's own integers, so this build opens
  /// snapshots on little-endian machines only (x86-64, arm64; not s390x). Build the index
  /// from its catalog there instead.
  case unsupportedByteOrder

  /// What went wrong.
  public var description: String {
    switch self {
    case .notASnapshot: "not a Stemma snapshot file"
    case .unsupportedVersion(let found, let supported):
      "snapshot format version \(found) is not supported (this build reads version \(supported))"
    case .truncated(let section): "the snapshot is truncated (in \(section))"
    case .checksumMismatch(let section): "the snapshot is damaged (checksum of \(section))"
    case .malformed(let section, let reason): "the snapshot is malformed (\(section): \(reason))"
    case .languageMismatch(let snapshot, let analyzer):
      "the snapshot was written for language \(snapshot), not \(analyzer)"
    case .io(let code, let path): "\(path): \(SnapshotFile.describe(errno: code))"
    case .noVocabulary: "the snapshot holds no vocabulary"
    case .unsupportedByteOrder:
      "this machine is big-endian: snapshots are read in place as little-endian integers, so "
        + "this build opens them on little-endian machines only"
    }
  }
}
