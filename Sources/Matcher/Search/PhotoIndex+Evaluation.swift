internal import Foundation
internal import Linguistics

/// A query worked out against one snapshot: the hits, their scores and the plans that made
/// them (kept for explanations).
struct Evaluation {
  /// The matching photos' ordinals, in order: all of them, or (evaluated for a page) at least
  /// those that can rank in it.
  var candidates: [UInt32] = []
  var scores: [Float] = []
  /// The number of matching photos (more than `candidates` holds when only the photos that can
  /// rank in a page were kept).
  var photoCount = 0
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
enum Requirement {
  case plan(MatchPlan)
  case members([UInt32])

  var size: Int {
    switch self {
    case .plan(let plan): plan.size
    case .members(let list): list.count
    }
  }
}

/// The plans of a query: what every hit must match (most selective first), what ranks.
struct QueryPlans {
  var requirements: [Requirement] = []
  /// The search words' plans, in query order.
  var scored: [MatchPlan] = []
  var labelPlans: [MatchPlan] = []
  var phrasePlans: [MatchPlan] = []
  /// The number of words of each label with words, by label number.
  var labelWordCounts: [Int] = []
  var unmatched: [String] = []
  /// Per excluded term, its words' plans (see ``PhotoIndex/exclusionPlans(for:)``).
  var exclusions: [[MatchPlan]] = []
  /// Whether no photo can match (a filter or every search word matches nothing).
  var matchesNothing = false
}

extension PhotoIndex {
  /// The plans of a query's words, filters, labels and adjacent word pairs.
  func plans(for query: PhotoQuery, options: SearchOptions) -> QueryPlans {
    var result = QueryPlans()
    var words = QueryWords(query, analyzer: analyzer)
    words.terms = words.terms.map(mergingCompounds)
    words.labels = words.labels.map { ($0.index, mergingCompounds($0.words)) }
    var requirements: [Requirement] = []
    var scored: [MatchPlan] = []
    let nothing = { (unmatched: [String]) in QueryPlans(unmatched: unmatched, matchesNothing: true)
    }
    // A query that asks for nothing but had words ("the", "🐶") finds nothing, not everything.
    if !query.droppedWords.isEmpty && !query.asksForAnything { return nothing(query.droppedWords) }

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
          result.unmatched.append(word.surface)
          continue
        }
        matchedWords.insert(word.folded)
        requirements.append(.plan(plan))
        scored.append(plan)
      }
    }
    // Unknown words are left out, but not all of them: "xyzzy" alone finds nothing.
    if !words.terms.isEmpty && scored.isEmpty { return nothing(result.unmatched) }
    // Filters named by words, and membership lists for names the library knows exactly.
    if let album = query.album {
      guard let requirement = nameRequirement(album, table: albums, field: .album, options: options)
      else { return nothing(result.unmatched) }
      requirements += requirement
    }
    for person in query.people {
      guard
        let requirement = nameRequirement(person, table: people, field: .person, options: options)
      else { return nothing(result.unmatched) }
      requirements += requirement
    }
    if let location = query.location {
      for term in analyzer.terms(in: location) {
        let plan = plan(QueryWord(term), role: .filter, fields: [.location], options: options)
        if plan.size == 0 { return nothing(result.unmatched) }
        requirements.append(.plan(plan))
      }
    }
    // Labels, and pairs of adjacent search words.
    for (number, label) in words.labels.enumerated() {
      let confidence = query.labels[label.index].confidence
      result.labelWordCounts.append(label.words.count)
      for word in label.words {
        result.labelPlans.append(
          plan(word, role: .label(number, confidence: confidence), options: options))
      }
    }
    for group in words.terms {
      for (first, second) in zip(group, group.dropFirst())
      where matchedWords.contains(first.folded) && matchedWords.contains(second.folded) {
        let plan = plan(QueryWord(pair: first, second), role: .phrase, options: options)
        if plan.size > 0 { result.phrasePlans.append(plan) }
      }
    }
    requirements.sort { $0.size < $1.size }
    if !query.excludedTerms.isEmpty { result.exclusions = exclusionPlans(for: query) }
    result.requirements = requirements
    result.scored = scored
    return result
  }

  /// Works out a query: its matching photos with their scores, and its matching albums.
  /// - Parameters:
  ///   - query: The query.
  ///   - options: Prefix and typo matching, album hits and explanations.
  ///   - pageEnd: The end of the page wanted (its offset plus its limit), when only the photos
  ///     that can rank in it are needed, with the count of all: then a query whose most
  ///     selective search word is all it requires and all that scores (no other word, filter
  ///     word, name, label or phrase) keeps only those
  ///     (see ``bestOfUnion(_:filter:norms:weight:pageEnd:blockSize:)``), when that word has
  ///     many postings; `nil` keeps every matching photo.
  ///   - postingsPerPlace: The fewest postings of that word per place of the page for which
  ///     only the page's photos are kept (see ``BestScored/minimumPostingsPerPlace``).
  func evaluate(
    _ query: PhotoQuery, options: SearchOptions, pageEnd: Int? = nil,
    postingsPerPlace: Int = BestScored.minimumPostingsPerPlace
  ) -> Evaluation {
    var evaluation = Evaluation()
    let plans = plans(for: query, options: options)
    evaluation.unmatched = plans.unmatched
    if plans.matchesNothing { return evaluation }
    let requirements = plans.requirements
    let scored = plans.scored
    let labelPlans = plans.labelPlans
    let phrasePlans = plans.phrasePlans

    // Candidates: from the most selective requirement, then every filter column.
    let filter = ColumnFilter(query)
    let norms = lengthNorms()
    var candidates: [UInt32]
    var scores: [Float]
    var set: CandidateSet?
    var remaining = requirements[...]
    // The driving plan is scored with its candidates; with labels alone, all their sources
    // drive together, unscored.
    var driver: (plan: MatchPlan, weight: Float)?
    if let first = requirements.first, case .plan(let plan) = first {
      driver = (plan, plan.role == .term ? idf(plan) : 0)
      remaining = remaining.dropFirst()
    } else if requirements.isEmpty && !labelPlans.isEmpty {
      let sources = labelPlans.flatMap(\.sources).sorted { $0.field.rawValue < $1.field.rawValue }
      driver = (MatchPlan(text: "", role: .filter, sources: sources), 0)
    }
    // The driving word's scores are final: only the page's photos need keeping, when there
    // are many more of them than the page holds (a filter's plan scores every photo 0, so none
    // could be dropped).
    var keptPageEnd: Int?
    if let pageEnd, let driver, driver.weight > 0, remaining.isEmpty, labelPlans.isEmpty,
      phrasePlans.isEmpty, plans.exclusions.isEmpty,
      driver.plan.size / max(postingsPerPlace, 1) >= max(pageEnd, 1)
    {
      keptPageEnd = pageEnd
    }
    // The number of matching photos, when `candidates` holds only the page's.
    var photoCount: Int?
    if let driver, let keptPageEnd {
      let best = bestOfUnion(
        driver.plan, filter: filter, norms: norms, weight: driver.weight, pageEnd: keptPageEnd)
      candidates = best.candidates
      scores = best.scores
      photoCount = best.count
      // Albums count their photos among all matches, through the bits.
      set = CandidateSet(bits: best.bits, ranked: false)
    } else if let driver {
      let union = scoredUnion(driver.plan, filter: filter, norms: norms, weight: driver.weight)
      candidates = union.candidates
      scores = union.scores
      if candidates.count >= CandidateSet.minimumCount {
        // Ranks only when a later plan asks for candidates' positions: the albums only count.
        let needsPositions = !remaining.isEmpty || !labelPlans.isEmpty || !phrasePlans.isEmpty
        set = CandidateSet(bits: union.bits, ranked: needsPositions)
      }
    } else {
      if let first = requirements.first, case .members(let list) = first {
        candidates = list.map(Posting.ordinal)
      } else {
        candidates = Array(0..<UInt32(ids.count))
      }
      // Through the columns' buffers: a mapped column is then checked once, not per element.
      candidates = flags.withUnsafeBufferPointer { flags in
        created.withUnsafeBufferPointer { created in
          candidates.filter { filter.passes(flags[Int($0)], created[Int($0)]) }
        }
      }
      set = candidateSet(candidates)
      scores = [Float](repeating: 0, count: candidates.count)
    }

    for requirement in remaining {
      switch requirement {
      case .plan(let plan):
        let x = accumulate(plan, over: candidates, set: set, norms: norms)
        let weight = plan.role == .term ? idf(plan) : 0
        let kept = keepMatching(&candidates, &scores, x: x, weight: weight)
        if kept < candidates.count {
          candidates.removeSubrange(kept...)
          scores.removeSubrange(kept...)
          set = candidateSet(candidates)
        }
      case .members(let list):
        // Walking the shorter of the members and the candidates (an album of a thousand
        // photos against a common word's ninety thousand).
        var keptCandidates: [UInt32] = []
        var keptScores: [Float] = []
        Self.forEachCommon(list, candidates) { position, _ in
          keptCandidates.append(candidates[position])
          keptScores.append(scores[position])
        }
        if keptCandidates.count < candidates.count {
          candidates = keptCandidates
          scores = keptScores
          set = candidateSet(candidates)
        }
      }
    }

    if !plans.exclusions.isEmpty {
      removeExcluded(
        plans.exclusions, candidates: &candidates, scores: &scores, set: &set, norms: norms)
    }

    // Labels rank; with no search words, a photo must match some label in full.
    if !labelPlans.isEmpty {
      let labelCount = plans.labelWordCounts.count
      var labelScores = [[Float]](
        repeating: [Float](repeating: 0, count: candidates.count), count: labelCount)
      var labelWordsMatched = [[Int]](
        repeating: [Int](repeating: 0, count: candidates.count), count: labelCount)
      for plan in labelPlans {
        guard case .label(let number, let confidence) = plan.role else { continue }
        let x = accumulate(plan, over: candidates, set: set, norms: norms)
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
        for (number, wordCount) in plans.labelWordCounts.enumerated()
        where labelWordsMatched[number][position] == wordCount {
          matched = true
          bonus += labelScores[number][position]
        }
        guard matched || !requirements.isEmpty else { continue }
        candidates[kept] = candidates[position]
        scores[kept] = scores[position] + bonus
        kept += 1
      }
      if kept < candidates.count {
        candidates.removeSubrange(kept...)
        scores.removeSubrange(kept...)
        set = candidateSet(candidates)
      }
    }
    for plan in phrasePlans {
      let x = accumulate(plan, over: candidates, set: set, norms: norms)
      let weight = weights.phraseBonus * idf(plan)
      for position in candidates.indices where x[position] > 0 {
        scores[position] += weight * saturate(x[position])
      }
    }
    evaluation.candidates = candidates
    evaluation.scores = scores
    evaluation.photoCount = photoCount ?? candidates.count
    evaluation.plans = scored + labelPlans + phrasePlans
    if options.includesAlbums && !scored.isEmpty {
      evaluation.albums = albumMatches(
        terms: scored, phrases: phrasePlans, candidates: candidates, set: set,
        explain: options.explain)
    }
    return evaluation
  }

  /// The candidates as a ``CandidateSet`` when there are enough of them for one to pay.
  private func candidateSet(_ candidates: [UInt32]) -> CandidateSet? {
    candidates.count >= CandidateSet.minimumCount
      ? CandidateSet(candidates, ordinals: ids.count) : nil
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
    ScoringWeights.saturate(x, k1: weights.k1)
  }

  /// Per field, `1 / (1 − b + b · length / averageLength)` for lengths 0…255, at
  /// `field << 8 | length` (one flat array: no inner arrays to retain per posting), at most
  /// 255.
  ///
  /// A field that holds a word is at least one word long, and the average is at most 255
  /// (lengths are bytes), so the divisor is at least 1/255 wherever a posting is weighed. Only
  /// a crafted file reaches a length of 0 under a posting (or an average past 255, counting
  /// removed photos' lengths); at `b = 1` its divisor is 0 and the weight infinite, which BM25's
  /// saturation turns into NaN. The divisor is held at 1/255 instead: the norm then stays
  /// within the bound ``ScoringWeights/largestWeight`` counts on.
  func lengthNorms() -> [Float] {
    let live = Float(max(count, 1))
    var norms = [Float](repeating: 1, count: PhotoField.count << 8)
    for field in 0..<PhotoField.count {
      let average = Float(fieldLengthTotals[field]) / live
      guard average > 0 else { continue }
      for length in 0..<256 {
        let divisor = 1 - weights.b + weights.b * Float(length) / average
        norms[field << 8 | length] = 1 / max(divisor, 1 / 255)
      }
    }
    return norms
  }

  /// The weight of one posting of `source`: its option's weight times the length-normalized
  /// term frequency, or `nil` when none of the source's forms produced it.
  @inline(__always) func weight(
    of posting: UInt32, in source: MatchSource, norms: [Float]
  ) -> Float? {
    guard let base = baseWeight(of: posting, in: source) else { return nil }
    let field = Int(source.field.rawValue)
    let length = Int(fieldLengths[field][Int(Posting.ordinal(posting))])
    return base * norms[field << 8 | length]
  }
}

/// The filter columns of a query: favorite, attributes and creation date.
struct ColumnFilter {
  var required: UInt32 = 1
  var forbidden: UInt32 = 0
  var start: Double?
  var end: Double?
  var hasDateRange = false
  /// The day of the year, with its time zone's offset, when the query names one.
  var yearly: (date: YearlyDate, offset: Int)?

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
    if let date = query.yearlyDate {
      hasDateRange = true
      yearly = (date, date.typicalOffset)
    }
  }

  /// Whether every live photo passes: postings hold only live photos, so a union of postings
  /// needs no column read at all.
  var passesEveryLivePhoto: Bool { required == 1 && forbidden == 0 && !hasDateRange }

  @inline(__always) func passes(_ flags: UInt32, _ created: Int64) -> Bool {
    guard flags & required == required, flags & forbidden == 0 else { return false }
    guard hasDateRange else { return true }
    guard created != .min else { return false }
    let seconds = Double(created)
    if let start, seconds < start { return false }
    if let end, seconds >= end { return false }
    if let yearly, !yearly.date.contains(seconds: created, offset: yearly.offset) { return false }
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
