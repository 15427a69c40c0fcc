import Testing

@testable import StemmaSupport

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("john", "jhon", 1), ("sunset", "sunste", 1), ("", "abc", 3),
    ("abc", "abc", 0), ("vignette", "vignete", 1), ("ca", "abc", 3),
  ])
  func distances(lhs: String, rhs: String, expected: Int) {
    let (a, b) = (lhs.unicodeScalars.map(\.value), rhs.unicodeScalars.map(\.value))
    #expect(EditDistance.distance(a, b, limit: 5) == expected)
    #expect(EditDistance.distance(b, a, limit: 5) == expected)
    if expected > 0 { #expect(EditDistance.distance(a, b, limit: expected - 1) == nil) }
  }

  @Test(arguments: [(4, 0), (5, 1), (8, 1), (9, 2), (20, 2)])
  func allowanceGrowsWithLength(length: Int, edits: Int) {
    #expect(EditDistance.allowedEdits(forLength: length) == edits)
  }

  @Test func deletionNeighbourhoodsMeetWithinTheDistance() {
    let a = EditDistance.deletions(of: Array("sunset".unicodeScalars.map(\.value)), upTo: 1)
    let b = EditDistance.deletions(of: Array("sunste".unicodeScalars.map(\.value)), upTo: 1)
    #expect(!a.isDisjoint(with: b))
    #expect(a.count == 7)  // "sunset" and its 6 one-letter deletions
  }
}
