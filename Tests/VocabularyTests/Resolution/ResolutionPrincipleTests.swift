import Foundation
import Testing

@testable import Vocabulary

/// One test per matching and deciding principle of the resolution rules article; each fails
/// when its rule is taken out.
@Suite struct ResolutionPrincipleTests {
  /// Filler words (``FillerWords``): the kind's nouns, possessives and articles are set aside
  /// when they match nothing; an introducing word at the end is not filler.
  @Test func wordsWithoutIdentityForTheKindAreSetAside() throws {
    let albums = try makeStore(
      ["Ski Trip", "Camping 2021", "Best of Paris"], kind: .photoAlbumName)
    for (input, expected) in [
      ("the ski trip album", "Ski Trip"), ("pictures from camping 2021", "Camping 2021"),
      ("my best of paris album", "Best of Paris"),
    ] {
      let resolution = albums.resolve(input, as: .photoAlbumName, now: referenceNow)
      #expect(resolution.outcome == .success, "\(input): \(resolution)")
      #expect(resolution.entry?.displayForm == expected, "\(input)")
    }
    let workouts = try makeStore(["Pilates", "Morning Run"], kind: .workoutActivityName)
    let pilates = workouts.resolve("my pilates workout", as: .workoutActivityName)
    #expect(pilates.outcome == .success)
    #expect(pilates.entry?.displayForm == "Pilates")
    // The nouns are the kind's own: "workout" says nothing of a photo tag.
    let tags = try makeStore(["Pilates"], kind: .photoTag)
    #expect(tags.resolve("pilates workout", as: .photoTag) == .unsupported)
    // "at" introduces nothing at the end: "Bob at" is not Bob.
    let people = try makeStore(["Bob Smith"], kind: .contactName)
    #expect(people.resolve("Bob at", as: .contactName) == .unsupported)
    // A set-aside word never makes a match exact: the entry that has the word wins.
    let both = try makeStore(["Ski Trip", "Ski Trip Album"], kind: .photoAlbumName)
    #expect(
      both.resolve("ski trip album", as: .photoAlbumName).entry?.displayForm == "Ski Trip Album")
  }

  /// ``LeftoverWords``: a whole word is as strong at any position; usage decides between
  /// equally matched entries, not position.
  @Test func aWholeWordIsAsStrongAtAnyPosition() throws {
    let store = try makeStore(
      [("Garden Party", 3), ("Grandma's Garden", 40)], kind: .photoAlbumName)
    let resolution = store.resolve("garden", as: .photoAlbumName, now: referenceNow)
    #expect(resolution.outcome == .success, "\(resolution)")
    #expect(resolution.entry?.displayForm == "Grandma's Garden")
    let even = try makeStore([("Garden Party", 5), ("Grandma's Garden", 5)], kind: .photoAlbumName)
    let tie = even.resolve("garden", as: .photoAlbumName, now: referenceNow)
    #expect(tie.outcome == .disambiguation)
    #expect(tie.candidates.allSatisfy { $0.strength == .strong })
    // Words left over lower the score gently: the closer entry scores higher.
    let scores = try makeStore(["Tahoe Lake", "Tahoe Lake Night"], kind: .photoTag)
      .resolve("tahoe", as: .photoTag).candidates
    #expect(scores.count == 2)
    #expect(
      scores.first { $0.entry.displayForm == "Tahoe Lake" }?.score ?? 0
        > scores.first { $0.entry.displayForm == "Tahoe Lake Night" }?.score ?? 1)
  }

  /// A spoken given name or surname that identifies exactly one person is success.
  @Test func aNamePartThatIdentifiesOnePersonSucceeds() throws {
    let store = try makeStore(["Kenji Nakamura", "Maria Garcia", "David Kim"], kind: .contactName)
    for input in ["Nakamura", "Kenji"] {
      let resolution = store.resolve(input, as: .contactName, now: referenceNow)
      #expect(resolution.outcome == .success, "\(input): \(resolution)")
      #expect(resolution.entry?.displayForm == "Kenji Nakamura")
    }
  }

  /// ``DerivedMatches``: the words as spoken beat a nickname, a direct nickname beats a name
  /// two links away.
  @Test func literalBeatsDerived() throws {
    let store = try makeStore(["Bob Lee", "Robert Stone"], kind: .contactName)
    let bob = store.resolve("Bob", as: .contactName, now: referenceNow)
    #expect(bob.outcome == .success, "\(bob)")
    #expect(bob.entry?.displayForm == "Bob Lee")
    // Only a nickname: still found.
    #expect(store.resolve("Rob Stone", as: .contactName).entry?.displayForm == "Robert Stone")
    // "will" → "william" directly; "bill" only through "william": weak.
    let two = try makeStore(["Bill Turner", "William Chen"], kind: .contactName)
    let will = two.resolve("Will", as: .contactName, now: referenceNow)
    #expect(will.outcome == .success, "\(will)")
    #expect(will.entry?.displayForm == "William Chen")
    let far = try makeStore(["Bill Turner"], kind: .contactName)
      .resolve("Will Turner", as: .contactName, now: referenceNow)
    #expect(far.outcome == .confirmationRequired, "\(far)")
    #expect(far.entry?.displayForm == "Bill Turner")
  }

  /// ``ResolutionPolicy/confirmedKinds``: a guess by usage between people who all match is
  /// confirmed; between albums the dominant one succeeds; the policy is configurable.
  @Test func riskByKind() throws {
    let entries = [("Maria Garcia", 50), ("Maria Lopez", 10)]
    for kind in [EntryKind.contactName, .contactGroupName] {
      let resolution = try makeStore(entries, kind: kind).resolve("maria", as: kind)
      #expect(resolution.outcome == .confirmationRequired, "\(kind): \(resolution)")
      #expect(resolution.entry?.displayForm == "Maria Garcia")
    }
    for kind in [EntryKind.photoAlbumName, .photoTag, .workoutActivityName, .carProfileName] {
      let resolution = try makeStore(entries, kind: kind).resolve("maria", as: kind)
      #expect(resolution.outcome == .success, "\(kind): \(resolution)")
    }
    let relaxed = try makeStore(
      entries, kind: .contactName, policy: ResolutionPolicy(confirmedKinds: []))
    #expect(relaxed.resolve("maria", as: .contactName).outcome == .success)
    // The only match is no guess.
    let one = try makeStore([("Maria Garcia", 50), ("David Kim", 1)], kind: .contactName)
    #expect(one.resolve("maria", as: .contactName).outcome == .success)
  }

  /// ``SoundAlikes``: sound-alikes and short typos in every kind, weak only.
  @Test func soundAlikesAndTyposInEveryKindAreWeak() throws {
    let albums = try makeStore(
      [("Rome Trip", 50), ("Bear Lake", 50), ("Road Trip", 1)], kind: .photoAlbumName)
    for (input, expected) in [("roam trip", "Rome Trip"), ("bare lake", "Bear Lake")] {
      let resolution = albums.resolve(input, as: .photoAlbumName, now: referenceNow)
      #expect(resolution.outcome == .confirmationRequired, "\(input): \(resolution)")
      #expect(resolution.entry?.displayForm == expected)
    }
    let tags = try makeStore([("flower", 80)], kind: .photoTag)
    let flour = tags.resolve("flour", as: .photoTag)
    #expect(flour.outcome == .confirmationRequired, "\(flour)")
    #expect(flour.entry?.displayForm == "flower")
    // One edit in a 3–4-letter word only when the sound agrees.
    let people = try makeStore(["John"], kind: .contactName)
    let jon = people.resolve("Jon", as: .contactName)
    #expect(jon.outcome == .confirmationRequired)
    #expect(jon.candidates.first?.tier == .editDistance)
    // Short words sound alike only when their letters are close: "kuds" is not "Cats".
    let kids = try makeStore(["Kids", "Cats"], kind: .photoTag).resolve("kuds", as: .photoTag)
    #expect(kids.outcome == .confirmationRequired, "\(kids)")
    #expect(kids.entry?.displayForm == "Kids")
    let cars = try makeStore(["Car"], kind: .carProfileName)
    #expect(cars.resolve("cat", as: .carProfileName) == .unsupported)
  }
}
