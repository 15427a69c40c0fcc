import Foundation
import Matcher
import Vocabulary

/// The JSON of `stemma search`, written by hand so that keys keep a fixed order.
enum SearchJSON {
  static func appendResolution(_ resolved: ResolvedSearch, to output: inout [UInt8]) {
    output.append("{\"date\":")
    switch resolved.date {
    case .notRequired: output.appendJSONString("notRequired")
    case .unsupported: output.appendJSONString("unsupported")
    case .success: output.appendJSONString("success")
    }
    if let album = resolved.album {
      output.append(",\"album\":")
      append(album, to: &output)
    }
    if !resolved.people.isEmpty {
      output.append(",\"people\":[")
      for (index, person) in resolved.people.enumerated() {
        if index > 0 { output.append(",") }
        append(person, to: &output)
      }
      output.append("]")
    }
    output.append("}")
  }

  static func append(_ name: NameResolution, to output: inout [UInt8]) {
    output.append("{\"input\":")
    output.appendJSONString(name.input)
    output.append(",\"outcome\":")
    output.appendJSONString(name.outcome.rawValue)
    if let value = name.value {
      output.append(",\"value\":")
      output.appendJSONString(value)
    }
    if !name.candidates.isEmpty {
      output.append(",\"candidates\":")
      appendStrings(name.candidates, to: &output)
    }
    output.append("}")
  }

  /// Appends `,"total":…,"hits":[…],"continuation":…` (and `"unmatched"`).
  static func append(_ result: SearchResult, explain: Bool, to output: inout [UInt8]) {
    output.append(",\"total\":")
    output.appendInteger(result.total)
    output.append(",\"hits\":[")
    for (index, hit) in result.hits.enumerated() {
      if index > 0 { output.append(",") }
      output.append("{\"id\":")
      output.appendJSONString(hit.id)
      output.append(",\"score\":\(hit.score),\"kind\":\"\(hit.kind.rawValue)\"")
      if hit.kind == .album { output.append(",\"photos\":\(hit.photoCount)") }
      if explain {
        output.append(",\"explain\":[")
        for (number, match) in hit.explanation.enumerated() {
          if number > 0 { output.append(",") }
          output.append("{\"term\":")
          output.appendJSONString(match.term)
          output.append(",\"field\":\"\(match.field)\",\"tier\":\"\(match.tier)\",\"matched\":")
          output.appendJSONString(match.matched)
          output.append(",\"weight\":\((match.weight * 1000).rounded() / 1000)")
          if case .label(let confidence) = match.role {
            output.append(",\"label\":\(confidence)")
          } else if match.role == .phrase {
            output.append(",\"phrase\":true")
          }
          output.append("}")
        }
        output.append("]")
      }
      output.append("}")
    }
    output.append("],\"continuation\":")
    if let continuation = result.continuation {
      output.appendJSONString(continuation)
    } else {
      output.append("null")
    }
    if !result.unmatchedTerms.isEmpty {
      output.append(",\"unmatched\":")
      appendStrings(result.unmatchedTerms, to: &output)
    }
  }

  /// Appends `{"line":N,"error":"invalid UTF-8"}`, the object of a query line that is not
  /// valid UTF-8, so that the output keeps one object a line.
  static func appendLineError(_ line: Int, to output: inout [UInt8]) {
    output.append("{\"line\":")
    output.appendInteger(line)
    output.append(",\"error\":\"invalid UTF-8\"}")
  }

  static func appendStrings(_ strings: [String], to output: inout [UInt8]) {
    output.append("[")
    for (index, string) in strings.enumerated() {
      if index > 0 { output.append(",") }
      output.appendJSONString(string)
    }
    output.append("]")
  }
}
