import Foundation
import Matcher
import StemmaTestSupport
import Testing

@Suite struct ConcurrencyTests {
  /// Readers see either the state before a write or after it, never a half-applied one: each
  /// write adds a pair of photos tagged alike, so every reader must count an even number.
  @Test func readersSeeWholeWritesWhileAWriterUpdates() async throws {
    let shared = SharedPhotoIndex(try makeIndex([]))
    let writes = 200
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for step in 0..<writes {
          try shared.update { index in
            try index.add(Photo(id: "a\(step)", tags: ["pair", "beach"]))
            try index.add(Photo(id: "b\(step)", tags: ["pair"], caption: "dog"))
            if step % 10 == 9 { index.remove(id: "a\(step - 5)"); index.remove(id: "b\(step - 5)") }
          }
        }
      }
      for reader in 0..<8 {
        group.addTask {
          var last = 0
          for _ in 0..<150 {
            let result = try shared.search(PhotoQuery(searchTerms: ["pair"]), limit: 5)
            #expect(result.total % 2 == 0, "reader \(reader) saw \(result.total)")
            let snapshot = shared.snapshot
            #expect(snapshot.count % 2 == 0)
            // The library only grows between the removals of 2 per 10 writes.
            #expect(snapshot.count >= last - 2)
            last = snapshot.count
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(shared.snapshot.count == 2 * writes - 2 * (writes / 10))
  }

  @Test func aFailedUpdatePublishesNothing() throws {
    struct Refused: Error {}
    let shared = SharedPhotoIndex(try makeIndex([Photo(id: "a", tags: ["x"])]))
    #expect(throws: Refused.self) {
      try shared.update { index throws(Refused) in
        index.remove(id: "a")
        throw Refused()
      }
    }
    #expect(shared.snapshot.contains(id: "a"))
  }

  @Test func continuationsPageAFixedSnapshot() throws {
    let shared = SharedPhotoIndex(
      try makeIndex((0..<30).map { Photo(id: "p\($0)", tags: ["sea"]) }))
    let snapshot = shared.snapshot
    let first = try snapshot.search(PhotoQuery(searchTerms: ["sea"]), limit: 10)
    try shared.update { try $0.add(Photo(id: "late", tags: ["sea"])) }
    #expect(throws: SearchError.staleContinuation) {
      try shared.search(PhotoQuery(searchTerms: ["sea"]), limit: 10, after: first.continuation)
    }
    #expect(
      try snapshot.search(PhotoQuery(searchTerms: ["sea"]), limit: 10, after: first.continuation)
        .hits.count == 10)
  }
}
