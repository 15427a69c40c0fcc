/// How an ``Analyzer`` turned one word into a ``Term``: every folding step, the lemmatizer's
/// readings and where each came from, the stemmer's input, and the final forms.
///
/// ```swift
/// let analyzer = Analyzer(language: try Language("en"))
/// let trace = analyzer.trace("ＭＩＣＥ")[0]
/// trace.folding.map(\.kind)           // [.width, .caseFolding]
/// trace.readings[0].lemma.source      // .dictionary
/// trace.lemma                         // "mouse"
/// ```
///
/// ``term`` is exactly the term ``Analyzer/terms(in:)`` makes of the same word.
public struct TermTrace: Hashable, Sendable {
  /// The text as written in the source.
  public let surface: String
  /// The range of the word in the source string.
  public let range: Range<String.Index>
  /// The same range as UTF-8 byte offsets.
  public let utf8Range: Range<Int>
  /// The kind of token the word came from.
  public let kind: Token.Kind
  /// The folding steps that changed the text, in order, each with the text after it.
  public let folding: [Normalizer.Step]
  /// The search key: the text after the last folding step (the surface when none changed it).
  public let folded: String
  /// What the lemmatizer was given (see ``Analyzer/lemmatizerInput(of:)``).
  public let lemmatizerInput: String
  /// The lemmatizer's readings, best first; the first one is the lemma. Empty where the
  /// language has no lemma dictionary (the lemma is then the folded form).
  public let readings: [Reading]
  /// The lemma as ``Term/lemma`` holds it: the best reading, folded.
  public let lemma: String
  /// What the Snowball algorithm was given, or `nil` when it did not run (the language has
  /// no algorithm, or a protected word or stem override matched).
  public let stemmerInput: String?
  /// The stem.
  public let stem: String
  /// Whether the folded form is a stop word.
  public let isStopWord: Bool

  /// Creates a trace.
  /// - Parameters:
  ///   - surface: The text as written.
  ///   - range: Its range in the source.
  ///   - utf8Range: The same range in UTF-8 bytes.
  ///   - kind: The kind of token.
  ///   - folding: The folding steps that changed the text.
  ///   - folded: The search key.
  ///   - lemmatizerInput: What the lemmatizer was given.
  ///   - readings: The lemmatizer's readings, best first.
  ///   - lemma: The folded lemma.
  ///   - stemmerInput: What the stemmer was given, if it ran.
  ///   - stem: The stem.
  ///   - isStopWord: Whether it is a stop word.
  public init(
    surface: String, range: Range<String.Index>, utf8Range: Range<Int>, kind: Token.Kind,
    folding: [Normalizer.Step], folded: String, lemmatizerInput: String, readings: [Reading],
    lemma: String, stemmerInput: String?, stem: String, isStopWord: Bool
  ) {
    self.surface = surface
    self.range = range
    self.utf8Range = utf8Range
    self.kind = kind
    self.folding = folding
    self.folded = folded
    self.lemmatizerInput = lemmatizerInput
    self.readings = readings
    self.lemma = lemma
    self.stemmerInput = stemmerInput
    self.stem = stem
    self.isStopWord = isStopWord
  }

  /// The term this trace explains.
  /// - Complexity: O(1).
  public var term: Term {
    Term(
      surface: surface, range: range, utf8Range: utf8Range, kind: kind, folded: folded,
      lemma: lemma, stem: stem, isStopWord: isStopWord)
  }
}

extension TermTrace {
  /// One reading of the word: a candidate lemma, and the dictionary entry or rule behind it.
  public struct Reading: Hashable, Sendable, CustomStringConvertible {
    /// The candidate: its lemma, part of speech, ``Lemma/Source`` and score.
    public let lemma: Lemma
    /// The dictionary key that lists the lemma (the lemmatizer input, NFC and lowercased),
    /// for readings from the dictionary or an exception list; `nil` otherwise.
    public let entry: String?
    /// For a rule's reading, the suffix the rule took off the key and the one it put on
    /// ("walking" → "walk": `ing` → ``); `nil` for other sources.
    public let rule: SuffixChange?

    /// Creates a reading.
    /// - Parameters:
    ///   - lemma: The candidate.
    ///   - entry: The dictionary key that lists it.
    ///   - rule: The suffix change of a rule.
    public init(lemma: Lemma, entry: String?, rule: SuffixChange?) {
      self.lemma = lemma
      self.entry = entry
      self.rule = rule
    }

    /// The candidate, with its entry or rule.
    public var description: String {
      if let entry { return "\(lemma) from \(entry)" }
      if let rule { return "\(lemma) by \(rule)" }
      return lemma.description
    }
  }

  /// A suffix replaced at the end of a word: what a suffix rule did.
  public struct SuffixChange: Hashable, Sendable, CustomStringConvertible {
    /// The suffix taken off.
    public let removed: String
    /// The suffix put on in its place.
    public let added: String

    /// Creates a change.
    /// - Parameters:
    ///   - removed: The suffix taken off.
    ///   - added: The suffix put on.
    public init(removed: String, added: String) {
      self.removed = removed
      self.added = added
    }

    /// The change between two words: the parts after their longest common prefix.
    /// - Parameters:
    ///   - word: The word before ("walking").
    ///   - result: The word after ("walk").
    /// - Complexity: O(*n*) in the length of the words.
    public init(from word: String, to result: String) {
      var prefix = 0
      for (before, after) in zip(word, result) {
        guard before == after else { break }
        prefix += 1
      }
      self.removed = String(word.dropFirst(prefix))
      self.added = String(result.dropFirst(prefix))
    }

    /// `-removed → -added`.
    public var description: String { "-\(removed) → -\(added)" }
  }
}
