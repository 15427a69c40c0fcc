// The app-extension pattern: the app builds the index and saves it; a short-lived process (an
// Intents extension, a CLI run) opens the snapshot and searches, with no catalog to read and no
// index to build. Run from the package's root: it reads samples/photos.jsonl.
import Foundation
import Matcher

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stemma-snippet")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let path = folder.appendingPathComponent("photos.stemma").path

// In the app: build (or update) the index, then save it. The save is crash-safe: a temporary
// file, flushed, renamed over the old snapshot.
var reader = try CatalogReader(contentsOf: URL(fileURLWithPath: "samples/photos.jsonl"))
var photos: [Photo] = []
while let line = try reader.next() {
  if case .photo(let photo, _) = line { photos.append(photo) }
}
let built = try PhotoIndex(photos)
try built.write(toFile: path)

// In the extension: open it and search. It answers exactly as the built index does.
let opened = try PhotoIndex(contentsOfFile: path)
let query = PhotoQuery(searchTerms: ["mountain"], favorite: true)
print(try opened.search(query, limit: 2).hits.map(\.id))  // prints ["IMG_0039", "IMG_0001"]
print(try opened.search(query) == built.search(query))  // prints true

// A damaged, cut-off or foreign file is a typed error, never a crash.
do {
  _ = try PhotoIndex(snapshotBytes: Array("{\"id\": \"IMG_1\"}".utf8))
} catch {
  print(error)  // prints not a Stemma snapshot file
}
