internal import Foundation

/// FNV-1a (64-bit) over bytes with a separator between fields: the same value in every process,
/// for fingerprints and continuation tokens that must survive a rebuild.
struct StableHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ text: String) {
    for byte in text.utf8 { combine(byte: byte) }
    combine(byte: 0xFF)  // never in UTF-8: no two field lists hash alike by shifting text
  }

  mutating func combine(_ number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      combine(byte: UInt8(truncatingIfNeeded: number >> shift))
    }
    combine(byte: 0xFE)
  }

  private mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// A photo's hash over every field the index reads.
  static func of(_ photo: Photo) -> UInt64 {
    var hasher = StableHash()
    hasher.combine(photo.id)
    hasher.combine(
      UInt64(
        bitPattern: photo.created.map { Int64($0.timeIntervalSince1970.rounded(.down)) } ?? .min))
    hasher.combine(photo.favorite ? 1 : 0)
    for list in [photo.albums, photo.tags, photo.people] {
      hasher.combine(UInt64(list.count))
      for item in list { hasher.combine(item) }
    }
    hasher.combine(photo.location ?? "\u{0}")
    hasher.combine(photo.title ?? "\u{0}")
    hasher.combine(photo.caption ?? "\u{0}")
    for attribute in photo.attributes.sorted() { hasher.combine(attribute.rawValue) }
    // Finalize (MurmurHash3's mixer) so that sums of hashes do not cancel in low bits.
    var z = hasher.value
    z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
    z = (z ^ (z >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return z ^ (z >> 33)
  }
}
