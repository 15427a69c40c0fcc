import Foundation

/// An entry with its score at the moment it was ranked.
public struct RankedEntry: Hashable, Sendable {
  /// The entry.
  public let entry: Entry
  /// Its decayed usage score (see ``Decay``).
  public let score: Double

  /// Creates a ranked entry.
  /// - Parameters:
  ///   - entry: The entry.
  ///   - score: Its score.
  public init(entry: Entry, score: Double) {
    self.entry = entry
    self.score = score
  }
}

/// The one order every ranking uses, so that ties come out the same on every run and whatever
/// order the uses were recorded in.
enum Ranking {
  /// Whether `lhs` (with usage score `lhsScore`) ranks before `rhs`: higher score, then more
  /// uses, then the more recent last use, then display form and merge key by Unicode scalars.
  ///
  /// Scores are compared on their top 32 significant bits: sums of the same uses added in
  /// another order can differ in the last bits, and must still tie.
  static func precedes(_ lhs: Entry, _ lhsScore: Double, _ rhs: Entry, _ rhsScore: Double) -> Bool {
    let (left, right) = (quantized(lhsScore), quantized(rhsScore))
    if left != right { return left > right }
    if lhs.useCount != rhs.useCount { return lhs.useCount > rhs.useCount }
    if lhs.lastUsed != rhs.lastUsed {
      return (lhs.lastUsed ?? .distantPast) > (rhs.lastUsed ?? .distantPast)
    }
    if lhs.displayForm != rhs.displayForm {
      return lhs.displayForm.unicodeScalars.lexicographicallyPrecedes(
        rhs.displayForm.unicodeScalars)
    }
    return lhs.mergeKey.unicodeScalars.lexicographicallyPrecedes(rhs.mergeKey.unicodeScalars)
  }

  /// `score` with its low 20 mantissa bits cleared.
  static func quantized(_ score: Double) -> Double {
    guard score.isFinite, score > 0 else { return 0 }
    return Double(bitPattern: score.bitPattern & ~0xF_FFFF)
  }
}

extension VocabularySnapshot {
  /// The entries of `kind`, most likely first.
  ///
  /// Scores are computed once per entry and entries are ordered by position, never copied; with
  /// a `limit` well under the kind's size only the best `limit` are kept, in a heap.
  /// - Complexity: O(*n* log *k*) for *n* entries and a limit of *k* (O(*n* log *n*) without).
  func ranked(_ kind: EntryKind, limit: Int?, now: Date) -> [RankedEntry] {
    guard let index = kinds[kind] else { return [] }
    let ids = index.ids
    let limit = min(max(0, limit ?? ids.count), ids.count)
    guard limit > 0 else { return [] }
    let scores = ids.map { decay.score(of: entries[Int($0)], at: now) }
    let order: [Int] = entries.withUnsafeBufferPointer { entries in
      func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        Ranking.precedes(entries[Int(ids[lhs])], scores[lhs], entries[Int(ids[rhs])], scores[rhs])
      }
      if limit * 4 >= ids.count {
        return Array(ids.indices.sorted(by: precedes).prefix(limit))
      }
      return firstElements(limit, of: ids.indices, by: precedes).sorted(by: precedes)
    }
    return order.map { RankedEntry(entry: entries[Int(ids[$0])], score: scores[$0]) }
  }
}

/// The first `count` of `items` in the order `precedes` (a strict weak ordering), unsorted: a
/// heap of `count` with the last of them on top, which most items fail to beat in one
/// comparison. Vocabulary ranks its entries with it, the Matcher its tied photos (it finds a
/// page's lowest score with `LowestOfBest`, the same heap over bare floats).
/// - Complexity: O(*n* + *r* log *k*) for *n* items of which *r* enter the heap of *k*.
@inlinable package func firstElements<Element>(
  _ count: Int, of items: some Sequence<Element>, by precedes: (Element, Element) -> Bool
) -> [Element] {
  guard count > 0 else { return [] }
  var heap: [Element] = []
  heap.reserveCapacity(count)
  for item in items {
    if heap.count < count {
      heap.append(item)
      // Sift up: the last of the kept items rises to the top.
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard precedes(heap[parent], heap[child]) else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    } else if precedes(item, heap[0]) {
      heap[0] = item
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        var last = left
        if left + 1 < heap.count, precedes(heap[left], heap[left + 1]) { last = left + 1 }
        guard precedes(heap[parent], heap[last]) else { break }
        heap.swapAt(parent, last)
        parent = last
      }
    }
  }
  return heap
}
