/// Where a ``PhotoIndex`` finds the broader terms and synonyms of a word: the ``MatchTier/broader(distance:)``
/// and ``MatchTier/synonym`` tiers.
///
/// Words are given as folded lemmas, multi-word names joined by a space ("golden retriever").
/// The index asks once for each distinct word it holds, so an implementation may be slow-ish
/// but must be deterministic.
public protocol Thesaurus: Sendable {
  /// The broader terms of `lemma` with their distance up the chain (1 for a direct hypernym),
  /// stopping below the terms too general to search for ("entity", "object", "whole").
  /// - Parameter lemma: A folded lemma.
  func broaderTerms(of lemma: String) -> [(term: String, distance: Int)]

  /// The synonyms of `lemma`, not including `lemma` itself.
  /// - Parameter lemma: A folded lemma.
  func synonyms(of lemma: String) -> [String]

  /// The broader terms of `lemma` with the probability of the senses that relate them (see
  /// ``BroaderTerm``); by default ``broaderTerms(of:)`` at probability 1.
  /// - Parameter lemma: A folded lemma.
  func weightedBroaderTerms(of lemma: String) -> [BroaderTerm]

  /// Whether `lemma` is used as a noun more often than as a verb, adjective or adverb; by
  /// default `true`. A word of running text (a title, a caption) that is usually something else
  /// ("stands", "young", "white") does not open the noun hierarchy.
  /// - Parameter lemma: A folded lemma.
  func isUsuallyNoun(_ lemma: String) -> Bool
}

/// A thesaurus that knows no relations: the index matches word forms, prefixes and typos only.
public struct EmptyThesaurus: Thesaurus {
  /// Creates the empty thesaurus.
  public init() {}

  /// No broader terms.
  /// - Parameter lemma: Ignored.
  public func broaderTerms(of lemma: String) -> [(term: String, distance: Int)] { [] }

  /// No synonyms.
  /// - Parameter lemma: Ignored.
  public func synonyms(of lemma: String) -> [String] { [] }
}

/// A thesaurus from explicit tables: for tests, and for an app's own hierarchy (its product
/// categories, say).
public struct TableThesaurus: Thesaurus, Hashable {
  /// Each word's direct broader terms.
  public var parents: [String: [String]]
  /// Groups of words that mean the same.
  public var synonymGroups: [[String]]

  /// Creates a thesaurus.
  /// - Parameters:
  ///   - parents: Each word's direct broader terms; chains are followed to any depth (cycles are
  ///     cut).
  ///   - synonymGroups: Groups of words that mean the same.
  public init(parents: [String: [String]], synonymGroups: [[String]] = []) {
    self.parents = parents
    self.synonymGroups = synonymGroups
  }

  /// The ancestors of `lemma`, breadth first, each at its shortest distance.
  /// - Complexity: O(*a*) in the number of ancestors.
  public func broaderTerms(of lemma: String) -> [(term: String, distance: Int)] {
    var seen: Set<String> = [lemma]
    var result: [(term: String, distance: Int)] = []
    var level = [lemma]
    var distance = 0
    while !level.isEmpty {
      distance += 1
      var next: [String] = []
      for word in level {
        for parent in parents[word] ?? [] where seen.insert(parent).inserted {
          result.append((parent, distance))
          next.append(parent)
        }
      }
      level = next
    }
    return result
  }

  /// The other members of every group holding `lemma`.
  /// - Complexity: O(*g*) in the total size of the groups.
  public func synonyms(of lemma: String) -> [String] {
    var result: [String] = []
    for group in synonymGroups where group.contains(lemma) {
      for word in group where word != lemma && !result.contains(word) { result.append(word) }
    }
    return result
  }
}
