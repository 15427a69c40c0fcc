internal import StemmaSupport

/// A memo of ``Analyzer/forms(of:)`` for one thread's stream of words.
///
/// Natural text repeats its words (a few thousand types make up most tokens), so a batch job
/// that analyzes millions of words spends most of its time on words it has already seen. Keep
/// one cache per thread or task; it is a value with no locks.
///
/// The cache holds two generations of at most `capacity / 2` words each (and about 1 MB of
/// long words' text each): new words go into the current one; a word found in the previous
/// one moves up to the current; when the current one is full, the previous one is dropped and
/// the current one takes its place. Frequent words stay, rare ones age out, and memory stays
/// flat whatever the input size (a table that fits the processor's caches is also a faster
/// one to probe).
public struct AnalysisCache {
  /// The most words held before the oldest generation is dropped.
  public let capacity: Int
  /// The words one generation holds (half the capacity, at least one).
  private let generationLimit: Int
  // One seed for both generations: a word is hashed once for the two lookups and the insert.
  private var current: Generation
  private var previous: Generation
  /// The forms the entries hold: a call for another set starts the cache over.
  private var computed: Term.Forms = .all
  /// Lemmas of words tagged in context, by word and tag.
  var taggedLemmas: [TaggedWord: String] = [:]
  /// Words of running text read in context: their tagger readings and whether their lemma
  /// depends on their tag.
  var contextWords: [String: ContextWord] = [:]

  /// The bytes of long words' text (words and forms longer than a string's 15 inline bytes,
  /// which live on the heap) one generation may hold: a bound on memory where words are long.
  static let generationByteLimit = 1 << 20

  /// One generation of words and their entries.
  private struct Generation {
    // Each word's entry index, looked up by the word's bytes: a word cut from a line that is
    // found (most words, even in text never seen) is never made a `String`.
    var indices: ByteInternTable
    var entries: [Entry] = []
    /// The heap bytes of the words and forms held (see ``generationByteLimit``).
    var heapBytes = 0

    init(seed: UInt64) { indices = ByteInternTable(seed: seed) }

    /// The index of the entry of the word of bytes `word` and hash `hash`, if held.
    @inline(__always)
    func index(of word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
      indices.id(of: word, hash: hash).map { Int($0) }
    }

    /// Adds a word this generation does not hold; returns its entry's index.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, _ entry: Entry) -> Int {
      indices.intern(word, hash: hash)
      entries.append(entry)
      // No array of the four texts: it was an allocation per word seen first.
      if word.count > 15 { heapBytes += word.count }
      heapBytes += Generation.heapBytes(of: entry.folded)
      heapBytes += Generation.heapBytes(of: entry.lemma)
      heapBytes += Generation.heapBytes(of: entry.stem)
      return entries.count - 1
    }

    /// The bytes a string keeps on the heap: none up to 15 (they live in the string itself).
    @inline(__always)
    static func heapBytes(of text: String) -> Int {
      let count = text.utf8.count
      return count > 15 ? count : 0
    }

    mutating func removeAll() {
      indices.removeAll()
      entries.removeAll(keepingCapacity: true)
      heapBytes = 0
    }
  }

  /// The forms of one word.
  public struct Entry: Hashable, Sendable {
    /// The folded form.
    public let folded: String
    /// The lemma, folded (the folded form where the language has no lemma dictionary).
    public let lemma: String
    /// The stem.
    public let stem: String
    /// Whether the folded form is a stop word.
    public let isStopWord: Bool
  }

  /// Creates an empty cache.
  /// - Parameter capacity: The most words held, in two generations of half as many; 32,768 by
  ///   default (about 4 MB, most of a natural text's tokens).
  public init(capacity: Int = 32_768) {
    self.capacity = max(1, capacity)
    self.generationLimit = max(1, capacity / 2)
    let seed = UInt64.random(in: .min ... .max)
    self.current = Generation(seed: seed)
    self.previous = Generation(seed: seed)
  }

  /// The forms of `word` under `analyzer`, computed on first sight.
  /// - Complexity: O(1) on a hit, O(*n*) in the word's length on a miss.
  public mutating func forms(of word: String, in analyzer: Analyzer) -> Entry {
    forms(of: word, in: analyzer, computing: .all)
  }

  /// The forms of `word` under `analyzer` that `forms` asks for (the others hold the folded
  /// form, see ``Term/Forms``), computed on first sight. Entries of one form set never answer
  /// a call for another: asked for a different set, the cache starts over.
  /// - Parameters:
  ///   - word: One token's text.
  ///   - analyzer: The analyzer this cache is used with.
  ///   - forms: The forms to compute.
  /// - Complexity: O(1) on a hit, O(*n*) in the word's length on a miss.
  public mutating func forms(
    of word: String, in analyzer: Analyzer, computing forms: Term.Forms
  ) -> Entry {
    word.withUTF8Bytes { bytes in
      let index = entryIndex(ofUTF8: bytes, word: word, in: analyzer, computing: forms)
      return current.entries[index]
    }
  }

  /// Calls `body` with the forms of the word whose UTF-8 bytes are `word`, as
  /// ``forms(of:in:computing:)`` gives them, without copying them out of the cache: the path
  /// of a batch job that writes each word's form as it goes (`stemma normalize`), for which a
  /// word found is neither made a `String` nor its entry copied.
  /// - Parameters:
  ///   - word: One token's text as UTF-8 (valid UTF-8: a token of a `String`).
  ///   - analyzer: The analyzer this cache is used with.
  ///   - forms: The forms to compute.
  ///   - body: Given the word's entry, in the cache (valid only during the call).
  /// - Complexity: O(*n*) in the word's length on a hit, plus the analysis on a miss.
  package mutating func withForms(
    ofUTF8 word: UnsafeBufferPointer<UInt8>, in analyzer: Analyzer, computing forms: Term.Forms,
    _ body: (UnsafePointer<Entry>) -> Void
  ) {
    // Not generic (called from another module, a generic body ran unspecialized), and given
    // the entry in place: passing the entry itself copied it, its three strings retained and
    // released, for every word.
    let index = entryIndex(ofUTF8: word, word: nil, in: analyzer, computing: forms)
    current.entries.withUnsafeBufferPointer { entries in
      if let base = entries.baseAddress { body(base + index) }
    }
  }

  /// The index in the current generation of the entry of the word of bytes `bytes` (`word`
  /// where the caller has it as a string already), computed and added on first sight.
  private mutating func entryIndex(
    ofUTF8 bytes: UnsafeBufferPointer<UInt8>, word: String?, in analyzer: Analyzer,
    computing forms: Term.Forms
  ) -> Int {
    if forms != computed {
      clear()
      computed = forms
    }
    let hash = current.indices.hash(bytes)
    if let index = current.index(of: bytes, hash: hash) { return index }
    let entry: Entry
    if let index = previous.index(of: bytes, hash: hash) {
      entry = previous.entries[index]
    } else {
      entry = analyzer.entry(
        for: word ?? String(decoding: bytes, as: UTF8.self), forms: forms)
    }
    if current.entries.count >= generationLimit
      || current.heapBytes >= AnalysisCache.generationByteLimit
    {
      // The previous generation's words that were not seen again age out; its storage is
      // reused for the next one.
      swap(&current, &previous)
      current.removeAll()
    }
    return current.insert(bytes, hash: hash, entry)
  }

  /// The number of words held, in both generations (a word may be in both).
  var count: Int { current.entries.count + previous.entries.count }

  private mutating func clear() {
    current.removeAll()
    previous.removeAll()
  }
}
