/// Reads an input (a file or standard input) as chunks of whole lines.
///
/// Each chunk holds complete lines in one buffer, at most about `chunkSize` bytes unless a
/// single line is longer (a 100 MB line is one chunk of 100 MB). The final line needs no
/// trailing newline.
final class LineReader {
  /// A run of complete lines.
  struct Chunk: Sendable {
    /// The bytes of the lines, newlines included.
    var bytes: [UInt8]
    /// Each line's range in `bytes`, without its newline (and without a final `\r`).
    var lines: [Range<Int>]
    /// The 1-based number of the first line in its input.
    var firstLineNumber: Int
    /// The input's name for messages ("-" is standard input).
    var inputName: String
  }

  let name: String
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var pending: [UInt8] = []
  /// Where the search for the last newline in `pending` resumes: bytes before it hold none.
  private var searchedUpTo = 0
  private var atEnd = false
  private var nextLineNumber = 1
  /// Bytes read so far, for progress.
  private(set) var bytesRead = 0
  /// The input's size when known (regular files), for progress.
  let size: Int?

  /// Opens `path` ("-" for standard input).
  /// - Throws: ``CLIError`` with exit 66 when the file cannot be opened.
  init(path: String) throws(CLIError) {
    if path == "-" {
      self.name = "-"
      self.descriptor = 0
      self.ownsDescriptor = false
    } else {
      let descriptor = System.openForReading(path)
      if descriptor < 0 {
        throw CLIError.noInput("\(path): \(System.errorDescription(System.lastError))")
      }
      if System.isDirectory(descriptor) {
        System.closeDescriptor(descriptor)
        throw CLIError.noInput("\(path): is a directory")
      }
      self.name = path
      self.descriptor = descriptor
      self.ownsDescriptor = true
    }
    self.size = System.fileSize(descriptor)
  }

  deinit { if ownsDescriptor { System.closeDescriptor(descriptor) } }

  /// The next chunk of about `chunkSize` bytes of whole lines, or `nil` at the end.
  /// - Throws: ``CLIError`` with exit 74 on a read error.
  func nextChunk(chunkSize: Int) throws(CLIError) -> Chunk? {
    while !atEnd {
      if pending.count >= chunkSize {
        if let cut = pending[searchedUpTo...].lastIndex(of: UInt8(ascii: "\n")) {
          let rest = Array(pending[(cut + 1)...])
          pending.removeSubrange((cut + 1)...)
          let chunk = makeChunk(pending)
          pending = rest
          searchedUpTo = 0
          return chunk
        }
        searchedUpTo = pending.count
      }
      let readSize = max(chunkSize, 1 << 16)
      let start = pending.count
      pending.reserveCapacity(start + readSize)
      var count = 0
      pending.append(contentsOf: repeatElement(0, count: readSize))
      pending.withUnsafeMutableBytes { buffer in
        count = System.readBytes(
          descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]))
      }
      if count < 0 {
        let message = System.errorDescription(System.lastError)
        pending.removeSubrange(start...)
        throw CLIError.ioError("\(name): read failed: \(message)")
      }
      pending.removeSubrange((start + count)...)
      bytesRead += count
      if count == 0 { atEnd = true }
    }
    guard !pending.isEmpty else { return nil }
    let chunk = makeChunk(pending)
    pending = []
    searchedUpTo = 0
    return chunk
  }

  private func makeChunk(_ bytes: [UInt8]) -> Chunk {
    var lines: [Range<Int>] = []
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        if buffer[index] == UInt8(ascii: "\n") {
          var end = index
          if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
          lines.append(start..<end)
          start = index + 1
        }
        index += 1
      }
    }
    if start < bytes.count {
      var end = bytes.count
      if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      lines.append(start..<end)
    }
    let chunk = Chunk(bytes: bytes, lines: lines, firstLineNumber: nextLineNumber, inputName: name)
    nextLineNumber += lines.count
    return chunk
  }
}
