internal import CStemmaData
import Synchronization

// A shipped model is opened once per process: building its hash table reads every record, and
// a tagger is created wherever text is read (each Analyzer, each photo index builder).

extension TaggerModel {
  private static let opened = Mutex<[String: TaggerModel]>([:])

  /// The shipped model for a language code, opened on first use and shared after; `nil`
  /// where none is shipped (or the embedded one is malformed).
  /// - Complexity: O(*f* + *r*) the first time for a model of *f* features and *r* record
  ///   bytes; O(1) after.
  static func shipped(code: String) -> TaggerModel? {
    if let model = opened.withLock({ $0[code] }) { return model }
    var length = 0
    guard let pointer = stemma_data_tagger(code, &length), length > 0,
      let model = TaggerModel(
        bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: length))
    else { return nil }
    // Two threads may both open it; either copy serves.
    return opened.withLock { models in
      if let first = models[code] { return first }
      models[code] = model
      return model
    }
  }
}
