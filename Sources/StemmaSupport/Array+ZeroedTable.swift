internal import CStemmaSupport

#if canImport(Glibc)
  internal import Glibc
#endif

extension Array where Element: BitwiseCopyable {
  /// An array of `count` elements whose bytes are all zero, for a hash table's slots: where
  /// it is large (4 MiB or more) and the system allows, backed by huge pages, since a table
  /// probed at random touches a different page on nearly every lookup.
  ///
  /// All-zero bytes must be a valid `Element` (the tables' slots, whose empty slot is zero);
  /// they are not for every bitwise-copyable type (a non-optional pointer, some enums).
  package static func zeroedTable(count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      adviseHugePages(raw)
      raw.initializeMemory(as: UInt8.self, repeating: 0)
      initialized = count
    }
  }

  /// Starts fetching the element at `index` into the cache, so that a lookup there waits for
  /// memory while other work goes on (a hint: nothing else happens). `index` must be one of
  /// the array's (checked in debug builds; ignored otherwise when it is not).
  @inline(__always)
  package func prefetch(at index: Int) {
    assert(indices.contains(index), "a prefetch must stay inside its table")
    withUnsafeBufferPointer { elements in
      guard let base = elements.baseAddress, elements.indices.contains(index) else { return }
      stemma_prefetch(base + index)
    }
  }

  /// Reallocates an open-addressing table's slots (one element each, all-zero bytes when
  /// empty), to a power of two at least twice `count` (16 at least; never fewer than now), and
  /// places every entry again, probing linearly from its `home` slot.
  /// - Parameters:
  ///   - count: The entries the table must hold at most half full.
  ///   - isEmpty: Whether a slot is empty.
  ///   - home: An entry's first slot among `mask` + 1.
  @inline(__always)
  package mutating func rehash(
    toHold count: Int, isEmpty: (Element) -> Bool, home: (Element, _ mask: Int) -> Int
  ) {
    var capacity = Swift.max(16, self.count)
    while capacity < count * 2 { capacity *= 2 }
    guard capacity != self.count else { return }
    var grown = Self.zeroedTable(count: capacity)
    let mask = capacity - 1
    grown.withUnsafeMutableBufferPointer { grown in
      for entry in self where !isEmpty(entry) {
        var slot = home(entry, mask)
        while !isEmpty(grown[slot]) { slot = (slot + 1) & mask }
        grown[slot] = entry
      }
    }
    self = grown
  }
}

/// Asks the kernel to back the 2 MiB pages wholly inside `region` with huge pages (a hint;
/// nothing happens on systems without them or for regions under 4 MiB).
/// - Returns: The byte offsets within `region` advised, or `nil` when none were.
@discardableResult
package func adviseHugePages(_ region: UnsafeMutableRawBufferPointer) -> Range<Int>? {
  #if os(Linux) && canImport(Glibc)
    let huge = 2 << 20
    guard let base = region.baseAddress, region.count >= 2 * huge else { return nil }
    let address = Int(bitPattern: base)
    let start = (address + huge - 1) & ~(huge - 1)
    let end = (address + region.count) & ~(huge - 1)
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else {
      return nil
    }
    _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    return (start - address)..<(end - address)
  #else
    return nil
  #endif
}
