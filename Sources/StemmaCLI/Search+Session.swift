import Foundation
import Matcher
import Vocabulary

/// Runs queries against a library and writes each result as one JSON line.
struct SearchSession {
  let library: SearchLibrary
  let reader: SearchQueryText
  let now: Date
  let limit: Int
  let explain: Bool
  let after: String?
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  init(
    library: SearchLibrary, timeZone: TimeZone, now: Date, limit: Int, explain: Bool,
    after: String?
  ) {
    self.library = library
    self.reader = SearchQueryText(library: library, timeZone: timeZone)
    self.now = now
    self.limit = limit
    self.explain = explain
    self.after = after
  }

  /// Appends the JSON object for `text` (without a newline) to `output`.
  /// - Parameter place: Where the query comes from ("FILE:LINE", "query N"), for the message
  ///   on standard error when it cannot run.
  /// - Returns: `false` when the query could not run: its object has an `"error"` field and
  ///   the reason went to standard error.
  @discardableResult
  func write(_ text: String, into output: inout [UInt8], place: String) -> Bool {
    let parsed = reader.parse(text, now: now)
    let query = parsed.query
    var options = SearchOptions()
    options.explain = explain
    output.append("{\"query\":")
    output.appendJSONString(text)
    output.append(",\"parsed\":")
    // The parse has one JSON form, its Encodable one (ParsedQuery.encode(to:)). It holds only
    // strings, integers, booleans and nulls, which JSONEncoder always encodes.
    if let json = try? encoder.encode(parsed) {
      output.append(contentsOf: json)
    } else {
      output.append("null")
    }
    do {
      let resolved = try library.index.search(
        resolving: query, vocabulary: library.vocabulary, now: now, limit: limit, after: after,
        options: options)
      output.append(",\"resolution\":")
      SearchJSON.appendResolution(resolved, to: &output)
      SearchJSON.append(resolved.result, explain: explain, to: &output)
    } catch {
      output.append(",\"error\":")
      output.appendJSONString(error.description)
      output.append("}")
      System.writeError("stemma: \(place): \(error.description)")
      return false
    }
    output.append("}")
    return true
  }
}
