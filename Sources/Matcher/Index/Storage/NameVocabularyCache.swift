import Synchronization
internal import Vocabulary

/// The library's names as a vocabulary (``PhotoIndex/nameVocabulary()``), made once for each
/// state of an index: analyzing every album and person name again for each search was most
/// of what a short-lived search process did besides opening the file. Copies of an index
/// share the cache until one changes; a change gives the changed index a new, empty one
/// (``PhotoIndex/prepareForChange()``).
final class NameVocabularyCache: Sendable {
  private let store = Mutex<VocabularyStore?>(nil)
  /// Reads the names a snapshot saved (see ``SnapshotSection/nameVocabularySettings``); `nil`
  /// when it cannot.
  private let saved: (@Sendable () -> VocabularyStore?)?

  /// An empty cache.
  /// - Parameter saved: Reads the names an opened snapshot holds, if it holds them.
  init(saved: (@Sendable () -> VocabularyStore?)? = nil) { self.saved = saved }

  /// The vocabulary, read or made by `build` on the first call (other threads wait for it).
  func vocabulary(building build: () -> VocabularyStore) -> VocabularyStore {
    store.withLock { store in
      if let store { return store }
      let built = saved?() ?? build()
      store = built
      return built
    }
  }
}
