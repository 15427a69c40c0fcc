public import Foundation

/// Whether a query's date range can match a library, with SiriKit's outcomes.
public enum DateResolution: Hashable, Sendable {
  /// The range meets the library's dates (for a day said without a year: the span from the
  /// first of its days within them to the last).
  case success(DateRange)
  /// The range lies wholly outside the library's dates (or is empty, or the library has no
  /// dated photos): nothing can match.
  case unsupported
  /// The query has no date range and no day said without a year.
  case notRequired
}

/// Checks a query's creation-date range against the dates a library holds, so an app can say
/// "you have no photos from 2009" instead of showing nothing.
public struct DateResolver: Hashable, Sendable {
  /// Creates a resolver.
  public init() {}

  /// Resolves a date range.
  /// - Parameters:
  ///   - range: The query's range, or `nil` for none.
  ///   - knownDates: The earliest and latest creation dates in the library, or `nil` when no
  ///     photo has one.
  /// - Returns: ``DateResolution/notRequired`` without a range; ``DateResolution/unsupported``
  ///   when no instant of `knownDates` is in the range; otherwise ``DateResolution/success(_:)``
  ///   with the range unchanged.
  /// - Complexity: O(1).
  public func resolve(_ range: DateRange?, knownDates: ClosedRange<Date>?) -> DateResolution {
    guard let range else { return .notRequired }
    guard let knownDates else { return .unsupported }
    if let start = range.start, let end = range.end, end <= start { return .unsupported }
    if let start = range.start, start > knownDates.upperBound { return .unsupported }
    if let end = range.end, end <= knownDates.lowerBound { return .unsupported }
    return .success(range)
  }
}
