import Foundation
import Matcher
import Testing

@Suite struct ExplanationTests {
  @Test func explanationsNameTermFieldTierAndKey() throws {
    let index = try makeIndex([
      Photo(id: "1", tags: ["Mountains", "golden retriever"], caption: "A lake at dawn")
    ])
    let query = PhotoQuery(
      searchTerms: ["mountain dogs"], labels: [WeightedLabel("lake", confidence: 0.5)])
    let hit = try #require(index.search(query, options: SearchOptions(explain: true)).hits.first)
    let lines = Set(
      hit.explanation.map { "\($0.term)|\($0.role)|\($0.field)|\($0.tier)|\($0.matched)" })
    #expect(lines.contains("mountain|term|tag|prefix|mountains") == false)
    #expect(lines.contains("mountain|term|tag|lemma|mountain"))
    // Without a per-link decay, "retriever" (1 link) and "golden retriever" (2) weigh the same;
    // the photo's own compound is named.
    #expect(lines.contains("dogs|term|tag|broader(2)|golden retriever"))
    #expect(lines.contains("lake|label(confidence: 0.5)|caption|exact|lake"))
    #expect(hit.explanation.allSatisfy { $0.weight > 0 })
    #expect(hit.explanation.first.map(String.init(describing:))?.contains("→") == true)
  }

  @Test func explanationsAreOffByDefault() throws {
    let index = try makeIndex([Photo(id: "1", tags: ["lake"])])
    #expect(try index.search(PhotoQuery(searchTerms: ["lake"])).hits.first?.explanation == [])
  }
}
