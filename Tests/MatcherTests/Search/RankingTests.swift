import Foundation
import StemmaTestSupport
import Testing
import Vocabulary

@testable import Matcher

/// Ranking a page: the page's lowest score is found first, then only the entries tied at it
/// are ordered by date and id.
@Suite struct RankingTests {
  /// A candidate set's ranks count the candidates before each 64-bit word, whichever way it is
  /// made; one made without ranks says so and counts postings the same.
  @Test(arguments: 0..<4)
  func candidateSetRanksCountTheCandidatesBefore(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let ordinals = 64 * 9 + seed * 13
    let candidates = (0..<ordinals).filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
      .map(UInt32.init)
    let set = CandidateSet(candidates, ordinals: ordinals)
    let expected = (0..<set.bits.count).map { word in
      UInt32(candidates.filter { Int($0) < word * 64 }.count)
    }
    #expect(set.isRanked)
    #expect(set.ranks == expected)
    #expect(CandidateSet(bits: set.bits).ranks == expected)
    let unranked = CandidateSet(bits: set.bits, ranked: false)
    #expect(!unranked.isRanked)
    #expect(unranked.ranks.isEmpty)
    let postings = (0..<ordinals).filter { _ in Bool.random(using: &random) }
      .map { UInt32($0) << Posting.ordinalShift | 5 }
    let inBoth = postings.filter { candidates.contains($0 >> Posting.ordinalShift) }.count
    #expect(set.count(of: postings) == inBoth)
    #expect(unranked.count(of: postings) == inBoth)
  }

  /// The page's cut is the `count`th best score with ties counted, or the lowest of all when
  /// fewer were offered: scores drawn from a few values (many ties) and from many, offered in
  /// random order.
  @Test(arguments: 0..<6)
  func lowestOfBestIsTheCountthBest(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let distinct = seed.isMultiple(of: 2) ? 5 : 10_000
    let scores = (0..<Int.random(in: 0..<600, using: &generator)).map { _ in
      Float(Int.random(in: 0..<distinct, using: &generator)) / 7
    }
    let sorted = scores.sorted(by: >)
    for count in [0, 1, 2, 7, 100, 599, 700] {
      var best = LowestOfBest(keeping: count)
      for score in scores { best.offer(score) }
      let expected =
        count == 0 || sorted.isEmpty ? -Float.infinity : sorted[min(count, sorted.count) - 1]
      #expect(best.lowest == expected, "count \(count) of \(scores.count)")
    }
  }

  /// Photos that all score the same: every page is the next newest ones (undated last), then by
  /// id, through continuations. The photo in the album named for the word matches in two
  /// fields and comes first; the album scores as a photo tagged with its name, so it ties with
  /// the rest and comes before them.
  @Test(arguments: [1, 7, 50])
  func tiedScoresPageByDateThenID(limit: Int) throws {
    var generator = SeededGenerator(seed: UInt64(limit))
    var photos: [Photo] = []
    for number in 0..<300 {
      let day = Int.random(in: 0..<40, using: &generator)
      photos.append(
        Photo(
          id: "p\(Int.random(in: 0..<1000, using: &generator))-\(number)",
          created: day == 0 ? nil : Date(timeIntervalSince1970: Double(day) * 86_400),
          albums: number == 17 ? ["Beach"] : [], tags: ["beach"]))
    }
    let index = try makeIndex(photos)
    let tagged = photos.filter { $0.albums.isEmpty }
    let expected = tagged.sorted { a, b in
      let first = a.created.map(\.timeIntervalSince1970) ?? -.infinity
      let second = b.created.map(\.timeIntervalSince1970) ?? -.infinity
      return first != second ? first > second : a.id < b.id
    }.map(\.id)
    var seen: [String] = []
    var albumHits = 0
    var token: String?
    repeat {
      let page = try index.search(PhotoQuery(searchTerms: ["beach"]), limit: limit, after: token)
      #expect(page.hits.count <= limit)
      for hit in page.hits {
        if hit.kind == .album {
          albumHits += 1
          #expect(seen.count == 1 && hit.id == "Beach")
        } else {
          seen.append(hit.id)
        }
      }
      token = page.continuation
    } while token != nil
    #expect(albumHits == 1)
    #expect(seen.first == photos[17].id)
    #expect(Array(seen.dropFirst()) == expected)
  }
}
