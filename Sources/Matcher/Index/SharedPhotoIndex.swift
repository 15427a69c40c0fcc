import Synchronization

/// A ``PhotoIndex`` shared by many readers and a writer: searches run concurrently on an
/// immutable snapshot while changes are applied to the next one.
///
/// ```swift
/// let shared = SharedPhotoIndex(index)
/// async let hits = shared.search(PhotoQuery(searchTerms: ["beach"]))   // any task
/// try shared.update { index in try index.add(newPhoto) }                  // one writer
/// ```
///
/// A reader takes the current snapshot under a lock held for a pointer copy, then searches
/// without it, so a slow search never blocks the writer and a write never blocks readers.
/// Writers are serialized; each write copies only what it changes from the snapshot readers
/// may still hold (see ``PhotoIndex``), so batch many changes into one ``update(_:)``.
/// A ``SearchResult/continuation`` taken before a write is refused after it; to page through
/// a fixed state, search a ``snapshot`` instead.
public final class SharedPhotoIndex: Sendable {
  private let current: Mutex<PhotoIndex>
  private let writer = Mutex<Void>(())

  /// Shares an index.
  /// - Parameter index: The initial contents.
  public init(_ index: PhotoIndex) {
    current = Mutex(index)
  }

  /// The current state, to search as often as needed without seeing later writes.
  public var snapshot: PhotoIndex { current.withLock { $0 } }

  /// Searches the current snapshot. See ``PhotoIndex/search(_:limit:after:options:)``.
  /// - Parameters:
  ///   - query: The filters and words.
  ///   - limit: The most hits to return.
  ///   - continuation: A previous result's continuation.
  ///   - options: Matching options.
  /// - Throws: ``SearchError``.
  /// - Complexity: That of ``PhotoIndex/search(_:limit:after:options:)``; the lock is held
  ///   for O(1).
  public func search(
    _ query: PhotoQuery, limit: Int = 100, after continuation: String? = nil,
    options: SearchOptions = SearchOptions()
  ) throws(SearchError) -> SearchResult {
    try snapshot.search(query, limit: limit, after: continuation, options: options)
  }

  /// Applies changes and publishes the result to readers at once (all of them or, when `body`
  /// throws, none).
  /// - Parameter body: Changes to a private copy of the current state.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func update<Result, Failure: Error>(
    _ body: (inout PhotoIndex) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try writer.withLock { _ throws(Failure) -> Result in
      var next = snapshot
      let result = try body(&next)
      // Drop the old state while not holding the lock, so its release costs readers nothing.
      let previous = current.withLock { state in
        let previous = state
        state = next
        return previous
      }
      _ = previous
      return result
    }
  }
}
