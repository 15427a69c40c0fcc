import Linguistics

// A long line in pieces. A chunk's output is built whole before it is written, and a line's
// analysis holds every term with its strings: a 50 MB line peaked at 694 MB resident
// (2.09 GB as JSON Lines, whose output is 16 times the line). A line longer than
// `LineEngine.longLineSize` is instead cut where its pieces tokenize as the whole does
// (`Tokenizer.pieceEnd`), and each piece's output is written before the next piece is decoded,
// so memory holds the line's bytes once plus a piece and its output. `normalize` (text, jsonl,
// tsv and --trace) and `tokenize` take pieces; tsv, whose columns are not in the line's order,
// takes them once per column (`LineTransformer.piecePasses`).

extension Workers {
  /// Processes `chunk`, which holds a line longer than `longLineSize`, on the calling thread:
  /// shorter lines as ``process(_:policy:)`` does, long ones a piece of about `pieceSize`
  /// bytes at a time, writing each
  /// piece's output to `output` as it goes. The same bytes reach `output` as with the chunk
  /// processed whole; what is left unwritten is in the result, with the counts.
  /// - Throws: ``CLIError`` when writing fails.
  /// - Complexity: O(*n*) in the chunk's bytes.
  func processInPieces(
    _ chunk: LineReader.Chunk, policy: InvalidUTF8Policy, longLineSize: Int, pieceSize: Int,
    output: OutputWriter
  ) throws(CLIError) -> Result {
    var result = Result()
    for offset in chunk.lines.indices {
      let range = chunk.lines[offset]
      if range.count <= longLineSize {
        if !Self.process(
          line: offset, of: chunk, with: &transformers[0], policy: policy, into: &result)
        {
          return result
        }
        continue
      }
      let bytes = chunk.bytes[range]
      // Checked whole before any of it is written: an invalid line under `.error` writes
      // nothing, as when it is processed whole.
      if !Self.isValidUTF8(bytes) {
        switch policy {
        case .error:
          result.failure = Self.invalidLineError(bytes, line: offset, of: chunk)
          return result
        case .skip:
          result.invalidLines += 1
          result.output.append(UInt8(ascii: "\n"))
          result.lineCount += 1
          continue
        case .replace:
          // Decoded piece by piece: a cut falls between two ASCII bytes, which no ill-formed
          // sequence spans, so the pieces decode as the whole line does.
          result.invalidLines += 1
        }
      }
      try writeInPieces(chunk.bytes, range: range, pieceSize: pieceSize, output: output, &result)
      result.output.append(UInt8(ascii: "\n"))
      result.lineCount += 1
    }
    return result
  }

  /// Writes the output of line `range` of `bytes` a piece at a time, through `result.output`.
  private func writeInPieces(
    _ bytes: [UInt8], range: Range<Int>, pieceSize: Int, output: OutputWriter,
    _ result: inout Result
  ) throws(CLIError) {
    transformers[0].beginPieces(into: &result.output)
    for pass in 0..<transformers[0].piecePasses {
      if pass > 0 { transformers[0].nextPass(into: &result.output) }
      var start = range.lowerBound
      // The piece's offset in the decoded line, which U+FFFD replacements can make differ
      // from its offset in the bytes.
      var offset = 0
      while start < range.upperBound {
        let end =
          bytes.withUnsafeBufferPointer { buffer in
            Tokenizer.pieceEnd(
              in: UnsafeBufferPointer(rebasing: buffer[range]), from: start - range.lowerBound,
              minimumLength: pieceSize)
          } + range.lowerBound
        let piece = String(decoding: bytes[start..<end], as: UTF8.self)
        transformers[0].transform(piece: piece, atUTF8Offset: offset, into: &result.output)
        offset += piece.utf8.count
        start = end
        try output.write(result.output)
        result.output.removeAll(keepingCapacity: true)
      }
    }
    transformers[0].endPieces(into: &result.output)
  }
}
