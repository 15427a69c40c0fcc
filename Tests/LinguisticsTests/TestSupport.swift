import Foundation
import StemmaTestSupport

@testable import Linguistics

/// Where the test data outside the package lives, found from this file's path: the package root
/// is three levels up (`Tests/LinguisticsTests/TestSupport.swift`), and `../shared` is beside it.
enum TestData {
  /// The package root.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // LinguisticsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  /// `../shared` from the package root.
  static let shared: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// The Snowball conformance files, `../shared/conformance/snowball/<algorithm>.tsv`.
  static let snowballDirectory = shared.appendingPathComponent("conformance/snowball")

  /// Debian's unicode-data copy of the UAX #29 word-break test.
  static let wordBreakTest = URL(fileURLWithPath: "/usr/share/unicode/auxiliary/WordBreakTest.txt")

  static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The file's bytes, or `nil` when it cannot be read.
  static func bytes(of url: URL) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return [UInt8](data)
  }
}

extension Array {
  /// A random element picked by weight: `[(element, weight)]`.
  func weightedElement<G: RandomNumberGenerator, T>(using generator: inout G) -> T
  where Element == (T, Int) {
    let total = reduce(0) { $0 + $1.1 }
    var pick = Int.random(in: 0..<total, using: &generator)
    for (element, weight) in self {
      if pick < weight { return element }
      pick -= weight
    }
    return self[count - 1].0
  }
}

/// A segment as the tokenizer's internal visitors report it.
struct Segment: Hashable, CustomStringConvertible {
  let start: Int
  let end: Int
  let kind: Token.Kind
  var description: String { "\(start)..<\(end) \(kind)" }
}

extension Tokenizer {
  /// Every segment ICU finds in `text`, with its kind.
  func icuSegments(_ text: String) -> [Segment] {
    var text = text
    var segments: [Segment] = []
    text.withUTF8 { utf8 in
      forEachICUSegment(in: utf8) { segments.append(Segment(start: $0, end: $1, kind: $2)) }
    }
    return segments
  }

  /// Every segment the ASCII fast path finds in `text` (which must be ASCII without CR or LF).
  func asciiSegments(_ text: String) -> [Segment] {
    var text = text
    var segments: [Segment] = []
    text.withUTF8 { utf8 in
      ASCIIWordBreaker.forEachSegment(in: utf8, rules: asciiRules) {
        segments.append(Segment(start: $0, end: $1, kind: $2))
      }
    }
    return segments
  }
}
