internal import Foundation

/// A hash of a photo's or query's fields that is the same in every process, for fingerprints
/// and continuation tokens that must survive a rebuild: each text's UTF-8 bytes followed by a
/// 0xFF byte (never in UTF-8, so no two field lists hash alike by shifting text), zero-padded
/// to whole 8-byte words, and each number as one word with its own marker; every word folded
/// in by an exclusive-or, a multiply by an odd constant (FNV-1a's steps, a word at a time) and
/// a shift, each step one-to-one.
package struct StableHash {
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates an empty one.
  package init() {}

  package mutating func combine(_ text: String) {
    let last = text.withUTF8Bytes { bytes in ByteWords.forEach(in: bytes) { combine(word: $0) } }
    combine(word: last.tail | 0xFF << (8 * UInt64(last.count)))
  }

  package mutating func combine(_ number: UInt64) {
    combine(word: number)
    combine(word: 0xFE)
  }

  /// Adds a list of texts: its count, then each text.
  package mutating func combine(list: [String]) {
    combine(UInt64(list.count))
    for item in list { combine(item) }
  }

  @inline(__always)
  private mutating func combine(word: UInt64) {
    value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
    value ^= value >> 29
  }

  /// MurmurHash3's 64-bit finalizer: every output bit depends on every input bit.
  @inline(__always)
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return z ^ (z >> 33)
  }
}
