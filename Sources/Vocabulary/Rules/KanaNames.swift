internal import Linguistics

/// Japanese (and other unspaced CJK) values matched on the writer's own words rather than on
/// the pieces a dictionary segmenter makes of them.
///
/// ICU's dictionary knows few names: it splits "はなこ" into "は な こ" and "たなかさん" into
/// "た なか さん", and a katakana spelling ("ハナコちゃん") into other pieces than the hiragana
/// one, so a word-by-word comparison finds nothing. Here a value's parts are the runs between
/// the spaces its writer typed, folded (hiragana for katakana, full width for half width) and
/// run together; the query, with trailing honorifics set aside, is compared with the entry's
/// parts by concatenation, and, when the entry has no space at all, with its start or end
/// ("やまだ" for "やまだはなこ", "太郎" for "田中太郎"). The words so found go through the same
/// ``WordAlignment`` as Latin words, so "やまだ" for "やまだ はなこ" resolves as "Yamada" for
/// "Yamada Hanako" does.
enum KanaNames {
  /// Whether `text` holds a kana or Han character.
  static func isCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xF900...0xFAFF, 0x20000...0x2FA1F:
        return true
      default:
        return false
      }
    }
  }

  /// The parts of a CJK value: its space-separated runs, each folded and run together, with
  /// trailing honorifics (whole parts or glued to the last one) set aside; empty for a value
  /// with no kana or Han.
  /// - Parameters:
  ///   - text: The value as typed or recognized.
  ///   - analyzer: The analyzer of its language, whose folding makes katakana hiragana.
  ///   - honorifics: The honorifics to set aside, or `nil`.
  /// - Complexity: O(*n*) in the length of `text`.
  static func parts(of text: String, analyzer: Analyzer, honorifics: Honorifics?) -> [String] {
    guard isCJK(text) else { return [] }
    var parts = text.split(whereSeparator: \.isWhitespace).map { part in
      AnalyzedText.compact([MatchFolding.fold(analyzer.normalize(String(part)))])
    }.filter { !$0.isEmpty }
    guard let honorifics else { return parts }
    parts = honorifics.strip(parts) { $0 }
    if let last = parts.last, let suffix = honorifics.gluedSuffix(of: last) {
      parts[parts.count - 1] = String(last.dropLast(suffix.count))
    }
    return parts
  }

  /// The strings under which an entry with `parts` is found: each run of whole parts, and the
  /// starts and ends of an unspaced value long enough to be a name (see ``isNameLength(_:)``).
  /// - Complexity: O(*p*² + *c*) for *p* parts of *c* characters in all.
  static func lookupKeys(of parts: [String]) -> Set<String> {
    var keys: Set<String> = []
    for start in parts.indices {
      var run = ""
      for part in parts[start...] {
        run += part
        keys.insert(run)
      }
    }
    if cutsParts(parts), let part = parts.first {
      let characters = Array(part)
      for length in 1..<max(1, characters.count) {
        let head = String(characters[..<length])
        let tail = String(characters[(characters.count - length)...])
        if isNameLength(head) { keys.insert(head) }
        if isNameLength(tail) { keys.insert(tail) }
      }
    }
    return keys
  }

  /// Whether names may be cut from a value's parts: only when it is one unspaced part
  /// ("やまだはなこ", "田中太郎"). Where the writer put spaces, the parts are the names, and a
  /// piece of one ("やま" of "やまだ はなこ") is not.
  static func cutsParts(_ parts: [String]) -> Bool { parts.count == 1 }

  /// Whether a piece cut from a part can be a name on its own: two characters or more, or
  /// one Han character ("健"); a single kana is a syllable, not a name.
  static func isNameLength(_ piece: String) -> Bool {
    guard let first = piece.unicodeScalars.first else { return false }
    if piece.count >= 2 { return true }
    return (0x3400...0x4DBF).contains(first.value) || (0x4E00...0x9FFF).contains(first.value)
  }

  /// The match of a CJK query against a CJK entry by their parts, or `nil` when either has
  /// none or the query's parts are not found among the entry's.
  ///
  /// The query's parts run together are looked for as a run of the entry's whole parts; failing
  /// that, each query part is looked for as a whole part, or cut from the start or end of one.
  /// The pairing is then aligned as words are (``WordAlignment/match(_:_:)``), and set aside
  /// honorifics make it strong at most, as they do for Latin names.
  /// - Complexity: O(*p*·*c*) for *p* parts of *c* characters.
  static func match(_ query: AnalyzedText, _ entry: AnalyzedText) -> WordMatch? {
    let (asked, parts) = (query.nameParts, entry.nameParts)
    guard !asked.isEmpty, !parts.isEmpty else { return nil }
    let whole = asked.joined()
    var queryWords = asked
    var entryWords = parts
    if let run = run(of: whole, in: parts) {
      queryWords = Array(parts[run])
    } else {
      for word in asked where !entryWords.contains(word) {
        guard isNameLength(word), let split = split(entryWords, around: word) else { return nil }
        entryWords = split
      }
    }
    let words = queryWords.enumerated().map { position, word in
      QueryWord(
        forms: WordForms(folded: word, lemma: word, stem: word), near: [:], nicknames: [],
        soundAlikes: false, isLast: position == queryWords.count - 1)
    }
    guard
      var match = WordAlignment.match(
        words, entryWords.map { WordForms(folded: $0, lemma: $0, stem: $0) })
    else { return nil }
    let setAside = query.words != query.allWords || entry.words != entry.allWords
    if setAside || whole != query.compactKey || parts.joined() != entry.compactKey {
      match = match.combined(ResolutionPolicy.Score.withoutHonorifics, .exact, .strong)
    }
    return match
  }

  /// The range of `parts` whose concatenation is `text`.
  private static func run(of text: String, in parts: [String]) -> Range<Int>? {
    for start in parts.indices {
      var joined = ""
      for end in start..<parts.count {
        joined += parts[end]
        if joined == text { return start..<(end + 1) }
        if joined.count >= text.count { break }
      }
    }
    return nil
  }

  /// `parts` cut in two around `word` when they may be cut (``cutsParts(_:)``) and start or
  /// end with it.
  private static func split(_ parts: [String], around word: String) -> [String]? {
    guard cutsParts(parts) else { return nil }
    for (index, part) in parts.enumerated() where part.count > word.count {
      var result = parts
      if part.hasPrefix(word) {
        result.replaceSubrange(index...index, with: [word, String(part.dropFirst(word.count))])
        return result
      }
      if part.hasSuffix(word) {
        result.replaceSubrange(index...index, with: [String(part.dropLast(word.count)), word])
        return result
      }
    }
    return nil
  }
}
