import Linguistics

/// `normalize --trace --format jsonl`: one JSON object a line with each term's trace.
struct TraceTransformer: LineTransformer {
  let analyzer: Analyzer

  mutating func transform(_ line: String, into output: inout [UInt8]) {
    output.append("{\"terms\":[")
    for (index, trace) in analyzer.trace(line).enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      Self.append(trace, to: &output)
    }
    output.append("]}")
  }

  static func append(_ trace: TermTrace, to output: inout [UInt8]) {
    output.append("{\"surface\":")
    output.appendJSONString(trace.surface)
    output.append(",\"start\":")
    output.appendInteger(trace.utf8Range.lowerBound)
    output.append(",\"end\":")
    output.appendInteger(trace.utf8Range.upperBound)
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
