internal import Foundation
internal import Vocabulary

/// A hash of a photo's or query's fields that is the same in every process, for fingerprints
/// and continuation tokens that must survive a rebuild: each text's UTF-8 bytes followed by a
/// 0xFF byte (never in UTF-8, so no two field lists hash alike by shifting text), zero-padded
/// to whole 8-byte words, and each number as one word with its own marker; every word folded
/// in by an exclusive-or, a multiply by an odd constant (FNV-1a's steps, a word at a time) and
/// a shift, each step one-to-one.
struct StableHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ text: String) {
    let last = text.withUTF8Bytes { bytes in ByteWords.forEach(in: bytes) { combine(word: $0) } }
    combine(word: last.tail | 0xFF << (8 * UInt64(last.count)))
  }

  mutating func combine(_ number: UInt64) {
    combine(word: number)
    combine(word: 0xFE)
  }

  /// Adds a list of texts: its count, then each text.
  private mutating func combine(list: [String]) {
    combine(UInt64(list.count))
    for item in list { combine(item) }
  }

  @inline(__always)
  private mutating func combine(word: UInt64) {
    value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
    value ^= value >> 29
  }

  /// A photo's hash over every field the index reads.
  static func of(_ photo: borrowing Photo) -> UInt64 {
    var attributes: UInt64 = 0
    for attribute in photo.attributes { attributes |= 1 << UInt64(attribute.ordinal) }
    return of(
      photo,
      created: photo.createdSeconds,
      attributes: attributes)
  }

  /// A photo's hash, given its creation time in whole seconds (`.min` for none) and its
  /// attributes as one word of bits by declaration order: what an index has computed already.
  static func of(_ photo: borrowing Photo, created: Int64, attributes: UInt64) -> UInt64 {
    var hasher = StableHash()
    hasher.combine(photo.id)
    hasher.combine(UInt64(bitPattern: created))
    hasher.combine(photo.favorite ? 1 : 0)
    // Each list in turn (not an array of the three, allocated per photo).
    hasher.combine(list: photo.albums)
    hasher.combine(list: photo.tags)
    hasher.combine(list: photo.people)
    hasher.combine(photo.location ?? "\u{0}")
    hasher.combine(photo.title ?? "\u{0}")
    hasher.combine(photo.caption ?? "\u{0}")
    // The set as one word of bits, by declaration order: no order to sort out.
    hasher.combine(attributes)
    // Finalized so that sums of hashes do not cancel in low bits.
    return mix(hasher.value)
  }

  /// MurmurHash3's 64-bit finalizer: every output bit depends on every input bit.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return z ^ (z >> 33)
  }
}
