import ArgumentParser
import Foundation
import Vocabulary

/// `stemma vocab resolve`: what spoken or typed values name, with SiriKit's outcomes.
struct VocabResolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Resolve values against a catalog's, an entries file's or a snapshot's vocabulary.",
    discussion: """
      Writes one JSON object per TEXT (or per standard-input line when no TEXT is given): \
      {"input", "outcome", "value", "candidates", "score", "tier", "id", "candidateIds"}. \
      outcome is success, disambiguation, confirmationRequired, needsValue, unsupported or \
      notRequired; value is the chosen display form (success and confirmationRequired, else \
      null); candidates the display forms of a disambiguation, best first (else []); score the \
      best candidate's match score, 0 to 1; tier its weakest matching step; id the chosen \
      entry's identifier from the entries file (else null); candidateIds the candidates' \
      identifiers, parallel to candidates (null for one without). A value that is not valid UTF-8 follows \
      --on-invalid: error stops with 65 naming it (TEXT N, or -:LINE) after the objects before \
      it; replace resolves it with U+FFFD; skip writes {"argument": N} or {"line": N} with \
      "error": "invalid UTF-8"; both count the values on standard error.
      """)

  @OptionGroup var source: VocabSourceOptions
  @Option(help: "The kind to resolve to: contactName, photoAlbumName, photoTag, …") var kind: String
  @Flag(help: "A value is not required: empty input is notRequired instead of needsValue.")
  var optional = false
  @Option(
    help:
      "What to do with a TEXT or input line that is not valid UTF-8: error (exit 65), replace or skip."
  )
  var onInvalid: InvalidUTF8Policy = .error
  @OptionGroup var store: VocabStoreOptions
  @Argument(help: "The values to resolve; none reads one a line from standard input.")
  var texts: [String] = []

  func validate() throws {
    try KindCheck.validate(kind)
    if source.path == "-" && texts.isEmpty {
      throw ValidationError(
        "the vocabulary and the values cannot both come from standard input: give TEXT")
    }
  }

  func run() throws {
    do throws(CLIError) {
      let (store, malformed) = try VocabularyInput.store(
        source: source, options: self.store)
      let kind = EntryKind(rawValue: self.kind)
      KindCheck.warnIfAbsent(kind, in: store, path: source.path)
      let now = self.store.moment
      let writer = OutputWriter()
      var invalid = 0
      // One object per value; a value that is not valid UTF-8 follows --on-invalid.
      func resolve(_ text: String, isValid: Bool, place: String, key: String, number: Int)
        throws(CLIError)
      {
        var output: [UInt8] = []
        if isValid || onInvalid == .replace {
          append(text, store.resolve(text, as: kind, required: !optional, now: now), to: &output)
        } else if onInvalid == .skip {
          output.append("{\"\(key)\":\(number),\"error\":\"invalid UTF-8\"}\n")
        } else {
          try writer.flush()
          throw CLIError.dataError("\(place): invalid UTF-8")
        }
        if !isValid { invalid += 1 }
        try writer.write(output)
      }
      if texts.isEmpty {
        let reader = try LineReader(path: "-")
        while let chunk = try reader.nextChunk(chunkSize: 1 << 16) {
          for (offset, range) in chunk.lines.enumerated() {
            let bytes = chunk.bytes[range]
            let number = chunk.firstLineNumber + offset
            try resolve(
              String(decoding: bytes, as: UTF8.self),
              isValid: String(validating: bytes, as: UTF8.self) != nil,
              place: "\(chunk.inputName):\(number)", key: "line", number: number)
          }
        }
      } else {
        let validity = RawArguments.validity(of: texts)
        for (index, text) in texts.enumerated() {
          try resolve(
            text, isValid: validity[index], place: "TEXT \(index + 1)", key: "argument",
            number: index + 1)
        }
      }
      try writer.flush()
      if invalid > 0 {
        let verb = onInvalid == .replace ? "replaced ill-formed bytes in" : "skipped"
        System.writeError(
          "stemma: \(verb) \(invalid) \(invalid == 1 ? "value" : "values") of invalid UTF-8")
      }
      if malformed > 0 {
        throw CLIError.dataError("\(source.path): \(malformed) malformed line(s) left out")
      }
    } catch {
      throw error.report()
    }
  }

  private func append(_ input: String, _ resolution: Resolution, to output: inout [UInt8]) {
    output.append("{\"input\":")
    output.appendJSONString(input)
    output.append(",\"outcome\":")
    output.appendJSONString(resolution.outcome.rawValue)
    output.append(",\"value\":")
    if let entry = resolution.entry {
      output.appendJSONString(entry.displayForm)
    } else {
      output.append("null")
    }
    output.append(",\"candidates\":[")
    if case .disambiguation(let candidates) = resolution {
      for (index, candidate) in candidates.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.appendJSONString(candidate.entry.displayForm)
      }
    }
    output.append("],\"score\":")
    let best = resolution.candidates.first
    output.appendScore(best?.score ?? 0)
    output.append(",\"tier\":")
    if let tier = best?.tier {
      output.appendJSONString(tier.rawValue)
    } else {
      output.append("null")
    }
    // The app's identifiers: the chosen entry's, and the disambiguation's, parallel to
    // candidates.
    output.append(",\"id\":")
    output.appendIdentifier(resolution.entry?.identifier)
    output.append(",\"candidateIds\":[")
    if case .disambiguation(let candidates) = resolution {
      for (index, candidate) in candidates.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.appendIdentifier(candidate.entry.identifier)
      }
    }
    output.append("]}\n")
  }
}

extension [UInt8] {
  /// An entry's identifier as a JSON string, or `null` when it has none.
  mutating func appendIdentifier(_ identifier: String?) {
    if let identifier {
      appendJSONString(identifier)
    } else {
      append("null")
    }
  }
}

/// The command line as the operating system gave it, before Swift decoded it.
enum RawArguments {
  /// Whether each of `values` (positional arguments, in order) was valid UTF-8 on the command
  /// line. `CommandLine.arguments`, and so ArgumentParser, see ill-formed bytes already
  /// replaced with U+FFFD; each value is matched, in order, with the next raw argument that
  /// decodes to it.
  static func validity(of values: [String]) -> [Bool] {
    var raw: [(text: String, isValid: Bool)] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map {
        UInt8(bitPattern: $0)
      }
      raw.append(
        (String(decoding: bytes, as: UTF8.self), String(validating: bytes, as: UTF8.self) != nil))
    }
    var cursor = 0
    return values.map { value in
      // Only a value holding U+FFFD can have come from ill-formed bytes.
      guard value.unicodeScalars.contains("\u{FFFD}") else { return true }
      while cursor < raw.count && raw[cursor].text != value { cursor += 1 }
      guard cursor < raw.count else { return true }
      defer { cursor += 1 }
      return raw[cursor].isValid
    }
  }
}
