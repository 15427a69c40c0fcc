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
  static func zeroedTable(count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      adviseHugePages(raw)
      raw.initializeMemory(as: UInt8.self, repeating: 0)
      initialized = count
    }
  }
}

/// Asks the kernel to back the 2 MiB pages wholly inside `region` with huge pages (a hint;
/// nothing happens on systems without them or for regions under 4 MiB).
/// - Returns: The byte offsets within `region` advised, or `nil` when none were.
@discardableResult
func adviseHugePages(_ region: UnsafeMutableRawBufferPointer) -> Range<Int>? {
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
