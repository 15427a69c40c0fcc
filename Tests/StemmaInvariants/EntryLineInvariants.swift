internal import Foundation
internal import Matcher
internal import Vocabulary

/// What must hold for any entries line: parsing never traps; a line it reads, written back as
/// an entries line, reads as the same entry; an error names line 1 and a column inside the
/// line (or just past its end).
public enum EntryLineInvariants {
  /// Checks one line (its bytes as they are).
  /// - Parameter bytes: Any bytes.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(bytes: some Collection<UInt8>) -> [InvariantViolation] {
    var v = Violations()
    let line = Array(bytes)[...]
    let place = String(fuzzInput: line).debugDescription.prefix(300)
    let entry: EntryLine
    do {
      entry = try EntryLine(parsing: line, lineNumber: 1)
    } catch {
      v.expect(error.line == 1, "error names its line", "\(place): \(error)")
      v.expect(
        error.column >= 1 && error.column <= line.count + 1, "error column inside the line",
        "\(place): \(error)")
      return v.list
    }
    let encoded = encode(entry)
    do {
      let again = try EntryLine(parsing: encoded[...], lineNumber: 1)
      // The writer keeps milliseconds (as the catalog's does): dates agree to half of one.
      var same = again
      if let first = entry.lastUsed, let second = again.lastUsed,
        abs(first.timeIntervalSince(second)) <= 0.0005
      {
        same.lastUsed = first
      }
      v.expect(
        same == entry, "re-encoded entry reads the same",
        "\(place) -> \(String(decoding: encoded, as: UTF8.self).debugDescription)")
    } catch {
      v.expect(
        false, "re-encoded entry reads",
        "\(place) -> \(String(decoding: encoded, as: UTF8.self).debugDescription): \(error)")
    }
    return v.list
  }

  /// The entries line for `entry`, as an app would write it with `JSONEncoder`.
  static func encode(_ entry: EntryLine) -> [UInt8] {
    struct Line: Encodable {
      var kind: String
      var text: String
      var uses: Int
      var lastUsed: String?
      var language: String?
      var id: String?
    }
    let line = Line(
      kind: entry.kind.rawValue, text: entry.text, uses: entry.uses,
      lastUsed: entry.lastUsed.map(CatalogDate.format), language: entry.language,
      id: entry.identifier)
    return (try? Array(JSONEncoder().encode(line))) ?? []
  }
}
