/// How much of a snapshot file is checked when it is opened (see <doc:SnapshotFormat>).
public enum SnapshotVerification: Hashable, Sendable {
  /// The header, the section table, the layout and every section that opening reads whole are
  /// checked at once; the large sections an index reads in place are checked by 64 KiB blocks
  /// the first time a search touches them. A damaged block then makes that search throw
  /// ``SearchError/damagedSnapshot(path:_:)``. Opening costs nothing per byte of the file.
  case onDemand
  /// Every byte is checked when the file is opened: every section's CRC-32C and every posting
  /// list's order. A damaged file is refused at once.
  /// - Complexity: O(*n*) in the size of the file.
  case full
}
