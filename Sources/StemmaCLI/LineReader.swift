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
  /// The buffer each read fills before its bytes move to `pending`.
  private var readBuffer: [UInt8] = []
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
        if let cut = lastNewline(in: pending, from: searchedUpTo) {
          let rest = Array(pending[(cut + 1)...])
          pending.removeSubrange((cut + 1)...)
          let chunk = makeChunk(pending)
          pending = rest
          searchedUpTo = 0
          return chunk
        }
        searchedUpTo = pending.count
      }
      // Read into a fixed buffer and append the bytes read: appending grows `pending`
      // geometrically, so a 100 MB line costs O(n), where sizing `pending` exactly for each read
      // (reserveCapacity) would copy it once per read, O(n²).
      let readSize = max(chunkSize, 1 << 16)
      if readBuffer.count != readSize { readBuffer = [UInt8](repeating: 0, count: readSize) }
      let count = readBuffer.withUnsafeMutableBytes { System.readBytes(descriptor, into: $0) }
      if count < 0 {
        throw CLIError.ioError("\(name): read failed: \(System.errorDescription(System.lastError))")
      }
      pending.append(contentsOf: readBuffer[..<count])
      bytesRead += count
      if count == 0 { atEnd = true }
    }
    guard !pending.isEmpty else { return nil }
    let chunk = makeChunk(pending)
    pending = []
    searchedUpTo = 0
    return chunk
  }

  /// The index of the last newline in `bytes[start...]`, scanned without generic overhead
  /// (debug builds run the stdlib's generic `lastIndex(of:)` a byte at a time through metadata).
  private func lastNewline(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = buffer.count
      while index > start {
        index -= 1
        if buffer[index] == UInt8(ascii: "\n") { return index }
      }
      return nil
    }
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
