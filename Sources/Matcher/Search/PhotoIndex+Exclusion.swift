internal import Linguistics

extension PhotoIndex {
  /// The plans of a query's excluded terms: per term, one plan per word (stop words left out
  /// unless they are all there is). A term with a word that matches nothing excludes nothing
  /// and is left out.
  /// - Complexity: O(*w*) key lookups for *w* words, plus their synonyms.
  func exclusionPlans(for query: PhotoQuery) -> [[MatchPlan]] {
    var result: [[MatchPlan]] = []
    for term in query.excludedTerms {
      let words = analyzer.terms(in: term)
      let content = words.filter { !$0.isStopWord }
      let kept = (content.isEmpty ? words : content).map(QueryWord.init)
      guard !kept.isEmpty else { continue }
      let plans = kept.map(exclusionPlan)
      guard plans.allSatisfy({ $0.size > 0 }) else { continue }
      result.append(plans)
    }
    return result
  }

  /// What an excluded word rules out: the photos that have it as written, by lemma, by stem
  /// or by synonym, in any field. Not its narrower kinds: "no animals" should not silently
  /// drop every photo tagged "cat" through a chain of hypernyms that ranks, but does not
  /// prove, a match (and one rare sense, "man" as a chess piece, would empty the results).
  /// Not prefixes or typos either: a person who writes "no cars" has finished the word.
  func exclusionPlan(_ word: QueryWord) -> MatchPlan {
    var candidates: [UInt32: [(Posting.Forms, MatchTier)]] = [:]
    func offer(_ text: String, _ forms: Posting.Forms, _ tier: MatchTier) {
      guard let key = keys[text] else { return }
      candidates[key, default: []].append((forms, tier))
    }
    offer(word.folded, .folded, .exact)
    offer(word.lemma, .lemma, .lemma)
    offer(word.stem, .stem, .stem)
    for synonym in thesaurus.synonyms(of: word.lemma) {
      offer(analyzer.normalize(synonym), .lemma, .synonym)
    }
    return makePlan(
      word.folded, role: .filter, candidates: candidates, fields: PhotoField.allCases)
  }

  /// Leaves out of `candidates` (and `scores`) every photo that matches all the words of one
  /// excluded term.
  func removeExcluded(
    _ exclusions: [[MatchPlan]], candidates: inout [UInt32], scores: inout [Float],
    set: inout CandidateSet?, norms: [Float]
  ) {
    for plans in exclusions where !candidates.isEmpty {
      var matchesAll = [Bool](repeating: true, count: candidates.count)
      for plan in plans {
        let x = accumulate(plan, over: candidates, set: set, norms: norms)
        for position in candidates.indices where x[position] <= 0 { matchesAll[position] = false }
      }
      var kept = 0
      for position in candidates.indices where !matchesAll[position] {
        candidates[kept] = candidates[position]
        scores[kept] = scores[position]
        kept += 1
      }
      if kept < candidates.count {
        candidates.removeSubrange(kept...)
        scores.removeSubrange(kept...)
        set =
          candidates.count >= CandidateSet.minimumCount
          ? CandidateSet(candidates, ordinals: ids.count) : nil
      }
    }
  }
}
