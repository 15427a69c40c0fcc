import Testing

@testable import Matcher

/// A plan leaves out a source only when another of its sources outscores every posting of it
/// (``PhotoIndex/droppingOutscored(_:)``): never when a photo could match through it alone.
@Suite struct OutscoredSourceTests {
  static let index: PhotoIndex? = try? makeIndex([
    Photo(id: "a", tags: ["mountains"], caption: "cities by the mountains"),
    Photo(id: "b", tags: ["mountain", "city"]),
    Photo(id: "c", tags: ["running"], title: "a run"),
    Photo(id: "d", tags: ["universe"]),
    Photo(id: "e", tags: ["university"]),
  ])

  /// The sources of `word`'s plan as the last word of a query (so prefixes match), by key text.
  static func sources(_ word: String, in index: PhotoIndex) -> (
    kept: Set<String>, left: Set<String>
  )? {
    let plans = index.plans(for: PhotoQuery(searchTerms: [word]), options: SearchOptions())
    guard let plan = plans.scored.first else { return nil }
    func names(_ sources: [MatchSource]) -> Set<String> {
      Set(sources.map { "\(index.keys.text(of: $0.key))/\($0.field)" })
    }
    return (names(plan.sources), names(plan.outscored))
  }

  @Test func prefixesAndStemsOfTheSameLemmaAreLeftOut() throws {
    let index = try #require(Self.index)
    let mountain = try #require(Self.sources("mountain", in: index))
    #expect(mountain.left.contains("mountains/tag"))
    #expect(mountain.kept.contains("mountain/tag"))
    #expect(!mountain.kept.contains("mountains/tag"))
    let city = try #require(Self.sources("city", in: index))
    #expect(city.left.contains("citi/tag"))
    #expect(city.kept.contains("city/tag"))
    // The plan's size still counts them (the idf estimate is unchanged).
    let plans = index.plans(for: PhotoQuery(searchTerms: ["mountain"]), options: SearchOptions())
    let plan = try #require(plans.scored.first)
    #expect(plan.size == (plan.sources + plan.outscored).reduce(0) { $0 + $1.count })
    #expect(plan.size > plan.sources.reduce(0) { $0 + $1.count })
  }

  @Test func keysReachedWithoutTheLemmaStay() throws {
    let index = try #require(Self.index)
    // "running" is indexed without its lemma "run" (an -ing form keeps its own lemma), so its
    // prefix match for "run" is the only one a photo tagged "running" has in the tag field.
    let run = try #require(Self.sources("run", in: index))
    #expect(run.kept.contains("running/tag"))
    #expect(!run.left.contains("running/tag"))
    // "universe" and "university" share the stem "univers": it is no one lemma's.
    let university = try #require(Self.sources("university", in: index))
    #expect(university.kept.contains("univers/tag"))
    let hits = try index.search(PhotoQuery(searchTerms: ["university"])).hits.map(\.id)
    #expect(Set(hits) == ["d", "e"])
    #expect(hits.first == "e")
  }
}
