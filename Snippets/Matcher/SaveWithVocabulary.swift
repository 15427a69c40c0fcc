// The app-extension pattern with the user's vocabulary: the app builds the index and learns
// the vocabulary from the same photos, and saves both in one snapshot file; the extension
// opens that file, resolves what the user said against the vocabulary, and searches the
// index. Run from the package's root: it reads samples/photos.jsonl.
import Foundation
import Matcher
import Vocabulary

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stemma-snippet-vocab")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let path = folder.appendingPathComponent("photos.stemma").path

// In the app: index the photos, count their tags, albums and people into a vocabulary, and
// save both in one file, crash-safely.
var reader = try CatalogReader(contentsOf: URL(fileURLWithPath: "samples/photos.jsonl"))
var photos: [Photo] = []
var tally = UseTally()  // a use of each tag, album and person, at the photo's date
while let line = try reader.next() {
  guard case .photo(let photo, _) = line else { continue }
  photos.append(photo)
  tally.add(photo)
}
try PhotoIndex(photos).write(toFile: path, vocabulary: VocabularyStore(tally: tally))

// In the extension: open both from the file; nothing is read, analyzed or indexed again.
let index = try PhotoIndex(contentsOfFile: path)
let vocabulary = try VocabularyStore(contentsOfFile: path)
let now = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01T00:00:00Z
let said = vocabulary.resolve("road trip", as: .photoAlbumName, now: now)
print(said.outcome, said.entry?.displayForm ?? "-")  // prints success Road Trip 2022
if let album = said.entry?.displayForm {
  print(try index.search(PhotoQuery(album: album), limit: 3).hits.map(\.id))
  // prints ["IMG_0031", "IMG_0030", "IMG_0029"]
}
print(vocabulary.vocabularyStrings(.contactName, limit: 3, now: now))
// prints ["Chen Wei", "Bob Smith", "Anne Johnson"]
