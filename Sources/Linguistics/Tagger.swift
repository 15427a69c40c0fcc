/// Tags words in context with their Universal Dependencies part of speech (UPOS): "I saw her
/// duck" → PRON VERB PRON NOUN… so that running text is lemmatized the way the sentence reads
/// it ("saw" → "see", "leaves" → "leave" or "leaf").
///
/// ```swift
/// let tagger = try Tagger(language: Language("en"))
/// tagger.tags(for: ["She", "leaves", "the", "leaves"])  // [.pronoun, .verb, .determiner, .noun]
/// ```
///
/// The model is an averaged perceptron (as in UDPipe 1, NLTK and spaCy v1) over each word, its
/// affixes and shape, its neighbours, the two tags before it and the parts of speech the
/// lemma dictionary gives it; it reads a sentence left to right, once. Its weights are built by
/// `dictionaries/build_tagger.py` (sources, licenses and measured accuracy in
/// `dictionaries/README.md`), embedded in the binary and searched in place, so creating a
/// tagger costs nothing. Models exist for English, German, French, Spanish, Portuguese, Dutch
/// and Russian; see ``languageCodes``.
///
/// A `Tagger` is a small immutable value, safe to share across threads.
public struct Tagger: Hashable, Sendable {
  /// The language.
  public let language: Language
  let model: TaggerModel
  let table: LemmaTable?

  /// The tagger for `language`.
  /// - Parameter language: The language of the words.
  /// - Throws: ``TaggerUnavailableError`` where no model is shipped for the language.
  /// - Complexity: O(1).
  public init(language: Language) throws(TaggerUnavailableError) {
    guard let model = TaggerModel(code: language.code) else {
      throw TaggerUnavailableError(language: language)
    }
    self.language = language
    self.model = model
    self.table = LemmaTable(code: language.code, kind: "lemmas")
  }

  /// The terms that bind an app shipping this language's tagger model (its training data's
  /// license). Sources and versions are in `dictionaries/README.md`.
  public var dataLicense: String {
    let treebank = Tagger.treebanks[language.code] ?? language.name
    return "part-of-speech tagger trained on Universal Dependencies \(treebank): CC BY-SA 4.0"
  }

  /// The treebank each shipped model was trained on (all CC BY-SA 4.0).
  private static let treebanks = [
    "de": "German GSD", "en": "English EWT", "es": "Spanish GSD", "fr": "French GSD",
    "nl": "Dutch Alpino", "pt": "Portuguese Bosque", "ru": "Russian GSD",
  ]

  /// The codes of the languages with a shipped tagger model.
  public static var languageCodes: [String] {
    Language.all.map(\.code).filter { TaggerModel(code: $0) != nil }
  }

  /// Two taggers are equal when they are for the same language.
  public static func == (lhs: Tagger, rhs: Tagger) -> Bool { lhs.language == rhs.language }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// The UPOS tag of each word of a sentence, in order.
  /// - Parameter words: One sentence's tokens as written, punctuation included (the tagger was
  ///   trained on Universal Dependencies tokens: "do" "n't", "dog" "'s").
  /// - Returns: One tag per word.
  /// - Complexity: O(*n* log *f*) for *n* words and a model of *f* features.
  public func tags(for words: [String]) -> [UniversalTag] {
    scoredTags(for: words).map(\.tag)
  }

  /// The tag of each word of a sentence where the tagger is sure of it, `nil` where it is not:
  /// where its best tag beats the second by less than ``confidentMargin``. A lemmatizer reads
  /// a word it is unsure of alone, with the context-free ranking of its readings.
  /// - Parameter words: One sentence's tokens as written, punctuation included.
  /// - Returns: One optional tag per word.
  /// - Complexity: O(*n* log *f*) for *n* words and a model of *f* features.
  public func confidentTags(for words: [String]) -> [UniversalTag?] {
    scoredTags(for: words).map { $0.margin >= Tagger.confidentMargin ? $0.tag : nil }
  }

  /// The least lead of the best tag's score over the second's (in the model's quantised weight
  /// units) at which ``confidentTags(for:)`` keeps a tag. Chosen by 10-fold cross-validation of
  /// lemma accuracy on UD English EWT dev (`dictionaries/cv_context.py`), never on held-out
  /// text: below it a tag read in context lost more lemmas than it won.
  public static let confidentMargin: Int32 = 16_000

  /// Each word's best tag and its margin over the second (`Int32.max` for a word the tag
  /// dictionary fixes); a contraction ("Don't") is tagged as its syntactic words ("Do" "n't",
  /// see ``Contraction``) and takes its first word's tag.
  func scoredTags(for words: [String]) -> [(tag: UniversalTag, margin: Int32)] {
    let parts = words.map { Contraction.parts(of: $0, in: language) }
    guard parts.contains(where: { !$0.isEmpty }) else { return scoredWords(words) }
    let scored = scoredWords(Tagger.expanded(words, parts))
    var result: [(tag: UniversalTag, margin: Int32)] = []
    result.reserveCapacity(words.count)
    var at = 0
    for ranges in parts {
      result.append(scored[at])
      at += max(1, ranges.count)
    }
    return result
  }

  /// `words` with each contraction replaced by its syntactic words.
  static func expanded(_ words: [String], _ parts: [[Range<String.Index>]]) -> [String] {
    var expanded: [String] = []
    expanded.reserveCapacity(words.count + 4)
    for (word, ranges) in zip(words, parts) {
      if ranges.isEmpty {
        expanded.append(word)
      } else {
        expanded += ranges.map { String(word[$0]) }
      }
    }
    return expanded
  }

  /// Each word's best tag and its margin over the second, the words taken as they are.
  func scoredWords(_ words: [String]) -> [(tag: UniversalTag, margin: Int32)] {
    let known = words.indices.map { TaggerWord(words[$0], isFirst: $0 == 0, table: table) }
    let start = ["-START-", "-START2-"]
    let end = ["-END-", "-END2-"]
    let normals = start + known.map(\.normal) + end
    let lowers = start + known.map(\.lower) + end
    let ambiguities = ["-START-"] + known.map(\.ambiguity) + ["-END-"]
    var scores = [Int32](repeating: 0, count: model.tags.count)
    var result: [(tag: UniversalTag, margin: Int32)] = []
    result.reserveCapacity(words.count)
    var previous = "-START-"
    var beforePrevious = "-START2-"
    for (index, word) in known.enumerated() {
      let best: Int
      var margin = Int32.max
      if let fixed = model.firstTag(of: FeatureHash.of("td", word.normal)) {
        best = fixed
      } else {
        for slot in scores.indices { scores[slot] = 0 }
        for hash in word.hashes { model.accumulate(hash, into: &scores) }
        let context = [
          FeatureHash.of("w-1", normals[index + 1]),
          FeatureHash.of("w-2", normals[index]),
          FeatureHash.of("w+1", normals[index + 3]),
          FeatureHash.of("w+2", normals[index + 4]),
          FeatureHash.of("s-1", TaggerWord.suffix3(lowers[index + 1])),
          FeatureHash.of("s+1", TaggerWord.suffix3(lowers[index + 3])),
          FeatureHash.of("a-1", ambiguities[index]),
          FeatureHash.of("a+1", ambiguities[index + 2]),
          FeatureHash.of("t1", previous),
          FeatureHash.of("t2", beforePrevious),
          FeatureHash.of("t12", previous, beforePrevious),
          FeatureHash.of("t1w", previous, word.normal),
          FeatureHash.of("at1", word.ambiguity, previous),
        ]
        for hash in context { model.accumulate(hash, into: &scores) }
        // The highest score; the lowest tag index on a tie, as the training script decides.
        var top = 0
        for slot in scores.indices.dropFirst() where scores[slot] > scores[top] { top = slot }
        best = top
        var second = Int32.min
        for slot in scores.indices where slot != top { second = max(second, scores[slot]) }
        margin = scores[top] &- second
      }
      let tag = model.tags[best]
      result.append((tag, margin))
      beforePrevious = previous
      previous = tag.rawValue
    }
    return result
  }
}

/// The error thrown for a language that has no tagger model.
public struct TaggerUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The language asked for.
  public let language: Language

  /// A message naming the language and the languages that have a model.
  public var description: String {
    "no part-of-speech tagger for \(language.name) (\(language.code)); available: "
      + Tagger.languageCodes.joined(separator: ", ")
  }
}
