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
  private var current = Generation()
  private var previous = Generation()
  /// The forms the entries hold: a call for another set starts the cache over.
  private var computed: Term.Forms = .all
  /// Lemmas of words tagged in context, by word and tag.
  var taggedLemmas: [TaggedWord: String] = [:]

  /// The bytes of long words' text (words and forms longer than a string's 15 inline bytes,
  /// which live on the heap) one generation may hold: a bound on memory where words are long.
  static let generationByteLimit = 1 << 20

  /// One generation of words and their entries.
  private struct Generation {
    // Each word's entry index, in a memo that hashes a short word with one multiply where a
    // `Dictionary` ran SipHash, twice per new word (look up, then insert).
    var indices = StringMemo()
    var entries: [Entry] = []
    /// The heap bytes of the words and forms held (see ``generationByteLimit``).
    var heapBytes = 0

    subscript(word: String) -> Entry? {
      guard let index = indices[word] else { return nil }
      return entries[Int(truncatingIfNeeded: index)]
    }

    mutating func insert(_ word: String, _ entry: Entry) {
      indices.insert(word, value: UInt64(entries.count))
      entries.append(entry)
      for text in [word, entry.folded, entry.lemma, entry.stem] where text.utf8.count > 15 {
        heapBytes += text.utf8.count
      }
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
    if forms != computed {
      clear()
      computed = forms
    }
    if let entry = current[word] { return entry }
    let entry = previous[word] ?? analyzer.entry(for: word, forms: forms)
    if current.entries.count >= generationLimit
      || current.heapBytes >= AnalysisCache.generationByteLimit
    {
      // The previous generation's words that were not seen again age out; its storage is
      // reused for the next one.
      swap(&current, &previous)
      current.removeAll()
    }
    current.insert(word, entry)
    return entry
  }

  /// The number of words held, in both generations (a word may be in both).
  var count: Int { current.entries.count + previous.entries.count }

  private mutating func clear() {
    current.removeAll()
    previous.removeAll()
  }
}
