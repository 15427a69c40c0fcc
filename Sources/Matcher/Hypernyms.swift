internal import CStemmaData
public import Linguistics
import Synchronization

/// Broader terms, narrower terms and synonyms of nouns, from WordNet's noun hierarchy
/// (`dictionaries/hypernyms/`, built by `dictionaries/build_hypernyms.py`).
///
/// "golden retriever" has "dog" 4 steps up its chain and "animal" 6, so a search for "animal"
/// can find a photo tagged "golden retriever", ranked below photos tagged "animal" itself.
/// Chains stop below a generality cut-off: "entity", "object", "whole", "artifact",
/// "organism", "thing" and "person" are not broader terms of anything, and the table does not
/// know them at all.
///
/// Words are lowercase lemmas, multi-word names joined by a space ("golden retriever"); hyphens
/// and underscores read as spaces ("self propelled vehicle"), the way an ``Analyzer``'s terms
/// joined by a space spell them. Results use the same spelling.
///
/// Distances count hypernym links, plus ``secondarySensePenalty`` for each end reached through
/// a *secondary* sense of its word (a sense WordNet's sense-tagged corpus rarely saw): "bus"
/// reaches "vehicle" through its main sense in 4 steps, while its "bus topology" sense reaches
/// "topology" in 1 + 2 = 3. A scorer should weigh a broader match below a direct one, and less
/// the farther it is.
///
/// The table is parsed once per process, on first use (about 1.8 MB of text, 68,000 synsets),
/// and shared by every copy; lookups are read-only and safe from any thread.
public struct Hypernyms: Sendable {
  /// The distance added for each end of a relation that is a secondary sense of its word.
  public static let secondarySensePenalty = 2

  /// The shipped English hierarchy.
  public static var english: Hypernyms { Hypernyms(graph: HypernymGraph.shared("en")) }

  let graph: HypernymGraph

  /// The shipped hierarchy for `language`, or `nil` where none is shipped (only English is).
  /// - Parameter language: A language.
  /// - Complexity: O(*n*) in the table's size the first time per process, O(1) after.
  public init?(language: Language) {
    let graph = HypernymGraph.shared(language.code)
    guard !graph.isEmpty else { return nil }
    self.graph = graph
  }

  /// A hierarchy over a table in the built format (`LEMMAS<TAB>PARENTS` lines): for tests and
  /// for an app's own hierarchy. Malformed lines are skipped; parents out of range are ignored.
  /// - Parameter table: The table's text.
  /// - Complexity: O(*n*) in the table's size.
  public init(table: String) {
    var table = table
    self.graph = table.withUTF8 { HypernymGraph(bytes: $0) }
  }

  init(graph: HypernymGraph) { self.graph = graph }

  /// The number of distinct words the hierarchy knows.
  public var wordCount: Int { graph.words.count }

  /// Whether `word` is in the hierarchy.
  /// - Parameter word: A lemma.
  public func contains(_ word: String) -> Bool { graph.id(of: word) != nil }

  /// The broader terms of `word` (its hypernyms' words, up to the generality cut-off), each at
  /// its shortest distance, nearest first, then alphabetically.
  ///
  /// `broaderTerms(of: "sofa")` is `[("furniture", 2), ("article of furniture", 2), …]`.
  /// - Parameter word: A lemma.
  /// - Complexity: O(*a* log *a*) in the number of ancestors' words (a few dozen).
  public func broaderTerms(of word: String) -> [(term: String, distance: Int)] {
    guard let id = graph.id(of: word) else { return [] }
    return graph.related(to: id, upward: true)
  }

  /// The narrower terms of `word`: every word whose chain of broader terms holds it, with the
  /// same distance ``broaderTerms(of:)`` gives from that word, nearest first.
  ///
  /// This is what an index holding tags needs for a query: `narrowerTerms(than: "animal")`
  /// lists the 7,600 words of animals, "dog" among them at distance 2.
  /// - Parameter word: A lemma.
  /// - Complexity: O(*d* log *d*) in the number of descendants' words.
  public func narrowerTerms(than word: String) -> [(term: String, distance: Int)] {
    guard let id = graph.id(of: word) else { return [] }
    return graph.related(to: id, upward: false)
  }

  /// The words that share a main sense with `word` ("couch" for "sofa", "automobile" for
  /// "car"): words of the synsets that are a main sense of both, in table order. Secondary
  /// senses are left out ("lounge" the room is not a synonym of "sofa" through its rare
  /// sofa sense).
  /// - Parameter word: A lemma.
  /// - Complexity: O(*s*) in the number of senses and their words.
  public func synonyms(of word: String) -> [String] {
    guard let id = graph.id(of: word) else { return [] }
    return graph.synonyms(of: id)
  }
}

/// The parsed table: every array is built once and never changed.
final class HypernymGraph: Sendable {
  /// The distinct words, spelled as keys.
  let words: [String]
  private let wordIDs: [String: Int32]
  /// `members[memberStart[s]..<memberStart[s + 1]]`: synset *s*'s words, `word << 1 | secondary`.
  private let memberStart: [Int32]
  private let members: [Int32]
  private let parentStart: [Int32]
  private let parents: [Int32]
  private let childStart: [Int32]
  private let children: [Int32]
  /// A word's synsets, `synset << 1 | secondary`.
  private let senseStart: [Int32]
  private let senses: [Int32]

  var isEmpty: Bool { words.isEmpty }

  private static let cache = Mutex<[String: HypernymGraph]>([:])

  /// The shipped table for a language code, parsed once per process; empty where none ships.
  static func shared(_ code: String) -> HypernymGraph {
    cache.withLock { cache in
      if let graph = cache[code] { return graph }
      var length = 0
      let graph: HypernymGraph
      if let pointer = stemma_data_hypernyms(code, &length), length > 0 {
        graph = HypernymGraph(
          bytes: UnsafeBufferPointer(
            start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length))
      } else {
        graph = HypernymGraph(bytes: UnsafeBufferPointer(start: nil, count: 0))
      }
      cache[code] = graph
      return graph
    }
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    var table = HypernymTableReader()
    table.read(bytes)
    words = table.words
    wordIDs = table.wordIDs
    memberStart = table.memberStart
    members = table.members
    parentStart = table.parentStart
    parents = table.parents
    (childStart, children) = HypernymGraph.invert(
      start: table.parentStart, targets: table.parents, count: table.parentStart.count - 1)
    (senseStart, senses) = HypernymGraph.invertMembers(
      start: table.memberStart, members: table.members, wordCount: table.words.count)
  }

  func id(of word: String) -> Int32? {
    if let id = wordIDs[word] { return id }
    let key = HypernymTableReader.key(word)
    return key == word ? nil : wordIDs[key]
  }

  /// Breadth-first over parents (`upward`) or children from every sense of `word`.
  func related(to word: Int32, upward: Bool) -> [(term: String, distance: Int)] {
    let penalty = Hypernyms.secondarySensePenalty
    var best: [Int32: Int] = [:]
    var hops: [Int32: Int] = [:]
    for sense in senses[Int(senseStart[Int(word)])..<Int(senseStart[Int(word) + 1])] {
      let start = sense >> 1
      let startPenalty = sense & 1 == 1 ? penalty : 0
      hops.removeAll(keepingCapacity: true)
      hops[start] = 0
      var level = [start]
      var distance = 0
      while !level.isEmpty {
        distance += 1
        var next: [Int32] = []
        for synset in level {
          for neighbour in neighbours(of: synset, upward: upward) where hops[neighbour] == nil {
            hops[neighbour] = distance
            next.append(neighbour)
            for member in words(of: neighbour) where member >> 1 != word {
              let total = distance + startPenalty + (member & 1 == 1 ? penalty : 0)
              if total < best[member >> 1, default: .max] { best[member >> 1] = total }
            }
          }
        }
        level = next
      }
    }
    return best.map { (term: words[Int($0.key)], distance: $0.value) }
      .sorted { ($0.distance, $0.term) < ($1.distance, $1.term) }
  }

  func synonyms(of word: Int32) -> [String] {
    var seen: Set<Int32> = [word]
    var result: [String] = []
    for sense in senses[Int(senseStart[Int(word)])..<Int(senseStart[Int(word) + 1])]
    where sense & 1 == 0 {
      for member in words(of: sense >> 1) where member & 1 == 0 && seen.insert(member >> 1).inserted
      {
        result.append(words[Int(member >> 1)])
      }
    }
    return result
  }

  private func words(of synset: Int32) -> ArraySlice<Int32> {
    members[Int(memberStart[Int(synset)])..<Int(memberStart[Int(synset) + 1])]
  }

  private func neighbours(of synset: Int32, upward: Bool) -> ArraySlice<Int32> {
    upward
      ? parents[Int(parentStart[Int(synset)])..<Int(parentStart[Int(synset) + 1])]
      : children[Int(childStart[Int(synset)])..<Int(childStart[Int(synset) + 1])]
  }

  /// Reverses a compressed adjacency list of `count` nodes.
  private static func invert(start: [Int32], targets: [Int32], count: Int) -> ([Int32], [Int32]) {
    var degree = [Int32](repeating: 0, count: count + 1)
    for target in targets { degree[Int(target) + 1] += 1 }
    for index in 0..<count { degree[index + 1] += degree[index] }
    var fill = degree
    var reversed = [Int32](repeating: 0, count: targets.count)
    for node in 0..<count {
      for target in targets[Int(start[node])..<Int(start[node + 1])] {
        reversed[Int(fill[Int(target)])] = Int32(node)
        fill[Int(target)] += 1
      }
    }
    return (degree, reversed)
  }

  /// Each word's synsets, keeping the secondary flag.
  private static func invertMembers(start: [Int32], members: [Int32], wordCount: Int)
    -> ([Int32], [Int32])
  {
    var degree = [Int32](repeating: 0, count: wordCount + 1)
    for member in members { degree[Int(member >> 1) + 1] += 1 }
    for index in 0..<wordCount { degree[index + 1] += degree[index] }
    var fill = degree
    var senses = [Int32](repeating: 0, count: members.count)
    for synset in 0..<(start.count - 1) {
      for member in members[Int(start[synset])..<Int(start[synset + 1])] {
        senses[Int(fill[Int(member >> 1)])] = Int32(synset) << 1 | (member & 1)
        fill[Int(member >> 1)] += 1
      }
    }
    return (degree, senses)
  }
}
