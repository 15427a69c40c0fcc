import ArgumentParser
import Foundation
import Vocabulary

/// `stemma vocab rank`: a catalog's vocabulary, most likely first.
struct VocabRank: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rank",
    abstract:
      "List a vocabulary's entries (a catalog's tags, albums and people), most likely first.",
    discussion: """
      Score: Σ 0.5^(age / half-life) over the uses, age measured at --now; ties by use count, \
      latest use, then text. Spellings that fold or lemmatize alike are one entry, shown \
      in the spelling used most; entries with different ids (entries files) stay apart. text: one \
      entry a line (with --kind) or KIND<TAB>TEXT; jsonl: {"kind", "text", "score", "uses", \
      "lastUsed", "id"} (id: the entry's identifier, or null).
      """)

  @OptionGroup var source: VocabSourceOptions
  @Option(help: "Only this kind: photoTag, photoAlbumName, contactName, or an app-defined kind.")
  var kind: String?
  @Option(help: "The most entries written per kind.") var limit: Int?
  @Option(help: "Output format: text or jsonl.") var format: VocabFormat = .text
  @OptionGroup var store: VocabStoreOptions

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be at least 0") }
    if let kind { try KindCheck.validate(kind) }
  }

  func run() throws {
    do throws(CLIError) {
      let (store, malformed) = try VocabularyInput.store(
        source: source, options: self.store)
      let now = self.store.moment
      let kinds = kind.map { [EntryKind(rawValue: $0)] } ?? store.kinds
      if let kind {
        KindCheck.warnIfAbsent(EntryKind(rawValue: kind), in: store, path: source.path)
      }
      let writer = OutputWriter()
      var output: [UInt8] = []
      for kind in kinds {
        for ranked in store.ranked(kind, limit: limit, now: now) {
          append(ranked, kind: kind, to: &output)
          if output.count >= 1 << 20 {
            try writer.write(output)
            output.removeAll(keepingCapacity: true)
          }
        }
      }
      try writer.write(output)
      try writer.flush()
      if malformed > 0 {
        throw CLIError.dataError("\(source.path): \(malformed) malformed line(s) left out")
      }
    } catch {
      throw error.report()
    }
  }

  private func append(_ ranked: RankedEntry, kind: EntryKind, to output: inout [UInt8]) {
    let entry = ranked.entry
    switch format {
    case .text:
      if self.kind == nil { output.append("\(kind.rawValue)\t") }
      // One entry a line: a line break inside a spelling would split it.
      output.append(String(entry.displayForm.map { $0.isNewline ? " " : $0 }))
      output.append(UInt8(ascii: "\n"))
    case .jsonl:
      output.append("{\"kind\":")
      output.appendJSONString(kind.rawValue)
      output.append(",\"text\":")
      output.appendJSONString(entry.displayForm)
      output.append(",\"score\":")
      output.appendScore(ranked.score)
      output.append(",\"uses\":")
      output.appendInteger(entry.useCount)
      output.append(",\"lastUsed\":")
      if let lastUsed = entry.lastUsed {
        output.appendJSONString(Self.iso8601(lastUsed))
      } else {
        output.append("null")
      }
      output.append(",\"id\":")
      output.appendIdentifier(entry.identifier)
      output.append("}\n")
    }
  }

  static func iso8601(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
