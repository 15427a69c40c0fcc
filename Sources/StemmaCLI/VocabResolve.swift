import ArgumentParser
import Foundation
import Vocabulary

/// `stemma vocab resolve`: what spoken or typed values name, with SiriKit's outcomes.
struct VocabResolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Resolve values against a catalog's or an entries file's vocabulary.",
    discussion: """
      Writes one JSON object per TEXT (or per standard-input line when no TEXT is given): \
      {"input", "outcome", "value", "candidates", "score", "tier"}. outcome is success, \
      disambiguation, confirmationRequired, needsValue, unsupported or notRequired; value is \
      the chosen display form (success and confirmationRequired, else null); candidates the \
      display forms of a disambiguation, best first (else []); score the best candidate's match \
      score, 0 to 1; tier its weakest matching step.
      """)

  @Option(help: "A photo catalog (JSON Lines).") var catalog: String?
  @Option(help: "An entries file: JSON Lines of {\"kind\", \"text\", \"uses\", \"lastUsed\"}.")
  var entries: String?
  @Option(help: "The kind to resolve to: contactName, photoAlbumName, photoTag, …") var kind: String
  @Flag(help: "A value is not required: empty input is notRequired instead of needsValue.")
  var optional = false
  @OptionGroup var store: VocabStoreOptions
  @Argument(help: "The values to resolve; none reads one a line from standard input.")
  var texts: [String] = []

  func validate() throws {
    if (catalog == nil) == (entries == nil) {
      throw ValidationError("give exactly one of --catalog and --entries")
    }
    if kind.isEmpty { throw ValidationError("--kind must not be empty") }
  }

  func run() throws {
    do throws(CLIError) {
      let (store, malformed) = try VocabularyInput.store(
        path: catalog ?? entries ?? "-", isCatalog: catalog != nil, options: self.store)
      let kind = EntryKind(rawValue: self.kind)
      let now = self.store.moment
      let writer = OutputWriter()
      func resolve(_ text: String) throws(CLIError) {
        var output: [UInt8] = []
        append(text, store.resolve(text, as: kind, required: !optional, now: now), to: &output)
        try writer.write(output)
      }
      if texts.isEmpty {
        let reader = try LineReader(path: "-")
        while let chunk = try reader.nextChunk(chunkSize: 1 << 16) {
          for range in chunk.lines {
            try resolve(String(decoding: chunk.bytes[range], as: UTF8.self))
          }
        }
      } else {
        for text in texts { try resolve(text) }
      }
      try writer.flush()
      if malformed > 0 {
        let path = catalog ?? entries ?? "-"
        throw CLIError.dataError("\(path): \(malformed) malformed line(s) left out")
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
    output.append("}\n")
  }
}
