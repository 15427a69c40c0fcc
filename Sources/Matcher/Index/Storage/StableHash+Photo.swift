internal import StemmaSupport

extension StableHash {
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
}
