extension QueryParser {
  /// The longest library phrase looked for, in words.
  static let longestLibraryPhrase = 4

  /// Rule 1a: the longest spans of free words, two to four, that the resolver knows as the
  /// library's own phrases are kept from the filter rules (left to the search terms). A span
  /// may not begin or end with a filler ("photos of the beach"), and a person's name stays a
  /// person's (a title "Anne Johnson at the beach" has "anne johnson" side by side).
  func readLibraryPhrases(_ state: inout ParseState) {
    guard let names else { return }
    var index = 0
    while index < state.tokens.count {
      var end = index
      while state.isFreeWord(end), end - index < Self.longestLibraryPhrase { end += 1 }
      var found: Int?
      if end - index >= 2, !fillers.startsPhrase(state.tokens[index].lower) {
        for length in stride(from: end - index, through: 2, by: -1) {
          let last = index + length - 1
          guard !fillers.startsPhrase(state.tokens[last].lower) else { continue }
          let text = String(state.span(index..<(index + length)))
          if names.isLibraryPhrase(text), names.personName(for: text) == nil {
            found = index + length
            break
          }
        }
      }
      guard let found else {
        index += 1
        continue
      }
      if state.reserved.isEmpty {
        state.reserved = Array(repeating: false, count: state.tokens.count)
      }
      for position in index..<found { state.reserved[position] = true }
      index = found
    }
  }
}
