#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few operating-system calls the CLI makes.
enum System {
  static var coreCount: Int {
    let count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    return count > 0 ? count : 1
  }

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  static func errorDescription(_ code: Int32) -> String { String(cString: strerror(code)) }

  static var lastError: Int32 { errno }

  /// Monotonic seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  static func writeError(_ message: String) {
    writeRaw(message.hasSuffix("\n") ? message : message + "\n")
  }

  /// Writes to standard error as it is.
  static func writeRaw(_ message: String) {
    let bytes = Array(message.utf8)
    _ = bytes.withUnsafeBytes { writeAll(2, $0) }
  }

  static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY) }

  static func isDirectory(_ descriptor: Int32) -> Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func fileSize(_ descriptor: Int32) -> Int? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count
    }
  }

  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
}
