import Foundation
import Testing

@testable import Matcher
@testable import StemmaSupport

/// The photo hash behind the index's fingerprint (which a continuation token carries): a change
/// to any byte of any field the index reads, or a shift of text between neighbouring values,
/// gives another hash; the same photo always gives the same one.
@Suite struct StableHashTests {
  static let base = Photo(
    id: "IMG_0001", created: Date(timeIntervalSince1970: 1_562_235_720), favorite: true,
    albums: ["Road Trip 2019"], tags: ["golden retriever", "beach"], people: ["Anne"],
    location: "Santa Cruz", attributes: [.photo, .hdr], title: "At the beach",
    caption: "Our dog running on the sand at sunset")

  static let variants: [Photo] = {
    var photos: [Photo] = []
    func with(_ change: (inout Photo) -> Void) {
      var photo = base
      change(&photo)
      photos.append(photo)
    }
    with { $0.id = "IMG_0002" }
    with { $0.created = Date(timeIntervalSince1970: 1_562_235_721) }
    with { $0.favorite = false }
    with { $0.albums = ["Road Trip 2018"] }
    with { $0.tags = ["golden retrieves", "beach"] }  // the 16th byte: the tail of two words
    with { $0.tags = ["golden retriever", "beacH"] }  // the last byte of a short text
    with { $0.tags = ["golden retrieverb", "each"] }  // text shifted between values
    with { $0.tags = ["golden retriever"] }
    with { $0.people = ["Anna"] }
    with { $0.location = "Santa Cruz!" }
    with { $0.attributes = [.photo] }
    with { $0.attributes = [.video] }
    with { $0.attributes = [.photo, .hdr, .selfie] }
    with { $0.title = "At the beacH" }
    with { $0.title = nil }
    with { $0.caption = "Our dog running on the sand at sunseT" }
    return photos
  }()

  @Test func everyFieldChangesTheHash() {
    let hash = StableHash.of(Self.base)
    #expect(StableHash.of(Self.base) == hash)
    let hashes = Self.variants.map(StableHash.of)
    for (variant, other) in zip(Self.variants, hashes) {
      #expect(other != hash, "\(variant)")
    }
    #expect(Set(hashes).count == hashes.count)
  }

  /// A creation date is kept to the whole second below it, before 1970 too, and the index's
  /// date column holds the same seconds (no date: the lowest value, sorting last).
  @Test func creationSecondsRoundDown() throws {
    let seconds: [(Double?, Int64)] = [
      (-0.5, -1), (1.7, 1), (-86_400.25, -86_401), (1_562_235_720, 1_562_235_720), (nil, .min),
    ]
    let photos = seconds.enumerated().map { number, pair in
      Photo(id: "p\(number)", created: pair.0.map(Date.init(timeIntervalSince1970:)), tags: ["x"])
    }
    #expect(photos.map(\.createdSeconds) == seconds.map(\.1))
    let index = try makeIndex(photos)
    #expect(index.created.elements == seconds.map(\.1))
  }

  /// The hash is the same in every process and on every run (a continuation token taken
  /// before a restart must still be accepted): pinned to the value the algorithm gives, so a
  /// per-process seed or a changed step fails here.
  @Test func theHashIsPinned() {
    #expect(StableHash.of(Self.base) == 13_277_429_414_099_571_905)
    #expect(StableHash.of(Photo(id: "")) == 5_171_551_335_994_535_683)
  }

  /// An index sums its photos' hashes from the creation time and attribute bits it has
  /// computed for its own tables: the sum is the one the photos' own hashes give, for photos
  /// with every attribute, none, and no creation date.
  @Test func anIndexSumsItsPhotosOwnHashes() throws {
    var every = Self.base
    every.id = "every"
    every.attributes = Set(PhotoAttribute.allCases)
    var bare = Photo(id: "bare")
    bare.created = nil
    var renamed = Self.variants
    for index in renamed.indices { renamed[index].id = "variant \(index)" }
    let photos = [Self.base, every, bare] + renamed
    var index = PhotoIndex()
    try index.add(contentsOf: photos)
    let expected = photos.reduce(UInt64(0)) { $0 &+ StableHash.of($1) }
    #expect(index.contentHash == expected)
    try index.add(photos[0])
    #expect(index.contentHash == expected)
  }
}
