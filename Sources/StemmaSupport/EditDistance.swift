/// Damerau–Levenshtein distance in its optimal-string-alignment form: insertions, deletions,
/// substitutions and transpositions of adjacent characters each cost one edit ("jhon" → "john"
/// is one edit, not two). Shared with the Matcher's typo tier (package access).
package enum EditDistance {
  /// How many edits a word of `length` characters may have and still match: none below 5,
  /// one from 5, two from 9.
  /// - Complexity: O(1).
  @inlinable
  package static func allowedEdits(forLength length: Int) -> Int {
    length >= 9 ? 2 : (length >= 5 ? 1 : 0)
  }

  /// The distance between `lhs` and `rhs` if it is at most `limit`, else `nil`.
  /// - Parameters:
  ///   - lhs: A word, as Unicode scalars or their values.
  ///   - rhs: Another word.
  ///   - limit: The largest distance of interest.
  /// - Complexity: O(*m* · *n*) time, O(*n*) space; stops early once every alignment exceeds
  ///   `limit`.
  @inlinable
  package static func distance<Element: Equatable>(
    _ lhs: [Element], _ rhs: [Element], limit: Int
  ) -> Int? {
    let (m, n) = (lhs.count, rhs.count)
    guard abs(m - n) <= limit else { return nil }
    if m == 0 { return n <= limit ? n : nil }
    if n == 0 { return m <= limit ? m : nil }
    // Three rows: the one before last (for transpositions), the last, the current.
    var previous2 = [Int](repeating: 0, count: n + 1)
    var previous = Array(0...n)
    var current = [Int](repeating: 0, count: n + 1)
    for i in 1...m {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...n {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && lhs[i - 1] == rhs[j - 2] && lhs[i - 2] == rhs[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    let distance = previous[n]
    return distance <= limit ? distance : nil
  }

  /// Every string made by deleting up to `count` characters from `word` (the word itself
  /// included): the deletion neighbourhood two words within `count` edits share.
  /// - Complexity: O(*n*^`count`) strings for a word of *n* characters.
  package static func deletions(of word: [UInt32], upTo count: Int) -> Set<String> {
    var result: Set<String> = [string(word)]
    var frontier: [[UInt32]] = [word]
    for _ in 0..<count {
      var next: [[UInt32]] = []
      for variant in frontier where variant.count > 1 {
        for index in variant.indices {
          var shorter = variant
          shorter.remove(at: index)
          if result.insert(string(shorter)).inserted { next.append(shorter) }
        }
      }
      frontier = next
    }
    return result
  }

  /// The string of some Unicode scalar values.
  package static func string(_ scalars: [UInt32]) -> String {
    var view = String.UnicodeScalarView()
    for value in scalars {
      if let scalar = Unicode.Scalar(value) { view.append(scalar) }
    }
    return String(view)
  }
}
