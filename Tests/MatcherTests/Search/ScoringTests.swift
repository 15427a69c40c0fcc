import Foundation
import Matcher
import Testing

@Suite struct ScoringTests {
  @Test func fieldsWeighTagOverTitleOverAlbumOverLocationOverCaption() throws {
    let index = try makeIndex([
      Photo(id: "caption", caption: "harbor"), Photo(id: "location", location: "Harbor"),
      Photo(id: "album", albums: ["Harbor"]), Photo(id: "title", title: "Harbor"),
      Photo(id: "tag", tags: ["harbor"]),
    ])
    let options = SearchOptions(includesAlbums: false)
    #expect(
      try index.ids("harbor", options: options) == ["tag", "title", "album", "location", "caption"])
  }

  @Test func rarerWordsCountMore() throws {
    var photos = (0..<20).map { Photo(id: "common\($0)", tags: ["beach"]) }
    photos.append(Photo(id: "rare-only", tags: ["kayak"]))
    photos.append(Photo(id: "common-only", tags: ["beach", "sunset"]))
    let index = try makeIndex(photos)
    let scores = try index.search(
      PhotoQuery(labels: [
        WeightedLabel("kayak", confidence: 1), WeightedLabel("beach", confidence: 1),
      ])
    ).hits
    #expect(scores.first?.id == "rare-only")
  }

  @Test func labelConfidenceWeighsTheMatch() throws {
    let index = try makeIndex([
      Photo(id: "dog", tags: ["dog"]), Photo(id: "beach", tags: ["beach"]),
      Photo(id: "neither", tags: ["tree"]),
    ])
    let query = PhotoQuery(labels: [
      WeightedLabel("golden retriever", confidence: 0.2), WeightedLabel("beach", confidence: 0.9),
    ])
    // Labels alone: a photo must match at least one label in full ("golden retriever" needs
    // both words, so the dog photo does not match it).
    #expect(try index.ids(query) == ["beach"])
    let swapped = PhotoQuery(labels: [
      WeightedLabel("dog", confidence: 0.9), WeightedLabel("beach", confidence: 0.2),
    ])
    #expect(try index.ids(swapped) == ["dog", "beach"])
    let reversed = PhotoQuery(labels: [
      WeightedLabel("dog", confidence: 0.2), WeightedLabel("beach", confidence: 0.9),
    ])
    #expect(try index.ids(reversed) == ["beach", "dog"])
  }

  @Test func labelsRankButDoNotFilterWhenThereAreSearchWords() throws {
    let index = try makeIndex([
      Photo(id: "plain", tags: ["beach"]), Photo(id: "dog", tags: ["beach", "dog"]),
    ])
    let query = PhotoQuery(searchTerms: ["beach"], labels: [WeightedLabel("dog", confidence: 0.8)])
    #expect(try index.ids(query) == ["dog", "plain"])
  }

  @Test func recencyBreaksTiesThenID() throws {
    let index = try makeIndex([
      Photo(id: "b-old", created: date("2010-01-01"), tags: ["beach"]),
      Photo(id: "undated", tags: ["beach"]),
      Photo(id: "new", created: date("2020-01-01"), tags: ["beach"]),
      Photo(id: "a-old", created: date("2010-01-01"), tags: ["beach"]),
    ])
    #expect(try index.ids("beach") == ["new", "a-old", "b-old", "undated"])
  }

  @Test func everySearchWordMustMatchButUnknownWordsAreReported() throws {
    let index = try makeIndex([
      Photo(id: "both", tags: ["mountain", "lake"]), Photo(id: "mountain", tags: ["mountain"]),
      Photo(id: "lake", tags: ["lake"]),
    ])
    #expect(try index.ids("mountain lake") == ["both"])
    let result = try index.search(PhotoQuery(searchTerms: ["mountain xyzzyq"]))
    #expect(result.hits.map(\.id).sorted() == ["both", "mountain"])
    #expect(result.unmatchedTerms == ["xyzzyq"])
  }

  @Test func stopWordsAreIgnoredUnlessTheQueryIsOnlyStopWords() throws {
    let index = try makeIndex([
      Photo(id: "band", tags: ["The Who"]), Photo(id: "dog", caption: "a dog in the snow"),
    ])
    #expect(try index.ids("dogs in the snow") == ["dog"])
    #expect(try index.ids("the who") == ["band"])
  }

  @Test func adjacentWordsTogetherRankAboveWordsApart() throws {
    let index = try makeIndex([
      Photo(id: "apart", caption: "a dog that is hot after the run"),
      Photo(id: "together", caption: "a hot dog with mustard"),
    ])
    #expect(try index.ids("hot dog") == ["together", "apart"])
  }

  @Test func scoresAreDeterministicAndPositive() throws {
    let index = try makeIndex(FilterTests.library)
    let first = try index.search(PhotoQuery(searchTerms: ["mountain lake"]))
    let second = try index.search(PhotoQuery(searchTerms: ["mountain lake"]))
    #expect(first == second)
    #expect(first.hits.allSatisfy { $0.score > 0 })
  }
}

extension SearchOptions {
  init(includesAlbums: Bool) {
    self.init()
    self.includesAlbums = includesAlbums
  }
}
