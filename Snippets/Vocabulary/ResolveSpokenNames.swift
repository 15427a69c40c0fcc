// Learn a user's album and contact names, rank them for a voice assistant, and resolve what
// it heard with SiriKit's outcomes.
import Foundation
import Vocabulary

let now = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01T00:00:00Z
let store = VocabularyStore()  // English; uses decay with a 90-day half-life
try store.recordUse(of: "Road trip", kind: .photoAlbumName, at: now.addingTimeInterval(-86_400))
try store.recordUse(of: "road-trips", kind: .photoAlbumName, at: now)  // the same entry
try store.recordUse(of: "Vignette Picks", kind: .photoAlbumName, at: now)
try store.add("William Turner", kind: .contactName, uses: 12, lastUsed: now)

print(store.vocabularyStrings(.photoAlbumName, limit: 100, now: now))  // for INVocabulary
// prints ["Road trip", "Vignette Picks"]

switch store.resolve("bill turner", as: .contactName, now: now) {
case .success(let match):
  print(match.entry.displayForm, match.tier)  // prints William Turner nickname
case .disambiguation(let candidates): print(candidates.map(\.entry.displayForm))
case .confirmationRequired(let match): print("Did you mean \(match.entry.displayForm)?")
case .needsValue, .notRequired, .unsupported: print("nothing to act on")
}
let typo = store.resolve("vignete picks", as: .photoAlbumName, now: now)
print(typo.outcome, typo.entry?.displayForm ?? "-")  // prints confirmationRequired Vignette Picks
print(store.resolve("ROAD TRIPS", as: .photoAlbumName, now: now).outcome)  // prints success
print(store.resolve("", as: .contactName, now: now).outcome)  // prints needsValue
print(store.resolve("", as: .contactName, required: false, now: now).outcome)  // prints notRequired
print(store.resolve("Zed", as: .contactName, now: now).outcome)  // prints unsupported
