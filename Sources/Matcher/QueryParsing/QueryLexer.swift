/// A word, number or punctuation mark of a query, with its range in the query text.
struct QueryToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// Letters, possibly with digits, inner apostrophes or an inner ampersand ("anne's", "b&w",
    /// "4th", "90s").
    case word
    /// Digits only.
    case number
    /// One punctuation mark: "-" (any dash), "/", ",", ".", "&" and so on.
    case punctuation
    /// Text between double quotes, without them.
    case quoted
  }

  var kind: Kind
  /// The text as written.
  var text: Substring
  /// Lowercase, with curly apostrophes straightened and dashes as "-".
  var lower: String
  /// Whether the first letter is uppercase.
  var isCapitalized: Bool

  var range: Range<String.Index> { text.startIndex..<text.endIndex }
  var isWordLike: Bool { kind == .word || kind == .number }
  var number: Int? { kind == .number && lower.count <= 9 ? Int(lower) : nil }
}

/// Splits a query into ``QueryToken``s; never fails, whatever the input.
enum QueryLexer {
  static func tokens(in text: String) -> [QueryToken] {
    var tokens: [QueryToken] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isWhitespace || isIgnorable(character) {
        index = text.index(after: index)
      } else if isQuote(character) {
        let start = text.index(after: index)
        var end = start
        while end < text.endIndex, !isQuote(text[end]) { end = text.index(after: end) }
        if start < end { tokens.append(token(.quoted, text[start..<end])) }
        index = end < text.endIndex ? text.index(after: end) : end
      } else if isWordCharacter(character) || startsWord(text, at: index) {
        let end = wordEnd(text, from: index)
        let word = text[index..<end]
        let kind: QueryToken.Kind = word.allSatisfy(\.isASCIIDigitCharacter) ? .number : .word
        tokens.append(token(kind, word))
        index = end
      } else {
        let end = text.index(after: index)
        tokens.append(token(.punctuation, text[index..<end]))
        index = end
      }
    }
    return tokens
  }

  private static func token(_ kind: QueryToken.Kind, _ text: Substring) -> QueryToken {
    QueryToken(
      kind: kind, text: text, lower: normalized(text),
      isCapitalized: text.first { $0.isLetter }?.isUppercase ?? false)
  }

  /// Lowercase, apostrophes straightened, dashes as "-".
  static func normalized<S: StringProtocol>(_ text: S) -> String {
    String(
      text.lowercased().map { character -> Character in
        if isApostrophe(character) { return "'" }
        if isDash(character) { return "-" }
        return character
      })
  }

  /// A word runs over letters and digits, and over an apostrophe or "&" between them;
  /// a leading apostrophe belongs to a following number ("'90s").
  private static func wordEnd(_ text: String, from start: String.Index) -> String.Index {
    var index = text.index(after: start)
    while index < text.endIndex {
      let character = text[index]
      if isWordCharacter(character) {
        index = text.index(after: index)
      } else if isApostrophe(character) || character == "&" {
        let next = text.index(after: index)
        guard next < text.endIndex, isWordCharacter(text[next]) else { break }
        index = next
      } else {
        break
      }
    }
    return index
  }

  private static func startsWord(_ text: String, at index: String.Index) -> Bool {
    guard isApostrophe(text[index]) else { return false }
    let next = text.index(after: index)
    return next < text.endIndex && text[next].isASCIIDigitCharacter
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
      || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark }
        == true
  }

  static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "\u{2019}" || character == "\u{2018}" || character == "`"
  }

  static func isDash(_ character: Character) -> Bool {
    character == "-" || ("\u{2010}"..."\u{2015}").contains(character) || character == "\u{2212}"
  }

  private static func isQuote(_ character: Character) -> Bool {
    character == "\"" || character == "\u{201C}" || character == "\u{201D}"
      || character == "\u{00AB}" || character == "\u{00BB}"
  }

  /// Control and format characters (NUL, zero-width joiners, BOM) separate nothing.
  private static func isIgnorable(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
    }
  }
}

extension Character {
  /// An ASCII digit (0–9), unlike `isNumber`, which also admits "½" and "٣".
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
