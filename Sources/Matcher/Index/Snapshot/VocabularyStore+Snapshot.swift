public import Foundation
public import Vocabulary

extension VocabularyStore {
  /// The sections a vocabulary takes in a snapshot file, in the order they are written.
  static let snapshotSections: [SnapshotSection] = [
    .vocabularySettings, .vocabularyEntries, .vocabularyTexts,
  ]

  /// The sections of an index's names as a vocabulary (see
  /// ``SnapshotSection/nameVocabularySettings``), in the order they are written.
  static let nameSections: [SnapshotSection] = [
    .nameVocabularySettings, .nameVocabularyEntries, .nameVocabularyTexts,
  ]

  /// Saves the store alone as a snapshot file (<doc:SnapshotFormat>), crash-safely, as
  /// ``PhotoIndex/write(toFile:)`` saves an index: a temporary file beside `path`, flushed,
  /// renamed over `path`, the directory flushed. To keep a vocabulary beside an index in one
  /// file, use ``PhotoIndex/write(toFile:vocabulary:)``.
  ///
  /// The file holds the store's entries (spellings, use counts, last uses and decayed
  /// weights), the analysis of each entry's text and the store's configuration, so that
  /// ``init(contentsOfFile:)`` gives a store that ranks and resolves exactly as this one,
  /// without analyzing anything again.
  /// - Parameter path: Where to save it; any file there is replaced.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  /// - Complexity: O(*n*) in the size of the store.
  public func write(toFile path: String) throws(SnapshotError) {
    try SnapshotFile.writeAtomically(path: path) { (sink) throws(SnapshotError) in
      var encoder = SnapshotEncoder(sectionCount: Self.snapshotSections.count, sink: sink)
      try encode(into: &encoder)
      _ = try encoder.finish()
    }
  }

  /// Saves the store alone as a snapshot file at a file URL (see ``write(toFile:)``).
  /// - Parameter url: A file URL.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  public func write(to url: URL) throws(SnapshotError) { try write(toFile: url.path) }

  /// The bytes ``write(toFile:)`` writes (for tests, and for callers that keep them elsewhere).
  public func snapshotBytes() -> [UInt8] {
    SnapshotEncoder.bytes(sectionCount: Self.snapshotSections.count) {
      (encoder) throws(SnapshotError) in try encode(into: &encoder)
    }
  }

  /// Opens the vocabulary of a snapshot file: one ``write(toFile:)`` saved, or an index file
  /// that ``PhotoIndex/write(toFile:vocabulary:)`` saved with a vocabulary beside the index.
  /// The store ranks and resolves exactly as the saved one did, and can go on learning.
  ///
  /// The file's header and section table are checked as when an index is opened, and the
  /// vocabulary's own sections by their checksums; an index's sections beside them are not
  /// read at all (their pages stay on the disk). The vocabulary's sections are then read into
  /// the store's tables (nothing is analyzed again) and the file is closed. The resolution lookups are built on the first
  /// resolution of each kind, as in any store.
  /// - Parameter path: The snapshot file.
  /// - Throws: ``SnapshotError``: the file cannot be read, is not a snapshot, is of a format
  ///   version this build does not read, is truncated, damaged or malformed, or holds no
  ///   vocabulary (``SnapshotError/noVocabulary``).
  /// - Complexity: O(*n*) in the size of the file.
  public convenience init(contentsOfFile path: String) throws(SnapshotError) {
    let mapping = try SnapshotMapping(path: path)
    self.init(try Self.contents(of: mapping))
  }

  /// Opens the vocabulary of a snapshot file at a file URL (see ``init(contentsOfFile:)``).
  /// - Parameter url: A file URL.
  /// - Throws: ``SnapshotError``.
  public convenience init(contentsOf url: URL) throws(SnapshotError) {
    try self.init(contentsOfFile: url.path)
  }

  /// Reads the vocabulary of a snapshot's bytes (see ``init(contentsOfFile:)``).
  /// - Parameter bytes: The bytes of a snapshot file.
  /// - Throws: ``SnapshotError``.
  public convenience init(snapshotBytes bytes: [UInt8]) throws(SnapshotError) {
    let mapping = bytes.withUnsafeBytes { SnapshotMapping(copying: $0) }
    self.init(try Self.contents(of: mapping))
  }

  /// Adds the vocabulary's sections (``snapshotSections``, or `sections`) to `encoder`.
  func encode(
    into encoder: inout SnapshotEncoder, as sections: [SnapshotSection] = snapshotSections
  ) throws(SnapshotError) {
    let saved = saved()
    for (section, payload) in zip(sections, [saved.settings, saved.entries, saved.texts]) {
      try withBytes(of: payload) { (bytes) throws(SnapshotError) in
        try encoder.add(section, bytes: bytes)
      }
    }
  }

  /// The vocabulary held in `mapping`'s bytes, checked.
  private static func contents(of mapping: SnapshotMapping) throws(SnapshotError)
    -> SavedVocabulary.Contents
  {
    // Only the vocabulary's own sections are checksummed (`bytes(_:)` checks each section it
    // returns): it reads nothing else, and the index's sections beside it (nearly all of an
    // index file) stay unread on the disk.
    let file = try SnapshotDecoder(bytes: mapping.bytes, verification: .onDemand)
    guard file.entries.contains(where: { $0.kind == SnapshotSection.vocabularySettings.rawValue })
    else { throw .noVocabulary }
    let settings = try file.bytes(.vocabularySettings)
    let entries = try file.bytes(.vocabularyEntries)
    let texts = try file.bytes(.vocabularyTexts)
    // The block checksums are small (4 bytes a 64 KiB block) and guard every other section of
    // the file: a damaged one is reported here too, so that a file whose only reader is a
    // vocabulary has every byte checked by something.
    if file.entries.contains(where: { $0.kind == SnapshotSection.blockChecksums.rawValue }) {
      _ = try file.bytes(.blockChecksums)
    }
    return try withExtendedLifetime(mapping) { () throws(SnapshotError) in
      try contents(settings: settings, entries: entries, texts: texts)
    }
  }

  /// The vocabulary of three payloads (``snapshotSections``, or `sections`), whose bytes the
  /// caller keeps alive.
  /// - Throws: ``SnapshotError/malformed(section:reason:)`` naming the payload's section.
  static func contents(
    settings: UnsafeRawBufferPointer, entries: UnsafeRawBufferPointer,
    texts: UnsafeRawBufferPointer, sections: [SnapshotSection] = snapshotSections
  ) throws(SnapshotError) -> SavedVocabulary.Contents {
    do {
      return try read(savedSettings: settings, entries: entries, texts: texts)
    } catch {
      let section =
        switch error.part {
        case "entries": sections[1]
        case "texts": sections[2]
        default: sections[0]
        }
      throw .malformed(section: section.name, reason: error.reason)
    }
  }
}

extension PhotoIndex {
  /// Saves the index and `vocabulary` in one snapshot file, crash-safely (see
  /// ``write(toFile:)``): the file an app writes for an extension that searches the index and
  /// resolves the user's words. ``PhotoIndex/init(contentsOfFile:verification:analyzer:thesaurus:)`` opens
  /// the index of it and `VocabularyStore(contentsOfFile:)` the vocabulary. The index's own
  /// names go too (sections 104–106, see <doc:SnapshotFormat>): its ``nameVocabulary()`` is
  /// then read, not made again, once the file is opened.
  /// - Parameters:
  ///   - path: Where to save it; any file there is replaced.
  ///   - vocabulary: The vocabulary to keep beside the index.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  /// - Complexity: O(*n*) in the size of the index and the vocabulary.
  public func write(toFile path: String, vocabulary: VocabularyStore) throws(SnapshotError) {
    try SnapshotFile.writeAtomically(path: path) { (sink) throws(SnapshotError) in
      var encoder = SnapshotEncoder(
        sectionCount: Self.snapshotSections.count + 2 * VocabularyStore.snapshotSections.count,
        sink: sink)
      try encode(into: &encoder)
      try vocabulary.encode(into: &encoder)
      try encodeNames(into: &encoder)
      _ = try encoder.finish()
    }
  }

  /// Saves the index and a vocabulary in one file at a file URL (see
  /// ``write(toFile:vocabulary:)``).
  /// - Parameters:
  ///   - url: A file URL.
  ///   - vocabulary: The vocabulary to keep beside the index.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  public func write(to url: URL, vocabulary: VocabularyStore) throws(SnapshotError) {
    try write(toFile: url.path, vocabulary: vocabulary)
  }

  /// The bytes ``write(toFile:vocabulary:)`` writes.
  /// - Parameter vocabulary: The vocabulary to keep beside the index.
  public func snapshotBytes(vocabulary: VocabularyStore) -> [UInt8] {
    SnapshotEncoder.bytes(
      sectionCount: Self.snapshotSections.count + 2 * VocabularyStore.snapshotSections.count
    ) { (encoder) throws(SnapshotError) in
      try encode(into: &encoder)
      try vocabulary.encode(into: &encoder)
      try encodeNames(into: &encoder)
    }
  }
}

extension SnapshotEncoder {
  /// The bytes of a file whose `sectionCount` sections `body` adds, laid out in memory.
  static func bytes(
    sectionCount: Int, _ body: (inout SnapshotEncoder) throws(SnapshotError) -> Void
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    let sink: Sink = { (offset, chunk) throws(SnapshotError) in
      if bytes.count < offset + chunk.count {
        bytes += [UInt8](repeating: 0, count: offset + chunk.count - bytes.count)
      }
      bytes.replaceSubrange(offset..<(offset + chunk.count), with: chunk)
    }
    var encoder = SnapshotEncoder(sectionCount: sectionCount, sink: sink)
    do {
      try body(&encoder)
      _ = try encoder.finish()
    } catch {
      // The in-memory sink never throws.
    }
    return bytes
  }
}
