extension QueryParser {
  /// Rule 2: favorites and attributes, negated or not, and lists of them.
  func readFavoritesAndAttributes(_ state: inout ParseState) {
    var index = 0
    while index < state.tokens.count {
      guard state.isFree(index) else {
        index += 1
        continue
      }
      if let filler = fillers.match(state.tokens, at: index, usable: state.isFree),
        filler.end - index > 1
      {
        // Multi-word fillers first: "photos and videos" asks for no media type.
        state.take(index..<filler.end, as: .filler)
        index = filler.end
      } else if let negation = negations.match(state.tokens, at: index, usable: state.isFree) {
        index = readNegated(&state, from: index, after: negation.end)
      } else if isMinusSign(state, at: index) {
        index = readNegated(&state, from: index, after: index + 1)
      } else if let favorite = favorites.match(state.tokens, at: index, usable: state.isFree) {
        state.query.favorite = favorite.payload
        state.take(
          index..<favorite.end, as: favorite.payload ? .favorite : .notFavorite,
          value: String(favorite.payload))
        index = favorite.end
      } else if let first = attributes.match(state.tokens, at: index, usable: state.isFree) {
        index = readIncluded(&state, from: index, first: first)
      } else {
        index += 1
      }
    }
  }

  /// "not favorites", "without selfies or screenshots", "not cats", "-dogs".
  private func readNegated(_ state: inout ParseState, from start: Int, after negation: Int) -> Int {
    var index = skipDeterminers(state, from: negation)
    if let favorite = favorites.match(state.tokens, at: index, usable: state.isFree) {
      state.query.favorite = !favorite.payload
      state.take(
        start..<favorite.end, as: favorite.payload ? .notFavorite : .favorite,
        value: String(!favorite.payload))
      return favorite.end
    }
    guard var attribute = attributes.match(state.tokens, at: index, usable: state.isFree) else {
      // A negated search word excludes the photos that have it ("not cats").
      if let end = readExcludedTerms(&state, from: start, at: index) { return end }
      state.take(start..<negation, as: .filler)
      return negation
    }
    var spanStart = start
    while true {
      state.query.excludedAttributes.insert(attribute.payload)
      state.take(
        spanStart..<attribute.end, as: .excludedAttribute, value: attribute.payload.rawValue)
      index = attribute.end
      guard let joiner = joiners.match(state.tokens, at: index, usable: state.isFree) else { break }
      let next = skipDeterminers(state, from: joiner.end)
      guard let more = attributes.match(state.tokens, at: next, usable: state.isFree) else { break }
      spanStart = index
      attribute = more
    }
    return index
  }

  /// "HDR panoramas" asks for both; "selfies or screenshots" for either, which a query cannot
  /// say, so such a list is recognized and left out.
  private func readIncluded(
    _ state: inout ParseState, from start: Int, first: (end: Int, payload: PhotoAttribute)
  ) -> Int {
    var items = [(start..<first.end, first.payload)]
    var index = first.end
    while let joiner = joiners.match(state.tokens, at: index, usable: state.isFree) {
      let next = skipDeterminers(state, from: joiner.end)
      guard let more = attributes.match(state.tokens, at: next, usable: state.isFree) else { break }
      items.append((index..<more.end, more.payload))
      index = more.end
    }
    if items.count == 1 {
      state.query.includedAttributes.insert(first.payload)
      state.take(start..<first.end, as: .includedAttribute, value: first.payload.rawValue)
    } else {
      state.take(
        start..<index, as: .ignored, value: items.map(\.1.rawValue).joined(separator: ","),
        detail: "alternatives")
    }
    return index
  }

  /// The index after any free determiners and hyphens ("not my favorites", "non-favorite").
  func skipDeterminers(_ state: ParseState, from start: Int) -> Int {
    var index = start
    while state.isFree(index),
      phrases.determiners.contains(state.tokens[index].lower) || state.tokens[index].lower == "-"
    {
      index += 1
    }
    return index
  }
}
