import Linguistics

/// `normalize --trace --format jsonl`: one JSON object a line with each term's trace.
struct TraceTransformer: LineTransformer {
  let analyzer: Analyzer
  /// Whether the line being written has a term yet: the separator before the next one.
  var wroteTerm = false

  /// Terms are written one by one, so a long line can come in pieces when a piece's traces are
  /// the whole line's: its tokens are (see `Tokenizer.pieceEnd`), and no tagger reads the line
  /// as one sentence (context would end at a cut).
  var acceptsPieces: Bool {
    analyzer.tagger == nil && analyzer.tokenizer.tokenizesPiecesIndependently
  }

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    // The same path as a line in pieces, with one piece: the two cannot drift apart.
    beginPieces(into: &output)
    transform(piece: line, atUTF8Offset: 0, into: &output)
    endPieces(into: &output)
  }

  mutating func beginPieces(into output: inout [UInt8]) {
    wroteTerm = false
    output.append("{\"terms\":[")
  }

  mutating func transform(piece: String, atUTF8Offset offset: Int, into output: inout [UInt8]) {
    for trace in analyzer.trace(piece) {
      if wroteTerm { output.append(UInt8(ascii: ",")) }
      wroteTerm = true
      Self.append(trace, offset: offset, to: &output)
    }
  }

  mutating func endPieces(into output: inout [UInt8]) {
    output.append("]}")
  }

  /// One term's trace as a JSON object, its offsets moved by `offset` (the piece's place in
  /// the line).
  static func append(_ trace: TermTrace, offset: Int, to output: inout [UInt8]) {
    output.append("{\"surface\":")
    output.appendJSONString(trace.surface)
    output.append(",\"start\":")
    output.appendInteger(offset + trace.utf8Range.lowerBound)
    output.append(",\"end\":")
    output.appendInteger(offset + trace.utf8Range.upperBound)
    output.append(",\"kind\":\"\(trace.kind.rawValue)\",\"folding\":[")
    for (index, step) in trace.folding.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      output.append("{\"step\":\"\(step.kind.rawValue)\",\"text\":")
      output.appendJSONString(step.text)
      output.append(UInt8(ascii: "}"))
    }
    output.append("],\"folded\":")
    output.appendJSONString(trace.folded)
    output.append(",\"lemmatizerInput\":")
    output.appendJSONString(trace.lemmatizerInput)
    output.append(",\"lemmas\":[")
    for (index, reading) in trace.readings.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      append(reading, to: &output)
    }
    output.append("],\"lemma\":")
    output.appendJSONString(trace.lemma)
    output.append(",\"stemmerInput\":")
    if let input = trace.stemmerInput {
      output.appendJSONString(input)
    } else {
      output.append("null")
    }
    output.append(",\"stem\":")
    output.appendJSONString(trace.stem)
    output.append(trace.isStopWord ? ",\"stopWord\":true}" : ",\"stopWord\":false}")
  }

  static func append(_ reading: TermTrace.Reading, to output: inout [UInt8]) {
    output.append("{\"lemma\":")
    output.appendJSONString(reading.lemma.value)
    output.append(",\"pos\":")
    if let pos = reading.lemma.partOfSpeech {
      output.appendJSONString(pos.universalTag)
    } else {
      output.append("null")
    }
    output.append(",\"source\":\"\(reading.lemma.source.rawValue)\",\"score\":")
    output.append(LemmatizeTransformer.format(reading.lemma.score))
    if let entry = reading.entry {
      output.append(",\"entry\":")
      output.appendJSONString(entry)
    }
    if let rule = reading.rule {
      output.append(",\"rule\":{\"removed\":")
      output.appendJSONString(rule.removed)
      output.append(",\"added\":")
      output.appendJSONString(rule.added)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "}"))
  }
}
