public import Foundation
public import Linguistics

extension PhotoIndex {
  /// Saves the index as a snapshot file (<doc:SnapshotFormat>), crash-safely: the bytes go to
  /// a temporary file beside `path`, which is flushed to the disk, renamed over `path`, and the
  /// directory flushed. A process killed at any moment leaves the file that was at `path`
  /// before, or the whole new one, never a part.
  ///
  /// The snapshot holds everything a search reads: the photos' columns, the keys, the posting
  /// lists, the album and people tables, the prefix and typo tables, the broader terms already
  /// looked up, and the ranking ``weights``. It does not hold the ``analyzer`` or the
  /// ``thesaurus`` (code, not data): it records the analyzer's language, and
  /// ``init(contentsOf:verification:analyzer:thesaurus:)`` takes them again.
  /// - Parameter path: Where to save it; any file there is replaced.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  /// - Complexity: O(*n*) in the size of the index; one section at a time is held in memory
  ///   besides the index.
  public func write(toFile path: String) throws(SnapshotError) {
    try SnapshotFile.writeAtomically(path: path) { (sink) throws(SnapshotError) in
      var encoder = SnapshotEncoder(sectionCount: Self.snapshotSections.count, sink: sink)
      try encode(into: &encoder)
      _ = try encoder.finish()
    }
  }

  /// Saves the index as a snapshot file at a file URL (see ``write(toFile:)``).
  /// - Parameter url: A file URL.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  public func write(to url: URL) throws(SnapshotError) {
    try write(toFile: url.path)
  }

  /// The snapshot file's bytes, as ``write(toFile:)`` writes them (for tests and for callers
  /// that store the bytes elsewhere).
  public func snapshotBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    let sink: SnapshotEncoder.Sink = { (offset, chunk) throws(SnapshotError) in
      if bytes.count < offset + chunk.count {
        bytes += [UInt8](repeating: 0, count: offset + chunk.count - bytes.count)
      }
      bytes.replaceSubrange(offset..<(offset + chunk.count), with: chunk)
    }
    var encoder = SnapshotEncoder(sectionCount: Self.snapshotSections.count, sink: sink)
    do {
      try encode(into: &encoder)
      _ = try encoder.finish()
    } catch {
      // The in-memory sink never throws.
    }
    return bytes
  }

  /// Opens a snapshot file that ``write(toFile:)`` saved: an index that answers every query as
  /// the saved one did (the same ids, scores, totals, explanations and continuations) and that
  /// can be changed and saved again.
  ///
  /// The file is mapped into memory. The posting lists, the photo columns and ids, the key
  /// table and its columns and the prefix table are read in place from the map, which the
  /// index keeps for its lifetime (the first change copies them); the typo table, the album
  /// and people tables and the saved names' vocabulary are read when first needed; the few
  /// small sections left are copied into the index's tables. Replace the file by renaming a new one over it (as
  /// ``write(toFile:)`` does) or delete it while the index is in use, never rewrite it in
  /// place.
  ///
  /// With `verification` `.onDemand` (the default), the sections read in place are checked by
  /// 64 KiB blocks as searches first read them, so that opening does not read the whole file:
  /// a search that reads a damaged block throws ``SearchError/damagedSnapshot(path:_:)``
  /// rather than answer. `.full` checks every byte now and refuses a damaged file here.
  /// - Parameters:
  ///   - path: The snapshot file.
  ///   - verification: How much to check now (see ``SnapshotVerification``).
  ///   - analyzer: The analyzer for later photos and queries; by default the standard one for
  ///     the snapshot's language. It must be of that language.
  ///   - thesaurus: Broader terms and synonyms for later photos and queries; by default the
  ///     shipped one for the language. The broader terms of the saved photos come from the file.
  /// - Throws: ``SnapshotError``: the file cannot be read, is not a snapshot, is of a format
  ///   version this build does not read, is truncated or damaged, or is malformed. A file that
  ///   is refused is never partly read into an index.
  /// - Complexity: O(*n*) in the size of the file under `.full`; else O(*s*) in the size of
  ///   the sections copied.
  public init(
    contentsOfFile path: String, verification: SnapshotVerification = .onDemand,
    analyzer: Analyzer? = nil, thesaurus: (any Thesaurus)? = nil
  ) throws(SnapshotError) {
    try self.init(
      snapshot: SnapshotMapping(path: path), path: path, verification: verification,
      analyzer: analyzer, thesaurus: thesaurus)
  }

  /// Opens a snapshot file at a file URL (see
  /// ``init(contentsOfFile:verification:analyzer:thesaurus:)``).
  /// - Parameters:
  ///   - url: A file URL.
  ///   - verification: How much to check now (see ``SnapshotVerification``).
  ///   - analyzer: The analyzer; by default the standard one for the snapshot's language.
  ///   - thesaurus: Broader terms and synonyms; by default the shipped one for the language.
  /// - Throws: ``SnapshotError``.
  public init(
    contentsOf url: URL, verification: SnapshotVerification = .onDemand,
    analyzer: Analyzer? = nil, thesaurus: (any Thesaurus)? = nil
  ) throws(SnapshotError) {
    try self.init(
      contentsOfFile: url.path, verification: verification, analyzer: analyzer,
      thesaurus: thesaurus)
  }

  /// Reads an index from a snapshot's bytes (see
  /// ``init(contentsOfFile:verification:analyzer:thesaurus:)``); errors of later checks name
  /// the file `"(in memory)"`.
  /// - Parameters:
  ///   - bytes: The bytes of a snapshot file.
  ///   - verification: How much to check now (see ``SnapshotVerification``).
  ///   - analyzer: The analyzer; by default the standard one for the snapshot's language.
  ///   - thesaurus: Broader terms and synonyms; by default the shipped one for the language.
  /// - Throws: ``SnapshotError``.
  public init(
    snapshotBytes bytes: [UInt8], verification: SnapshotVerification = .onDemand,
    analyzer: Analyzer? = nil, thesaurus: (any Thesaurus)? = nil
  ) throws(SnapshotError) {
    let mapping = bytes.withUnsafeBytes { SnapshotMapping(copying: $0) }
    try self.init(
      snapshot: mapping, path: "(in memory)", verification: verification, analyzer: analyzer,
      thesaurus: thesaurus)
  }
}
