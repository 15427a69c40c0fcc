internal import Vocabulary

extension PhotoIndex {
  /// Adds the index's names as a vocabulary (``nameVocabulary()``) to `encoder`, in the
  /// sections ``SnapshotSection/nameVocabularySettings`` to
  /// ``SnapshotSection/nameVocabularyTexts``.
  func encodeNames(into encoder: inout SnapshotEncoder) throws(SnapshotError) {
    try nameVocabulary().encode(into: &encoder, as: VocabularyStore.nameSections)
  }

  /// The cache of an index opened from `file`: when the file holds the names as a vocabulary,
  /// they are read on first use (their sections' checksums checked then, unless the file was
  /// checked in full; a full check reads them now). A problem is recorded in `checks` (the
  /// search throws it) and the names are then made from the name tables.
  static func nameCache(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    verification: SnapshotVerification
  ) throws(SnapshotError) -> NameVocabularyCache {
    let sections = VocabularyStore.nameSections
    guard file.entries.contains(where: { $0.kind == sections[0].rawValue }) else {
      return NameVocabularyCache()
    }
    var parts: [SnapshotDecoder.Deferred] = []
    for section in sections { parts.append(try file.deferred(section)) }
    if verification == .full { _ = try names(parts, mapping: mapping) }
    return NameVocabularyCache { [parts] () -> VocabularyStore? in
      do throws(SnapshotError) {
        return try names(parts, mapping: mapping)
      } catch {
        checks.record(error)
        return nil
      }
    }
  }

  /// The names' vocabulary of its three sections, checked.
  private static func names(_ parts: [SnapshotDecoder.Deferred], mapping: SnapshotMapping)
    throws(SnapshotError) -> VocabularyStore
  {
    let settings = try parts[0].checkedBytes(in: mapping)
    let entries = try parts[1].checkedBytes(in: mapping)
    let texts = try parts[2].checkedBytes(in: mapping)
    let contents = try withExtendedLifetime(mapping) { () throws(SnapshotError) in
      try VocabularyStore.contents(
        settings: settings, entries: entries, texts: texts, sections: VocabularyStore.nameSections)
    }
    return VocabularyStore(contents)
  }
}
