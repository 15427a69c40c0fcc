extension QueryParser {
  /// "not cats", "without dogs or cats", "no red cars": after a negation, each run of free
  /// words (up to a filler, a cue or punctuation) is a term no hit may match, and a list
  /// joined by "and"/"or"/"nor" excludes each item, as "without selfies or screenshots" does
  /// for attributes. Returns the index after the last term, or `nil` when no free word follows.
  func readExcludedTerms(_ state: inout ParseState, from start: Int, at first: Int) -> Int? {
    var spanStart = start
    var index = first
    var end: Int?
    while let termEnd = excludedTermEnd(state, from: index) {
      let term = String(state.span(index..<termEnd))
      state.query.excludedTerms.append(term)
      state.take(spanStart..<termEnd, as: .excludedTerm, value: term)
      end = termEnd
      guard let joiner = joiners.match(state.tokens, at: termEnd, usable: state.isFree) else {
        break
      }
      let next = skipDeterminers(state, from: joiner.end)
      // "no dogs and favorites only": a filter after the joiner is the filter rules' to read.
      guard attributes.match(state.tokens, at: next, usable: state.isFree) == nil,
        favorites.match(state.tokens, at: next, usable: state.isFree) == nil
      else { break }
      spanStart = termEnd
      index = next
    }
    return end
  }

  /// The end of the run of free words from `start` that a negation scopes over: words, and
  /// "-", "'", "&", "/" between two of them, up to a filler, a negation or another cue.
  private func excludedTermEnd(_ state: ParseState, from start: Int) -> Int? {
    var end = start
    while state.isFreeWord(end) {
      let word = state.tokens[end].lower
      if fillers.startsPhrase(word) || negations.startsPhrase(word) { break }
      if attributes.match(state.tokens, at: end, usable: state.isFree) != nil, end > start {
        break
      }
      end += 1
      if state.isFree(end), Self.joinsWords.contains(state.tokens[end].lower),
        state.isFreeWord(end + 1)
      {
        end += 1
      }
    }
    return end > start ? end : nil
  }

  /// A "-" written against the next word at the start of a query or after a space ("-dogs",
  /// "beach -dogs"), as search engines read it; not a hyphen inside a word ("t-shirt").
  func isMinusSign(_ state: ParseState, at index: Int) -> Bool {
    guard state.isFree(index), state.tokens[index].lower == "-", state.isFreeWord(index + 1),
      state.tokens[index].range.upperBound == state.tokens[index + 1].range.lowerBound
    else { return false }
    guard index > 0 else { return true }
    return state.tokens[index - 1].range.upperBound < state.tokens[index].range.lowerBound
  }
}
