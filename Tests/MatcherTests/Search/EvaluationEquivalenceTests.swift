import Foundation
import StemmaTestSupport
import Testing

@testable import Matcher

/// The fast evaluation (candidate sets, weight tables, galloping intersections, bounded
/// ranking) against a reference that scores every photo one by one, looking each posting up by
/// binary search, and sorts all hits: same hits, scores, order, totals and pages.
@Suite struct EvaluationEquivalenceTests {
  static let words = [
    "dog", "dogs", "poodle", "puppy", "golden retriever", "cat", "kitten", "car", "sedan", "bus",
    "beach", "sunset", "lake", "mountain", "hot dog", "pizza", "sofa", "couch", "bike", "snow",
  ]
  static let albums = ["Dog days", "Beach trip", "Summer", "Cars and buses"]
  static let people = ["Ana", "Ben Li", "Chloe"]
  static let places = ["Lake Tahoe", "Paris", "Dog Beach"]

  /// A library where common words have thousands of photos (so candidate sets are used).
  static let index = randomIndex(seed: 42, count: 6000)

  /// A random library of `count` photos drawn from the words, albums, people and places above.
  static func randomIndex(seed: UInt64, count: Int) -> PhotoIndex {
    var generator = SeededGenerator(seed: seed)
    var photos: [Photo] = []
    for number in 0..<count {
      func pick(_ list: [String], _ most: Int) -> [String] {
        (0..<Int.random(in: 0...most, using: &generator)).map { _ in
          list.randomElement(using: &generator) ?? ""
        }
      }
      let tags = pick(words, 4)
      let title = Bool.random(using: &generator) ? pick(words, 3).joined(separator: " ") : nil
      let caption =
        Int.random(in: 0..<3, using: &generator) == 0 ? pick(words, 6).joined(separator: " ") : nil
      photos.append(
        Photo(
          id: "p\(number % 7)-\(number)",
          created: Int.random(in: 0..<10, using: &generator) == 0
            ? nil
            : Date(
              timeIntervalSince1970: Double(Int.random(in: 0..<400, using: &generator)) * 86_400),
          favorite: Int.random(in: 0..<4, using: &generator) == 0,
          albums: pick(albums, 1), tags: tags, people: pick(people, 2),
          location: Bool.random(using: &generator) ? places.randomElement(using: &generator) : nil,
          attributes: Bool.random(using: &generator) ? [.hdr] : [], title: title, caption: caption))
    }
    return (try? makeIndex(photos)) ?? PhotoIndex()
  }

  static func randomQuery(_ generator: inout SeededGenerator) -> PhotoQuery {
    var query = PhotoQuery()
    let termCount = Int.random(in: 0...3, using: &generator)
    query.searchTerms = (0..<termCount).map { _ in
      let word =
        (words + ["do", "animal", "vehicle", "xyzzy", "sunsets"]).randomElement(using: &generator)
        ?? ""
      return word
    }
    if termCount == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
      query.labels = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
        WeightedLabel(
          words.randomElement(using: &generator) ?? "",
          confidence: Double.random(in: 0.1...1, using: &generator))
      }
    }
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: query.favorite = true
    case 1: query.favorite = false
    case 2:
      query.created = DateRange(
        start: Date(timeIntervalSince1970: 100 * 86_400),
        end: Date(timeIntervalSince1970: 300 * 86_400))
    case 3: query.includedAttributes = [.hdr]
    case 4: query.excludedAttributes = [.hdr]
    case 5: query.album = albums.randomElement(using: &generator)
    case 6: query.people = [people.randomElement(using: &generator) ?? ""]
    default:
      if Bool.random(using: &generator) { query.location = places.randomElement(using: &generator) }
    }
    return query
  }

  /// The plan's summed field contributions for one photo, by binary search in each source,
  /// the outscored ones included: leaving them out must change nothing.
  static func referenceX(
    _ plan: MatchPlan, _ ordinal: UInt32, _ norms: [Float], in index: PhotoIndex = Self.index
  ) -> Float {
    let sources = (plan.sources + plan.outscored).sorted { $0.field.rawValue < $1.field.rawValue }
    var x: Float = 0
    var start = 0
    while start < sources.count {
      var best: Float = 0
      var end = start
      while end < sources.count && sources[end].field == sources[start].field {
        let source = sources[end]
        let list = index.postings[source.slot]
        let position = list.seekPosting(ordinal: ordinal, from: 0)
        if position < list.count, Posting.ordinal(list[position]) == ordinal,
          let weight = index.weight(of: list[position], in: source, norms: norms)
        {
          best = max(best, weight)
        }
        end += 1
      }
      x += best
      start = end
    }
    return x
  }

  /// Every matching photo with its score, ranked: score, then newer, then id.
  static func reference(
    _ query: PhotoQuery, options: SearchOptions, in index: PhotoIndex = Self.index
  ) -> [(id: String, score: Double)] {
    let plans = index.plans(for: query, options: options)
    guard !plans.matchesNothing else { return [] }
    let norms = index.lengthNorms()
    let filter = ColumnFilter(query)
    var hits: [(ordinal: Int, score: Float)] = []
    for ordinal in index.ids.indices
    where filter.passes(index.flags[ordinal], index.created[ordinal]) {
      let photo = UInt32(ordinal)
      var score: Float = 0
      var matches = true
      for requirement in plans.requirements where matches {
        switch requirement {
        case .plan(let plan):
          let x = referenceX(plan, photo, norms, in: index)
          if x > 0 {
            score = score + (plan.role == .term ? index.idf(plan) : 0) * index.saturate(x)
          } else {
            matches = false
          }
        case .members(let list):
          matches = list.contains { Posting.ordinal($0) == photo }
        }
      }
      guard matches else { continue }
      if !plans.labelPlans.isEmpty {
        var labelScores = [Float](repeating: 0, count: plans.labelWordCounts.count)
        var matched = [Int](repeating: 0, count: plans.labelWordCounts.count)
        for plan in plans.labelPlans {
          guard case .label(let number, let confidence) = plan.role else { continue }
          let x = referenceX(plan, photo, norms, in: index)
          if x > 0 {
            labelScores[number] += Float(confidence) * index.idf(plan) * index.saturate(x)
            matched[number] += 1
          }
        }
        var any = false
        var bonus: Float = 0
        for (number, count) in plans.labelWordCounts.enumerated() where matched[number] == count {
          any = true
          bonus += labelScores[number]
        }
        guard any || !plans.requirements.isEmpty else { continue }
        score = score + bonus
      }
      for plan in plans.phrasePlans {
        let x = referenceX(plan, photo, norms, in: index)
        if x > 0 { score += index.weights.phraseBonus * index.idf(plan) * index.saturate(x) }
      }
      hits.append((ordinal, score))
    }
    hits.sort { a, b in
      if a.score != b.score { return a.score > b.score }
      if index.created[a.ordinal] != index.created[b.ordinal] {
        return index.created[a.ordinal] > index.created[b.ordinal]
      }
      return index.ids[a.ordinal] < index.ids[b.ordinal]
    }
    return hits.map { (index.ids[$0.ordinal], PhotoIndex.rounded($0.score)) }
  }

  @Test(arguments: 0..<12)
  func matchesReference(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    try Self.expectReference(in: Self.index, queries: 12, using: &generator)
  }

  /// Random libraries, small to mid-sized (a few photos, where every word is rare, up to
  /// thousands, where candidate sets are used), each with its own random queries.
  @Test(arguments: 0..<8)
  func randomLibrariesMatchReference(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(1000 + seed))
    let count = [1, 3, 20, 150, 900, 2500][Int.random(in: 0..<6, using: &generator)]
    let index = Self.randomIndex(seed: UInt64(seed), count: count)
    try Self.expectReference(in: index, queries: 10, using: &generator)
  }

  /// Random queries on `index` against ``reference(_:options:in:)``: the first page, then a
  /// page of a random size through the continuation.
  static func expectReference(
    in index: PhotoIndex, queries: Int, using generator: inout SeededGenerator
  ) throws {
    var options = SearchOptions()
    options.includesAlbums = false
    for _ in 0..<queries {
      let query = randomQuery(&generator)
      let expected = reference(query, options: options, in: index)
      let first = try index.search(query, limit: 50, options: options)
      #expect(first.total == expected.count, "\(query)")
      #expect(first.hits.map(\.id) == expected.prefix(50).map(\.id), "\(query)")
      #expect(first.hits.map(\.score) == expected.prefix(50).map(\.score), "\(query)")
      let size = Int.random(in: 1...40, using: &generator)
      let offset = min(expected.count, 50)
      if let token = first.continuation {
        let next = try index.search(query, limit: size, after: token, options: options)
        let slice = expected[offset..<min(expected.count, offset + size)]
        #expect(next.hits.map(\.id) == slice.map(\.id), "\(query)")
        #expect(next.hits.map(\.score) == slice.map(\.score), "\(query)")
      }
    }
  }

  /// Evaluated for a page, a query whose one word is all that scores keeps only the photos
  /// that can rank in it: the same count, albums and pages as keeping every photo, at any
  /// offset and limit, albums counted or not.
  @Test(arguments: [false, true])
  func pageOnlyEvaluationMatchesFull(includesAlbums: Bool) {
    var options = SearchOptions()
    options.includesAlbums = includesAlbums
    let index = Self.index
    var narrowed = 0
    for word in Self.words + ["animal", "vehicle", "sunsets", "do"] {
      for query in [
        PhotoQuery(searchTerms: [word]), PhotoQuery(searchTerms: [word], favorite: true),
        PhotoQuery(searchTerms: [word], includedAttributes: [.hdr]),
        // A label also scores: every photo is kept.
        PhotoQuery(searchTerms: [word], labels: [WeightedLabel("beach", confidence: 0.8)]),
      ] {
        let full = index.evaluate(query, options: options)
        for (offset, limit) in [(0, 0), (0, 1), (0, 100), (37, 13), (500, 100), (0, 10_000)] {
          let partial = index.evaluate(
            query, options: options, pageEnd: offset + limit, postingsPerPlace: 1)
          #expect(partial.photoCount == full.photoCount, "\(query)")
          #expect(partial.albums.map(\.name) == full.albums.map(\.name), "\(query)")
          #expect(partial.albums.map(\.photoCount) == full.albums.map(\.photoCount), "\(query)")
          func hits(_ evaluation: Evaluation) -> [String] {
            evaluation.page(offset: offset, limit: limit, index: index).map { entry in
              switch entry {
              case .photo(let position):
                "\(index.ids[Int(evaluation.candidates[position])]) \(evaluation.scores[position])"
              case .album(let position): "album \(evaluation.albums[position].name)"
              }
            }
          }
          #expect(hits(partial) == hits(full), "\(query) \(offset) \(limit)")
          if offset + limit <= 100 && partial.candidates.count < full.candidates.count {
            narrowed += 1
          }
        }
      }
    }
    // Common words keep far fewer photos than they match.
    #expect(narrowed > 50)
  }

  /// Searching for a common word one photo at a time (the word has the postings to keep only
  /// each page's photos) gives the reference's pages, total and order; a page as long as `Int.max` (or one whose end
  /// overflows) gives every hit.
  @Test func searchPagesThroughACommonWord() throws {
    let query = PhotoQuery(searchTerms: ["dog"])
    let expected = Self.reference(query, options: SearchOptions())
    #expect(expected.count > 1_000)
    // Pages ending at 1 to 6 keep only their photos ("dog" has the postings for it).
    let size = Self.index.plans(for: query, options: SearchOptions()).scored.first?.size ?? 0
    #expect(size >= 6 * BestScored.minimumPostingsPerPlace)
    var single: [SearchHit] = []
    var token: String?
    for _ in 0..<6 {
      let result = try Self.index.search(query, limit: 1, after: token)
      #expect(result.photoCount == expected.count)
      single += result.hits.filter { $0.kind == .photo }
      token = result.continuation
    }
    #expect(single.map(\.id) == expected.prefix(single.count).map(\.id))
    #expect(single.map(\.score) == expected.prefix(single.count).map(\.score))
    #expect(single.count >= 5)
    // The album named for dogs ranks among the photos: compare photo hits, in order.
    var photos: [SearchHit] = []
    token = nil
    repeat {
      let result = try Self.index.search(query, limit: 7, after: token)
      photos += result.hits.filter { $0.kind == .photo }
      token = result.continuation
    } while token != nil && photos.count < 60
    #expect(photos.map(\.id) == expected.prefix(photos.count).map(\.id))
    #expect(photos.map(\.score) == expected.prefix(photos.count).map(\.score))
    let all = try Self.index.search(query, limit: .max)
    #expect(all.hits.filter { $0.kind == .photo }.map(\.id) == expected.map(\.id))
    let first = try Self.index.search(query, limit: 3)
    let rest = try Self.index.search(query, limit: .max, after: first.continuation)
    #expect(rest.hits.count == all.hits.count - 3)
  }

  /// Only a word with many postings for each place of the page keeps just the page's photos:
  /// "dog" has enough for a page of 1, not for a page of 100.
  @Test func pageOnlyEvaluationNeedsManyPostingsPerPlace() {
    let query = PhotoQuery(searchTerms: ["dog"])
    let index = Self.index
    let size = index.plans(for: query, options: SearchOptions()).scored.first?.size ?? 0
    #expect(size >= BestScored.minimumPostingsPerPlace)
    #expect(size < 100 * BestScored.minimumPostingsPerPlace)
    let full = index.evaluate(query, options: SearchOptions())
    let one = index.evaluate(query, options: SearchOptions(), pageEnd: 1)
    let hundred = index.evaluate(query, options: SearchOptions(), pageEnd: 100)
    #expect(one.candidates.count < full.candidates.count)
    #expect(one.photoCount == full.photoCount)
    #expect(hundred.candidates == full.candidates)
  }

  /// Large queries exercise the candidate set: a common word alone and with a filter.
  @Test(arguments: ["dog", "sun", "animal", "car"])
  func largeCandidateSets(word: String) throws {
    for query in [
      PhotoQuery(searchTerms: [word]), PhotoQuery(searchTerms: [word], favorite: false),
    ] {
      let expected = Self.reference(query, options: SearchOptions())
      if word == "dog" || word == "animal" {
        #expect(expected.count >= CandidateSet.minimumCount)
      }
      let result = try Self.index.search(query, limit: 200)
      let photos = result.hits.filter { $0.kind == .photo }
      #expect(result.photoCount == expected.count)
      #expect(photos.map(\.id) == expected.prefix(photos.count).map(\.id))
      #expect(photos.map(\.score) == expected.prefix(photos.count).map(\.score))
    }
  }

  /// The driving plan's one-pass scoring in blocks gives, bit for bit and whatever the block
  /// size, what scoring every photo that passes the filter one by one gives: the photos the
  /// plan scores above zero, their scores and their bits. Labels alone drive with all their
  /// sources together.
  @Test(arguments: [64, 100, 192, 1024, ScoredUnion.blockSize])
  func scoredUnionMatchesPhotoByPhoto(blockSize: Int) {
    var generator = SeededGenerator(seed: UInt64(blockSize))
    let index = Self.index
    let norms = index.lengthNorms()
    var compared = 0
    var narrowed = 0
    for _ in 0..<30 {
      let query = Self.randomQuery(&generator)
      let plans = index.plans(for: query, options: SearchOptions())
      let filter = ColumnFilter(query)
      let labels = plans.labelPlans.flatMap(\.sources).sorted {
        $0.field.rawValue < $1.field.rawValue
      }
      // With labels, also all their sources as one plan (a query without labels has none).
      let combined = labels.isEmpty ? [] : [MatchPlan(text: "", role: .filter, sources: labels)]
      for plan in plans.scored + plans.labelPlans + combined {
        let weight = Float.random(in: 0...3, using: &generator)
        var candidates: [UInt32] = []
        var scores: [Float] = []
        for ordinal in index.ids.indices
        where filter.passes(index.flags[ordinal], index.created[ordinal]) {
          let x = Self.referenceX(plan, UInt32(ordinal), norms)
          guard x > 0 else { continue }
          candidates.append(UInt32(ordinal))
          scores.append(0 + weight * index.saturate(x))
        }
        let scored = index.scoredUnion(
          plan, filter: filter, norms: norms, weight: weight, blockSize: blockSize)
        let bits = CandidateSet(candidates, ordinals: index.ids.count).bits
        let same = scored.candidates == candidates && scored.scores == scores && scored.bits == bits
        #expect(same, "\(query), \(plan.sources.count) sources")
        // Kept for a page of 10: the same count and bits, and every photo that can rank.
        let best = index.bestOfUnion(
          plan, filter: filter, norms: norms, weight: weight, pageEnd: 10, blockSize: blockSize)
        #expect(best.count == candidates.count && best.bits == bits, "\(query)")
        let cut = scores.sorted(by: >).dropFirst(9).first ?? -.infinity
        let kept = Dictionary(uniqueKeysWithValues: zip(best.candidates, best.scores))
        let rankable = candidates.indices.filter { scores[$0] >= cut }
        #expect(rankable.allSatisfy { kept[candidates[$0]] == scores[$0] }, "\(query)")
        if best.candidates.count < candidates.count { narrowed += 1 }
        compared += candidates.count
      }
    }
    #expect(compared > 10_000)
    // Large plans drop photos that cannot rank.
    #expect(narrowed > 5)
  }

  @Test(arguments: 0..<8)
  func intersectionCounts(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    func sorted(_ count: Int) -> [UInt32] {
      Array(Set((0..<count).map { _ in UInt32.random(in: 0..<5000, using: &generator) })).sorted()
    }
    let list = sorted(Int.random(in: 0..<3000, using: &generator)).map {
      Posting.make(ordinal: $0, forms: .folded, frequency: 1)
    }
    let candidates = sorted(Int.random(in: 0..<3000, using: &generator))
    let expected = Set(list.map(Posting.ordinal)).intersection(candidates).count
    #expect(PhotoIndex.intersectionCount(list, candidates) == expected)
  }
}
