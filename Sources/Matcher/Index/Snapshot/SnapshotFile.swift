#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The only place the Matcher calls the operating system: mapping a snapshot file to read it,
/// and writing one crash-safely. Failures become ``SnapshotError/io(errno:path:)``.
enum SnapshotFile {
  /// Maps the file at `path` read-only and calls `body` with its bytes; unmapped afterwards,
  /// so `body` must copy what it keeps.
  static func withMappedBytes<R>(
    path: String, _ body: (UnsafeRawBufferPointer) throws(SnapshotError) -> R
  ) throws(SnapshotError) -> R {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .io(errno: errno, path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .io(errno: errno, path: path) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw .io(errno: EISDIR, path: path) }
    let size = Int(info.st_size)
    guard size > 0 else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      base != MAP_FAILED
    else { throw .io(errno: errno, path: path) }
    defer { munmap(base, size) }
    return try body(UnsafeRawBufferPointer(start: base, count: size))
  }

  /// Writes a file at `path` so that a crash at any moment leaves either the file that was
  /// there or the complete new one: the bytes go to a temporary file in the same directory,
  /// which is flushed to the disk (`F_FULLFSYNC` where the platform has it, `fsync`
  /// elsewhere), renamed over `path`, and the directory flushed so that the rename lasts.
  /// - Parameter body: Writes the file's bytes through the sink it is given (bytes at an
  ///   offset).
  static func writeAtomically(
    path: String, _ body: (@escaping SnapshotEncoder.Sink) throws(SnapshotError) -> Void
  ) throws(SnapshotError) {
    let directory = directoryName(of: path)
    let temporary =
      directory + "/." + baseName(of: path) + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    let started = time(nil)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(errno: errno, path: temporary) }
    // A replaced file keeps its permissions (a snapshot an app shares with its extension may
    // be group-readable, or private); `open`'s mode is masked by the umask, `fchmod`'s is not.
    var existing = stat()
    if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
      guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
        let code = errno
        close(descriptor)
        unlink(temporary)
        throw .io(errno: code, path: temporary)
      }
    }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    do {
      let sink: SnapshotEncoder.Sink = { (offset, bytes) throws(SnapshotError) in
        var done = 0
        while done < bytes.count {
          let count = pwrite(
            descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done,
            off_t(offset + done))
          if count < 0 {
            if errno == EINTR { continue }
            throw .io(errno: errno, path: temporary)
          }
          done += count
        }
      }
      try body(sink)
      try flush(descriptor, path: temporary)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw .io(errno: errno, path: temporary) }
    guard rename(temporary, path) == 0 else { throw .io(errno: errno, path: path) }
    renamed = true
    removeStaleTemporaries(of: path, in: directory, olderThan: started)
    let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard directoryDescriptor >= 0 else { throw .io(errno: errno, path: directory) }
    defer { close(directoryDescriptor) }
    // Some file systems refuse to flush a directory (EINVAL): the rename is as durable there
    // as they make it.
    if fsync(directoryDescriptor) != 0 && errno != EINVAL {
      throw .io(errno: errno, path: directory)
    }
  }

  /// Removes the temporary files a killed save of `path` left behind: names of exactly the
  /// pattern `.NAME.tmp-PID-NUMBER`, last changed before this save started, whose process is
  /// gone (so that a save running beside this one keeps its file). Failures are ignored: the
  /// snapshot itself is saved.
  static func removeStaleTemporaries(
    of path: String, in directory: String, olderThan started: time_t
  ) {
    let prefix = "." + baseName(of: path) + ".tmp-"
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix) else { continue }
      let parts = name.dropFirst(prefix.count).split(
        separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil,
        parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
      else { continue }
      let candidate = directory + "/" + name
      var info = stat()
      guard lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
        modificationSeconds(info) < started, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(candidate)
    }
  }

  /// When the file of `info` was last changed, in whole seconds.
  private static func modificationSeconds(_ info: stat) -> time_t {
    #if canImport(Darwin)
      info.st_mtimespec.tv_sec
    #else
      info.st_mtim.tv_sec
    #endif
  }

  private static func flush(_ descriptor: Int32, path: String) throws(SnapshotError) {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    guard fsync(descriptor) == 0 else { throw .io(errno: errno, path: path) }
  }

  /// The directory part of `path` ("." for a bare name).
  static func directoryName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The system's description of an `errno` value.
  static func describe(errno code: Int32) -> String { String(cString: strerror(code)) }
}
