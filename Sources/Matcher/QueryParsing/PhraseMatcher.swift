/// Finds the longest phrase of a table that starts at a token: phrases are tokenized like
/// queries, and hyphens between words are optional on both sides ("slo-mo" matches "slo mo").
struct PhraseMatcher<Payload: Sendable>: Sendable {
  private var byFirst: [String: [(words: [String], payload: Payload)]] = [:]

  /// A matcher over `phrases`; later duplicates replace earlier ones.
  init<S: Sequence>(_ phrases: S) where S.Element == (String, Payload) {
    for (phrase, payload) in phrases {
      let all = QueryLexer.tokens(in: phrase).map(\.lower)
      let words = all.count > 1 ? all.filter { $0 != "-" } : all
      guard let first = words.first else { continue }
      var list = byFirst[first, default: []]
      list.removeAll { $0.words == words }
      list.append((words, payload))
      list.sort { $0.words.count > $1.words.count }
      byFirst[first] = list
    }
  }

  /// Whether `word` starts some phrase.
  func startsPhrase(_ word: String) -> Bool { byFirst[word] != nil }

  /// The longest phrase starting at `start`, using only tokens for which `usable` holds.
  /// - Returns: The index after the phrase's last token, and the phrase's payload.
  func match(
    _ tokens: [QueryToken], at start: Int, usable: (Int) -> Bool = { _ in true }
  ) -> (end: Int, payload: Payload)? {
    guard start < tokens.count, usable(start), let candidates = byFirst[tokens[start].lower]
    else { return nil }
    for candidate in candidates {
      var index = start + 1
      var matched = true
      for word in candidate.words.dropFirst() {
        while index < tokens.count, tokens[index].lower == "-", word != "-", usable(index) {
          index += 1
        }
        guard index < tokens.count, usable(index), tokens[index].lower == word else {
          matched = false
          break
        }
        index += 1
      }
      if matched { return (index, candidate.payload) }
    }
    return nil
  }
}

extension PhraseMatcher where Payload == Void {
  /// A matcher over phrases without payloads.
  init(_ phrases: [String]) { self.init(phrases.map { ($0, ()) }) }
}
