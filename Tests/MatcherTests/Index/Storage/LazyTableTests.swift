import Synchronization
import Testing

@testable import Matcher

/// A lazy table lends the same table through `withValue(_:)` as through `value`: the one it
/// holds, or its loader's (read on first use, once), never the placeholder.
@Suite struct LazyTableTests {
  @Test func withValueLendsTheTableItHolds() {
    let table = LazyTable([3, 1, 2])
    #expect(table.withValue { $0 } == [3, 1, 2])
    #expect(table.withValue { $0 } == table.value)
  }

  @Test func withValueReadsTheLoadersTableOnFirstUseOnly() {
    let loads = LoadCount()
    let table = LazyTable(
      loader: LazyLoader { () -> [Int] in
        loads.count.withLock { $0 += 1 }
        return [7, 8]
      },
      placeholder: [])
    #expect(table.isUnread)
    #expect(loads.count.withLock { $0 } == 0)
    #expect(table.withValue { $0 } == [7, 8])
    #expect(!table.isUnread)
    #expect(table.withValue { $0.count } == 2)
    #expect(table.value == [7, 8])
    #expect(loads.count.withLock { $0 } == 1)
  }
}

/// How many times a loader ran (shared with the loader's closure).
private final class LoadCount: Sendable {
  let count = Mutex(0)
}
