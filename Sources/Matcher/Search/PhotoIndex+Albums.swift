extension PhotoIndex {
  /// Albums whose names match every search word, with at least one photo among `candidates`
  /// (the photos that pass the query's filters and words). An album scores as if its name were
  /// a photo's only tag, so an album named for the query ranks with the best photos.
  /// - Complexity: O(*a* · *s* + *c*) for the *a* albums whose names hold the first word, *s*
  ///   album-field sources and *c* candidates.
  func albumMatches(
    terms: [MatchPlan], phrases: [MatchPlan], candidates: [UInt32], set: CandidateSet?,
    explain: Bool
  ) -> [AlbumMatch] {
    // An album-field match's weight with the tag's weight in place of the album's. Its factor
    // `tag / album` overflows to infinity for an album weight below 2⁻¹¹² (and 0 × ∞ is NaN):
    // then the match's weight is divided first. At an album weight of 0 no album match weighs.
    let album = weights.weight(of: .album)
    let tag = weights.weight(of: .tag)
    let boost = album > 0 ? tag / album : 0
    func boosted(_ weight: Float) -> Float {
      boost.isFinite ? weight * boost : weight / album * tag
    }
    // Per plan, its album-field sources by key.
    let albumSources = (terms + phrases).map { plan in
      Dictionary(
        plan.sources.filter { $0.field == .album }.map { ($0.key, $0) },
        uniquingKeysWith: { first, _ in first })
    }
    // Only albums holding a key of the first word can match every word.
    var names: Set<UInt32> = []
    for source in terms.first?.sources ?? [] where source.field == .album {
      names.formUnion(albumKeyTable.albums(withKey: source.key))
    }
    // An opened index whose album table nothing has read yet reads only these names' entries.
    let mapped = albumStore.isUnread ? mappedAlbums : nil
    var matches: [AlbumMatch] = []
    for name in names.sorted().map(Int.init) {
      let list = mapped?.members(of: name) ?? albums.members[name]
      guard !list.isEmpty else { continue }
      let keys = albumKeyTable.keys(ofAlbum: name)
      var score: Float = 0
      var explanation: [MatchExplanation] = []
      var matchesAll = true
      for (number, plan) in (terms + phrases).enumerated() {
        var best: (weight: Float, option: MatchSource.Option, key: UInt32)?
        for entry in keys {
          guard let source = albumSources[number][entry.key],
            let option = source.options.first(where: { !$0.forms.isDisjoint(with: entry.forms) })
          else { continue }
          if best == nil || option.weight > best?.weight ?? 0 {
            best = (option.weight, option, entry.key)
          }
        }
        guard let best else {
          if plan.role == .term { matchesAll = false }
          if !matchesAll { break }
          continue
        }
        let factor = plan.role == .phrase ? weights.phraseBonus : 1
        score += factor * idf(plan) * saturate(boosted(best.weight))
        if explain {
          explanation.append(
            MatchExplanation(
              term: plan.text, role: plan.role == .phrase ? .phrase : .term, field: .album,
              tier: best.option.tier, matched: self.keys.text(of: best.key),
              weight: Double(boosted(best.weight))))
        }
      }
      guard matchesAll else { continue }
      let photoCount =
        set.map { $0.count(of: list) } ?? Self.intersectionCount(list, candidates)
      guard photoCount > 0 else { continue }
      // The mapped names answer for themselves (nil included) while the table is unread.
      let display: String? =
        mapped.map { $0.displayName(of: name) } ?? albums.displayName(of: name)
      guard let display else { continue }
      matches.append(
        AlbumMatch(name: display, score: score, photoCount: photoCount, explanation: explanation))
    }
    return matches
  }

  /// The number of ordinals of `candidates` (sorted, distinct) that `list` (postings) holds.
  static func intersectionCount(_ list: [UInt32], _ candidates: [UInt32]) -> Int {
    var count = 0
    forEachCommon(list, candidates) { _, _ in count += 1 }
    return count
  }
}
