/// How a query relates to an entry, or one query word to one entry word.
struct WordMatch {
  /// The product of the steps' scores, for ordering.
  var score: Double
  /// The weakest step.
  var tier: ResolutionTier
  /// The weakest step's strength.
  var strength: MatchStrength

  static let none = WordMatch(score: 0, tier: .nickname, strength: .weak)

  /// This match followed by one more step.
  func combined(_ score: Double, _ tier: ResolutionTier, _ strength: MatchStrength) -> WordMatch {
    WordMatch(
      score: self.score * score, tier: max(self.tier, tier), strength: min(self.strength, strength))
  }

  /// Whether this match is better than `other`: stronger, or as strong with a higher score.
  func isBetter(than other: WordMatch) -> Bool {
    if strength != other.strength { return strength > other.strength }
    return score > other.score
  }
}

/// What the resolver knows about one query word beyond its forms: the entry words near it.
struct QueryWord {
  var forms: WordForms
  /// Folded entry words within the allowed edits, with their distance.
  var near: [String: Int]
  /// Folded names this one is a nickname of, or has as nicknames.
  var nicknames: Set<String>
  /// Folded names two nickname links away ("bill" for "will", through "william"), less
  /// ``nicknames`` and the word itself: a weak match (see ``DerivedMatches``).
  var furtherNicknames: Set<String> = []
  /// Whether sound-alikes count (every kind by default).
  var soundAlikes: Bool
  /// Whether it is the last word, which may be cut short.
  var isLast: Bool
  /// Whether the word carries no identity for the kind (``FillerWords``): set aside when it
  /// matches nothing.
  var isFiller = false

  /// The best relation of this word to `word`.
  /// - Complexity: O(1) hash lookups and string comparisons.
  func match(_ word: WordForms) -> WordMatch {
    typealias Score = ResolutionPolicy.Score
    if forms.isSpelledLike(word) {
      return WordMatch(score: Score.exact, tier: .exact, strength: .exact)
    }
    if forms.sharesLemma(with: word) {
      return WordMatch(score: Score.lemma, tier: .lemma, strength: .strong)
    }
    let falseFriend = forms.isFalseFriend(of: word)
    if forms.stem == word.stem && !falseFriend {
      return WordMatch(score: Score.stem, tier: .stem, strength: .strong)
    }
    if nicknames.contains(word.folded) {
      return WordMatch(score: Score.nickname, tier: .nickname, strength: .strong)
    }
    // Two dictionary words with one stem and different lemmas: perhaps the same word, more
    // likely not ("universe" for "University"): weak, as a typo is.
    var best = falseFriend ? WordMatch(score: Score.stem, tier: .stem, strength: .weak) : .none
    if let distance = near[word.folded], best.score < Score.oneEdit {
      let score = distance == 1 ? Score.oneEdit : Score.twoEdits
      best = WordMatch(score: score, tier: .editDistance, strength: .weak)
    }
    if best.score < Score.oneEdit && SoundAlikes.isShortTypo(forms, of: word) {
      best = WordMatch(score: Score.oneEdit, tier: .editDistance, strength: .weak)
    }
    if best.score < Score.furtherNickname && furtherNicknames.contains(word.folded) {
      best = WordMatch(score: Score.furtherNickname, tier: .nickname, strength: .weak)
    }
    // A number is exact: "201" is not "2019" cut short.
    if isLast && best.score < Score.cutShort && !forms.hasDigit && !word.hasDigit
      && forms.folded.unicodeScalars.count >= KindLookup.prefixLength
      && word.folded.count > forms.folded.count && word.folded.hasPrefix(forms.folded)
    {
      best = WordMatch(score: Score.cutShort, tier: .prefix, strength: .weak)
    }
    if soundAlikes && best.score < Score.soundAlike && SoundAlikes.areAlike(forms, word) {
      best = WordMatch(score: Score.soundAlike, tier: .soundAlike, strength: .weak)
    }
    return best
  }
}

/// The best one-to-one pairing of query words with entry words, and what it says about the
/// match as a whole.
enum WordAlignment {
  /// The match of `query` against `entry`: the word matches combined with the pairing's shape
  /// (same order, another order, the entry's first words, some of its words); `nil` when some
  /// query word matches nothing.
  /// - Complexity: O(*m*·*n*) word comparisons, then a search over pairings that is
  ///   exhaustive up to 6 query words and greedy beyond.
  static func match(_ query: [QueryWord], _ entry: [WordForms]) -> WordMatch? {
    let n = entry.count
    guard !query.isEmpty, n > 0 else { return nil }
    var matrix: [WordMatch] = []
    var setAside = 0
    for word in query {
      var row = entry.map { word.match($0) }
      if word.isFiller && !row.contains(where: { $0.strength >= .strong }) {
        // A word that names the kind, not the entry, and matches nothing literally.
        row = []
      }
      if row.isEmpty || !row.contains(where: { $0.score > 0 }) {
        guard word.isFiller else { return nil }
        setAside += 1
        continue
      }
      matrix += row
    }
    let m = query.count - setAside
    guard m > 0, m <= n else { return nil }
    var best: (match: WordMatch, pairing: [Int])?
    func consider(_ pairing: [Int]) {
      var match = WordMatch(score: 1, tier: .exact, strength: .exact)
      for (i, j) in pairing.enumerated() {
        let step = matrix[i * n + j]
        guard step.score > 0 else { return }
        match = match.combined(step.score, step.tier, step.strength)
      }
      if best.map({ match.isBetter(than: $0.match) }) ?? true { best = (match, pairing) }
    }
    consider(Array(0..<m))  // first, so that it wins ties
    if m <= 6 {
      var pairing: [Int] = []
      var used = [Bool](repeating: false, count: n)
      // A bound on the pairings tried: entries that repeat a word many times could otherwise
      // make the search explode; real names and tags have few candidates per word.
      var budget = 5_000
      func search() {
        guard budget > 0 else { return }
        if pairing.count == m {
          budget -= 1
          consider(pairing)
          return
        }
        let i = pairing.count
        for j in 0..<n where !used[j] && matrix[i * n + j].score > 0 {
          used[j] = true
          pairing.append(j)
          search()
          pairing.removeLast()
          used[j] = false
        }
      }
      search()
    } else {
      var used = [Bool](repeating: false, count: n)
      var pairing: [Int] = []
      for i in 0..<m {
        let options = (0..<n).filter { !used[$0] && matrix[i * n + $0].score > 0 }
        guard let j = options.max(by: { matrix[i * n + $0].score < matrix[i * n + $1].score })
        else { break }
        used[j] = true
        pairing.append(j)
      }
      if pairing.count == m { consider(pairing) }
    }
    guard let (found, pairing) = best else { return nil }
    typealias Score = ResolutionPolicy.Score
    var match = found
    // Like a title set aside: strong at most, never exact, so the entry that has the word wins.
    for _ in 0..<setAside { match = match.combined(Score.fillerSetAside, .exact, .strong) }
    let inOrder = zip(pairing, pairing.dropFirst()).allSatisfy { $0 < $1 }
    if !inOrder { match = match.combined(Score.reordered, .reordered, .strong) }
    guard m < n else { return match }
    return LeftoverWords.apply(to: match, leftOver: n - m, fromStart: pairing == Array(0..<m))
  }
}
