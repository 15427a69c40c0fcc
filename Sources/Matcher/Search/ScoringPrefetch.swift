internal import CStemmaSupport

/// Asks for the length byte of the posting 16 places after `index` in `list`: walking a list,
/// the one load that misses the cache is the field length of each posting's photo, as photos
/// of one word are too far apart for the processor to see a stream.
@inline(__always) func prefetchLength(
  ahead index: Int, in list: UnsafeBufferPointer<UInt32>, _ lengths: UnsafeBufferPointer<UInt8>
) {
  let ahead = index &+ 16
  guard ahead < list.count, let lengths = lengths.baseAddress else { return }
  stemma_prefetch(lengths + Int(list[ahead] >> Posting.ordinalShift))
}

/// Asks for the flags (and, with `dates`, the creation dates) of the photos whose bits are set
/// among the ordinals `block`, before a pass reads them.
@inline(__always) func prefetchColumns(
  of bits: UnsafeMutableBufferPointer<UInt64>, in block: Range<Int>,
  _ flags: UnsafeBufferPointer<UInt32>, _ created: UnsafeBufferPointer<Int64>, dates: Bool
) {
  guard let flagBase = flags.baseAddress, let dateBase = created.baseAddress else { return }
  for index in (block.lowerBound >> 6)..<((block.upperBound + 63) >> 6) where bits[index] != 0 {
    var remaining = bits[index]
    while remaining != 0 {
      let ordinal = index << 6 | remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      stemma_prefetch(flagBase + ordinal)
      if dates { stemma_prefetch(dateBase + ordinal) }
    }
  }
}
