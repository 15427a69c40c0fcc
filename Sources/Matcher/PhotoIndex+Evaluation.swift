internal import Foundation
internal import Linguistics

/// A query worked out against one snapshot: the hits, their scores and the plans that made
/// them (kept for explanations).
struct Evaluation {
  var candidates: [UInt32] = []
  var scores: [Float] = []
  /// The plans that score: terms, labels and phrases.
  var plans: [MatchPlan] = []
  var albums: [AlbumMatch] = []
  var unmatched: [String] = []
}

/// An album whose name matches every search word.
struct AlbumMatch {
  var name: String
  var score: Float
  var photoCount: Int
  var explanation: [MatchExplanation]
}

/// A required part of a query: a word (or a filter's word) or a membership list.
private enum Requirement {
  case plan(MatchPlan)
  case members([UInt32])

  var size: Int {
    switch self {
    case .plan(let plan): plan.size
    case .members(let list): list.count
    }
  }
}

extension PhotoIndex {
  func evaluate(_ query: PhotoQuery, options: SearchOptions) -> Evaluation {
    var evaluation = Evaluation()
    var words = QueryWords(query, analyzer: analyzer)
    words.terms = words.terms.map(mergingCompounds)
    words.labels = words.labels.map { ($0.index, mergingCompounds($0.words)) }
    var requirements: [Requirement] = []
    var scored: [MatchPlan] = []

    // Search words: each required; the query's last word also matches as a prefix.
    let lastWord = words.terms.last?.last
    var seen: Set<String> = []
    var matchedWords: Set<String> = []
    for group in words.terms {
      for word in group where seen.insert(word.folded).inserted {
        let plan = plan(
          word, role: .term, allowsPrefix: options.prefixMatchesLastWord && word == lastWord,
          options: options)
        if plan.size == 0 {
          evaluation.unmatched.append(word.surface)
          continue
        }
        matchedWords.insert(word.folded)
        requirements.append(.plan(plan))
        scored.append(plan)
      }
    }
    // Unknown words are left out, but not all of them: "xyzzy" alone finds nothing.
    if !words.terms.isEmpty && scored.isEmpty {
      return Evaluation(unmatched: evaluation.unmatched)
    }
    // Filters named by words, and membership lists for names the library knows exactly.
    if let album = query.album {
      guard let requirement = nameRequirement(album, table: albums, field: .album, options: options)
      else { return Evaluation(unmatched: evaluation.unmatched) }
      requirements += requirement
    }
    for person in query.people {
      guard
        let requirement = nameRequirement(person, table: people, field: .person, options: options)
      else { return Evaluation(unmatched: evaluation.unmatched) }
      requirements += requirement
    }
    if let location = query.location {
      for term in analyzer.terms(in: location) {
        let plan = plan(QueryWord(term), role: .filter, fields: [.location], options: options)
        if plan.size == 0 { return Evaluation(unmatched: evaluation.unmatched) }
        requirements.append(.plan(plan))
      }
    }
    // Labels, and pairs of adjacent search words.
    var labelPlans: [MatchPlan] = []
    for (number, label) in words.labels.enumerated() {
      let confidence = query.labels[label.index].confidence
      for word in label.words {
        labelPlans.append(
          plan(word, role: .label(number, confidence: confidence), options: options))
      }
    }
    var phrasePlans: [MatchPlan] = []
    for group in words.terms {
      for (first, second) in zip(group, group.dropFirst())
      where matchedWords.contains(first.folded) && matchedWords.contains(second.folded) {
        let plan = plan(QueryWord(pair: first, second), role: .phrase, options: options)
        if plan.size > 0 { phrasePlans.append(plan) }
      }
    }

    // Candidates: from the most selective requirement, then every filter column.
    requirements.sort { $0.size < $1.size }
    var candidates: [UInt32]
    if let driver = requirements.first {
      switch driver {
      case .plan(let plan): candidates = union(plan.sources)
      case .members(let list): candidates = list.map(Posting.ordinal)
      }
    } else if !labelPlans.isEmpty {
      candidates = union(labelPlans.flatMap(\.sources))
    } else {
      candidates = Array(0..<UInt32(ids.count))
    }
    let filter = ColumnFilter(query)
    candidates = candidates.filter { filter.passes(flags[Int($0)], created[Int($0)]) }

    let norms = lengthNorms()
    var scores = [Float](repeating: 0, count: candidates.count)
    for requirement in requirements {
      switch requirement {
      case .plan(let plan):
        let x = accumulate(plan, over: candidates, norms: norms)
        let weight = plan.role == .term ? idf(plan) : 0
        var kept = 0
        for position in candidates.indices where x[position] > 0 {
          candidates[kept] = candidates[position]
          scores[kept] = scores[position] + weight * saturate(x[position])
          kept += 1
        }
        candidates.removeSubrange(kept...)
        scores.removeSubrange(kept...)
      case .members(let list):
        var kept = 0
        var cursor = 0
        for position in candidates.indices {
          cursor = list.seekPosting(ordinal: candidates[position], from: cursor)
          if cursor == list.count { break }
          if Posting.ordinal(list[cursor]) == candidates[position] {
            candidates[kept] = candidates[position]
            scores[kept] = scores[position]
            kept += 1
          }
        }
        candidates.removeSubrange(kept...)
        scores.removeSubrange(kept...)
      }
    }

    // Labels rank; with no search words, a photo must match some label in full.
    if !labelPlans.isEmpty {
      var labelScores = [[Float]](
        repeating: [Float](repeating: 0, count: candidates.count), count: words.labels.count)
      var labelWordsMatched = [[Int]](
        repeating: [Int](repeating: 0, count: candidates.count), count: words.labels.count)
      for plan in labelPlans {
        guard case .label(let number, let confidence) = plan.role else { continue }
        let x = accumulate(plan, over: candidates, norms: norms)
        let weight = Float(confidence) * idf(plan)
        for position in candidates.indices where x[position] > 0 {
          labelScores[number][position] += weight * saturate(x[position])
          labelWordsMatched[number][position] += 1
        }
      }
      var kept = 0
      for position in candidates.indices {
        var matched = false
        var bonus: Float = 0
        for (number, label) in words.labels.enumerated()
        where labelWordsMatched[number][position] == label.words.count {
          matched = true
          bonus += labelScores[number][position]
        }
        guard matched || !requirements.isEmpty else { continue }
        candidates[kept] = candidates[position]
        scores[kept] = scores[position] + bonus
        kept += 1
      }
      candidates.removeSubrange(kept...)
      scores.removeSubrange(kept...)
    }
    for plan in phrasePlans {
      let x = accumulate(plan, over: candidates, norms: norms)
      let weight = weights.phraseBonus * idf(plan)
      for position in candidates.indices where x[position] > 0 {
        scores[position] += weight * saturate(x[position])
      }
    }
    evaluation.candidates = candidates
    evaluation.scores = scores
    evaluation.plans = scored + labelPlans + phrasePlans
    if options.includesAlbums && !scored.isEmpty {
      evaluation.albums = albumMatches(
        terms: scored, phrases: phrasePlans, candidates: candidates, explain: options.explain)
    }
    return evaluation
  }

  /// A filter by a name: the photos with exactly that album (or person) when the library has it,
  /// else the photos whose album (or person) field has every word of it.
  private func nameRequirement(
    _ name: String, table: NameTable, field: PhotoField, options: SearchOptions
  ) -> [Requirement]? {
    if let known = table.name(forKey: analyzer.normalize(name)), !table.members[known].isEmpty {
      return [.members(table.members[known])]
    }
    var requirements: [Requirement] = []
    for term in analyzer.terms(in: name) {
      let plan = plan(QueryWord(term), role: .filter, fields: [field], options: options)
      if plan.size == 0 { return nil }
      requirements.append(.plan(plan))
    }
    return requirements.isEmpty ? nil : requirements
  }

  /// BM25's idf, with the plan's postings as the (over-)estimate of the photos it matches.
  func idf(_ plan: MatchPlan) -> Float {
    let total = Float(max(count, 1))
    let matching = min(Float(plan.size), total)
    return log(1 + (total - matching + 0.5) / (matching + 0.5))
  }

  /// BM25's saturation of the summed field contributions.
  @inline(__always) func saturate(_ x: Float) -> Float {
    x * (weights.k1 + 1) / (weights.k1 + x)
  }

  /// Per field, `1 / (1 − b + b · length / averageLength)` for lengths 0…255, at
  /// `field << 8 | length` (one flat array: no inner arrays to retain per posting).
  func lengthNorms() -> [Float] {
    let live = Float(max(count, 1))
    var norms = [Float](repeating: 1, count: PhotoField.count << 8)
    for field in 0..<PhotoField.count {
      let average = Float(fieldLengthTotals[field]) / live
      guard average > 0 else { continue }
      for length in 0..<256 {
        norms[field << 8 | length] = 1 / (1 - weights.b + weights.b * Float(length) / average)
      }
    }
    return norms
  }

  /// The sorted, distinct ordinals of every posting of `sources`.
  func union(_ sources: [MatchSource]) -> [UInt32] {
    if sources.count == 1 { return postings[sources[0].slot].map(Posting.ordinal) }
    var bits = [UInt64](repeating: 0, count: (ids.count + 63) / 64)
    for source in sources {
      for posting in postings[source.slot] {
        let ordinal = Int(Posting.ordinal(posting))
        bits[ordinal >> 6] |= 1 << UInt64(ordinal & 63)
      }
    }
    var result: [UInt32] = []
    for (wordIndex, word) in bits.enumerated() where word != 0 {
      var remaining = word
      while remaining != 0 {
        result.append(UInt32(wordIndex << 6 + remaining.trailingZeroBitCount))
        remaining &= remaining - 1
      }
    }
    return result
  }

  /// The weight of one posting of `source`: its option's weight times the length-normalized
  /// term frequency, or `nil` when none of the source's forms produced it.
  @inline(__always) func weight(
    of posting: UInt32, in source: MatchSource, norms: [Float]
  ) -> Float? {
    guard let option = source.option(for: posting) else { return nil }
    let field = Int(source.field.rawValue)
    let length = Int(fieldLengths[Int(Posting.ordinal(posting)) * PhotoField.count + field])
    let part = Posting.isPart(posting) ? weights.compoundPart : 1
    return option.weight * part * Float(Posting.frequency(posting)) * norms[field << 8 | length]
  }

  /// For each candidate, the plan's summed field contributions: per field the best source.
  func accumulate(_ plan: MatchPlan, over candidates: [UInt32], norms: [Float]) -> [Float] {
    var x = [Float](repeating: 0, count: candidates.count)
    var best = [Float](repeating: 0, count: candidates.count)
    var touched: [Int] = []
    var start = 0
    let sources = plan.sources
    while start < sources.count {
      let field = sources[start].field
      var end = start
      while end < sources.count && sources[end].field == field {
        let source = sources[end]
        forEachMatch(of: source, in: candidates) { position, posting in
          guard let weight = weight(of: posting, in: source, norms: norms) else { return }
          if best[position] == 0 { touched.append(position) }
          best[position] = max(best[position], weight)
        }
        end += 1
      }
      for position in touched {
        x[position] += best[position]
        best[position] = 0
      }
      touched.removeAll(keepingCapacity: true)
      start = end
    }
    return x
  }

  /// Calls `body` with the position in `candidates` and the posting of every candidate the
  /// source holds, walking whichever of the two lists is shorter.
  @inline(__always) func forEachMatch(
    of source: MatchSource, in candidates: [UInt32], _ body: (Int, UInt32) -> Void
  ) {
    let list = postings[source.slot]
    if list.count <= candidates.count {
      var position = 0
      for posting in list {
        let ordinal = Posting.ordinal(posting)
        position = candidates.seekOrdinal(ordinal, from: position)
        if position == candidates.count { return }
        if candidates[position] == ordinal { body(position, posting) }
      }
    } else {
      var cursor = 0
      for (position, ordinal) in candidates.enumerated() {
        cursor = list.seekPosting(ordinal: ordinal, from: cursor)
        if cursor == list.count { return }
        if Posting.ordinal(list[cursor]) == ordinal { body(position, list[cursor]) }
      }
    }
  }
}

/// The filter columns of a query: favorite, attributes and creation date.
struct ColumnFilter {
  var required: UInt32 = 1
  var forbidden: UInt32 = 0
  var start: Double?
  var end: Double?
  var hasDateRange = false

  init(_ query: PhotoQuery) {
    if let favorite = query.favorite {
      if favorite { required |= 2 } else { forbidden |= 2 }
    }
    for attribute in query.includedAttributes { required |= PhotoIndex.flag(of: attribute) }
    for attribute in query.excludedAttributes { forbidden |= PhotoIndex.flag(of: attribute) }
    if let range = query.created {
      hasDateRange = true
      start = range.start?.timeIntervalSince1970
      end = range.end?.timeIntervalSince1970
    }
  }

  @inline(__always) func passes(_ flags: UInt32, _ created: Int64) -> Bool {
    guard flags & required == required, flags & forbidden == 0 else { return false }
    guard hasDateRange else { return true }
    guard created != .min else { return false }
    let seconds = Double(created)
    if let start, seconds < start { return false }
    if let end, seconds >= end { return false }
    return true
  }
}

extension Array where Element == UInt32 {
  /// The first position from `start` holding at least `ordinal`, by galloping.
  @inline(__always) func seekOrdinal(_ ordinal: UInt32, from start: Int) -> Int {
    withUnsafeBufferPointer { buffer in
      var low = start
      guard low < buffer.count, buffer[low] < ordinal else { return low }
      var step = 1
      var high = low + step
      while high < buffer.count, buffer[high] < ordinal {
        low = high
        step <<= 1
        high = low + step
      }
      high = Swift.min(high, buffer.count)
      while high - low > 1 {
        let middle = (low + high) >> 1
        if buffer[middle] < ordinal { low = middle } else { high = middle }
      }
      return high
    }
  }
}
