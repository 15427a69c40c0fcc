/// One entry of a photo's undo list (``PhotoIndex/forward``), packed in 32 bits: a posting
/// slot, or an album's or person's spelling behind a two-bit marker.
enum UndoEntry {
  case posting(slot: Int)
  case album(spelling: UInt32)
  case person(spelling: UInt32)

  private static let albumMarker: UInt32 = 0x8000_0000
  private static let personMarker: UInt32 = 0xC000_0000

  @inline(__always) init(_ raw: UInt32) {
    if raw & Self.personMarker == Self.personMarker {
      self = .person(spelling: raw & ~Self.personMarker)
    } else if raw & Self.albumMarker != 0 {
      self = .album(spelling: raw & ~Self.albumMarker)
    } else {
      self = .posting(slot: Int(raw))
    }
  }

  /// The packed entry.
  @inline(__always) var raw: UInt32 {
    switch self {
    case .posting(let slot): UInt32(truncatingIfNeeded: slot)
    case .album(let spelling): Self.albumMarker | spelling
    case .person(let spelling): Self.personMarker | spelling
    }
  }
}
