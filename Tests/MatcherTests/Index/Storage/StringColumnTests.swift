import Testing

@testable import Matcher

/// ``StringColumn/orders(_:before:)`` orders two ids as `String`'s `<` does, for a built
/// column and for one read in place from a snapshot (where two ASCII ids are compared by their
/// bytes and any other pair as strings).
@Suite struct StringColumnTests {
  /// Ids whose byte order and string order differ past ASCII: "e" + U+0301 + "x" (a
  /// decomposed é) is "éx" as a string, after "é", "f" and "img_1", but by bytes it comes
  /// before them all (0x65 < 0x66, 0x69, 0xC3), though its first byte is ASCII; "Z" and "a"
  /// and a shared prefix test the ASCII path.
  static let ids = [
    "IMG_2", "IMG_10", "IMG_1", "img_1", "Z", "a", "abc", "ab", "é", "e\u{301}x",
    "f", "ä", "b", "日本", "日", "",
  ]

  static func columns() throws -> [StringColumn] {
    let built = try PhotoIndex(ids.map { Photo(id: $0.isEmpty ? "(empty)" : $0, tags: ["dog"]) })
    let opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    #expect(opened.ids.isMapped, "the ids must be read in place")
    return [built.ids, opened.ids]
  }

  @Test func ordersAsStringsDo() throws {
    for column in try Self.columns() {
      for first in column.indices {
        for second in column.indices {
          #expect(
            column.orders(first, before: second) == (column[first] < column[second]),
            "\(column[first]) before \(column[second]), mapped: \(column.isMapped)")
        }
      }
    }
  }

  @Test func theDecomposedAccentSortsAsAString() throws {
    let opened = try Self.columns()[1]
    let decomposed = try #require(opened.firstIndex(of: "e\u{301}x"))
    let precomposed = try #require(opened.firstIndex(of: "é"))
    let ascii = try #require(opened.firstIndex(of: "img_1"))
    // Its first byte is ASCII and differs from "img_1"'s, yet the accent decides.
    #expect(opened.orders(ascii, before: decomposed))
    #expect(!opened.orders(decomposed, before: ascii))
    // As strings "é" < "éx"; by bytes "e…" < "é" would say the opposite.
    #expect(opened.orders(precomposed, before: decomposed))
    #expect(!opened.orders(decomposed, before: precomposed))
  }
}
