// A test hook: counts the words a lemmatizer is asked about within one task, so that a test can
// tell a lemma computed and thrown away (in `stemma normalize --mode fold`) from none at all,
// which no output shows.

extension Lemmatizer {
  /// Counts calls to ``Lemmatizer/lemmas(of:as:)`` made on one task.
  final class CallCounter: @unchecked Sendable {
    // Bound with `Lemmatizer.$callCounter.withValue` by one test at a time and read after the
    // calls return, on the same task: no two threads touch `count` at once.
    private(set) var count = 0

    init() {}

    func increment() { count += 1 }
  }

  /// The counter that ``Lemmatizer/lemmas(of:as:)`` increments; `nil` (no cost beyond the
  /// lookup) outside tests.
  @TaskLocal static var callCounter: CallCounter?
}
