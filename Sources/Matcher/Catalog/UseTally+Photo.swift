public import Vocabulary

extension UseTally {
  /// Counts what a catalog photo says about its user's vocabulary: each tag as a
  /// `EntryKind.photoTag`, each album as a `EntryKind.photoAlbumName`
  /// and each person as a `EntryKind.contactName`, one use each at the photo's
  /// creation date (no date when it has none). This is what `stemma vocab` counts from a
  /// catalog.
  ///
  /// A classifier label (`{"text": "golden retriever", "confidence": 0.92}`) counts as a tag
  /// like a plain string: the catalog keeps only its text (``Photo/tags``), and the words a
  /// classifier puts on a user's photos are words the user searches with. The confidence
  /// decides nothing here; the catalog only checks it is from 0 to 1.
  ///
  /// ```swift
  /// var tally = UseTally()
  /// var reader = try CatalogReader(contentsOf: URL(fileURLWithPath: "photos.jsonl"))
  /// while let line = try reader.next() {
  ///   if case .photo(let photo, _) = line { tally.add(photo) }
  /// }
  /// let store = VocabularyStore(tally: tally)
  /// ```
  /// - Parameter photo: A photo read from a catalog.
  /// - Complexity: O(*k*) in the photo's tags, albums and people (one hash lookup each).
  public mutating func add(_ photo: Photo) {
    add(photo.tags, kind: .photoTag, at: photo.created)
    add(photo.albums, kind: .photoAlbumName, at: photo.created)
    add(photo.people, kind: .contactName, at: photo.created)
  }
}
