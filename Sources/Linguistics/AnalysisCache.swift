internal import StemmaSupport

/// A memo of ``Analyzer/forms(of:)`` for one thread's stream of words.
///
/// Natural text repeats its words (a few thousand types make up most tokens), so a batch job
/// that analyzes millions of words spends most of its time on words it has already seen. Keep
/// one cache per thread or task; it is a value with no locks. It holds at most `capacity`
/// words and starts over when full, so memory stays flat whatever the input size.
public struct AnalysisCache {
  /// The most words held before the cache starts over.
  public let capacity: Int
  // Each word's entry index, in a memo that hashes a short word with one multiply where a
  // `Dictionary` ran SipHash, twice per new word (look up, then insert).
  private var indices = StringMemo()
  private var entries: [Entry] = []
  /// The forms the entries hold: a call for another set starts the cache over.
  private var computed: Term.Forms = .all
  /// Lemmas of words tagged in context, by word and tag.
  var taggedLemmas: [TaggedWord: String] = [:]

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
  /// - Parameter capacity: The most words held; 100,000 by default (a few MB).
  public init(capacity: Int = 100_000) {
    self.capacity = max(1, capacity)
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
    if let index = indices[word] { return entries[Int(truncatingIfNeeded: index)] }
    let entry = analyzer.entry(for: word, forms: forms)
    if entries.count >= capacity { clear() }
    indices.insert(word, value: UInt64(entries.count))
    entries.append(entry)
    return entry
  }

  private mutating func clear() {
    indices.removeAll()
    entries.removeAll(keepingCapacity: true)
  }
}
