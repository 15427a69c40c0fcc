internal import Foundation
internal import StemmaSupport
package import Vocabulary

extension CatalogUses {
  /// The layout number of the ``SnapshotSection/vocabularyUses`` payload.
  static let savedLayout = 1

  /// The ``SnapshotSection/vocabularyUses`` payload: the layout number; every distinct
  /// spelling once (a list of strings); the photo count; then per photo its id, whether it
  /// has a creation date and the date's bits (seconds since 2001, as `Date` keeps them), and
  /// its tags, albums and people as a count and spelling numbers each. Spellings are numbered
  /// once, so a tag on a million photos costs a varint a photo.
  func savedBytes() -> [UInt8] {
    var spellings: [String] = []
    var numberOfSpelling: [String: Int] = [:]
    func number(_ text: String) -> Int {
      if let number = numberOfSpelling[text] { return number }
      numberOfSpelling[text] = spellings.count
      spellings.append(text)
      return spellings.count - 1
    }
    var body = ByteStreamWriter()
    let photos = self.photos
    body.append(count: photos.count)
    for photo in photos {
      body.append(photo.id)
      body.append(photo.created != nil)
      if let created = photo.created { body.append(created.timeIntervalSinceReferenceDate) }
      for texts in [photo.tags, photo.albums, photo.people] {
        body.append(count: texts.count)
        for text in texts { body.append(count: number(text)) }
      }
    }
    var stream = ByteStreamWriter()
    stream.append(count: Self.savedLayout)
    stream.append(spellings)
    return stream.bytes + body.bytes
  }

  /// Reads a ``savedBytes()`` payload, checking every count, number and id.
  init(savedBytes bytes: UnsafeRawBufferPointer) throws(ByteStreamError) {
    self.init()
    var reader = ByteStreamReader(bytes)
    let layout = try reader.int()
    guard layout == Self.savedLayout else {
      throw ByteStreamError("layout \(layout) (this build reads \(Self.savedLayout))")
    }
    let spellings = try reader.strings()
    // A photo takes at least its id's length, a flag and three counts.
    let photoCount = try reader.count(minimumBytes: 5)
    for _ in 0..<photoCount {
      let id = try reader.string()
      guard !id.isEmpty else { throw ByteStreamError("a photo has an empty id") }
      let created =
        try reader.bool() ? Date(timeIntervalSinceReferenceDate: try reader.double()) : nil
      var lists: [[String]] = []
      for _ in 0..<3 {
        let count = try reader.count()
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(spellings[try reader.index(below: spellings.count)]) }
        lists.append(texts)
      }
      guard !contains(id: id) else { throw ByteStreamError("the id \(id) appears twice") }
      update(Photo(id: id, created: created, albums: lists[1], tags: lists[0], people: lists[2]))
    }
    guard reader.isAtEnd else { throw ByteStreamError("bytes after the last photo") }
  }

  /// Adds the ``SnapshotSection/vocabularyUses`` section to `encoder`.
  func encode(into encoder: inout SnapshotEncoder) throws(SnapshotError) {
    try withBytes(of: savedBytes()) { (bytes) throws(SnapshotError) in
      try encoder.add(.vocabularyUses, bytes: bytes)
    }
  }

  /// The uses saved in the snapshot file at `path`, or `nil` when it holds none (a file
  /// written by ``PhotoIndex/write(toFile:)`` or before uses were saved). Only this section
  /// is checksummed; the index's and the vocabulary's stay unread.
  /// - Parameter path: A snapshot file.
  /// - Throws: ``SnapshotError``: the file cannot be read, is no good snapshot, or its uses
  ///   are damaged or malformed.
  /// - Complexity: O(*n*) in the size of the section.
  package static func saved(inFile path: String) throws(SnapshotError) -> CatalogUses? {
    let mapping = try SnapshotMapping(path: path)
    let kind = SnapshotSection.vocabularyUses
    let file = try SnapshotDecoder(bytes: mapping.bytes, verification: .onDemand)
    guard file.entries.contains(where: { $0.kind == kind.rawValue }) else { return nil }
    let section = try file.bytes(kind)
    do {
      return try withExtendedLifetime(mapping) { () throws(ByteStreamError) in
        try CatalogUses(savedBytes: section)
      }
    } catch {
      throw .malformed(section: kind.name, reason: error.reason)
    }
  }

  /// Whether a photo with `id` is kept.
  private func contains(id: String) -> Bool { positionOfID[id] != nil }
}

extension PhotoIndex {
  /// Saves the index, `vocabulary` and the catalog `uses` it was learned from in one snapshot
  /// file, crash-safely (see ``write(toFile:vocabulary:)``), so that a later update of the
  /// file can learn the vocabulary again from the changed catalog (`stemma index update`).
  /// - Parameters:
  ///   - path: Where to save it; any file there is replaced.
  ///   - vocabulary: The vocabulary to keep beside the index.
  ///   - uses: The photos' uses the vocabulary was learned from.
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be written.
  /// - Complexity: O(*n*) in the size of the index, the vocabulary and the uses.
  package func write(
    toFile path: String, vocabulary: VocabularyStore, uses: CatalogUses
  ) throws(SnapshotError) {
    try SnapshotFile.writeAtomically(path: path) { (sink) throws(SnapshotError) in
      var encoder = SnapshotEncoder(
        sectionCount: Self.snapshotSections.count + 2 * VocabularyStore.snapshotSections.count
          + 1,
        sink: sink)
      try encode(into: &encoder)
      try vocabulary.encode(into: &encoder)
      try encodeNames(into: &encoder)
      try uses.encode(into: &encoder)
      _ = try encoder.finish()
    }
  }
}
