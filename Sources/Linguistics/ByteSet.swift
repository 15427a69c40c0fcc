/// A set of bytes as 256 bits, iterated in ascending order: the part-of-speech tag bytes of a
/// lemma-table key, collected without allocating.
struct ByteSet: Hashable, Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// An empty set.
  init() {}

  /// Whether the set has no byte.
  var isEmpty: Bool { words == (0, 0, 0, 0) }

  /// Whether a byte of 0x80 or above is in the set.
  var containsNonASCII: Bool { words.2 != 0 || words.3 != 0 }

  /// Adds `byte`.
  @inline(__always)
  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  /// Whether `byte` is in the set.
  func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  /// Calls `body` with each byte of the set, in ascending order.
  @inline(__always)
  func forEach(_ body: (UInt8) -> Void) {
    @inline(__always) func visit(_ word: UInt64, from base: Int) {
      var rest = word
      while rest != 0 {
        body(UInt8(base + rest.trailingZeroBitCount))
        rest &= rest - 1
      }
    }
    visit(words.0, from: 0)
    visit(words.1, from: 64)
    visit(words.2, from: 128)
    visit(words.3, from: 192)
  }

  static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }

  func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
  }
}
