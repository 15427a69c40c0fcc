import Foundation
import Testing

@testable import Matcher

@Suite struct ModelTests {
  @Test func dateRangeIsHalfOpenWithOptionalEnds() {
    let start = Date(timeIntervalSince1970: 1000)
    let end = Date(timeIntervalSince1970: 2000)
    let range = DateRange(start: start, end: end)
    #expect(range.contains(start))
    #expect(!range.contains(end))
    #expect(!range.contains(start.addingTimeInterval(-1)))
    #expect(DateRange(start: start).contains(.distantFuture))
    #expect(DateRange(end: end).contains(.distantPast))
  }

  @Test(arguments: [(-0.5, 0.0), (0.25, 0.25), (7.0, 1.0), (Double.nan, 0.0)])
  func labelConfidenceIsClamped(raw: Double, clamped: Double) {
    #expect(WeightedLabel("beach", confidence: raw).confidence == clamped)
  }

  @Test func attributesSortInDeclarationOrder() {
    let sorted = Set<PhotoAttribute>([.transfer, .video, .photo, .selfie]).sorted()
    #expect(sorted == [.photo, .video, .selfie, .transfer])
  }

  /// Each attribute's ordinal is its place in `allCases`, so each gets a flag bit of its own
  /// (all of them fit in an index's 32-bit flags, past the live and favorite bits).
  @Test func attributeOrdinalsFollowDeclarationOrder() {
    #expect(PhotoAttribute.allCases.map(\.ordinal) == Array(PhotoAttribute.allCases.indices))
    let flags = PhotoAttribute.allCases.map(PhotoIndex.flag(of:))
    #expect(Set(flags).count == PhotoAttribute.allCases.count)
    #expect(flags.allSatisfy { $0 > 2 && $0.nonzeroBitCount == 1 })
  }
}
