extension QueryParser {
  /// Rule 8: a query that asks for nothing — no search term, filter or excluded term — keeps
  /// the words it was made of in ``PhotoQuery/droppedWords`` unless one of them asks for the
  /// library itself (``PhraseTable/requestWords``: "show me my photos" is every photo). Only
  /// function words ("the", "of the") or symbols no rule reads ("🐶") are then left, and a
  /// search for them finds nothing and says so, as it does for a word no photo has, rather
  /// than returning the whole library as if nothing had been typed.
  func readDroppedWords(_ state: inout ParseState) {
    guard !state.query.asksForAnything else { return }
    var dropped: [String] = []
    for recognition in state.recognized {
      switch recognition.rule {
      case .filler:
        let words = QueryLexer.tokens(in: recognition.text).map(\.lower)
        if words.contains(where: requestWords.contains) { return }
        dropped.append(recognition.text)
      case .ignored:
        // Something was asked that a query cannot say ("selfies or screenshots"): every
        // photo, as before, rather than none.
        return
      default: continue
      }
    }
    for (index, token) in state.tokens.enumerated()
    where !state.taken[index] && Self.isSymbol(token.text) {
      dropped.append(String(token.text))
    }
    state.query.droppedWords = dropped
  }

  /// Whether text has a letter, digit or symbol (an emoji, "€"), not only punctuation.
  static func isSymbol(_ text: Substring) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .otherSymbol, .mathSymbol, .currencySymbol, .modifierSymbol, .uppercaseLetter,
        .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
        .otherNumber:
        true
      default: false
      }
    }
  }
}
