internal import Linguistics

extension PhotoIndex {
  /// The plans of a query's excluded terms: per term, one plan per word (stop words left out
  /// unless they are all there is), a known compound one word ("no hot dogs" rules out hot
  /// dogs, which the words "hot" and "dog" no longer do: see ``exclusionPlan(_:)``). A term
  /// with a word that matches nothing excludes nothing and is left out.
  /// - Complexity: O(*w*) key lookups for *w* words, plus their synonyms and the closed
  ///   compounds below them.
  func exclusionPlans(for query: PhotoQuery) -> [[MatchPlan]] {
    var result: [[MatchPlan]] = []
    for term in query.excludedTerms {
      let words = analyzer.terms(in: term)
      let content = words.filter { !$0.isStopWord }
      let kept = mergingCompounds(QueryWords.words(content.isEmpty ? words : content, in: term))
      guard !kept.isEmpty else { continue }
      let plans = kept.map(exclusionPlan)
      guard plans.allSatisfy({ $0.size > 0 }) else { continue }
      result.append(plans)
    }
    return result
  }

  /// What an excluded word rules out: the photos where it means the thing it names.
  ///
  /// That is where a photo has it as written, by lemma, by stem or by synonym, in any field,
  /// except where it is only ever part of a compound ``CompoundTable`` marks as such: a
  /// compound's modifier ("sheep" in "sheep dog") or both words of a compound that is not a
  /// kind of its head ("dog" in "hot dog", a sandwich), so "no dogs" keeps the hot dog. The
  /// head of a compound that keeps it is no part ("guide dog" is a dog), and neither is a
  /// compound written closed that WordNet files below the word it ends in ("sheepdog",
  /// "bobcat"): those photos go, while "hotdog" and "catfish", filed elsewhere, stay.
  ///
  /// Not its other narrower kinds: "no animals" should not silently drop every photo tagged
  /// "cat" through a chain of hypernyms that ranks, but does not prove, a match (and one rare
  /// sense, "man" as a chess piece, would empty the results); a closed compound names its
  /// head in its own text. Not prefixes or typos either: a person who writes "no cars" has
  /// finished the word.
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
    for key in closedCompounds(endingIn: word.lemma) {
      candidates[key, default: []].append((.lemma, .lemma))
    }
    var plan = makePlan(
      word.folded, role: .filter, candidates: candidates, fields: PhotoField.allCases)
    for position in plan.sources.indices { plan.sources[position].matchesParts = false }
    return plan
  }

  /// The library's one-word keys that end in `lemma` and that the thesaurus files below it, as
  /// ``CompoundTable`` calls a compound that keeps its head: "sheepdog" for "dog".
  /// - Complexity: O(*n*) in the number of the library's narrower terms of `lemma`.
  func closedCompounds(endingIn lemma: String) -> [UInt32] {
    guard !lemma.isEmpty, !lemma.contains(" ") else { return [] }
    var result: [UInt32] = []
    for entry in narrowerTable.entries(of: lemma) {
      let text = keys.text(of: entry.key)
      guard text.count > lemma.count, text.hasSuffix(lemma), !text.contains(" ") else {
        continue
      }
      result.append(entry.key)
    }
    return result
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
