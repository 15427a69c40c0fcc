/// The other ways to write what was spoken: numbers said in words and letters said one by one.
///
/// Speech recognition writes "twenty nineteen", "two thousand and nineteen", "top forty" and
/// "h i i t" where the user's entries say "2019", "Top 40" and "HIIT"; a keyboard gives "21
/// pilots" for "Twenty One Pilots". They are the same value, so the resolver tries each of
/// these rewritings of the query beside the query itself (see ``alternates(of:language:)``),
/// and a rewritten match is as strong as a literal one would be; the literal spelling still
/// wins a tie (see ``keeps(_:against:)``).
///
/// - Numbers in words become digits: cardinals to 9,999 ("forty" → 40, "two thousand and
///   nineteen" → 2019), years said as two pairs ("nineteen ninety nine" → 1999, "nineteen oh
///   five" → 1905) and ordinals ("twenty first" → "21st").
/// - Digits become words: numbers below 100 ("40" → "forty") and ordinals ("1st" → "first").
/// - Single letters in a row become one word ("b m w", "h. i. i. t." → "bmw", "hiit").
enum SpokenForms {
  /// The spoken forms of a query's folded words other than the words themselves: at most one
  /// with numbers and letters run together, and one with digits said in words.
  /// - Parameters:
  ///   - words: The query's folded words.
  ///   - language: The BCP-47 code of the analyzer; number words need its ``NumberWords``.
  /// - Returns: Each rewriting as words joined by spaces, to be analyzed as the query was.
  /// - Complexity: O(*n*) in the number of words.
  static func alternates(of words: [String], language: String) -> [String] {
    let numbers = NumberWords.table(for: language)
    var result: [String] = []
    for rewritten in [written(words, numbers: numbers), numbers.map { spoken(words, numbers: $0) }]
    {
      guard let rewritten, rewritten != words else { continue }
      let text = rewritten.joined(separator: " ")
      if !result.contains(text) { result.append(text) }
    }
    return result
  }

  /// `words` with number words in digits and spelled letters joined.
  static func written(_ words: [String], numbers: NumberWords?) -> [String] {
    var result: [String] = []
    var i = 0
    while i < words.count {
      if let numbers, let (value, end) = numbers.year(in: words, at: i) {
        result.append(String(value))
        i = end
      } else if let numbers, let number = numbers.cardinal(in: words, at: i) {
        result.append(number.isOrdinal ? numbers.ordinalDigits(number.value) : "\(number.value)")
        i = number.end
      } else if isLetter(words[i]), i + 1 < words.count, isLetter(words[i + 1]) {
        var end = i
        while end < words.count && isLetter(words[end]) { end += 1 }
        result.append(words[i..<end].joined())
        i = end
      } else {
        result.append(words[i])
        i += 1
      }
    }
    return result
  }

  /// `words` with numbers below 100 and digit ordinals said in words.
  static func spoken(_ words: [String], numbers: NumberWords) -> [String] {
    words.flatMap { word -> [String] in
      if word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), word.utf8.count <= 2,
        let value = Int(word), let spoken = numbers.words(for: value)
      {
        return spoken
      }
      if let value = numbers.ordinalValue(ofDigits: word),
        let spoken = numbers.ordinalWords(
          for: value)
      {
        return spoken
      }
      return [word]
    }
  }

  /// Whether `word` is one Latin letter.
  private static func isLetter(_ word: String) -> Bool {
    word.utf8.count == 1 && word.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
  }

  /// Whether a candidate reached only through a rewriting stays beside the literal matches:
  /// only when it is better than every one of them. Equal is not enough: the words as
  /// spelled are the better evidence, so the literal match wins the tie.
  /// - Parameters:
  ///   - rewritten: The rewritten match, before ``spoken(_:)``.
  ///   - literal: The best match of the query as it came, over all entries, if any.
  static func keeps(_ rewritten: WordMatch, against literal: WordMatch?) -> Bool {
    literal.map { rewritten.isBetter(than: $0) } ?? true
  }

  /// A rewritten match as reported: as strong, its tier at least ``ResolutionTier/spokenForm``,
  /// its score a little lower, so that it sorts after an equally used literal match.
  static func spoken(_ match: WordMatch) -> WordMatch {
    match.combined(ResolutionPolicy.Score.spokenForm, .spokenForm, .exact)
  }
}

extension NumberWords {
  /// A number below 100 starting at word `start`: a cardinal or ordinal word, or tens and a
  /// unit ("twenty one", "twenty first").
  func belowHundred(
    in words: [String], at start: Int
  ) -> (value: Int, end: Int, isOrdinal: Bool)? {
    guard start < words.count else { return nil }
    if let value = ordinals[words[start]] { return (value, start + 1, true) }
    guard let value = cardinals[words[start]] else { return nil }
    if value >= 20 && value % 10 == 0 && start + 1 < words.count {
      let next = words[start + 1]
      if let unit = cardinals[next], (1...9).contains(unit) {
        return (value + unit, start + 2, false)
      }
      if let unit = ordinals[next], (1...9).contains(unit) {
        return (value + unit, start + 2, true)
      }
    }
    return (value, start + 1, false)
  }

  /// A number below 1,000 starting at word `start`: "nineteen hundred", "one hundred and five".
  func belowThousand(
    in words: [String], at start: Int
  ) -> (value: Int, end: Int, isOrdinal: Bool)? {
    guard let low = belowHundred(in: words, at: start) else { return nil }
    guard !low.isOrdinal, low.value > 0, low.end < words.count, hundreds.contains(words[low.end])
    else { return low }
    let value = low.value * 100
    var next = low.end + 1
    if next < words.count && joiners.contains(words[next]) { next += 1 }
    if let rest = belowHundred(in: words, at: next), rest.value > 0 {
      return (value + rest.value, rest.end, rest.isOrdinal)
    }
    return (value, low.end + 1, false)
  }

  /// A cardinal or ordinal below 1,000,000 starting at word `start`: "two thousand and
  /// nineteen", "forty", "third".
  func cardinal(in words: [String], at start: Int) -> (value: Int, end: Int, isOrdinal: Bool)? {
    guard let high = belowThousand(in: words, at: start) else { return nil }
    guard !high.isOrdinal, high.value > 0, high.end < words.count,
      thousands.contains(words[high.end])
    else { return high }
    let value = high.value * 1_000
    var next = high.end + 1
    if next < words.count && joiners.contains(words[next]) { next += 1 }
    if let rest = belowThousand(in: words, at: next), rest.value > 0 {
      return (value + rest.value, rest.end, rest.isOrdinal)
    }
    return (value, high.end + 1, false)
  }

  /// A year said as two pairs of digits starting at word `start`: "twenty nineteen" (2019),
  /// "nineteen ninety nine" (1999), "nineteen oh five" (1905). The first pair is 10–99, the
  /// second 10–99 or a zero word and a digit.
  func year(in words: [String], at start: Int) -> (value: Int, end: Int)? {
    guard let century = belowHundred(in: words, at: start), !century.isOrdinal,
      century.value >= 10, century.end < words.count
    else { return nil }
    let next = century.end
    if yearZeros.contains(words[next]), next + 1 < words.count,
      let digit = cardinals[words[next + 1]], (1...9).contains(digit)
    {
      return (century.value * 100 + digit, next + 2)
    }
    guard let rest = belowHundred(in: words, at: next), !rest.isOrdinal, rest.value >= 10 else {
      return nil
    }
    return (century.value * 100 + rest.value, rest.end)
  }
}
