internal import Foundation
internal import Linguistics
internal import Matcher

/// What must hold for any bytes opened as a snapshot (`PhotoIndex(snapshotBytes:)`): opening
/// never traps and either throws a ``SnapshotError`` or gives an index that can be searched,
/// changed and saved without a trap, whose results are consistent with themselves and with the
/// index (see ``check(_:file:)``), and whose snapshot written again opens and answers the same.
///
/// Random bytes almost never get past the header's checksum, so a fuzz input's first byte
/// picks how the rest becomes a file (`byte % 4`):
/// - 0: the rest is the file, as it is (the checksums are tested);
/// - 1: the rest is the file with its checksums computed again (``SnapshotLayout/resealed(_:)``),
///   as a crafted file would have them, so the decoder's structural checks are tested;
/// - 2 and 3: the rest is a list of edits to one of a few small snapshots built here
///   (``bases``, picked by `byte / 4`), then resealed: each edit names a section, a place in it
///   and a value that breaks bounds (0, counts, `UInt32.max`…), which reaches deeper than
///   random bytes do.
public enum SnapshotInvariants {
  /// Checks one fuzz input.
  /// - Parameter bytes: Any bytes.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(bytes: some Collection<UInt8>) -> [InvariantViolation] {
    check(file: file(for: Array(bytes)))
  }

  /// The file a fuzz input stands for (see ``SnapshotInvariants``); no bytes for no input.
  /// - Parameter bytes: A fuzz input.
  /// - Returns: The bytes to open as a snapshot.
  public static func file(for bytes: [UInt8]) -> [UInt8] {
    guard let first = bytes.first else { return [] }
    let rest = Array(bytes.dropFirst())
    switch first % 4 {
    case 0: return rest
    case 1: return SnapshotLayout.resealed(rest)
    default:
      let base = bases[Int(first / 4) % bases.count]
      return SnapshotLayout.resealed(edited(base, by: rest))
    }
  }

  /// Opens `file` as a snapshot and checks what it gives.
  /// - Parameter file: The bytes of a snapshot file, or anything else.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(file: [UInt8]) -> [InvariantViolation] {
    let index: PhotoIndex
    do {
      index = try PhotoIndex(snapshotBytes: file)
    } catch {
      // A typed error is the answer for a file that is not a good snapshot (`throws(SnapshotError)`
      // makes any other error type a compile error).
      return []
    }
    return check(index, file: file)
  }

  /// The small snapshots the edits of modes 2 and 3 change: a few photos with every field,
  /// albums, people, a removed photo (so a free ordinal), in English; an empty index; and a
  /// Japanese one.
  public static let bases: [[UInt8]] = {
    var small = PhotoIndex()
    try? small.add(
      contentsOf: [
        Photo(
          id: "a", created: Date(timeIntervalSince1970: 1_500_000_000), favorite: true,
          albums: ["Road Trip"], tags: ["dog", "beach"], location: "Sydney",
          title: "Golden retriever"),
        Photo(id: "b", tags: ["cat"], people: ["Anne"], caption: "a cat on the sofa"),
        Photo(id: "c", tags: ["mountain"]),
        Photo(
          id: "d", created: Date(timeIntervalSince1970: 1_600_000_000), albums: ["road trip"],
          tags: ["mountain", "lake"], people: ["Anne", "Ben"]),
      ])
    small.remove(id: "c")
    var japanese = PhotoIndex(analyzer: Analyzer(language: (try? Language("ja")) ?? .all[0]))
    try? japanese.add(Photo(id: "j", albums: ["旅行"], tags: ["犬"], caption: "海辺を走る犬"))
    return [small.snapshotBytes(), PhotoIndex().snapshotBytes(), japanese.snapshotBytes()]
  }()

  /// Named seed inputs for the fuzz target's corpus: each base as a whole file (mode 1) and
  /// a few edits of it (mode 2), so that libFuzzer starts from files that open.
  public static var seeds: [(name: String, bytes: [UInt8])] {
    var seeds: [(name: String, bytes: [UInt8])] = []
    for (number, base) in bases.enumerated() {
      seeds.append(("file-\(number)", [1] + base))
      // Edits: a count in the first section, a value in the table, one in the last section.
      let mode = UInt8(2 + 4 * number)
      seeds.append(("edits-\(number)", [mode, 0, 0, 0, 1, 5, 0, 0xFF, 8, 0, 2, 0, 0, 3, 16, 0, 0]))
    }
    return seeds
  }

  /// Applies edits to `base`: each 5 bytes of `edits` is one: the region (`% (sections + 1)`:
  /// a section's bytes, or the header and table), the place in it (`UInt16`, little-endian,
  /// `%` the region's length, rounded down to 4 bytes when the value is a word), the kind of
  /// value and one byte of it. An incomplete last edit is ignored.
  static func edited(_ base: [UInt8], by edits: [UInt8]) -> [UInt8] {
    var bytes = base
    let layout = SnapshotLayout(base)
    let tableEnd = SnapshotLayout.headerSize + layout.sections.count * SnapshotLayout.entrySize
    var regions = layout.sections.compactMap { $0.range(in: base.count) }.filter { !$0.isEmpty }
    regions.append(0..<min(tableEnd, base.count))
    var start = 0
    while start + 5 <= edits.count {
      let edit = edits[start..<(start + 5)].map(Int.init)
      start += 5
      let region = regions[edit[0] % regions.count]
      guard !region.isEmpty else { continue }
      let place = (edit[1] | edit[2] << 8) % region.count
      let value = UInt8(truncatingIfNeeded: edit[4])
      let at = region.lowerBound + place
      let word = at & ~3
      // An earlier edit may have cut the file short.
      guard at < bytes.count else { continue }
      switch edit[3] % 8 {
      case 0: bytes[at] = value
      case 1: bytes[at] ^= 1 << (value % 8)
      case 2: SnapshotLayout.store(UInt64(value), in: &bytes, at: word, size: 4)
      case 3:
        SnapshotLayout.store(UInt64(UInt32.max - UInt32(value)), in: &bytes, at: word, size: 4)
      case 4:
        SnapshotLayout.store(
          UInt64(max(0, region.count + Int(value) - 128)), in: &bytes, at: word, size: 4)
      case 5:
        let loaded = word + 8 <= bytes.count ? SnapshotLayout.load(bytes, at: word, size: 8) : 0
        SnapshotLayout.store(
          loaded &+ UInt64(bitPattern: Int64(Int8(bitPattern: value))), in: &bytes, at: word,
          size: 8)
      case 6: SnapshotLayout.store(UInt64(1) << (value % 64), in: &bytes, at: word, size: 8)
      default:
        // Drops or repeats bytes at the end: a file cut off or grown.
        let cut = min(Int(value), bytes.count)
        if value & 1 == 0 {
          bytes.removeLast(cut)
        } else {
          bytes += bytes.suffix(cut)
        }
      }
    }
    return bytes
  }
}
