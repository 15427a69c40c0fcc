// Measures the in-process Analyzer on a corpus: every line through `Analyzer.terms(in:)` (no
// cache; also with an analyzer that lemmatizes in context, tagging each line first),
// `Analyzer.terms(in:forms:)` with the stem only (no cache) and
// `Analyzer.terms(in:cache:)` (what a batch job would use), printing words per second.
// Usage: AnalyzerThroughput LANGUAGE CORPUS
import Dispatch
import Foundation
import Linguistics

let arguments = CommandLine.arguments
guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[2]) else {
  FileHandle.standardError.write(Data("usage: AnalyzerThroughput LANGUAGE CORPUS\n".utf8))
  exit(64)
}
let language: Language
do {
  language = try Language(arguments[1])
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(64)
}
let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
let analyzer = Analyzer(language: language)

func measure(_ label: String, _ body: () -> Int) {
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

let inContext = Analyzer(language: language, lemmatizesInContext: true)
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
