import Dispatch

/// Runs a ``LineTransformer`` over inputs, one output line per input line, in order, on
/// `jobs` threads, with memory bounded by `jobs × 2` chunks whatever the input size.
struct LineEngine {
  /// Worker threads.
  let jobs: Int
  /// What to do with invalid UTF-8.
  let invalidPolicy: InvalidUTF8Policy
  /// The bytes per chunk handed to a worker.
  var chunkSize = 1 << 20
  /// The longest line analyzed whole when the transformer takes pieces: a longer one is
  /// analyzed and written a piece at a time on this thread (see `LineEngine+LongLines.swift`),
  /// so its output is never held whole. Lines up to a chunk long keep the parallel path.
  var longLineSize = 1 << 20
  /// The bytes per piece of a long line (about: a piece ends at the next place a cut is safe).
  /// Small, because a piece's terms and JSON output hold about 40 times its size.
  var pieceSize = 1 << 16
  /// Where the output goes: standard output, or a file in tests.
  var outputDescriptor: Int32 = 1

  /// Counts reported at the end.
  struct Summary {
    var lines = 0
    var invalidLines = 0
    var warnings = 0
  }

  /// The most warnings written to standard error; the rest are counted.
  static let maximumWarnings = 20

  /// Processes each path in turn ("-" is standard input) and writes to standard output.
  /// - Throws: ``CLIError``: 65 for invalid UTF-8 under `.error` (after writing every line
  ///   before it), 66 for a missing input, 74 for I/O errors.
  func run<T: LineTransformer>(paths: [String], makeTransformer: () -> T) throws(CLIError)
    -> Summary
  {
    let paths = paths.isEmpty ? ["-"] : paths
    // Open every input first, so a missing file fails before any output.
    var readers: [LineReader] = []
    for path in paths { readers.append(try LineReader(path: path)) }
    let totalSize = readers.reduce(0) { $0 + ($1.size ?? 0) }
    let workers = Workers(transformers: (0..<jobs).map { _ in makeTransformer() })
    let output = OutputWriter(descriptor: outputDescriptor)
    var progress = Progress(totalBytes: readers.allSatisfy { $0.size != nil } ? totalSize : nil)
    var summary = Summary()
    var bytesBefore = 0
    // Writes one chunk's output and counts; throws its failure after writing what came before.
    func record(_ result: Workers<T>.Result) throws(CLIError) {
      try output.write(result.output)
      summary.lines += result.lineCount
      summary.invalidLines += result.invalidLines
      for warning in result.warnings {
        summary.warnings += 1
        if summary.warnings <= Self.maximumWarnings { System.writeError("stemma: \(warning)") }
      }
      if let failure = result.failure {
        try output.flush()
        progress.finish()
        throw failure
      }
    }
    for index in readers.indices {
      while true {
        var batch: [LineReader.Chunk] = []
        // A chunk with a line too long to hold its whole output ends the batch and is written
        // in pieces once the chunks before it are written.
        var longChunk: LineReader.Chunk?
        while batch.count < jobs * 2, let chunk = try readers[index].nextChunk(chunkSize: chunkSize)
        {
          if workers.acceptsPieces && chunk.lines.contains(where: { $0.count > longLineSize }) {
            longChunk = chunk
            break
          }
          batch.append(chunk)
        }
        if batch.isEmpty && longChunk == nil { break }
        for result in workers.process(batch, policy: invalidPolicy) { try record(result) }
        if let longChunk {
          try record(
            workers.processInPieces(
              longChunk, policy: invalidPolicy, longLineSize: longLineSize, pieceSize: pieceSize,
              output: output))
        }
        progress.update(bytes: bytesBefore + readers[index].bytesRead, lines: summary.lines)
      }
      bytesBefore += readers[index].bytesRead
    }
    try output.flush()
    progress.finish()
    if summary.warnings > Self.maximumWarnings {
      System.writeError(
        "stemma: \(summary.warnings - Self.maximumWarnings) more warnings not shown")
    }
    if summary.invalidLines > 0 {
      let verb = invalidPolicy == .replace ? "replaced ill-formed bytes in" : "skipped"
      let lines = summary.invalidLines == 1 ? "line" : "lines"
      System.writeError("stemma: \(verb) \(summary.invalidLines) \(lines) of invalid UTF-8")
    }
    return summary
  }
}

/// The per-thread transformers and the parallel loop over a batch of chunks.
final class Workers<T: LineTransformer>: @unchecked Sendable {
  // Each worker index is used by exactly one iteration of concurrentPerform at a time. The
  // transformers live in a fixed buffer rather than an array property, so threads mutating
  // distinct elements never go through the array's shared uniqueness check and accessors.
  let transformers: UnsafeMutableBufferPointer<T>

  init(transformers: [T]) {
    self.transformers = .allocate(capacity: transformers.count)
    _ = self.transformers.initialize(from: transformers)
  }

  deinit {
    transformers.deinitialize()
    transformers.deallocate()
  }

  struct Result {
    var output: [UInt8] = []
    var lineCount = 0
    var invalidLines = 0
    var failure: CLIError?
    /// "FILE:LINE: what is wrong" for lines that gave output but were not as expected.
    var warnings: [String] = []
  }

  /// Whether the transformers take a long line in pieces.
  var acceptsPieces: Bool { !transformers[0].wantsRawBytes && transformers[0].acceptsPieces }

  func process(_ batch: [LineReader.Chunk], policy: InvalidUTF8Policy) -> [Result] {
    if batch.isEmpty { return [] }
    let jobs = transformers.count
    if jobs == 1 || batch.count == 1 {
      return batch.map { Self.process($0, with: &transformers[0], policy: policy) }
    }
    let results = ResultSlots<Result>(count: batch.count)
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      var index = worker
      while index < batch.count {
        results.set(
          index, Self.process(batch[index], with: &self.transformers[worker], policy: policy))
        index += jobs
      }
    }
    return results.values
  }

  private static func process(
    _ chunk: LineReader.Chunk, with transformer: inout T, policy: InvalidUTF8Policy
  ) -> Result {
    var result = Result()
    result.output.reserveCapacity(chunk.bytes.count + chunk.bytes.count / 2)
    for offset in chunk.lines.indices {
      if !process(line: offset, of: chunk, with: &transformer, policy: policy, into: &result) {
        break
      }
    }
    return result
  }

  /// Appends the output of line `offset` of `chunk` and its newline to `result`; false when
  /// the line fails (`result.failure` set) and the chunk stops there.
  static func process(
    line offset: Int, of chunk: LineReader.Chunk, with transformer: inout T,
    policy: InvalidUTF8Policy, into result: inout Result
  ) -> Bool {
    let bytes = chunk.bytes[chunk.lines[offset]]
    // A raw transformer (`stem --raw`) gets the exact bytes of a valid line; an invalid
    // line follows the policy like any other.
    if transformer.wantsRawBytes && isValidUTF8(bytes) {
      transformer.transformRaw(bytes, into: &result.output)
    } else if !transformer.wantsRawBytes, let line = String(validating: bytes, as: UTF8.self) {
      transformer.transform(line, into: &result.output)
      if let warning = transformer.warning(for: line) {
        result.warnings.append("\(chunk.inputName):\(chunk.firstLineNumber + offset): \(warning)")
      }
    } else {
      switch policy {
      case .error:
        result.failure = invalidLineError(bytes, line: offset, of: chunk)
        return false
      case .replace:
        let line = String(decoding: bytes, as: UTF8.self)
        if transformer.wantsRawBytes {
          transformer.transformRaw(ArraySlice(line.utf8), into: &result.output)
        } else {
          transformer.transform(line, into: &result.output)
        }
        result.invalidLines += 1
      case .skip:
        result.invalidLines += 1
      }
    }
    result.output.append(UInt8(ascii: "\n"))
    result.lineCount += 1
    return true
  }

  /// Exit 65 for an invalid line: its file, number and first bad byte.
  static func invalidLineError(
    _ bytes: ArraySlice<UInt8>, line offset: Int, of chunk: LineReader.Chunk
  ) -> CLIError {
    let lineNumber = chunk.firstLineNumber + offset
    let byte = firstInvalidByte(bytes) + 1
    return .dataError("\(chunk.inputName):\(lineNumber): invalid UTF-8 at byte \(byte) of the line")
  }

  /// Whether `bytes` are valid UTF-8, without building a string.
  static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    if bytes.allSatisfy({ $0 < 0x80 }) { return true }
    return firstInvalidByte(bytes) == bytes.count
  }

  /// The offset of the first byte where `bytes` stops being valid UTF-8.
  private static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
    }
    return offset
  }
}

/// Slots that worker threads fill, each slot by one thread.
final class ResultSlots<Value>: @unchecked Sendable {
  // Distinct indices touch distinct elements of a buffer that is never resized.
  private let slots: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Value) { slots[index] = value }

  /// The filled slots in order; read only after every thread is done.
  var values: [Value] { slots.compactMap { $0 } }
}
