import Foundation
import Testing

@testable import Vocabulary

/// Resolution lookups are built on first resolve and kept in step with later writes; readers
/// holding an older snapshot keep their own view.
@Suite struct LazyLookupTests {
  @Test func entriesAddedAfterTheFirstResolveAreFound() throws {
    let store = try makeStore(["Vignette Picks", "Road Trip"], kind: .photoAlbumName)
    #expect(store.resolve("vignette", as: .photoAlbumName).entry?.displayForm == "Vignette Picks")
    try store.add("Tahoe 2019", kind: .photoAlbumName)
    #expect(store.resolve("tahoe 2019", as: .photoAlbumName).entry?.displayForm == "Tahoe 2019")
    #expect(store.resolve("vignete picks", as: .photoAlbumName).outcome == .confirmationRequired)
  }

  @Test func aSnapshotTakenBeforeAWriteDoesNotSeeIt() throws {
    let store = try makeStore(["Vignette Picks"], kind: .photoAlbumName)
    let before = store.snapshot
    _ = before.resolve("vignette", as: .photoAlbumName, required: true, now: referenceNow)
    try store.add("Tahoe 2019", kind: .photoAlbumName)
    #expect(
      before.resolve("tahoe 2019", as: .photoAlbumName, required: true, now: referenceNow)
        == .unsupported)
    #expect(store.resolve("tahoe 2019", as: .photoAlbumName).entry?.displayForm == "Tahoe 2019")
  }

  @Test func readersResolveWhileOneThreadWrites() async throws {
    let store = try makeStore((0..<200).map { "album \($0)" }, kind: .photoAlbumName)
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for index in 200..<400 { _ = try? store.add("album \(index)", kind: .photoAlbumName) }
        return true
      }
      for reader in 0..<4 {
        group.addTask {
          var found = true
          for index in stride(from: reader, to: 200, by: 4) {
            found = found && store.resolve("album \(index)", as: .photoAlbumName).entry != nil
          }
          return found
        }
      }
      for await found in group { #expect(found) }
    }
    for index in [0, 199, 200, 399] {
      #expect(store.resolve("album \(index)", as: .photoAlbumName).outcome == .success)
    }
  }

  /// A limited ranking is the full ranking's prefix, ties included.
  @Test(arguments: [0, 1, 2, 7, 50, 199, 200, 500])
  func limitedRankingIsThePrefixOfTheFullOne(limit: Int) throws {
    let store = VocabularyStore()
    try store.update { batch in
      for index in 0..<200 {
        // Many ties: 10 use counts, 5 dates.
        try batch.add(
          "tag \(index)", kind: .photoTag, uses: index % 10 + 1,
          lastUsed: daysAgo(Double(index % 5)))
      }
    }
    let full = store.ranked(.photoTag, now: referenceNow)
    let limited = store.ranked(.photoTag, limit: limit, now: referenceNow)
    #expect(limited == Array(full.prefix(limit)))
  }
}
