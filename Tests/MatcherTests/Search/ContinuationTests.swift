import Foundation
import Matcher
import StemmaTestSupport
import Testing

@Suite struct ContinuationTests {
  static func library(count: Int) -> [Photo] {
    var random = SeededGenerator(seed: 42)
    let words = ["beach", "dog", "sunset", "mountain", "lake", "city"]
    return (0..<count).map { number in
      Photo(
        id: String(format: "IMG_%04d", number),
        created: Bool.random(using: &random)
          ? Date(timeIntervalSince1970: Double(Int.random(in: 0..<1000, using: &random)) * 86_400)
          : nil,
        albums: number % 50 == 0 ? ["Beach days \(number % 3)"] : [],
        tags: (0..<Int.random(in: 1...3, using: &random)).map { _ in
          words.randomElement(using: &random) ?? ""
        })
    }
  }

  @Test(arguments: [1, 7, 50, 1000])
  func pagingCoversEveryHitExactlyOnce(pageSize: Int) throws {
    let index = try makeIndex(Self.library(count: 300))
    let query = PhotoQuery(searchTerms: ["beach"])
    let all = try index.search(query, limit: 10_000)
    var seen: [String] = []
    var token: String?
    var pages = 0
    repeat {
      let page = try index.search(query, limit: pageSize, after: token)
      #expect(page.total == all.total)
      #expect(page.hits.count <= pageSize)
      seen += page.hits.map { "\($0.kind):\($0.id)" }
      token = page.continuation
      pages += 1
    } while token != nil && pages < 1000
    #expect(seen == all.hits.map { "\($0.kind):\($0.id)" })
    #expect(Set(seen).count == all.total)
    #expect(all.albumCount > 0)
  }

  @Test func limitZeroCountsWithoutHits() throws {
    let index = try makeIndex(Self.library(count: 100))
    let result = try index.search(PhotoQuery(searchTerms: ["dog"]), limit: 0)
    #expect(result.hits.isEmpty && result.total > 0 && result.continuation == nil)
  }

  @Test(arguments: [
    "", "garbage", "p2" + String(repeating: "z", count: 48),
    // A token of the earlier hash's version.
    "p1" + String(repeating: "0", count: 48),
    "p3" + String(repeating: "0", count: 48),
  ])
  func malformedTokensAreRefused(token: String) throws {
    let index = try makeIndex(Self.library(count: 10))
    #expect(throws: SearchError.invalidContinuation(token)) {
      try index.search(PhotoQuery(), after: token)
    }
  }

  @Test func tokensFromAnotherQueryOrStateAreStale() throws {
    var index = try makeIndex(Self.library(count: 100))
    let first = try index.search(PhotoQuery(searchTerms: ["beach"]), limit: 5)
    let token = try #require(first.continuation)
    #expect(throws: SearchError.staleContinuation) {
      try index.search(PhotoQuery(searchTerms: ["dog"]), limit: 5, after: token)
    }
    let snapshot = index
    try index.add(Photo(id: "new", tags: ["beach"]))
    #expect(throws: SearchError.staleContinuation) {
      try index.search(PhotoQuery(searchTerms: ["beach"]), limit: 5, after: token)
    }
    // The snapshot taken before the change still pages.
    #expect(
      try snapshot.search(PhotoQuery(searchTerms: ["beach"]), limit: 5, after: token).hits.count
        == 5)
    // A rebuild of the same photos accepts it: the token names contents, not a process.
    let rebuilt = try makeIndex(Self.library(count: 100))
    #expect(
      try rebuilt.search(PhotoQuery(searchTerms: ["beach"]), limit: 5, after: token).hits
        == snapshot.search(PhotoQuery(searchTerms: ["beach"]), limit: 5, after: token).hits)
  }
}
