#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The bytes of an opened snapshot, kept for as long as an index reads sections in place from
/// them: a read-only memory map of the file (unmapped in `deinit`), or an aligned copy of bytes
/// handed over in memory (freed in `deinit`).
///
/// The bytes are never written after the mapping is made, so sharing it across threads is
/// safe: that is the whole of its `Sendable` claim.
final class SnapshotMapping: @unchecked Sendable {
  /// The snapshot's bytes; valid until the mapping is released.
  let bytes: UnsafeRawBufferPointer
  /// Whether `bytes` is a memory map (else an allocation).
  private let isMapped: Bool

  /// Maps the file at `path` read-only (the descriptor is closed at once; the map stays).
  /// - Throws: ``SnapshotError/io(errno:path:)`` when the file cannot be opened or mapped.
  init(path: String) throws(SnapshotError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .io(errno: errno, path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .io(errno: errno, path: path) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw .io(errno: EISDIR, path: path) }
    let size = Int(info.st_size)
    guard size > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      isMapped = false
      return
    }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
    else { throw .io(errno: errno, path: path) }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    isMapped = true
  }

  /// Copies `source` into memory aligned as a map is (so that sections can be read in place).
  init(copying source: UnsafeRawBufferPointer) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(source.count, 1), alignment: 16)
    if let base = source.baseAddress, source.count > 0 {
      buffer.baseAddress?.copyMemory(from: base, byteCount: source.count)
    }
    bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<source.count])
    isMapped = false
  }

  deinit {
    if isMapped {
      if let base = bytes.baseAddress {
        munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
      }
    } else if let base = bytes.baseAddress {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    } else {
      // An empty map owns nothing.
    }
  }
}
