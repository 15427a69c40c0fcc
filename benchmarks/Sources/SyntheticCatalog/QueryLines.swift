// The benchmark queries as JSON Lines with their exact structure, so that another process
// (search-compare's peers, SnapshotScale's memory runs) can run exactly the PhotoQuery values
// MatcherScale runs without generating the library: the search words, and the filters as
// PhotoQuery holds them (date bounds in seconds since 1970, start inclusive, end exclusive).
import Foundation
import Matcher

extension SyntheticCatalog {
  /// Why a query line could not be read.
  public struct QueryLineError: Error, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// What was wrong.
    public var reason: String
    /// The line and the reason, for a message.
    public var description: String { "query line \(line): \(reason)" }
  }

  /// The queries as JSON Lines: `{"words": [...], "created": [start, end] | "favorite": true |
  /// "attributes": [...]}` (keys sorted), one query a line, each line ending in a newline.
  public static func queryLines(_ queries: [PhotoQuery]) throws -> String {
    var text = ""
    for query in queries {
      var object: [String: Any] = ["words": query.searchTerms]
      if let range = query.created {
        object["created"] = [range.start, range.end].map { bound -> Any in
          bound.map { $0.timeIntervalSince1970 } ?? NSNull()
        }
      }
      if let favorite = query.favorite { object["favorite"] = favorite }
      if !query.includedAttributes.isEmpty {
        object["attributes"] = query.includedAttributes.map(\.rawValue).sorted()
      }
      let line = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      text += String(decoding: line, as: UTF8.self) + "\n"
    }
    return text
  }

  /// One line of ``queryLines(_:)``. (JSONDecoder, not JSONSerialization: the latter reads
  /// 1420062839.9999998, the start of 2015 in these queries, as 1420062840 on Linux.)
  private struct QueryLine: Decodable {
    var words: [String]
    var created: [Double?]?
    var favorite: Bool?
    var attributes: [String]?
  }

  /// The queries that ``queryLines(_:)`` wrote (empty lines skipped).
  /// - Throws: ``QueryLineError`` naming the first line that is not such a query.
  public static func queries(fromLines text: String) throws -> [PhotoQuery] {
    var queries: [PhotoQuery] = []
    let decoder = JSONDecoder()
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where !line.isEmpty
    {
      let failure = { (reason: String) in QueryLineError(line: number + 1, reason: reason) }
      let fields: QueryLine
      do {
        fields = try decoder.decode(QueryLine.self, from: Data(line.utf8))
      } catch {
        throw failure("\(error)")
      }
      var query = PhotoQuery(searchTerms: fields.words, favorite: fields.favorite)
      if let bounds = fields.created {
        guard bounds.count == 2 else { throw failure("\"created\" is not [start, end]") }
        query.created = DateRange(
          start: bounds[0].map(Date.init(timeIntervalSince1970:)),
          end: bounds[1].map(Date.init(timeIntervalSince1970:)))
      }
      for name in fields.attributes ?? [] {
        guard let attribute = PhotoAttribute(rawValue: name) else {
          throw failure("unknown attribute \(name)")
        }
        query.includedAttributes.insert(attribute)
      }
      queries.append(query)
    }
    return queries
  }

  /// The one-word queries MatcherScale derives from the compound ones: the first word of each,
  /// with no filter.
  public static func oneWordQueries(_ compound: [PhotoQuery]) -> [PhotoQuery] {
    compound.map {
      PhotoQuery(searchTerms: [String($0.searchTerms[0].split(separator: " ")[0])])
    }
  }
}
