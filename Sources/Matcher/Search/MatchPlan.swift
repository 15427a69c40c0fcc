internal import Linguistics
internal import StemmaSupport

/// One list of postings a query word can match in, with the weight of each way the key can
/// match (strongest first): the key "mountain" in the tag field matches "mountain" exactly
/// where a photo's folded word is "mountain", at the lemma tier where its lemma is.
struct MatchSource {
  struct Option {
    var forms: Posting.Forms
    var tier: MatchTier
    /// Field weight times tier weight.
    var weight: Float
  }

  var slot: Int
  var key: UInt32
  var field: PhotoField
  var options: [Option]
  var count: Int
  /// Whether a posting that is only ever part of a compound matches at all: an excluded word
  /// does not ("no dogs" keeps the photo of a hot dog, see ``PhotoIndex/exclusionPlan(_:)``).
  var matchesParts = true

  /// The strongest option that matches a posting, or `nil` when none does: its forms must have
  /// produced the posting, a word that is only ever part of a compound naming something else
  /// ("dog" in "hot dog") has no broader terms or synonyms of its own there, and a word never
  /// read as a noun in the photo's title or caption ("trains his dog") has no broader terms
  /// there.
  @inline(__always) func option(for posting: UInt32) -> Option? {
    let forms = Posting.forms(posting)
    let isPart = Posting.isPart(posting)
    if isPart && !matchesParts { return nil }
    let isNounless = Posting.isNounless(posting)
    for option in options where !forms.isDisjoint(with: option.forms) {
      switch option.tier {
      case .synonym, .head: if isPart { continue }
      case .broader: if isPart || isNounless { continue }
      default: break
      }
      return option
    }
    return nil
  }
}

/// Everything one query word (or adjacent word pair) can match, grouped by field.
struct MatchPlan {
  /// What part of the query the plan serves.
  enum Role: Hashable {
    /// A search word: every hit must match it.
    case term
    /// A word of label number `label`: labels rank, and with no search terms one must match.
    case label(Int, confidence: Double)
    /// A pair of adjacent search words: a bonus where they appear side by side.
    case phrase
    /// A word of a filter (album, person or location named by words): required, not scored.
    case filter
  }

  /// The word's folded form (the pair's, joined by a space).
  var text: String
  var role: Role
  /// Sources sorted by field, then key text.
  var sources: [MatchSource]
  /// Sources left out of `sources` because another source outscores each of their postings
  /// (see ``PhotoIndex/droppingOutscored(_:)``): they change no score, but count in `size`.
  var outscored: [MatchSource] = []
  /// The postings in all sources: the plan's cost, and its document-frequency estimate.
  var size: Int { (sources + outscored).reduce(0) { $0 + $1.count } }
  var isRequired: Bool {
    switch role {
    case .term, .filter: true
    case .label, .phrase: false
    }
  }
}

/// The forms of one query word.
struct QueryWord: Hashable {
  var surface: String
  var folded: String
  var lemma: String
  var stem: String
  /// The head of a compound that is a kind of it ("table" in "dining table"), which a photo
  /// may hold alone: matched at ``MatchTier/head``.
  var head: Head?
  /// Whether the word stands right after the query's previous kept word (see
  /// ``CompoundTable/adjoin(_:_:in:)``): only then may the two be a compound.
  var adjoinsPrevious = true

  /// The forms of a compound's head.
  struct Head: Hashable {
    var folded: String
    var lemma: String
    var stem: String
  }

  init(_ term: Term) {
    surface = term.surface
    folded = term.folded
    lemma = term.lemma
    stem = term.stem
  }

  init(pair first: QueryWord, _ second: QueryWord) {
    surface = first.surface + " " + second.surface
    folded = first.folded + " " + second.folded
    lemma = first.lemma + " " + second.lemma
    stem = first.stem + " " + second.stem
  }
}

extension PhotoIndex {
  /// Fields where thesaurus relations apply: not names of places and people ("Rose" is no
  /// flower, "Jordan" no river).
  static let relationFields: [PhotoField] = [.tag, .title, .album, .caption]

  /// Fields of running text, where a word may be any part of speech: a word that is usually a
  /// verb or an adjective ("stands", "young") opens no noun hierarchy there. Tags are labels
  /// naming what a photo shows, nouns by purpose, so their words keep every noun reading.
  static let runningTextFields: [PhotoField] = [.title, .album, .caption]

  /// The running-text fields whose postings say themselves whether the word was read as a
  /// noun there (``Posting/isNounless(_:)``, decided when the photo is indexed, by the tagger
  /// in a text of two or more words); the others of ``runningTextFields`` (album names, shared
  /// by many photos and indexed once) go by whether the word is usually a noun.
  static let taggedTextFields: [PhotoField] = [.title, .caption]

  /// The plan of one query word.
  /// - Parameters:
  ///   - word: The word's forms.
  ///   - role: Its role in the query.
  ///   - fields: The fields it may match.
  ///   - allowsPrefix: Whether it is the last word and prefix matching is on.
  ///   - options: The search options.
  func plan(
    _ word: QueryWord, role: MatchPlan.Role, fields: [PhotoField] = PhotoField.allCases,
    allowsPrefix: Bool = false, options: SearchOptions
  ) -> MatchPlan {
    var candidates: [UInt32: [(Posting.Forms, MatchTier)]] = [:]
    var senses: [UInt32: NarrowerEntry] = [:]
    func offer(_ text: String, _ forms: Posting.Forms, _ tier: MatchTier) {
      guard let key = keys[text] else { return }
      candidates[key, default: []].append((forms, tier))
    }
    offer(word.folded, .folded, .exact)
    offer(word.lemma, .lemma, .lemma)
    offer(word.stem, .stem, .stem)
    let usesRelations = role != .filter
    if usesRelations, let head = word.head {
      offer(head.folded, .folded, .head)
      offer(head.lemma, .lemma, .head)
      offer(head.stem, .stem, .head)
    }
    if usesRelations {
      for synonym in thesaurus.synonyms(of: word.lemma) {
        offer(analyzer.normalize(synonym), .lemma, .synonym)
      }
      for entry in narrowerTable.entries(of: word.lemma)
      where Int(entry.distance) <= weights.maximumBroaderDistance {
        candidates[entry.key, default: []].append((.lemma, .broader(distance: Int(entry.distance))))
        senses[entry.key] = entry
      }
    }
    var plan = makePlan(
      word.folded, role: role, candidates: candidates, fields: fields, senses: senses)
    if allowsPrefix && usesRelations
      && word.folded.unicodeScalars.count >= options.minimumPrefixLength
    {
      var prefixed: [UInt32: [(Posting.Forms, MatchTier)]] = [:]
      prefixTable.forEach(prefix: word.folded) { entry in
        if entry.text != word.folded && candidates[entry.key] == nil {
          prefixed[entry.key] = [(.folded, .prefix)]
        }
      }
      plan.sources +=
        makePlan(word.folded, role: role, candidates: prefixed, fields: fields).sources
    }
    if options.typoTolerance && usesRelations && plan.size == 0 {
      plan.sources += typoSources(for: word, role: role, fields: fields)
    }
    // Each text once (a pair's is built), then sorted by it.
    plan.sources = plan.sources.map { ($0, keys.text(of: $0.key)) }
      .sorted { ($0.0.field.rawValue, $0.1) < ($1.0.field.rawValue, $1.1) }.map(\.0)
    return droppingOutscored(plan)
  }

  /// The plan without the sources another of its sources outscores posting by posting: a key
  /// whose every word was also indexed under one lemma key (``lemmaOfKey``) that the plan
  /// matches in the same field through the lemma form at a higher weight. "mountains" (a
  /// prefix of "mountain") and the stem "citi" (beside the lemma "city") are such keys: a photo
  /// with one in a field has the lemma there too, at least as often and no more often only as
  /// part of a compound, so the field's best source is never theirs. They move to
  /// ``MatchPlan/outscored``, which still counts in the plan's size.
  /// - Complexity: O(*s*) for *s* sources.
  func droppingOutscored(_ plan: MatchPlan) -> MatchPlan {
    // The strongest lemma-form weight per key and field (not a synonym's or broader term's,
    // which a compound part does not get).
    var lemmaWeights: [UInt64: Float] = [:]
    for source in plan.sources {
      for option in source.options where option.forms.contains(.lemma) {
        switch option.tier {
        case .synonym, .broader: continue
        default: break
        }
        let slot = UInt64(source.slot)
        lemmaWeights[slot] = max(lemmaWeights[slot] ?? 0, option.weight)
      }
    }
    guard !lemmaWeights.isEmpty else { return plan }
    var result = plan
    result.sources.removeAll(keepingCapacity: true)
    for source in plan.sources {
      let lemma = lemmaOfKey[Int(source.key)]
      if lemma < KeyLemma.unseen, lemma != source.key,
        let strongest = lemmaWeights[
          UInt64(Int(lemma) * PhotoField.count + Int(source.field.rawValue))],
        strongest > source.options.map(\.weight).max() ?? .infinity
      {
        result.outscored.append(source)
      } else {
        result.sources.append(source)
      }
    }
    return result
  }

  private func typoSources(for word: QueryWord, role: MatchPlan.Role, fields: [PhotoField])
    -> [MatchSource]
  {
    let scalars = Array(word.folded.unicodeScalars)
    let allowed = EditDistance.allowedEdits(forLength: scalars.count)
    guard allowed > 0 else { return [] }
    var seen: Set<UInt32> = []
    var candidates: [UInt32: [(Posting.Forms, MatchTier)]] = [:]
    for hash in TypoTolerance.deletionHashes(of: scalars, depth: allowed) {
      forEachTypoCandidate(hash: hash) { key in
        guard seen.insert(key).inserted else { return }
        let candidate = Array(keys.text(of: key).unicodeScalars)
        if let edits = EditDistance.distance(scalars, candidate, limit: allowed), edits > 0 {
          candidates[key] = [(.folded, .fuzzy(edits: edits))]
        }
      }
    }
    return makePlan(word.folded, role: role, candidates: candidates, fields: fields).sources
  }

  /// Turns keys with their (forms, tier) offers into sources, one per key and field, skipping
  /// empty lists.
  /// A broader match's weight is scaled by the probability of the senses that relate the words
  /// (`senses`, by key), and left out in running text where the word is usually not a noun.
  func makePlan(
    _ text: String, role: MatchPlan.Role, candidates: [UInt32: [(Posting.Forms, MatchTier)]],
    fields: [PhotoField], senses: [UInt32: NarrowerEntry] = [:]
  ) -> MatchPlan {
    var sources: [MatchSource] = []
    for (key, offers) in candidates {
      for field in fields {
        let slot = Int(key) * PhotoField.count + Int(field.rawValue)
        let count = postings[slot].count
        guard count > 0 else { continue }
        let usesRelations = Self.relationFields.contains(field)
        var options: [MatchSource.Option] = []
        for (forms, tier) in offers {
          var share: Float = 1
          switch tier {
          case .synonym, .head: if !usesRelations { continue }
          case .broader:
            guard usesRelations else { continue }
            if let sense = senses[key] {
              if !sense.holdsInText && Self.runningTextFields.contains(field)
                && !Self.taggedTextFields.contains(field)
              {
                continue
              }
              share = sense.share
            }
          default: break
          }
          options.append(
            MatchSource.Option(
              forms: forms, tier: tier,
              weight: weights.weight(of: field) * weights.weight(of: tier) * share))
        }
        guard !options.isEmpty else { continue }
        options.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.tier < $1.tier }
        sources.append(
          MatchSource(slot: slot, key: key, field: field, options: options, count: count))
      }
    }
    return MatchPlan(text: text, role: role, sources: sources)
  }
}
