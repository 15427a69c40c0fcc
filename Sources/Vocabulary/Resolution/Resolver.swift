import Foundation
internal import Linguistics

extension VocabularySnapshot {
  /// Resolves `text` against the entries of `kind`; see
  /// ``VocabularyStore/resolve(_:as:required:now:)``.
  func resolve(_ text: String, as kind: EntryKind, required: Bool, now: Date) -> Resolution {
    guard let candidates = candidates(for: text, kind: kind, now: now) else {
      return required ? .needsValue : .notRequired
    }
    return decide(candidates, kind: kind)
  }

  /// Every candidate at or above the policy's minimum score, strongest first, then the more
  /// used, then by score; `nil` when `text` is empty (nothing but white space and punctuation).
  /// - Complexity: O(*c*) word alignments for the *c* entries that share a word form, a sound,
  ///   a typo neighbour or a whole key with `text`; never a scan of the kind.
  func candidates(for text: String, kind: EntryKind, now: Date) -> [Resolution.Candidate]? {
    guard MatchFolding.hasContent(text) else { return nil }
    let isName = policy.nameKinds.contains(kind)
    let honorifics = isName ? Honorifics.standard : nil
    let languages = kinds[kind]?.languages.sorted() ?? [primaryLanguage]
    var queries: [(String, AnalyzedText)] = []
    for code in languages {
      guard let analyzer = analyzers[code],
        let query = AnalyzedText(text, analyzer: analyzer, honorifics: honorifics)
      else { continue }
      queries.append((code, query))
    }
    guard !queries.isEmpty else { return nil }
    guard kinds[kind] != nil else { return [] }
    let index = lookup(kind)
    // The query as it came, then its spoken forms (numbers and letters rewritten).
    let literalCount = queries.count
    for (code, query) in queries.prefix(literalCount) {
      guard let analyzer = analyzers[code] else { continue }
      for alternate in SpokenForms.alternates(of: query.allWords.map(\.folded), language: code) {
        if let rewritten = AnalyzedText(alternate, analyzer: analyzer, honorifics: honorifics) {
          queries.append((code, rewritten))
        }
      }
    }
    // Each entry's best literal match and best rewritten one, apart: a rewriting that does not
    // beat every literal match is dropped, and the entry keeps its own literal match.
    var literal: [Int32: WordMatch] = [:]
    var rewritten: [Int32: WordMatch] = [:]
    var bestLiteral: WordMatch?
    for (position, (code, query)) in queries.enumerated() {
      let isRewritten = position >= literalCount
      let words = queryWords(
        query, index: index, isName: isName, filler: FillerWords.of(kind, language: code))
      for id in candidateIDs(query, words: words, index: index) {
        let language = entries[Int(id)].language
        // Each entry is compared with the query analyzed in its own language.
        guard language == code || !queries.contains(where: { $0.0 == language }) else { continue }
        guard let match = match(query, words: words, against: texts[Int(id)]) else { continue }
        if isRewritten {
          if rewritten[id].map({ match.isBetter(than: $0) }) ?? true { rewritten[id] = match }
        } else {
          if literal[id].map({ match.isBetter(than: $0) }) ?? true { literal[id] = match }
          if bestLiteral.map({ match.isBetter(than: $0) }) ?? true { bestLiteral = match }
        }
      }
    }
    var result: [Resolution.Candidate] = []
    for id in Set(literal.keys).union(rewritten.keys) {
      var chosen = literal[id]
      if let spoken = rewritten[id], SpokenForms.keeps(spoken, against: bestLiteral) {
        let match = SpokenForms.spoken(spoken)
        if chosen.map({ match.isBetter(than: $0) }) ?? true { chosen = match }
      }
      guard let match = chosen, match.score >= policy.minimumScore else { continue }
      let entry = entries[Int(id)]
      result.append(
        Resolution.Candidate(
          entry: entry, score: match.score, tier: match.tier, strength: match.strength,
          usage: decay.score(of: entry, at: now)))
    }
    result = DerivedMatches.suppressed(in: result)
    result.sort(by: Self.precedes)
    return Self.onePerIdentity(result)
  }

  /// The best of each identity's candidates, in order: spellings recorded under one identifier
  /// are one thing to the app (see the Identity rules), so a query matching two of them is one
  /// match, not a choice between a person and themself.
  static func onePerIdentity(_ sorted: [Resolution.Candidate]) -> [Resolution.Candidate] {
    var seen: Set<String> = []
    return sorted.filter { candidate in
      guard let identifier = candidate.entry.identifier else { return true }
      return seen.insert(identifier).inserted
    }
  }

  /// Stronger first, then more used, then higher score, then the ranking's tie-breaks.
  static func precedes(_ lhs: Resolution.Candidate, _ rhs: Resolution.Candidate) -> Bool {
    if lhs.strength != rhs.strength { return lhs.strength > rhs.strength }
    let (left, right) = (Ranking.quantized(lhs.usage), Ranking.quantized(rhs.usage))
    if left != right { return left > right }
    if lhs.score != rhs.score { return lhs.score > rhs.score }
    return Ranking.precedes(lhs.entry, lhs.usage, rhs.entry, rhs.usage)
  }

  /// The outcome for candidates sorted by ``precedes(_:_:)``.
  func decide(_ candidates: [Resolution.Candidate], kind: EntryKind) -> Resolution {
    guard let best = candidates.first else { return .unsupported }
    let peers = candidates.prefix { $0.strength == best.strength }
    if peers.count >= 2 {
      guard dominates(best, peers[peers.startIndex + 1]) else {
        return .disambiguation(Array(peers.prefix(policy.maximumCandidates)))
      }
      // A guess by usage between entries that all match: risk by kind.
      if policy.confirmedKinds.contains(kind) { return .confirmationRequired(best) }
    }
    return best.strength >= .strong ? .success(best) : .confirmationRequired(best)
  }

  /// Whether `first` is used at least ``ResolutionPolicy/dominanceRatio`` times as much as
  /// `second`: by decayed weight, or by use count when neither has a dated use.
  private func dominates(_ first: Resolution.Candidate, _ second: Resolution.Candidate) -> Bool {
    if first.usage > 0 || second.usage > 0 {
      return first.usage >= policy.dominanceRatio * second.usage
    }
    let (a, b) = (Double(first.entry.useCount), Double(second.entry.useCount))
    return a > 0 && a >= policy.dominanceRatio * b
  }

  /// The query's words with their typo neighbours and nicknames.
  private func queryWords(
    _ query: AnalyzedText, index: KindLookup, isName: Bool, filler: FillerWords
  ) -> [QueryWord] {
    query.words.enumerated().map { position, forms in
      let direct = isName ? nicknames.names(relatedTo: forms.folded) : []
      return QueryWord(
        forms: forms, near: index.wordsNear(forms), nicknames: direct,
        furtherNicknames: isName ? nicknames.names(twoLinksFrom: forms.folded) : [],
        soundAlikes: true, isLast: position == query.words.count - 1,
        isFiller: filler.contains(forms, isLast: position == query.words.count - 1))
    }
  }

  /// The entries that could match: those with one of the query's whole keys, and those that
  /// have, for every query word, some word related to it.
  private func candidateIDs(
    _ query: AnalyzedText, words: [QueryWord], index: KindLookup
  ) -> Set<Int32> {
    var result: Set<Int32> = []
    for key in [query.compactKey, query.alternateCompactKey, query.strippedCompactKey] {
      result.formUnion(index.keys[key] ?? [])
    }
    if !query.nameParts.isEmpty {
      result.formUnion(index.nameParts[query.nameParts.joined()] ?? [])
      let each = query.nameParts.map { Set(index.nameParts[$0] ?? []) }
      if each.count > 1, let first = each.first {
        result.formUnion(each.dropFirst().reduce(first) { $0.intersection($1) })
      }
    }
    var perWord: [Set<Int32>] = []
    // Filler words may be set aside, so they do not narrow the candidates (unless the query
    // is nothing else).
    let identifying = words.contains { !$0.isFiller } ? words.filter { !$0.isFiller } : words
    for word in identifying {
      var ids: Set<Int32> = []
      let forms = word.forms
      for form in [forms.folded, forms.lemma, forms.stem] + forms.lemmas
        + (forms.alternate.map { [$0] } ?? [])
      {
        ids.formUnion(index.postings[form] ?? [])
      }
      for name in word.nicknames.union(word.furtherNicknames) {
        ids.formUnion(index.postings[name] ?? [])
      }
      for near in word.near.keys { ids.formUnion(index.postings[near] ?? []) }
      if word.soundAlikes, let sound = forms.sound {
        ids.formUnion(index.sounds[sound.primary] ?? [])
        ids.formUnion(index.sounds[sound.alternate] ?? [])
      }
      if word.isLast {
        for longer in index.wordsStarting(with: forms.folded) {
          ids.formUnion(index.postings[longer] ?? [])
        }
      }
      if ids.isEmpty { return result }
      perWord.append(ids)
    }
    perWord.sort { $0.count < $1.count }
    guard var common = perWord.first else { return result }
    for ids in perWord.dropFirst() {
      common.formIntersection(ids)
      if common.isEmpty { break }
    }
    return result.union(common)
  }

  /// The best match of a query against one entry's analysis.
  private func match(
    _ query: AnalyzedText, words: [QueryWord], against entry: AnalyzedText
  ) -> WordMatch? {
    typealias Score = ResolutionPolicy.Score
    let queryKeys = [query.compactKey, query.alternateCompactKey]
    if queryKeys.contains(entry.compactKey) || queryKeys.contains(entry.alternateCompactKey) {
      return WordMatch(score: Score.exact, tier: .exact, strength: .exact)
    }
    var best = WordAlignment.match(words, entry.words) ?? WordMatch.none
    if best.score > 0 && (query.words != query.allWords || entry.words != entry.allWords) {
      // A title or honorific was set aside: strong at most, never exact.
      best = best.combined(Score.withoutHonorifics, .exact, .strong)
    }
    func consider(_ score: Double, _ tier: ResolutionTier) {
      let match = WordMatch(score: score, tier: tier, strength: .strong)
      if match.isBetter(than: best) { best = match }
    }
    if query.lemmaKey == entry.lemmaKey { consider(Score.lemma, .lemma) }
    if query.stemKey == entry.stemKey
      && !zip(query.allWords, entry.allWords).contains(where: { $0.isFalseFriend(of: $1) })
    {
      consider(Score.stem, .stem)
    }
    if query.strippedCompactKey == entry.strippedCompactKey {
      consider(Score.withoutHonorifics, .exact)
    }
    if let parts = KanaNames.match(query, entry), parts.isBetter(than: best) { best = parts }
    return best.score > 0 ? best : nil
  }
}
