import Foundation
import Matcher
import Testing

@Suite struct AlbumHitTests {
  static let library = [
    Photo(id: "1", favorite: true, albums: ["Road Trip 2019"], tags: ["car"]),
    Photo(id: "2", albums: ["road trip 2019"], tags: ["lake"]),
    Photo(id: "3", albums: ["Road Trip 2019"], tags: ["tent"]),
    Photo(id: "4", albums: ["Family"], tags: ["road"]),
  ]

  @Test func albumsWhoseNamesMatchComeBackAsAlbums() throws {
    let index = try makeIndex(Self.library)
    let result = try index.search(PhotoQuery(searchTerms: ["road trips"]))
    #expect(result.albumCount == 1)
    let album = try #require(result.hits.first)
    #expect(album.kind == .album)
    #expect(album.id == "Road Trip 2019")  // the most used spelling
    #expect(album.photoCount == 3)
    #expect(Set(result.hits.dropFirst().map(\.id)) == ["1", "2", "3"])
    #expect(result.total == 4)
  }

  @Test func albumHitsCountOnlyPhotosThatPassTheFilters() throws {
    let index = try makeIndex(Self.library)
    let result = try index.search(PhotoQuery(searchTerms: ["road trip"], favorite: true))
    #expect(result.hits.map(\.kind) == [.album, .photo])
    #expect(result.hits.first?.photoCount == 1)
    let none = try index.search(PhotoQuery(searchTerms: ["road trip"], location: "Paris"))
    #expect(none.total == 0)
  }

  @Test func albumsNeedEveryWordAndCanBeTurnedOff() throws {
    let index = try makeIndex(Self.library)
    #expect(try index.search(PhotoQuery(searchTerms: ["road lake"])).albumCount == 0)
    let off = try index.search(
      PhotoQuery(searchTerms: ["road trip"]), options: SearchOptions(includesAlbums: false))
    #expect(off.albumCount == 0 && off.photoCount == 3)
  }
}
