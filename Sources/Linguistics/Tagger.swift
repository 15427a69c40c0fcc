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
/// `dictionaries/README.md`), embedded in the binary; a language's model is opened once per
/// process (a hash table over its features), so creating a tagger after that costs nothing. Models exist for English, German, French, Spanish, Portuguese, Dutch
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
  /// - Complexity: O(1), but for the process's first tagger of the language, which opens the
  ///   model (O(*f*) for *f* features, about a millisecond).
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
    let silver = Tagger.silverSources[language.code].map { " and \($0)" } ?? ""
    return
      "part-of-speech tagger trained on Universal Dependencies \(treebank)\(silver): CC BY-SA 4.0"
  }

  /// Silver training data beside the treebank: sentences tagged by another tagger, whose
  /// weights' license (CC BY-SA 4.0, from EWT train) the shipped model inherits.
  private static let silverSources = [
    "en": "WordNet 3.0 example sentences tagged by denckring-en-pos 0.6.0 (trained on English EWT)"
  ]

  /// The treebank each shipped model was trained on (all CC BY-SA 4.0).
  private static let treebanks = [
    "de": "German GSD", "en": "English EWT", "es": "Spanish GSD", "fr": "French GSD",
    "nl": "Dutch Alpino", "pt": "Portuguese Bosque", "ru": "Russian GSD",
  ]

  /// The codes of the languages with a shipped tagger model.
  public static var languageCodes: [String] {
    Language.all.map(\.code).filter { TaggerModel.isShipped(code: $0) }
  }

  /// Two taggers are equal when they are for the same language.
  public static func == (lhs: Tagger, rhs: Tagger) -> Bool { lhs.language == rhs.language }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// The UPOS tag of each word of a sentence, in order.
  /// - Parameter words: One sentence's tokens as written, punctuation included (the tagger was
  ///   trained on Universal Dependencies tokens: "do" "n't", "dog" "'s").
  /// - Returns: One tag per word.
  /// - Complexity: O(*n*) expected for *n* bytes of words, plus a lemma-table lookup a word.
  public func tags(for words: [String]) -> [UniversalTag] {
    scoredTags(for: words).map(\.tag)
  }

  /// The tag of each word of a sentence where the tagger is sure of it, `nil` where it is not:
  /// where its best tag beats the second by less than ``confidentMargin``. A lemmatizer reads
  /// a word it is unsure of alone, with the context-free ranking of its readings.
  /// - Parameter words: One sentence's tokens as written, punctuation included.
  /// - Returns: One optional tag per word.
  /// - Complexity: O(*n*) expected for *n* bytes of words, plus a lemma-table lookup a word.
  public func confidentTags(for words: [String]) -> [UniversalTag?] {
    let least = confidentMargin
    return scoredTags(for: words).map { $0.margin >= least ? $0.tag : nil }
  }

  /// The least lead of the best tag's score over the second's (in the model's quantised weight
  /// units) at which ``confidentTags(for:)`` keeps a tag. Chosen for the English model by
  /// 10-fold cross-validation of lemma accuracy on UD English EWT dev (`dictionaries/cv_context.py
  /// --silver`, the silver sentences in every fold's training as in the shipped model), never on
  /// held-out text: within the plateau of content-word accuracy (6,000–16,000 for the model
  /// trained on masked silver data and EWT dev twice; 2,000–16,000 for the one before it), the
  /// best there on all words. The other languages keep ``defaultConfidentMargin``.
  public var confidentMargin: Int32 {
    Tagger.confidentMargins[language.code] ?? Tagger.defaultConfidentMargin
  }

  /// The margin chosen for the first English model (trained on EWT dev alone, by the same
  /// cross-validation), which the taggers of the other languages use.
  public static let defaultConfidentMargin: Int32 = 16_000

  /// Margins re-chosen for a retrained model (English: with its silver training data).
  private static let confidentMargins: [String: Int32] = ["en": 8_000]

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
