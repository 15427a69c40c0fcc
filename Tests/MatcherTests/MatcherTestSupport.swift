import Foundation
import Matcher

/// A small hierarchy for tests: the relations a WordNet-backed thesaurus gives, spelled out.
let testThesaurus = TableThesaurus(
  parents: [
    "golden retriever": ["retriever"], "retriever": ["dog"], "poodle": ["dog"],
    "puppy": ["dog"], "dog": ["canine"], "canine": ["carnivore"], "carnivore": ["mammal"],
    "cat": ["feline"], "feline": ["carnivore"], "mammal": ["animal"], "zebra": ["equine"],
    "equine": ["mammal"], "goose": ["bird"], "bird": ["animal"], "mouse": ["rodent"],
    "rodent": ["mammal"], "sedan": ["car"], "car": ["motor vehicle"],
    "motor vehicle": ["vehicle"], "bus": ["vehicle"], "bicycle": ["vehicle"],
    "sofa": ["seat"], "seat": ["furniture"], "pizza": ["dish"], "dish": ["food"],
    "lasagna": ["pasta"], "pasta": ["food"],
  ],
  synonymGroups: [["sofa", "couch"], ["car", "automobile", "auto"], ["bicycle", "bike"]])

/// Seconds since 1970 of a UTC date.
func date(_ text: String) -> Date {
  CatalogDate.parse(text) ?? Date(timeIntervalSince1970: 0)
}

/// An index over `photos` with the test thesaurus.
func makeIndex(_ photos: [Photo], thesaurus: any Thesaurus = testThesaurus) throws -> PhotoIndex {
  try PhotoIndex(photos, thesaurus: thesaurus)
}

extension PhotoIndex {
  /// The ids of the photo hits for a query, best first.
  func ids(_ query: PhotoQuery, options: SearchOptions = SearchOptions()) throws -> [String] {
    try search(query, limit: 1000, options: options).hits.filter { $0.kind == .photo }.map(\.id)
  }

  /// The ids of the photo hits for search words, best first.
  func ids(_ words: String..., options: SearchOptions = SearchOptions()) throws -> [String] {
    try ids(PhotoQuery(searchTerms: words), options: options)
  }
}
