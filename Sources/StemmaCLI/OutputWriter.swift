/// Buffers standard output and writes it in large blocks.
final class OutputWriter {
  private var buffer: [UInt8] = []
  private let limit = 1 << 20
  /// Where the bytes go: standard output, or a file in tests.
  private let descriptor: Int32

  init(descriptor: Int32 = 1) { self.descriptor = descriptor }

  func write(_ bytes: [UInt8]) throws(CLIError) {
    if buffer.isEmpty && bytes.count >= limit {
      try writeNow(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= limit { try flush() }
  }

  func flush() throws(CLIError) {
    guard !buffer.isEmpty else { return }
    try writeNow(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeNow(_ bytes: [UInt8]) throws(CLIError) {
    let written = bytes.withUnsafeBytes { System.writeAll(descriptor, $0) }
    if !written {
      throw CLIError.ioError(
        "standard output: write failed: \(System.errorDescription(System.lastError))")
    }
  }
}
