internal import Foundation
internal import Matcher

/// What must hold for any catalog line: decoding never traps; a photo it reads, written back
/// as a catalog line (``Photo``'s `Encodable`, as `JSONEncoder` writes it), reads as the same
/// photo; the uses-only decoding agrees with the full one on what it keeps.
public enum CatalogInvariants {
  /// Checks one line (its bytes as they are: invalid UTF-8 and NUL bytes included).
  /// - Parameter bytes: Any bytes.
  /// - Returns: The broken invariants; empty when all hold.
  public static func check(bytes: some Collection<UInt8>) -> [InvariantViolation] {
    var v = Violations()
    let line = Array(bytes)[...]
    let decoder = CatalogDecoder()
    guard let result = decoder.decode(line) else { return [] }
    guard case .success(let photo) = result else { return [] }
    let place = String(fuzzInput: line).debugDescription.prefix(300)
    let encoded: Data
    do {
      encoded = try JSONEncoder().encode(photo)
    } catch {
      v.expect(false, "a read photo encodes", "\(place): \(error)")
      return v.list
    }
    v.expect(
      !encoded.contains(UInt8(ascii: "\n")), "the encoded photo is one line", String(place))
    switch decoder.decode(Array(encoded)[...]) {
    case .success(let again)?:
      v.expect(
        again == photo, "re-encoded photo reads the same",
        "\(place) -> \(String(decoding: encoded, as: UTF8.self).debugDescription)")
    case .failure(let reason)?:
      v.expect(
        false, "re-encoded photo reads",
        "\(place) -> \(String(decoding: encoded, as: UTF8.self).debugDescription): \(reason)")
    case nil:
      v.expect(false, "re-encoded photo is not blank", String(place))
    }
    return v.list
  }
}
