extension QueryParser {
  /// Rule 6: fillers.
  func readFillers(_ state: inout ParseState) {
    var index = 0
    while index < state.tokens.count {
      if let filler = fillers.match(state.tokens, at: index, usable: state.isFree) {
        state.take(index..<filler.end, as: .filler)
        index = filler.end
      } else {
        index += 1
      }
    }
  }

  /// Rule 7: each run of adjacent free words is one search term, as written; a hyphen, an
  /// apostrophe, an ampersand or a slash between two free words keeps them in one run
  /// ("t-shirt", "rock & roll"); other punctuation ends it. Quoted text is a term of its own.
  func readSearchTerms(_ state: inout ParseState) {
    var index = 0
    while index < state.tokens.count {
      guard !state.taken[index] else {
        index += 1
        continue
      }
      let token = state.tokens[index]
      if token.kind == .quoted {
        let term = token.text.trimmingWhitespace()
        if !term.isEmpty { state.query.searchTerms.append(term) }
        state.take(index..<(index + 1), as: .searchTerm, value: term)
        index += 1
        continue
      }
      guard token.isWordLike else {
        index += 1
        continue
      }
      var end = index + 1
      while end < state.tokens.count {
        if state.isFreeWord(end) {
          end += 1
        } else if state.isFree(end), Self.joinsWords.contains(state.tokens[end].lower),
          state.isFreeWord(end + 1)
        {
          end += 2
        } else {
          break
        }
      }
      let term = String(state.span(index..<end))
      state.query.searchTerms.append(term)
      state.take(index..<end, as: .searchTerm, value: term)
      index = end
    }
  }

  /// Punctuation that stays inside a search term between two words.
  static let joinsWords: Set<String> = ["-", "'", "&", "/", "+", "."]
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
