import Synchronization
import Testing

@testable import Linguistics

/// The pool of C handles: one thread reuses one handle, threads at once never share one, and
/// every handle made is freed with the pool (the atomic slot holds a retained handle).
@Suite("Handle pool")
struct HandlePoolTests {
  /// A stand-in for a C handle that counts how many exist.
  final class Handle: Sendable {
    let live: Counter
    init(live: Counter) {
      self.live = live
      live.add(1)
    }
    deinit { live.add(-1) }
  }

  final class Counter: Sendable {
    private let value = Mutex(0)
    func add(_ delta: Int) { value.withLock { $0 += delta } }
    var current: Int { value.withLock { $0 } }
  }

  @Test("one thread reuses one handle")
  func oneThreadReusesOneHandle() {
    let (live, made) = (Counter(), Counter())
    let pool = HandlePool<Handle> {
      made.add(1)
      return Handle(live: live)
    }
    var seen: Set<ObjectIdentifier> = []
    for _ in 0..<100 { pool.withHandle { seen.insert(ObjectIdentifier($0)) } }
    #expect(made.current == 1 && seen.count == 1)
    // A handle taken while another is out is a second one; both are kept idle after.
    pool.withHandle { outer in
      pool.withHandle { inner in #expect(outer !== inner) }
    }
    #expect(made.current == 2)
    for _ in 0..<10 { pool.withHandle { _ in } }
    #expect(made.current == 2)
  }

  @Test("threads at once never share a handle, and the pool frees every handle")
  func threadsNeverShareAndAllAreFreed() async {
    let live = Counter()
    do {
      let pool = HandlePool<Handle> { Handle(live: live) }
      let inUse = Mutex<Set<ObjectIdentifier>>([])
      let shared = Counter()
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<2_000 {
              pool.withHandle { handle in
                let id = ObjectIdentifier(handle)
                if !inUse.withLock({ $0.insert(id).inserted }) { shared.add(1) }
                inUse.withLock { _ = $0.remove(id) }
              }
            }
          }
        }
      }
      #expect(shared.current == 0)
      #expect(live.current >= 1)
    }
    #expect(live.current == 0)
  }
}
