/// One broken invariant: which check and what it saw. The fuzz targets trap on the first one;
/// the replay tests print them all.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The check that failed.
  public let check: String
  /// What it saw.
  public let detail: String

  /// Creates a violation.
  /// - Parameters:
  ///   - check: The check that failed.
  ///   - detail: What it saw.
  public init(_ check: String, _ detail: String) {
    self.check = check
    self.detail = detail
  }

  /// `check: detail`.
  public var description: String { "\(check): \(detail)" }
}

/// Collects violations; a check that holds adds nothing.
struct Violations {
  var list: [InvariantViolation] = []

  mutating func expect(_ condition: Bool, _ check: String, _ detail: @autoclosure () -> String) {
    if !condition { list.append(InvariantViolation(check, detail())) }
  }
}

extension String {
  /// The bytes as text: valid UTF-8 as it is, anything else with U+FFFD for each bad sequence,
  /// as `--on-invalid replace` reads a line.
  init(fuzzInput bytes: some Collection<UInt8>) {
    self.init(decoding: bytes, as: UTF8.self)
  }
}
