internal import StemmaSupport

/// The continuation token of a ``SearchResult``: the offset of the next page, bound to the
/// query (and options and weights) that made it and to the library's ``PhotoIndex/fingerprint``.
///
/// The token is opaque to callers: `"p2"` followed by 48 hexadecimal digits. Because it carries
/// the fingerprint rather than a counter, it stays valid across processes and rebuilds of the
/// same library, and is refused (``SearchError/staleContinuation``) once the photos change.
/// The version changes with the hash (``StableHash``): `"p1"` tokens, from the hash before
/// it read 8 bytes a step, are refused as not tokens rather than as stale.
struct SearchContinuation: Hashable, Sendable {
  var fingerprint: UInt64
  var queryHash: UInt64
  var offset: Int

  private static let prefix = "p2"

  var token: String {
    Self.prefix + hex(fingerprint) + hex(queryHash) + hex(UInt64(offset))
  }

  private func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Reads a token.
  /// - Throws: ``SearchError/invalidContinuation(_:)`` when it is not a token.
  init(token: String) throws(SearchError) {
    let bytes = Array(token.utf8)
    guard bytes.count == 50, token.hasPrefix(Self.prefix) else {
      throw .invalidContinuation(token)
    }
    var values: [UInt64] = []
    for start in stride(from: 2, to: 50, by: 16) {
      guard
        let value = UInt64(String(decoding: bytes[start..<(start + 16)], as: UTF8.self), radix: 16)
      else { throw .invalidContinuation(token) }
      values.append(value)
    }
    guard values[2] <= UInt64(Int.max) else { throw .invalidContinuation(token) }
    self.init(fingerprint: values[0], queryHash: values[1], offset: Int(values[2]))
  }

  init(fingerprint: UInt64, queryHash: UInt64, offset: Int) {
    self.fingerprint = fingerprint
    self.queryHash = queryHash
    self.offset = offset
  }

  /// A stable hash of everything that decides a result's order.
  static func hash(of query: PhotoQuery, options: SearchOptions, weights: ScoringWeights) -> UInt64
  {
    var hasher = StableHash()
    hasher.combine(UInt64(query.searchTerms.count))
    for term in query.searchTerms { hasher.combine(term) }
    hasher.combine(UInt64(query.labels.count))
    for label in query.labels {
      hasher.combine(label.text)
      hasher.combine(label.confidence.bitPattern)
    }
    hasher.combine(query.created?.start.map { $0.timeIntervalSince1970.bitPattern } ?? 1)
    hasher.combine(query.created?.end.map { $0.timeIntervalSince1970.bitPattern } ?? 1)
    hasher.combine(query.favorite.map { $0 ? 1 : 0 } ?? 2)
    hasher.combine(query.album ?? "\u{0}")
    hasher.combine(UInt64(query.people.count))
    for person in query.people { hasher.combine(person) }
    hasher.combine(query.location ?? "\u{0}")
    for attribute in query.includedAttributes.sorted() { hasher.combine(attribute.rawValue) }
    hasher.combine("/")
    for attribute in query.excludedAttributes.sorted() { hasher.combine(attribute.rawValue) }
    if !query.excludedTerms.isEmpty || query.yearlyDate != nil || !query.droppedWords.isEmpty {
      // Only when present, so that tokens of queries without them keep their hash.
      hasher.combine("-")
      for term in query.excludedTerms { hasher.combine(term) }
      hasher.combine(query.yearlyDate.map { "\($0.iso) \($0.timeZone.identifier)" } ?? "")
      hasher.combine(query.droppedWords.joined(separator: "\u{0}"))
    }
    hasher.combine(
      UInt64(options.prefixMatchesLastWord ? 1 : 0) | UInt64(options.typoTolerance ? 2 : 0)
        | UInt64(options.includesAlbums ? 4 : 0) | UInt64(options.minimumPrefixLength) << 8)
    var weightText =
      "\(weights.k1) \(weights.b) \(weights.fields) \(weights.exact) \(weights.lemma)"
    weightText += " \(weights.stem) \(weights.synonym) \(weights.broader) \(weights.broaderDecay)"
    weightText += " \(weights.prefix) \(weights.fuzzy) \(weights.phraseBonus)"
    weightText += " \(weights.compoundPart) \(weights.maximumBroaderDistance)"
    weightText += " \(weights.compoundHead)"
    hasher.combine(weightText)
    return hasher.value
  }
}
