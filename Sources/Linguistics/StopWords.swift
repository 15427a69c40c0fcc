internal import CStemmaData
internal import StemmaSupport
import Synchronization

/// A language's stop words ("the", "of", "und"), from the lists shipped in
/// `dictionaries/stopwords/` (sources and licenses in `dictionaries/README.md`).
///
/// Lists are folded with the language's ``Normalizer`` when loaded, so look words up by their
/// folded form. Loading happens once per language per process; the value is cheap to copy.
public struct StopWords: Hashable, Sendable {
  /// The language.
  public let language: Language
  /// The folded stop words; empty where no list is shipped.
  public let words: Set<String>
  /// The same words by their bytes, for ``contains(_:)``: a `Set` hashed each word looked up
  /// with SipHash, a cost every word paid in `Analyzer.terms(in:)`.
  private let table: InternTable
  /// The ASCII words of at most 15 bytes (nearly all), found by integer comparison.
  private let short: ShortASCIISet

  /// The shipped list for `language` (empty where there is none).
  /// - Complexity: O(*n*) in the list's length the first time, O(1) after.
  public init(language: Language) {
    self.language = language
    (self.words, self.table, self.short) = StopWords.cache.withLock { cache in
      if let loaded = cache[language.code] { return loaded }
      let words = StopWords.load(language)
      var table = InternTable()
      for word in words.sorted() { table.intern(word) }
      let loaded = (words, table, ShortASCIISet(words))
      cache[language.code] = loaded
      return loaded
    }
  }

  /// Whether `folded` is a stop word.
  /// - Complexity: O(*n*) in the length of `folded`.
  public func contains(_ folded: String) -> Bool {
    // An ASCII word equals a stop word exactly when their bytes are equal; another word may
    // equal one in another normalization form, which the set's `==` sees.
    // A short ASCII word (nearly every word) is packed into integers in one pass.
    if let key = ShortASCIISet.Key(folded) { return short.contains(key) }
    return Analyzer.isASCII(folded) ? table[folded] != nil : words.contains(folded)
  }

  /// ``contains(_:)`` of `folded`, whose UTF-8 is `bytes`: a short ASCII word (nearly every
  /// word) is found from the bytes in hand, without reading the string.
  /// - Complexity: O(*n*) in the length of `folded`.
  @inline(__always)
  func contains(_ folded: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let key = ShortASCIISet.Key(bytes) { return short.contains(key) }
    return contains(folded)
  }

  /// Stop word lists are equal when their language and words are.
  public static func == (lhs: StopWords, rhs: StopWords) -> Bool {
    lhs.language == rhs.language && lhs.words == rhs.words
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
    hasher.combine(words)
  }

  static func hasList(for language: Language) -> Bool { rawList(for: language) != nil }

  private static let cache = Mutex<[String: (Set<String>, InternTable, ShortASCIISet)]>([:])

  private static func rawList(for language: Language) -> UnsafeBufferPointer<UInt8>? {
    guard language.name != "porter" else { return rawList(for: .neutral) }
    var length = 0
    guard let pointer = stemma_data_stopwords(language.code, &length), length > 0 else {
      return nil
    }
    return UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
  }

  private static func load(_ language: Language) -> Set<String> {
    guard let bytes = rawList(for: language) else { return [] }
    let normalizer = Normalizer(language: language)
    var words = Set<String>()
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let word = normalizer.normalize(String(decoding: line, as: UTF8.self))
      if !word.isEmpty { words.insert(word) }
    }
    return words
  }
}
