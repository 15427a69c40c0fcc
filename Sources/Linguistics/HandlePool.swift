import Synchronization

/// A pool of C handles that are not thread-safe (ICU break iterators, Snowball stemmers): each
/// handle is used by one thread at a time, and idle handles are kept for the next user.
///
/// A handle is checked out, used without a lock, and returned; when more threads want one than
/// are idle, a new handle is made, so no caller ever waits on another's work. One idle handle
/// sits in an atomic slot, taken and put back with one atomic operation each: a single thread
/// (the common case: a batch worker stemming each word it sees first) never takes the lock,
/// which with the idle list's array cost more than a short word's Snowball stem.
final class HandlePool<Handle: AnyObject & Sendable>: Sendable {
  /// The idle handle that is taken first (retained while it sits here), or `nil`.
  private let first = Atomic<Unmanaged<Handle>?>(nil)
  /// The other idle handles.
  private let idle = Mutex<[Handle]>([])
  private let make: @Sendable () -> Handle?
  private let maximumIdle: Int

  init(maximumIdle: Int = 64, make: @escaping @Sendable () -> Handle?) {
    self.make = make
    self.maximumIdle = maximumIdle
  }

  deinit {
    first.exchange(nil, ordering: .acquiring)?.release()
  }

  /// Runs `body` with a handle that no other thread uses meanwhile; `nil` if none can be made.
  func withHandle<R>(_ body: (Handle) throws -> R) rethrows -> R? {
    let handle =
      first.exchange(nil, ordering: .acquiring)?.takeRetainedValue()
      ?? idle.withLock { $0.popLast() } ?? make()
    guard let handle else { return nil }
    defer { putBack(handle) }
    return try body(handle)
  }

  /// Returns an idle handle: to the atomic slot if it is empty, else to the list.
  private func putBack(_ handle: Handle) {
    let retained = Unmanaged.passRetained(handle)
    if first.compareExchange(expected: nil, desired: retained, ordering: .releasing).exchanged {
      return
    }
    retained.release()
    idle.withLock { handles in
      if handles.count < maximumIdle { handles.append(handle) }
    }
  }
}
