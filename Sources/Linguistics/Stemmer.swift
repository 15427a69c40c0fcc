/// Reduces a word to its Snowball stem (`running` → `run`, `photos` → `photo`).
///
/// Backed by libstemmer through a process-wide pool: each call borrows an `sb_stemmer` that no
/// other thread uses meanwhile, so a `Stemmer` is safe to share across any number of tasks.
/// Languages without a Snowball algorithm return the word unchanged.
///
/// ```swift
/// var stemmer = Stemmer(language: try Language("en"))
/// stemmer.protectedWords = ["news"]
/// stemmer.stem("running")   // "run"
/// stemmer.stem("news")      // "news"
/// ```
public struct Stemmer: Hashable, Sendable {
  /// Words longer than this many UTF-8 bytes are returned unchanged: no dictionary word is that
  /// long, and it bounds the work any input can cause.
  public static let maximumWordLength = 1024

  /// The language.
  public let language: Language
  /// Words that are never stemmed (compared exactly with the input, so pass folded forms).
  public var protectedWords: Set<String>
  /// Stems that replace the algorithm's for particular words.
  public var overrides: [String: String]
  /// The pool of the language's Snowball stemmers, looked up once.
  private let pool: HandlePool<SnowballHandle>?
  /// Whether the algorithm is English Snowball, whose ASCII words ``EnglishStemmer`` stems
  /// without libstemmer.
  private let isEnglish: Bool

  /// Creates a stemmer.
  /// - Parameters:
  ///   - language: The language; one without a Snowball algorithm stems to the word itself.
  ///   - protectedWords: Words never stemmed.
  ///   - overrides: Stems to use instead of the algorithm's, by word.
  public init(
    language: Language, protectedWords: Set<String> = [], overrides: [String: String] = [:]
  ) {
    self.language = language
    self.protectedWords = protectedWords
    self.overrides = overrides
    self.pool = language.snowballAlgorithm.map { Snowball.pool(for: $0) }
    self.isEnglish = language.snowballAlgorithm == "english"
  }

  /// The stem of `word`.
  /// - Parameter word: One word, ideally case-folded (Snowball expects lowercase).
  /// - Returns: The stem; the word itself when it is protected, too long, the language has no
  ///   algorithm, or the algorithm would leave nothing of it.
  /// - Complexity: O(*n*) in the length of `word`.
  public func stem(_ word: String) -> String {
    if !overrides.isEmpty, let override = overrides[word] { return override }
    if !protectedWords.isEmpty && protectedWords.contains(word) { return word }
    guard word.utf8.count <= Self.maximumWordLength else { return word }
    // English words of lowercase ASCII (most of English text) are stemmed in Swift: the same
    // stems at a fraction of libstemmer's cost. Every other word goes to libstemmer.
    if isEnglish, let stem = EnglishStemmer.stem(word) { return stem.isEmpty ? word : stem }
    let unchanged = word
    var word = word
    // The pool through optional chaining, not bound to a name: binding it copied the optional
    // (retained and released the pool) on every word stemmed. No pool: no stem.
    let stem = word.withUTF8 { utf8 in
      pool?.withHandle { $0.stemString(utf8, unchanged: unchanged) } ?? nil
    }
    // Snowball can remove a whole word (Greek "ικά" is all suffix): a word keeps a stem.
    guard let stem, !stem.isEmpty else { return word }
    return stem
  }

  /// Applies the Snowball algorithm to exact bytes, with no folding, no protection and no length
  /// limit: what `stemma stem --raw` does, and what Snowball's own test data checks.
  /// - Parameter bytes: UTF-8 bytes (ill-formed bytes are passed through as Snowball sees them).
  /// - Returns: The stem's bytes; the input when the language has no algorithm.
  /// - Complexity: O(*n*) in the number of bytes.
  public func stemRaw(_ bytes: [UInt8]) -> [UInt8] {
    guard let pool else { return bytes }
    if isEnglish, let stem = EnglishStemmer.stem(bytes) { return stem }
    return bytes.withUnsafeBufferPointer { buffer in
      pool.withHandle { $0.stem(buffer) } ?? nil
    } ?? bytes
  }
}

extension Stemmer {
  /// Stemmers are equal when they stem alike: same language, protected words and overrides.
  public static func == (lhs: Stemmer, rhs: Stemmer) -> Bool {
    lhs.language == rhs.language && lhs.protectedWords == rhs.protectedWords
      && lhs.overrides == rhs.overrides
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
    hasher.combine(protectedWords)
    hasher.combine(overrides)
  }
}
