// Index a photo catalog, search it with a structured query and with free text, and explain
// why a photo matched. Run from the package's root: it reads samples/photos.jsonl.
import Foundation
import Matcher

var index = PhotoIndex()  // English, WordNet broader terms; add, update, remove at any time
var reader = try CatalogReader(contentsOf: URL(fileURLWithPath: "samples/photos.jsonl"))
while let line = try reader.next() {
  switch line {
  case .photo(let photo, _): try index.add(photo)
  case .malformed(let error): print("photos.jsonl:\(error)")  // the line and what is wrong
  }
}

let result = try index.search(PhotoQuery(searchTerms: ["mountain"], favorite: true), limit: 2)
print(result.total, result.hits.map(\.id))  // prints 5 ["IMG_0039", "IMG_0001"]
// The next page: index.search(query, limit: 2, after: result.continuation)

// Free text, with the library's own album and people names and dates relative to `now`.
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
let now = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01T00:00:00Z
let names = index.nameVocabulary()
let parsed = QueryParser(calendar: utc, names: VocabularyNames(names))
  .parse("favorite mountain photos from 2019", now: now)
let resolved = try index.search(resolving: parsed.query, vocabulary: names, now: now)
if case .success(let range) = resolved.date, let start = range.start, let end = range.end {
  print(start.ISO8601Format(), "..<", end.ISO8601Format())
  // prints 2019-01-01T00:00:00Z ..< 2020-01-01T00:00:00Z
}
print(resolved.result.hits.map(\.id))  // prints ["IMG_0001", "IMG_0005"]

let options = SearchOptions(explain: true)
for hit in try index.search(PhotoQuery(searchTerms: ["animals"]), limit: 1, options: options).hits {
  print(hit.id, hit.explanation)
  // prints IMG_0026 ["animals" → tag "kitten" (broader(3), 1.52), "animals" → caption "kitten" (broader(3), 0.48)]
}
