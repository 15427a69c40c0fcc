/// Buffers standard output and writes it in large blocks.
final class OutputWriter {
  private var buffer: [UInt8] = []
  private let limit = 1 << 20

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
    let written = bytes.withUnsafeBytes { System.writeAll(1, $0) }
    if !written {
      throw CLIError.ioError(
        "standard output: write failed: \(System.errorDescription(System.lastError))")
    }
  }
}
