import Foundation

@testable import Vocabulary

/// A fixed "now" for tests: 2024-06-01T00:00:00Z.
let referenceNow = Date(timeIntervalSince1970: 1_717_200_000)

/// `days` days before ``referenceNow``.
func daysAgo(_ days: Double) -> Date { referenceNow.addingTimeInterval(-days * 86_400) }

/// A small nickname list for tests, in the shipped list's shape.
let testNicknames = NicknameTable(pairs: [
  ("william", "bill"), ("william", "will"), ("william", "billy"), ("elizabeth", "liz"),
  ("elizabeth", "beth"), ("robert", "bob"), ("robert", "rob"), ("katherine", "kate"),
  ("margaret", "peggy"),
])

/// A store with `entries` of `kind` (one use each unless given) and the test nicknames.
func makeStore(
  _ entries: [(String, Int)], kind: EntryKind, policy: ResolutionPolicy = .init()
) throws -> VocabularyStore {
  let store = VocabularyStore(
    configuration: .init(resolution: policy), nicknames: testNicknames)
  try store.update { batch in
    for (text, uses) in entries {
      try batch.add(text, kind: kind, uses: uses, lastUsed: daysAgo(1))
    }
  }
  return store
}

/// A store with one use of each entry.
func makeStore(_ entries: [String], kind: EntryKind) throws -> VocabularyStore {
  try makeStore(entries.map { ($0, 1) }, kind: kind)
}

extension Resolution {
  /// The display forms of the candidates, best first.
  var displayForms: [String] { candidates.map(\.entry.displayForm) }
}
