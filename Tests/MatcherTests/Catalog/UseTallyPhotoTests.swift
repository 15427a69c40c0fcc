import Foundation
import Matcher
import Testing
import Vocabulary

/// What a catalog's photos count in a user's vocabulary (`stemma vocab`'s input).
@Suite struct UseTallyPhotoTests {
  /// Each kind's entries as `text uses lastUsed`, most used first.
  private func entries(_ tally: UseTally, _ kind: EntryKind) -> [String] {
    VocabularyStore(tally: tally).allEntries.filter { $0.kind == kind }
      .sorted { ($0.useCount, $1.displayForm) > ($1.useCount, $0.displayForm) }
      .map { "\($0.displayForm) \($0.useCount) \($0.lastUsed.map(CatalogDate.format) ?? "-")" }
  }

  @Test func tagsAlbumsAndPeopleCountAtTheCreationDate() throws {
    let catalog = """
      {"id": "1", "created": "2024-05-01T10:00:00Z", "tags": ["beach", {"text": "golden retriever", "confidence": 0.4}], "albums": ["Trip"], "people": ["Anne"], "location": "Lisbon", "title": "Beach day"}
      {"id": "2", "created": "2024-05-03T10:00:00Z", "tags": ["beach"], "people": ["Anne", "Bill"]}
      {"id": "3", "tags": ["sunset"], "albums": ["Trip"]}
      """
    var reader = CatalogReader(bytes: Array(catalog.utf8))
    var tally = UseTally()
    while let line = try reader.next() {
      guard case .photo(let photo, _) = line else {
        Issue.record("\(line)")
        continue
      }
      tally.add(photo)
    }
    // A label counts as a tag whatever its confidence; places and titles are no vocabulary.
    #expect(
      entries(tally, .photoTag) == [
        "beach 2 2024-05-03T10:00:00Z", "golden retriever 1 2024-05-01T10:00:00Z", "sunset 1 -",
      ])
    #expect(entries(tally, .photoAlbumName) == ["Trip 2 2024-05-01T10:00:00Z"])
    #expect(
      entries(tally, .contactName) == [
        "Anne 2 2024-05-03T10:00:00Z", "Bill 1 2024-05-03T10:00:00Z",
      ])
    #expect(VocabularyStore(tally: tally).kinds.count == 3)
  }
}
