extension QueryParser {
  /// The longest name a span may have, in words.
  static let longestName = 6

  /// Rule 3: an album, by the album word or through the resolver.
  func readAlbums(_ state: inout ParseState) {
    var index = 0
    while index < state.tokens.count, state.query.album == nil {
      if let cue = albumCues.match(state.tokens, at: index, usable: state.isFree),
        let end = readAlbum(&state, cue: index, from: skipDeterminers(state, from: cue.end))
      {
        index = end
      } else if state.isFree(index),
        let word = albumWords.match(state.tokens, at: index, usable: state.isFree)
      {
        // "Road Trip album": the free words just before the album word.
        var start = index
        while start > 0, index - start < Self.longestName, state.isFreeWord(start - 1),
          !fillers.startsPhrase(state.tokens[start - 1].lower)
        {
          start -= 1
        }
        if start < index {
          setAlbum(&state, state.span(start..<index), taking: start..<word.end, how: "albumWord")
        } else if let end = nameRun(state, from: word.end) {
          // "album Road Trip": the free words after it.
          setAlbum(&state, state.span(word.end..<end), taking: index..<end, how: "albumWord")
        }
        index = word.end
      } else {
        index += 1
      }
    }
  }

  /// After a cue and its determiners: "the album Road Trip", "Road Trip album", or a span the
  /// resolver knows.
  private func readAlbum(_ state: inout ParseState, cue: Int, from start: Int) -> Int? {
    if let word = albumWords.match(state.tokens, at: start, usable: state.isFree) {
      guard let end = nameRun(state, from: word.end) else { return nil }
      setAlbum(&state, state.span(word.end..<end), taking: cue..<end, how: "albumWord")
      return end
    }
    if start < state.tokens.count, !state.taken[start], state.tokens[start].kind == .quoted {
      let name = String(state.tokens[start].text)
      if let word = albumWords.match(state.tokens, at: start + 1, usable: state.isFree) {
        setAlbum(&state, Substring(name), taking: cue..<word.end, how: "albumWord")
        return word.end
      }
      guard let resolved = names?.albumName(for: name) else { return nil }
      state.query.album = resolved
      state.take(cue..<(start + 1), as: .album, value: resolved, detail: "vocabulary")
      return start + 1
    }
    var end = start
    while state.isFreeWord(end), end - start < Self.longestName {
      end += 1
      if let word = albumWords.match(state.tokens, at: end, usable: state.isFree) {
        setAlbum(&state, state.span(start..<end), taking: cue..<word.end, how: "albumWord")
        return word.end
      }
    }
    guard let names else { return nil }
    for length in stride(from: end - start, through: 1, by: -1) {
      // Numbers alone after a cue are a date ("from 2019"), though the resolver matches a
      // whole word anywhere in a name ("Summer 2019").
      if state.tokens[start..<(start + length)].allSatisfy({ $0.kind == .number }) { continue }
      if let resolved = names.albumName(for: String(state.span(start..<(start + length)))) {
        state.query.album = resolved
        state.take(cue..<(start + length), as: .album, value: resolved, detail: "vocabulary")
        return start + length
      }
    }
    return nil
  }

  /// The end of the free words from `start` up to the first filler or cue ("Road Trip" in
  /// "album Road Trip from 2019"), or `nil` when there are none.
  private func nameRun(_ state: ParseState, from start: Int) -> Int? {
    var end = start
    while state.isFreeWord(end), end - start < Self.longestName,
      end == start || !fillers.startsPhrase(state.tokens[end].lower)
    {
      end += 1
    }
    return end > start ? end : nil
  }

  private func setAlbum(
    _ state: inout ParseState, _ name: Substring, taking range: Range<Int>, how: String
  ) {
    let album = names?.albumName(for: String(name)) ?? String(name)
    state.query.album = album
    state.take(range, as: .album, value: album, detail: how)
  }

  /// Rule 4: people the resolver knows, after a cue or a list joiner, or capitalized.
  func readPeople(_ state: inout ParseState) {
    guard let names else { return }
    let capitals = Self.capitalsAreSignals(state.tokens)
    var index = 0
    var afterPerson = false
    while index < state.tokens.count {
      let cue =
        personCues.match(state.tokens, at: index, usable: state.isFree)
        ?? (afterPerson ? joiners.match(state.tokens, at: index, usable: state.isFree) : nil)
      let start = cue.map { skipDeterminers(state, from: $0.end) } ?? index
      let mayTry =
        cue != nil || (capitals && state.isFreeWord(index) && state.tokens[index].isCapitalized)
      if mayTry, let person = person(in: state, at: start, names: names) {
        state.query.people.append(person.name)
        state.take(
          (cue == nil ? start : index)..<person.end, as: .person, value: person.name,
          detail: "vocabulary")
        index = person.end
        afterPerson = true
      } else {
        afterPerson = false
        index += 1
      }
    }
  }

  /// The longest span from `start` the resolver reads as a person, a possessive set aside.
  private func person(in state: ParseState, at start: Int, names: any PhotoNameResolver)
    -> (end: Int, name: String)?
  {
    var end = start
    while state.isFreeWord(end), end - start < 4 { end += 1 }
    for length in stride(from: end - start, through: 1, by: -1) {
      var text = String(state.span(start..<(start + length)))
      for suffix in phrases.possessiveSuffixes {
        let normalized = QueryLexer.normalized(text)
        if normalized.hasSuffix(suffix), normalized.count > suffix.count {
          text = String(text.dropLast(suffix.count))
          break
        }
      }
      if let name = names.personName(for: text), !state.people(contains: name) {
        return (start + length, name)
      }
    }
    return nil
  }

  /// Rule 5: a capitalized place after "in", "at", "near" or "around".
  func readLocation(_ state: inout ParseState) {
    guard Self.capitalsAreSignals(state.tokens) else { return }
    var index = 0
    while index < state.tokens.count, state.query.location == nil {
      guard let cue = locationCues.match(state.tokens, at: index, usable: state.isFree) else {
        index += 1
        continue
      }
      var start = cue.end
      if state.isFree(start), phrases.determiners.contains(state.tokens[start].lower) { start += 1 }
      var end = start
      while state.isFreeWord(end) {
        if state.tokens[end].isCapitalized {
          end += 1
        } else if end > start, phrases.nameConnectors.contains(state.tokens[end].lower),
          state.isFreeWord(end + 1), state.tokens[end + 1].isCapitalized
        {
          end += 2
        } else {
          break
        }
      }
      if end > start {
        let place = String(state.span(start..<end))
        state.query.location = place
        state.take(index..<end, as: .location, value: place, detail: "capitalized")
        index = end
      } else {
        index = cue.end
      }
    }
  }

  /// Capitals mark names only when the query mixes cases: in "FAVORITE BEACH PHOTOS" or
  /// "Beach Photos In Maui" every word is capitalized.
  static func capitalsAreSignals(_ tokens: [QueryToken]) -> Bool {
    let words = tokens.filter { $0.kind == .word && $0.text.contains(where: \.isLetter) }
    let capitalized = words.filter(\.isCapitalized).count
    guard capitalized > 0, capitalized < words.count else { return false }
    return words.contains { $0.text.contains(where: \.isLowercase) }
  }
}

extension ParseState {
  func people(contains name: String) -> Bool { query.people.contains(name) }
}
