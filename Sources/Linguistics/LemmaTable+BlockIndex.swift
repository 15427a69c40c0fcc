import Synchronization

// Where a key's block lies, by its first two bytes. Every word of running text is looked up in
// the lemma table, and the binary search over all of its blocks' first keys (twelve probes for
// English, seventeen for Russian, each comparing a key that shares more and more with the
// word) cost about as much as the scan of the block it found. The first two bytes narrow the
// search to the few blocks whose first keys start like the word. The index is read from the
// first keys the table already holds, once per table and process, on the first lookup: no new
// data, and nothing at start-up.

extension LemmaTable {
  /// The blocks whose first keys start with each two-byte prefix, kept once read: one for each
  /// shipped table, shared by every ``LemmaTable`` value made for it.
  ///
  /// A prefix is numbered so that numbers sort as the byte strings do: a missing byte (a key
  /// shorter than two bytes) is 0, byte *b* is *b* + 1, and the number is
  /// `first * 257 + second`. `counts[p]` is the number of blocks whose first key's prefix
  /// number is below *p*, so the last block whose first key is not greater than a key of
  /// prefix *p* is among blocks `counts[p] - 1 ... counts[p + 1] - 1`.
  final class BlockIndex: Sendable {
    /// The number of two-byte prefix numbers: 257 × 257.
    static let prefixCount = 257 * 257
    /// The address of the counts (``prefixCount`` + 1 of them), 0 before they are read, or
    /// ``unusable``. An address rather than a class reference: the lookup reads it for every
    /// word, and a generic lazy reference cost more than the search it saves.
    private let counts = Atomic<Int>(0)
    /// Where the blocks' first keys are out of order (a damaged table): no index.
    private static let unusable = -1

    /// An index not yet read (a shipped table's comes from ``shipped(code:kind:)``).
    init() {}

    deinit {
      let address = counts.load(ordering: .acquiring)
      if address > 0, let pointer = UnsafeMutablePointer<UInt32>(bitPattern: address) {
        pointer.deallocate()
      }
    }

    /// The index of the shipped table of `kind` for `code`, kept for the life of the process.
    static func shipped(code: String, kind: String) -> BlockIndex {
      shippedIndexes.withLock { indexes in
        let name = code + "/" + kind
        if let index = indexes[name] { return index }
        let index = BlockIndex()
        indexes[name] = index
        return index
      }
    }

    private static let shippedIndexes = Mutex<[String: BlockIndex]>([:])

    /// The prefix number of `key`.
    @inline(__always)
    static func prefix(of key: UnsafeBufferPointer<UInt8>) -> Int {
      guard let base = key.baseAddress, key.count > 0 else { return 0 }
      let second = key.count > 1 ? Int(base[1]) + 1 : 0
      return (Int(base[0]) + 1) * 257 + second
    }

    /// The blocks among which the last whose first key is not greater than `key` lies, as
    /// the bounds of a binary search for the first block whose first key is greater (every
    /// block below `lower` has a first key below `key`, every block from `upper` on one
    /// above it); `nil` before ``read(prefixes:)`` or where the index is unusable.
    @inline(__always)
    func range(of key: UnsafeBufferPointer<UInt8>) -> (lower: Int, upper: Int)? {
      let address = counts.load(ordering: .acquiring)
      guard address > 0, let counts = UnsafePointer<UInt32>(bitPattern: address) else {
        return nil
      }
      let prefix = BlockIndex.prefix(of: key)
      return (Int(counts[prefix]), Int(counts[prefix + 1]))
    }

    /// Whether the index was read, usable or not.
    var isRead: Bool { counts.load(ordering: .acquiring) != 0 }

    /// Reads the index from the prefix numbers of the blocks' first keys (one a block, in
    /// order); marks it unusable where they are out of order. Threads that read it at once
    /// keep the first one stored.
    func read(prefixes: [Int]) {
      guard zip(prefixes, prefixes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        _ = counts.compareExchange(
          expected: 0, desired: BlockIndex.unusable, ordering: .acquiringAndReleasing)
        return
      }
      let pointer = UnsafeMutablePointer<UInt32>.allocate(capacity: BlockIndex.prefixCount + 1)
      var block = 0
      for prefix in 0...BlockIndex.prefixCount {
        while block < prefixes.count && prefixes[block] < prefix { block += 1 }
        pointer[prefix] = UInt32(block)
      }
      let address = Int(bitPattern: pointer)
      let stored = counts.compareExchange(
        expected: 0, desired: address, ordering: .acquiringAndReleasing
      ).exchanged
      if !stored { pointer.deallocate() }
    }
  }
}
