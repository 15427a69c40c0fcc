import Synchronization

/// A pool of C handles that are not thread-safe (ICU break iterators, Snowball stemmers): each
/// handle is used by one thread at a time, and idle handles are kept for the next user.
///
/// A handle is checked out under a lock, used without one, and returned; when more threads want
/// one than are idle, a new handle is made, so no caller ever waits on another's work.
final class HandlePool<Handle: AnyObject & Sendable>: Sendable {
  private let idle = Mutex<[Handle]>([])
  private let make: @Sendable () -> Handle?
  private let maximumIdle: Int

  init(maximumIdle: Int = 64, make: @escaping @Sendable () -> Handle?) {
    self.make = make
    self.maximumIdle = maximumIdle
  }

  /// Runs `body` with a handle that no other thread uses meanwhile; `nil` if none can be made.
  func withHandle<R>(_ body: (Handle) throws -> R) rethrows -> R? {
    let handle = idle.withLock { $0.popLast() } ?? make()
    guard let handle else { return nil }
    defer {
      idle.withLock { handles in
        if handles.count < maximumIdle { handles.append(handle) }
      }
    }
    return try body(handle)
  }
}
