import Synchronization
import Testing

@testable import Linguistics

/// A stand-in for a C handle that counts how many exist.
private final class CountedHandle: Sendable {
  let live: Tally
  init(live: Tally) {
    self.live = live
    live.add(1)
  }
  deinit { live.add(-1) }
}

/// A count shared across threads.
private final class Tally: Sendable {
  private let value = Mutex(0)
  func add(_ delta: Int) { value.withLock { $0 += delta } }
  var current: Int { value.withLock { $0 } }
}

/// The handles in use at one time, and how often one was taken while in use.
private final class InUse: Sendable {
  private let handles = Mutex<Set<ObjectIdentifier>>([])
  let clashes = Tally()
  func take(_ handle: CountedHandle) {
    if !handles.withLock({ $0.insert(ObjectIdentifier(handle)).inserted }) { clashes.add(1) }
  }
  func give(_ handle: CountedHandle) {
    _ = handles.withLock { $0.remove(ObjectIdentifier(handle)) }
  }
}

/// The pool of C handles: one thread reuses one handle, threads at once never share one, and
/// every handle made is freed with the pool (the atomic slot holds a retained handle).
@Suite("Handle pool")
struct HandlePoolTests {
  @Test("one thread reuses one handle")
  func oneThreadReusesOneHandle() {
    let (live, made) = (Tally(), Tally())
    let pool = HandlePool<CountedHandle> {
      made.add(1)
      return CountedHandle(live: live)
    }
    var seen: Set<ObjectIdentifier> = []
    for _ in 0..<100 { _ = pool.withHandle { seen.insert(ObjectIdentifier($0)) } }
    #expect(made.current == 1 && seen.count == 1)
    // A handle taken while another is out is a second one; both are kept idle after.
    _ = pool.withHandle { outer in
      _ = pool.withHandle { inner in #expect(outer !== inner) }
    }
    #expect(made.current == 2)
    for _ in 0..<10 { _ = pool.withHandle { _ in } }
    #expect(made.current == 2)
  }

  @Test("threads at once never share a handle, and the pool frees every handle")
  func threadsNeverShareAndAllAreFreed() async {
    let live = Tally()
    let inUse = InUse()
    do {
      let pool = HandlePool<CountedHandle> { CountedHandle(live: live) }
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<2_000 {
              _ = pool.withHandle { handle in
                inUse.take(handle)
                inUse.give(handle)
              }
            }
          }
        }
      }
      #expect(live.current >= 1)
    }
    #expect(inUse.clashes.current == 0)
    #expect(live.current == 0)
  }
}
