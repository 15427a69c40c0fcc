// A test hook: counts the words a lemmatizer is asked about within one task, so that a test can
// tell a lemma computed and thrown away (in `stemma normalize --mode fold`) from none at all,
// which no output shows.

import Synchronization

extension Lemmatizer {
  /// Counts calls to ``Lemmatizer/lemmas(of:as:)`` made on one task.
  final class CallCounter: @unchecked Sendable {
    // Bound with `Lemmatizer.counting(with:_:)` by one test at a time and read after the
    // calls return, on the same task: no two threads touch `count` at once.
    private(set) var count = 0

    init() {}

    func increment() { count += 1 }
  }

  /// The counter that ``Lemmatizer/lemmas(of:as:)`` increments; `nil` (no cost beyond the
  /// lookup) outside tests. Bind it with ``counting(with:_:)``.
  @TaskLocal private static var callCounter: CallCounter?

  /// How many ``counting(with:_:)`` calls are running, on any task: reading a task-local value
  /// cost more than a hundred instructions, for every word lemmatized, so it is read only while
  /// some counter is bound.
  private static let countingCalls = Atomic<Int>(0)

  /// Runs `body` with `counter` counting the calls to ``Lemmatizer/lemmas(of:as:)`` that
  /// `body` makes on its task.
  static func counting<Result>(with counter: CallCounter, _ body: () throws -> Result) rethrows
    -> Result
  {
    countingCalls.add(1, ordering: .sequentiallyConsistent)
    defer { countingCalls.subtract(1, ordering: .sequentiallyConsistent) }
    return try $callCounter.withValue(counter) { try body() }
  }

  /// Counts one call where a counter is bound to the current task.
  @inline(__always)
  static func countCall() {
    guard countingCalls.load(ordering: .relaxed) != 0 else { return }
    callCounter?.increment()
  }
}
