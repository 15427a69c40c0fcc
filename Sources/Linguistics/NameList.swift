/// Multi-word names that the ``Tokenizer`` keeps as one token with ``Tokenizer/Options/joinNames``
/// ("New York", "Road Trip 2019"), matched case-insensitively, word by word, longest first.
public struct NameList: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Each name's words, lowercased.
  private var phrases: Set<[String]> = []
  /// Phrases by their first word, for the scan.
  private var byFirstWord: [String: Int] = [:]

  /// Creates an empty list.
  public init() {}

  /// Creates a list of names.
  /// - Parameter names: The names; single words are ignored (they are one token anyway).
  public init(_ names: some Sequence<String>) {
    let tokenizer = Tokenizer(
      language: Language.neutral, options: [.omitPunctuation, .omitWhitespace], names: NameList())
    for name in names {
      let words = tokenizer.tokens(in: name).map { $0.text.lowercased() }
      guard words.count > 1 else { continue }
      phrases.insert(words)
      byFirstWord[words[0]] = max(byFirstWord[words[0]] ?? 0, words.count)
    }
  }

  /// Creates a list of names from an array literal.
  public init(arrayLiteral names: String...) { self.init(names) }

  /// Whether the list holds no multi-word name.
  public var isEmpty: Bool { phrases.isEmpty }

  /// Joins runs of `tokens` that spell a name into one token spanning the run.
  /// - Complexity: O(*n* × *k*) for *n* tokens and names of at most *k* words.
  func join(_ tokens: [Token], in text: String, tokenizer: Tokenizer) -> [Token] {
    var joined: [Token] = []
    joined.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      let first = tokens[index].text.lowercased()
      if let longest = byFirstWord[first] {
        var length = min(longest, tokens.count - index)
        while length > 1 {
          let words = tokens[index..<(index + length)].map { $0.text.lowercased() }
          if phrases.contains(words) { break }
          length -= 1
        }
        if length > 1 {
          let start = tokens[index].utf8Range.lowerBound
          let end = tokens[index + length - 1].utf8Range.upperBound
          joined.append(tokenizer.makeToken(in: text, start, end, .word))
          index += length
          continue
        }
      }
      joined.append(tokens[index])
      index += 1
    }
    return joined
  }
}
