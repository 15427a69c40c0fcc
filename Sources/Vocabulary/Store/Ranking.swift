import Foundation
internal import StemmaSupport

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
  /// uses, then the more recent last use, then display form and merge key by Unicode scalars,
  /// then the app's identifier (none first).
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
    if lhs.mergeKey != rhs.mergeKey {
      return lhs.mergeKey.unicodeScalars.lexicographicallyPrecedes(rhs.mergeKey.unicodeScalars)
    }
    return EntryIdentity.precedes(lhs.identifier, rhs.identifier)
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
