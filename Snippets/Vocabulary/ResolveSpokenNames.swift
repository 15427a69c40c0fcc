// Learn a user's album and contact names, rank them for a voice assistant, and resolve what
// it heard with SiriKit's outcomes.
import Foundation
import Vocabulary

let now = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01T00:00:00Z
let lastWeek = now.addingTimeInterval(-7 * 86_400)

let store = VocabularyStore()  // English; uses decay with a 90-day half-life
try store.recordUse(of: "Road trip", kind: .photoAlbumName, at: lastWeek)
try store.recordUse(of: "road-trips", kind: .photoAlbumName, at: now)
try store.recordUse(of: "Vignette Picks", kind: .photoAlbumName, at: lastWeek)
try store.add("William Turner", kind: .contactName, uses: 12, lastUsed: now)
try store.add("Anne Johnson", kind: .contactName, uses: 3, lastUsed: lastWeek)

// Most likely first, for INVocabulary; variants merged into one entry.
print(store.vocabularyStrings(.photoAlbumName, limit: 100, now: now))
// prints ["Road trip", "Vignette Picks"]

func describe(_ heard: String, as kind: EntryKind, required: Bool = true) -> String {
  switch store.resolve(heard, as: kind, required: required, now: now) {
  case .success(let match): "success: \(match.entry.displayForm) (\(match.tier))"
  case .disambiguation(let candidates):
    "disambiguation: \(candidates.map(\.entry.displayForm))"
  case .confirmationRequired(let match):
    "confirmationRequired: Did you mean \(match.entry.displayForm)? (\(match.tier))"
  case .needsValue: "needsValue"
  case .notRequired: "notRequired"
  case .unsupported: "unsupported"
  }
}

print(describe("bill turner", as: .contactName))  // prints success: William Turner (nickname)
print(describe("ROAD TRIPS", as: .photoAlbumName))  // prints success: Road trip (lemma)
print(describe("vignete picks", as: .photoAlbumName))
// prints confirmationRequired: Did you mean Vignette Picks? (editDistance)
print(describe("", as: .contactName))  // prints needsValue
print(describe("", as: .contactName, required: false))  // prints notRequired
print(describe("Zed", as: .contactName))  // prints unsupported
