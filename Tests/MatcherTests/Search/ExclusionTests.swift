import Foundation
import Matcher
import Testing

/// What an excluded word rules out when it stands in a compound (see
/// ``PhotoIndex/exclusionPlan(_:)``): the photos where it means the thing it names.
@Suite struct ExclusionTests {
  /// A hot dog is a sandwich, not a dog; a guide dog and a sheepdog are dogs; a catfish is a
  /// fish and a bobcat a cat.
  static let thesaurus = TableThesaurus(
    parents: [
      "hot dog": ["sandwich"], "hotdog": ["sandwich"], "guide dog": ["dog"],
      "sheep dog": ["dog"], "sheepdog": ["dog"], "dog": ["animal"], "sheep": ["animal"],
      "catfish": ["fish"], "bobcat": ["cat"], "cat": ["animal"],
    ])

  static let library: [Photo] = [
    Photo(id: "dog", tags: ["dog"]),
    Photo(id: "hot dog", tags: ["hot dog"]),
    Photo(id: "hotdog", tags: ["hotdog"]),
    Photo(id: "guide dog", caption: "a guide dog at work"),
    Photo(id: "sheep dog", tags: ["sheep dog"]),
    Photo(id: "sheepdog", tags: ["sheepdogs"]),
    Photo(id: "dog and hot dog", caption: "a dog and a hot dog"),
    Photo(id: "sheep", tags: ["sheep"]),
    Photo(id: "catfish", tags: ["catfish"]),
    Photo(id: "bobcat", tags: ["bobcat"]),
  ]

  static let everyone = Set(library.map(\.id))

  func remaining(without term: String) throws -> Set<String> {
    let index = try makeIndex(Self.library, thesaurus: Self.thesaurus)
    return Set(try index.ids(PhotoQuery(excludedTerms: [term])))
  }

  /// "no dogs": the photos of dogs go, whether the dog stands alone, as the head of a compound
  /// that is a kind of dog (open or closed), or beside a hot dog; the hot dogs stay.
  @Test(arguments: ["dogs", "dog"])
  func aWordInACompoundThatNamesSomethingElseIsNotExcluded(term: String) throws {
    let kept = try remaining(without: term)
    #expect(kept == ["hot dog", "hotdog", "sheep", "catfish", "bobcat"], "\(kept)")
  }

  /// The modifier of a compound is a part too: "no sheep" keeps the sheep dog.
  @Test func aCompoundsModifierIsNotExcluded() throws {
    let kept = try remaining(without: "sheep")
    #expect(kept == Self.everyone.subtracting(["sheep"]), "\(kept)")
  }

  /// The negated compound itself is one word: "no hot dogs" rules out the hot dogs, not the
  /// dogs.
  @Test func aNegatedCompoundExcludesTheCompound() throws {
    let kept = try remaining(without: "hot dogs")
    #expect(!kept.contains("hot dog") && !kept.contains("dog and hot dog"), "\(kept)")
    #expect(kept.isSuperset(of: ["dog", "guide dog", "sheep dog", "sheepdog"]), "\(kept)")
  }

  /// A closed compound goes only when it is filed below the word it ends in: the bobcat is a
  /// cat, the catfish is not.
  @Test func aClosedCompoundGoesWhenItIsAKindOfItsLastWord() throws {
    let kept = try remaining(without: "cats")
    #expect(kept == Self.everyone.subtracting(["bobcat"]), "\(kept)")
  }

  /// With WordNet itself: a hot dog is a sandwich or a sausage, a guide dog and a sheepdog are
  /// dogs.
  @Test func wordNetsCompoundsDecide() throws {
    let index = try PhotoIndex([
      Photo(id: "dog", tags: ["dog"]), Photo(id: "hot dog", tags: ["hot dog"]),
      Photo(id: "hotdog", caption: "a hotdog with mustard"),
      Photo(id: "guide dog", caption: "a guide dog"), Photo(id: "sheepdog", tags: ["sheepdog"]),
    ])
    let kept = Set(try index.ids(PhotoQuery(excludedTerms: ["dogs"])))
    #expect(kept == ["hot dog", "hotdog"], "\(kept)")
  }
}
