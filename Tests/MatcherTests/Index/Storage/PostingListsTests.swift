import Foundation
import Testing

@testable import Matcher

/// Posting lists read in place from an opened snapshot: the same lists as the saved index's,
/// never copied by a search, copied once by the first change.
@Suite struct PostingListsTests {
  static let photos = [
    Photo(id: "a", favorite: true, albums: ["Road Trip"], tags: ["dog", "lake"]),
    Photo(id: "b", tags: ["dog"], people: ["Anne"]),
    Photo(id: "c", tags: ["cat"], title: "a golden retriever"),
  ]

  @Test func anOpenedIndexReadsItsPostingsInPlace() throws {
    let built = try PhotoIndex(Self.photos)
    let opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    #expect(opened.postings.isMapped)
    #expect(!built.postings.isMapped)
    #expect(opened.postings.count == built.postings.count)
    for slot in built.postings.indices {
      #expect(Array(opened.postings[slot]) == Array(built.postings[slot]))
    }
    _ = try opened.search(PhotoQuery(searchTerms: ["dog"]))
    #expect(opened.postings.isMapped)
  }

  @Test func theFirstChangeCopiesTheListsAndLeavesOtherCopiesMapped() throws {
    var built = try PhotoIndex(Self.photos)
    var opened = try PhotoIndex(snapshotBytes: built.snapshotBytes())
    let untouched = opened
    try opened.add(Photo(id: "d", tags: ["dog"]))
    try built.add(Photo(id: "d", tags: ["dog"]))
    #expect(!opened.postings.isMapped)
    #expect(untouched.postings.isMapped)
    #expect(opened.postings.lists == built.postings.lists)
    let query = PhotoQuery(searchTerms: ["dog"])
    #expect(try opened.search(query).hits.map(\.id) == built.search(query).hits.map(\.id))
    let saved = try PhotoIndex(Self.photos)
    #expect(try untouched.search(query).hits.map(\.id) == saved.search(query).hits.map(\.id))
    #expect(try opened.search(query).total == saved.search(query).total + 1)
  }

  @Test func listsHoldNoPostingsWhenEveryListIsEmptyBuiltOrOpened() throws {
    #expect(PhotoIndex().postings.holdsNoPostings)
    let built = try PhotoIndex(Self.photos)
    #expect(!built.postings.holdsNoPostings)
    #expect(try !PhotoIndex(snapshotBytes: built.snapshotBytes()).postings.holdsNoPostings)
    var emptied = built
    for photo in Self.photos { emptied.remove(id: photo.id) }
    #expect(emptied.postings.count == built.postings.count)
    #expect(emptied.postings.holdsNoPostings)
    let opened = try PhotoIndex(snapshotBytes: emptied.snapshotBytes())
    #expect(opened.postings.isMapped && opened.postings.holdsNoPostings)
    var lastOnly = emptied
    try lastOnly.add(Self.photos[2])
    #expect(!lastOnly.postings.holdsNoPostings)
  }

  @Test func anOpenedIndexOutlivesItsFileBeingReplacedOrDeleted() throws {
    let path = try SnapshotTestSupport.temporaryPath()
    let saved = try PhotoIndex(Self.photos)
    try saved.write(toFile: path)
    let opened = try PhotoIndex(contentsOfFile: path)
    let query = PhotoQuery(searchTerms: ["dog"])
    let expected = try saved.search(query).hits.map(\.id)
    #expect(expected.count == 3)
    try PhotoIndex([Photo(id: "z", tags: ["dog"])]).write(toFile: path)
    #expect(try opened.search(query).hits.map(\.id) == expected)
    try FileManager.default.removeItem(atPath: path)
    #expect(try opened.search(query).hits.map(\.id) == expected)
  }

  @Test func seekingFindsTheFirstPostingAtOrAboveAnOrdinal() {
    let postings = [1, 4, 9, 10, 30].map { UInt32($0) << Posting.ordinalShift }
    for ordinal in 0...31 as ClosedRange<UInt32> {
      let expected = postings.firstIndex { Posting.ordinal($0) >= ordinal } ?? postings.count
      #expect(postings.seekPosting(ordinal: ordinal, from: 0) == expected)
      #expect(PostingList(postings).seekPosting(ordinal: ordinal, from: 0) == expected)
    }
  }
}
