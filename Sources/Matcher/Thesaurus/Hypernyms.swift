internal import CStemmaData
public import Linguistics
import Synchronization

/// Broader terms, narrower terms and synonyms of nouns, from WordNet's noun hierarchy
/// (`dictionaries/hypernyms/`, built by `dictionaries/build_hypernyms.py`).
///
/// "golden retriever" has "dog" 4 steps up its chain and "animal" 6, so a search for "animal"
/// can find a photo tagged "golden retriever", ranked below photos tagged "animal" itself.
/// Chains stop below a generality cut-off: "entity", "object", "whole", "artifact",
/// "organism", "living thing" and "thing" are not broader terms of anything, and the table does
/// not know them at all. Everyday categories stay: "person" (and "people") finds a photo tagged
/// "surfer" 3 steps down, "electronics" one tagged "laptop" 5 steps down.
///
/// Words are lowercase lemmas, multi-word names joined by a space ("golden retriever"); hyphens
/// and underscores read as spaces ("self propelled vehicle"), the way an `Analyzer`'s terms
/// joined by a space spell them. Results use the same spelling.
///
/// Distances count hypernym links. How likely a relation is comes from how often each word is
/// used in the senses that relate them (``weightedBroaderTerms(of:)``): "bus" reaches "vehicle"
/// through its main sense (share 0.6) and "topology" through the rarely used "bus topology"
/// (0.2). A scorer should weigh a broader match below a direct one, and by that share.
///
/// The tables (68,517 synsets, 93,192 words, 3.7 MB of text compiled into the binary) are
/// searched in place: opening them only finds the line starts, once per process, and a lookup
/// binary-searches the sorted word list and parses the lines it visits. Every copy shares
/// them; lookups are read-only and safe from any thread.
public struct Hypernyms: Sendable {
  /// The shipped English hierarchy.
  public static var english: Hypernyms { Hypernyms(table: HypernymTable.shipped("en")) }

  let table: HypernymTable

  /// The shipped hierarchy for `language`, or `nil` where none is shipped (only English is).
  /// - Parameter language: A language.
  /// - Complexity: O(*n*) in the table's size the first time per process, O(1) after.
  public init?(language: Language) {
    let table = HypernymTable.shipped(language.code)
    guard table.wordCount > 0 else { return nil }
    self.table = table
  }

  /// A hierarchy over synset lines in the shipped format (`LEMMAS<TAB>PARENTS`, the line
  /// number being the synset's id): for tests and for an app's own hierarchy. Words may be in
  /// any spelling; unparsable parents and ids out of range are ignored.
  /// - Parameter table: The synset lines.
  /// - Complexity: O(*n* log *n*) in the number of words.
  public init(table: String) {
    self.table = HypernymTable(synsetText: table)
  }

  init(table: HypernymTable) { self.table = table }

  /// The number of distinct words the hierarchy knows.
  public var wordCount: Int { table.wordCount }

  /// Whether `word` is in the hierarchy.
  /// - Parameter word: A lemma.
  /// - Complexity: O(log *w*) in the number of words.
  public func contains(_ word: String) -> Bool { lookUp(word) != nil }

  /// The broader terms of `word` (its hypernyms' words, up to the generality cut-off), each at
  /// its shortest distance, nearest first, then alphabetically.
  ///
  /// `broaderTerms(of: "sofa")` is `[("article of furniture", 2), ("furniture", 2), …]`.
  /// - Parameter word: A lemma.
  /// - Complexity: O(log *w* + *a* log *a*) for *w* words and *a* ancestors' words (a few
  ///   dozen).
  public func broaderTerms(of word: String) -> [(term: String, distance: Int)] {
    weightedBroaderTerms(of: word).map { ($0.term, $0.distance) }
  }

  /// The broader terms of `word`, as ``broaderTerms(of:)``, each with the probability of the
  /// senses that relate the two words: the sum over `word`'s noun senses that reach the term of
  /// the sense's share of the word's uses times the share of the term's uses that mean the
  /// synset reached (shares from WordNet's sense-tagged counts, add-one smoothed).
  ///
  /// "cat" reaches "animal" at about 0.73 (the feline) and "vehicle" at about 0.04 (the
  /// caterpillar tractor, never tagged).
  /// - Parameter word: A lemma.
  /// - Complexity: O(log *w* + *a* log *a*) for *w* words and *a* ancestors' words.
  public func weightedBroaderTerms(of word: String) -> [BroaderTerm] {
    guard let found = lookUp(word) else { return [] }
    return related(to: found, upward: true)
  }

  /// Whether `word`'s most frequent part of speech, counted over WordNet's sense-tagged nouns,
  /// verbs, adjectives and adverbs, is the noun (`true` for a word the table does not know).
  /// "young" and "white" are mostly adjectives, "stand" mostly a verb; "dog" and "orange" are
  /// mostly nouns.
  /// - Parameter word: A lemma.
  /// - Complexity: O(log *w*) in the number of words.
  public func isUsuallyNoun(_ word: String) -> Bool {
    guard let found = lookUp(word) else { return true }
    return table.isUsuallyNoun(wordLine: found.line)
  }

  /// The narrower terms of `word`: every word whose chain of broader terms holds it, with the
  /// same distance ``broaderTerms(of:)`` gives from that word, nearest first.
  ///
  /// This is what an index holding tags needs for a query: `narrowerTerms(than: "animal")`
  /// lists the 7,600 words of animals, "dog" among them at distance 2.
  /// - Parameter word: A lemma.
  /// - Complexity: O(*d* log *d*) in the number of descendants' words, after a one-time
  ///   O(*s*) pass over the synsets.
  public func narrowerTerms(than word: String) -> [(term: String, distance: Int)] {
    guard let found = lookUp(word) else { return [] }
    return related(to: found, upward: false).map { ($0.term, $0.distance) }
  }

  /// The words that share a main sense with `word` ("couch" for "sofa", "automobile" for
  /// "car"), in table order. Secondary senses are left out: "coach" is in the bus synset only
  /// through a rare sense of "coach", so it is not a synonym of "bus".
  /// - Parameter word: A lemma.
  /// - Complexity: O(log *w* + *s*) in the number of words and of the senses' words.
  public func synonyms(of word: String) -> [String] {
    guard let found = lookUp(word) else { return [] }
    var result: [String] = []
    table.forEachSense(ofWordLine: found.line) { synset, secondary in
      guard !secondary else { return }
      table.forEachMember(of: synset) { member, secondary, _ in
        if !secondary, member != found.key, !result.contains(member) { result.append(member) }
      }
    }
    return result
  }

  /// The key spelling of a word: lowercase, hyphens and underscores as spaces, single spaces.
  /// - Parameter word: A word as written.
  static func key(_ word: String) -> String {
    word.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0.isWhitespace })
      .joined(separator: " ")
  }

  /// Whether some multi-word name of the hierarchy may begin with the word `word` ("golden"
  /// begins "golden retriever"): `false` only when none does, so an index skips asking about
  /// the pairs of neighbouring words that cannot be a name.
  /// - Complexity: O(log *w*) in the number of words.
  func mayHavePhrase(startingWith word: String) -> Bool {
    guard Hypernyms.isKeySpelling(word) else { return true }
    return table.hasPhrase(startingWith: word)
  }

  /// Whether `word` is certainly spelled as ``key(_:)`` would spell it (lowercase ASCII,
  /// single spaces between words, no hyphen or underscore), so that normalizing it is
  /// skipped: an index asks about every pair of neighbouring words, and most are not in the
  /// table.
  static func isKeySpelling(_ word: String) -> Bool {
    var word = word
    // Over the contiguous bytes: iterating the string's UTF-8 view cost several times more.
    return word.withUTF8 { bytes in
      var previousWasSpace = true
      for byte in bytes {
        switch byte {
        case UInt8(ascii: " "):
          if previousWasSpace { return false }
          previousWasSpace = true
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          0..<0x21, 0x7F...:
          return false
        default: previousWasSpace = false
        }
      }
      return !previousWasSpace
    }
  }

  /// The word's line in the word list and its key spelling: as given, or else normalized.
  private func lookUp(_ word: String) -> (line: Int, key: String)? {
    if let line = table.wordLine(of: word) { return (line, word) }
    guard !Hypernyms.isKeySpelling(word) else { return nil }
    let key = Hypernyms.key(word)
    guard key != word, !key.isEmpty, let line = table.wordLine(of: key) else { return nil }
    return (line, key)
  }

  /// Breadth-first over parents (`upward`) or children from every sense of a word, each word
  /// reached at its fewest links and with the summed probability of the senses reaching it.
  private func related(to word: (line: Int, key: String), upward: Bool) -> [BroaderTerm] {
    var best: [String: (distance: Int, share: Float)] = [:]
    var reached: Set<Int> = []
    var level: [Int] = []
    var next: [Int] = []
    table.forEachSense(ofWordLine: word.line) { start, _ in
      var startShare: Float = 1
      table.forEachMember(of: start) { member, _, share in
        if member == word.key, let share { startShare = share }
      }
      reached.removeAll(keepingCapacity: true)
      reached.insert(start)
      level = [start]
      var distance = 0
      while !level.isEmpty {
        distance += 1
        next.removeAll(keepingCapacity: true)
        for synset in level {
          let visit = { (neighbour: Int) in
            guard reached.insert(neighbour).inserted else { return }
            next.append(neighbour)
            table.forEachMember(of: neighbour) { member, _, share in
              guard member != word.key else { return }
              let found = best[member] ?? (.max, 0)
              best[member] = (
                min(found.distance, distance), found.share + startShare * (share ?? 1)
              )
            }
          }
          if upward {
            table.forEachParent(of: synset, visit)
          } else {
            for child in table.children(of: synset) { visit(Int(child)) }
          }
        }
        swap(&level, &next)
      }
    }
    return best.map {
      BroaderTerm(term: $0.key, distance: $0.value.distance, share: min($0.value.share, 1))
    }
    .sorted { ($0.distance, $0.term) < ($1.distance, $1.term) }
  }
}
