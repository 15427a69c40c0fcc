/// Turns the lines of one sentence (CoNLL "vertical" text: a token a line) into one output
/// line each.
protocol SentenceTransformer {
  /// Appends one output line per line of `sentence`, each followed by a newline. `inContext`
  /// is false for a block that is a list of words rather than a sentence.
  mutating func transform(sentence: [String], inContext: Bool, into output: inout [UInt8])
  /// What is wrong with `line` though it still gives an output line; `nil` when nothing is.
  func warning(for line: String) -> String?
}

/// Runs a ``SentenceTransformer`` over inputs read as vertical text, in order, on one thread:
/// the lines up to an empty line are a sentence, answered line by line and then by an empty
/// line. Memory stays bounded: a run of more than ``maximumSentence`` lines without an empty
/// line is no sentence but a word list, and is answered word by word as it comes; so is a last
/// block that no empty line ends in an input that has shown none (one word alone, a list).
struct SentenceEngine {
  /// What to do with invalid UTF-8 (a skipped line stays in the sentence as an empty word and
  /// gets an empty output line, as in ``LineEngine``).
  let invalidPolicy: InvalidUTF8Policy
  /// The bytes per chunk read.
  var chunkSize = 1 << 20
  /// The most lines buffered as one sentence.
  static let maximumSentence = 1000

  /// Processes each path in turn ("-" is standard input) and writes to standard output.
  /// - Throws: ``CLIError``: 65 for invalid UTF-8 under `.error` (after writing every line
  ///   before it), 66 for a missing input, 74 for I/O errors.
  func run<T: SentenceTransformer>(paths: [String], transformer: inout T) throws(CLIError) {
    let paths = paths.isEmpty ? ["-"] : paths
    var readers: [LineReader] = []
    for path in paths { readers.append(try LineReader(path: path)) }
    let output = OutputWriter()
    var state = State()
    for reader in readers {
      state.sawEmptyLine = false
      while let chunk = try reader.nextChunk(chunkSize: chunkSize) {
        for (offset, range) in chunk.lines.enumerated() {
          let bytes = chunk.bytes[range]
          let line: String
          if let valid = String(validating: bytes, as: UTF8.self) {
            line = valid
            if let warning = transformer.warning(for: line) {
              state.warn("\(chunk.inputName):\(chunk.firstLineNumber + offset): \(warning)")
            }
          } else {
            switch invalidPolicy {
            case .error:
              try state.finish(with: &transformer, output: output, inContext: true)
              try output.flush()
              let byte = SentenceEngine.firstInvalidByte(bytes) + 1
              throw .dataError(
                "\(chunk.inputName):\(chunk.firstLineNumber + offset): invalid UTF-8 at byte \(byte) of the line"
              )
            case .replace: line = String(decoding: bytes, as: UTF8.self)
            case .skip: line = ""
            }
            state.invalidLines += 1
            if invalidPolicy == .skip {
              // A skipped line keeps its place (an empty output line) without ending the
              // sentence.
              try state.add(line, skipped: true, with: &transformer, output: output)
              continue
            }
          }
          try state.add(line, skipped: false, with: &transformer, output: output)
        }
      }
      try state.finish(with: &transformer, output: output, inContext: state.sawEmptyLine)
    }
    try output.flush()
    state.report(policy: invalidPolicy)
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

  private struct State {
    var sentence: [String] = []
    var skipped: Set<Int> = []
    /// Past ``SentenceEngine/maximumSentence`` lines without an empty line: a word list.
    var inList = false
    var sawEmptyLine = false
    var invalidLines = 0
    var warnings = 0

    mutating func add<T: SentenceTransformer>(
      _ line: String, skipped isSkipped: Bool, with transformer: inout T, output: OutputWriter
    ) throws(CLIError) {
      if line.isEmpty && !isSkipped {
        try finish(with: &transformer, output: output, inContext: true)
        try output.write([UInt8(ascii: "\n")])
        sawEmptyLine = true
        inList = false
        return
      }
      if isSkipped { skipped.insert(sentence.count) }
      sentence.append(line)
      if sentence.count >= SentenceEngine.maximumSentence || inList {
        inList = true
        try finish(with: &transformer, output: output, inContext: false)
      }
    }

    mutating func finish<T: SentenceTransformer>(
      with transformer: inout T, output: OutputWriter, inContext: Bool
    ) throws(CLIError) {
      guard !sentence.isEmpty else { return }
      var bytes: [UInt8] = []
      transformer.transform(sentence: sentence, inContext: inContext, into: &bytes)
      if !skipped.isEmpty {
        // Rewrite the skipped lines' output as empty lines.
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for index in skipped where index < lines.count { lines[index] = [] }
        bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
      }
      try output.write(bytes)
      sentence.removeAll(keepingCapacity: true)
      skipped.removeAll()
    }

    mutating func warn(_ message: String) {
      warnings += 1
      if warnings <= LineEngine.maximumWarnings { System.writeError("stemma: \(message)") }
    }

    func report(policy: InvalidUTF8Policy) {
      if warnings > LineEngine.maximumWarnings {
        System.writeError(
          "stemma: \(warnings - LineEngine.maximumWarnings) more warnings not shown")
      }
      if invalidLines > 0 {
        let verb = policy == .replace ? "replaced ill-formed bytes in" : "skipped"
        let lines = invalidLines == 1 ? "line" : "lines"
        System.writeError("stemma: \(verb) \(invalidLines) \(lines) of invalid UTF-8")
      }
    }
  }
}
