// Measures the in-process Analyzer on a corpus: every line through `Analyzer.terms(in:)` (no
// cache; also with an analyzer that lemmatizes in context, tagging each line first),
// `Analyzer.terms(in:forms:)` with the stem only (no cache) and
// `Analyzer.terms(in:cache:)` (what a batch job would use), printing words per second.
// MEASURE runs one of them alone (`terms`, `context`, `stem` or `cache`), so that a CPU-time
// comparison with the C pipeline (or callgrind) counts that path only; `dump` prints every term
// of `terms(in:)` instead, one a line, for `cmp` between two builds.
// Usage: AnalyzerThroughput LANGUAGE CORPUS [MEASURE]
import Dispatch
import Foundation
import Linguistics

let arguments = CommandLine.arguments
let measures = ["terms", "context", "stem", "cache", "dump"]
guard (3...4).contains(arguments.count),
  arguments.count == 3 || measures.contains(arguments[3]),
  let data = FileManager.default.contents(atPath: arguments[2])
else {
  FileHandle.standardError.write(
    Data("usage: AnalyzerThroughput LANGUAGE CORPUS [terms|context|stem|cache|dump]\n".utf8))
  exit(64)
}
let only = arguments.count == 4 ? arguments[3] : nil
let language: Language
do {
  language = try Language(arguments[1])
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(64)
}
// Lines split on the byte, as the C pipeline reads them: splitting the String by Characters
// cost a quarter of the `terms(in:)` measure's process time.
let lines = data.withUnsafeBytes { raw in
  raw.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
}
let analyzer = Analyzer(language: language)

if only == "dump" {
  var output = ""
  for line in lines {
    for term in analyzer.terms(in: line) {
      let flag = term.isStopWord ? "s" : "-"
      output += "\(term.surface)\t\(term.utf8Range)\t\(term.kind.rawValue)\t\(term.folded)\t"
      output += "\(term.lemma)\t\(term.stem)\t\(flag)\n"
    }
    output += "\n"
    if output.utf8.count > 1 << 16 {
      FileHandle.standardOutput.write(Data(output.utf8))
      output = ""
    }
  }
  FileHandle.standardOutput.write(Data(output.utf8))
  exit(0)
}

func measure(_ label: String, _ body: () -> Int) {
  guard only == nil || only == label.measureName else { return }
  let start = DispatchTime.now().uptimeNanoseconds
  let words = body()
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "\(label)\t\(words) words\t\(String(format: "%.3f", seconds)) s\t\(Int(Double(words) / seconds)) words/s"
  )
}

measure("analyzer.terms") {
  var words = 0
  var stems = 0
  for line in lines {
    let terms = analyzer.terms(in: line)
    words += terms.count
    stems &+= terms.last?.stem.utf8.count ?? 0
  }
  return words + (stems == -1 ? 1 : 0)
}

// The tagger's model loads only where its measure runs.
let inContext =
  only == nil || only == "context"
  ? Analyzer(language: language, lemmatizesInContext: true) : analyzer
measure("analyzer.terms (in context)") {
  var words = 0
  var stems = 0
  for line in lines {
    let terms = inContext.terms(in: line)
    words += terms.count
    stems &+= terms.last?.lemma.utf8.count ?? 0
  }
  return words + (stems == -1 ? 1 : 0)
}

measure("analyzer.terms(in:forms: .stem)") {
  var words = 0
  var stems = 0
  for line in lines {
    let terms = analyzer.terms(in: line, forms: .stem)
    words += terms.count
    stems &+= terms.last?.stem.utf8.count ?? 0
  }
  return words + (stems == -1 ? 1 : 0)
}

measure("analyzer.terms(in:cache:)") {
  var cache = AnalysisCache()
  var words = 0
  var stems = 0
  for line in lines {
    let terms = analyzer.terms(in: line, cache: &cache)
    words += terms.count
    stems &+= terms.last?.stem.utf8.count ?? 0
  }
  return words + (stems == -1 ? 1 : 0)
}

extension String {
  /// The MEASURE argument that selects this label's measure alone.
  var measureName: String {
    switch self {
    case "analyzer.terms": "terms"
    case "analyzer.terms (in context)": "context"
    case "analyzer.terms(in:forms: .stem)": "stem"
    default: "cache"
    }
  }
}
