import Foundation
import StemmaSupport
import Testing

@testable import Matcher

/// `CatalogUses`: the photos' uses a saved vocabulary is learned from follow change lines as a
/// catalog does, and its saved payload reads back whole or not at all.
@Suite("CatalogUses")
struct CatalogUsesTests {
  static let photos = [
    Photo(
      id: "a", created: Date(timeIntervalSince1970: 1_000), albums: ["Trip"],
      tags: ["lake", "lake"], people: ["Ann"]),
    Photo(id: "b", tags: ["dog"], location: "Paris", title: "not a use"),
    Photo(id: "c", created: Date(timeIntervalSince1970: 2_000.5), albums: ["Trip", "Home"]),
  ]

  @Test("a change replaces in place, a new photo goes last, a removed one goes")
  func changes() {
    var uses = CatalogUses(Self.photos)
    uses.update(Photo(id: "b", tags: ["cat"]))
    uses.remove(id: "a")
    uses.remove(id: "unknown")
    uses.update(Photo(id: "d", people: ["Bo"]))
    uses.update(Photo(id: "a", tags: ["sea"]))
    #expect(uses.photos.map(\.id) == ["b", "c", "d", "a"])
    #expect(uses.photos[0].tags == ["cat"])
    #expect(uses.count == 4)
    // Only what a tally reads is kept.
    #expect(CatalogUses([Self.photos[1]]).photos == [Photo(id: "b", tags: ["dog"])])
  }

  @Test("the saved payload reads back the same photos, in order")
  func roundTrip() throws {
    var uses = CatalogUses(Self.photos)
    uses.remove(id: "b")
    let bytes = uses.savedBytes()
    let read = try bytes.withUnsafeBytes { try CatalogUses(savedBytes: $0) }
    #expect(read == uses)
    #expect(read.photos.map(\.created) == uses.photos.map(\.created))
  }

  @Test("a cut-off, extended or duplicated payload is refused, never a trap")
  func damagedPayloads() throws {
    let bytes = CatalogUses(Self.photos).savedBytes()
    for length in 0..<bytes.count {
      #expect(throws: ByteStreamError.self) {
        try Array(bytes.prefix(length)).withUnsafeBytes { try CatalogUses(savedBytes: $0) }
      }
    }
    #expect(throws: ByteStreamError.self) {
      try (bytes + [0]).withUnsafeBytes { try CatalogUses(savedBytes: $0) }
    }
    // Two photos of one id: a payload no writer makes, refused rather than merged.
    var twice = ByteStreamWriter()
    twice.append(count: CatalogUses.savedLayout)
    twice.append(["x"])
    twice.append(count: 2)
    for _ in 0..<2 {
      twice.append("same")
      twice.append(false)
      for _ in 0..<3 { twice.append(count: 0) }
    }
    let error = #expect(throws: ByteStreamError.self) {
      try twice.bytes.withUnsafeBytes { try CatalogUses(savedBytes: $0) }
    }
    #expect(error?.reason.contains("twice") == true)
  }
}
