internal import Foundation
internal import StemmaSupport

/// Spellings of one kind with their uses, keyed by their UTF-8 bytes: counting a use hashes
/// the bytes where they lie in the input, so a catalog of millions of photos makes a `String`
/// only once per distinct spelling, when the tally goes into a store.
///
/// An open-addressing hash table (linear probing, at most half full) over an arena of bytes.
struct SpellingTable: Sendable {
  /// Every spelling's bytes, one after the other.
  private var arena: [UInt8] = []
  /// Spelling *i* is `arena[bounds[i]..<bounds[i + 1]]`.
  private var bounds: [Int] = [0]
  /// Each spelling's hash, to compare bytes only on a hash hit and to rehash without reading.
  private var hashes: [UInt64] = []
  /// Each spelling's uses, by its index.
  var uses: [UseTally.Uses] = []
  /// Spelling indexes by hash slot; −1 is empty.
  private var slots = [Int32](repeating: -1, count: 64)

  /// The number of distinct spellings, byte for byte.
  var count: Int { uses.count }

  /// A hash of the bytes, eight at a time (multiply and rotate, in the manner of FxHash), then
  /// a final mix so that the low bits (the slot) depend on every byte. Spellings are short:
  /// this is a few multiplications per spelling.
  /// - Complexity: O(*n*) in the number of bytes.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let seed: UInt64 = 0x51_7cc1_b727_220a
    var hash = UInt64(bytes.count) &* seed
    let last = ByteWords.forEach(in: bytes) { word in
      hash = ((hash << 5) | (hash >> 59) ^ word) &* seed
    }
    hash = ((hash << 5) | (hash >> 59) ^ last.tail) &* seed
    hash ^= hash >> 29
    hash &*= 0xbf58_476d_1ce4_e5b9
    return hash ^ (hash >> 32)
  }

  /// The index of the spelling `bytes`, added (with no uses) if new.
  /// - Parameters:
  ///   - bytes: The spelling's UTF-8 bytes; the caller has checked they are well-formed.
  ///   - hash: ``hash(_:)`` of `bytes`.
  /// - Complexity: O(*n*) in the number of bytes, amortized.
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let id = Int(slots[slot])
      if id < 0 { break }
      if hashes[id] == hash && self.bytes(at: id, equal: bytes) { return id }
      slot = (slot + 1) & mask
    }
    let id = uses.count
    arena.append(contentsOf: bytes)
    bounds.append(arena.count)
    hashes.append(hash)
    uses.append(UseTally.Uses())
    slots[slot] = Int32(id)
    if uses.count * 2 > slots.count { grow() }
    return id
  }

  /// The index of the spelling `bytes`, added if new.
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    index(of: bytes, hash: Self.hash(bytes))
  }

  private func bytes(at id: Int, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
    let (start, end) = (bounds[id], bounds[id + 1])
    guard end - start == other.count else { return false }
    return arena.withUnsafeBufferPointer { arena in
      guard let base = arena.baseAddress, let otherBase = other.baseAddress else { return true }
      return memcmp(base + start, otherBase, other.count) == 0
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id)
    }
  }

  /// Calls `body` with the bytes and hash of each spelling, in the order added.
  func forEach(_ body: (UnsafeBufferPointer<UInt8>, UInt64, UseTally.Uses) -> Void) {
    arena.withUnsafeBufferPointer { arena in
      for id in uses.indices {
        body(
          UnsafeBufferPointer(rebasing: arena[bounds[id]..<bounds[id + 1]]), hashes[id], uses[id])
      }
    }
  }

  /// The spelling at `id` as text.
  func text(at id: Int) -> String {
    arena.withUnsafeBufferPointer { arena in
      String(
        decoding: UnsafeBufferPointer(rebasing: arena[bounds[id]..<bounds[id + 1]]), as: UTF8.self)
    }
  }
}
