import Foundation
import Matcher
import Testing

/// Each tier alone, then the tiers ranked against each other.
@Suite struct MatchTierTests {
  /// (query word, photo tag, the tier expected)
  static let tiers: [(String, String, MatchTier)] = [
    ("mountain", "Mountain", .exact),
    ("mountains", "mountain", .lemma),
    ("mountain", "Mountains", .lemma),
    ("mountain", "mountain's", .exact),
    ("mice", "mouse", .lemma),
    ("geese", "goose", .lemma),
    ("children", "child", .lemma),
    ("connected", "connection", .stem),
    ("couch", "sofa", .synonym),
    ("automobiles", "car", .synonym),
    ("dog", "poodle", .broader(distance: 1)),
    ("dogs", "golden retriever", .broader(distance: 2)),
    ("animals", "puppies", .broader(distance: 5)),
    ("vehicle", "bus", .broader(distance: 1)),
    ("food", "lasagna", .broader(distance: 2)),
    ("furniture", "sofa", .broader(distance: 2)),
    ("waterf", "waterfall", .prefix),
    ("moutain", "mountain", .fuzzy(edits: 1)),
    ("mountian", "mountain", .fuzzy(edits: 1)),
    ("photograhpy", "photography", .fuzzy(edits: 1)),
    ("fotography", "photography", .fuzzy(edits: 2)),
  ]

  @Test(arguments: tiers)
  func eachTierMatchesAlone(query: String, tag: String, tier: MatchTier) throws {
    let index = try makeIndex([Photo(id: "hit", tags: [tag]), Photo(id: "miss", tags: ["zzz"])])
    let result = try index.search(
      PhotoQuery(searchTerms: [query]), options: SearchOptions(explain: true))
    #expect(result.hits.map(\.id) == ["hit"])
    let tiers = result.hits.first?.explanation.filter { $0.role == .term }.map(\.tier)
    #expect(tiers == [tier])
  }

  @Test(arguments: [("cat", "cart"), ("dog", "dig"), ("mouse", "moose")])
  func shortWordsAndKnownWordsGetNoTypoMatches(query: String, tag: String) throws {
    // "cat" is too short for a typo; "mouse" matches its own photo, so "moose" is not a typo.
    let index = try makeIndex([Photo(id: "a", tags: [tag]), Photo(id: "b", tags: [query])])
    #expect(try index.ids(query, options: SearchOptions(prefixMatches: false)) == ["b"])
  }

  @Test func typosNeedFiveLettersForOneEditAndNineForTwo() throws {
    let index = try makeIndex([
      Photo(id: "short", tags: ["beach"]), Photo(id: "long", tags: ["waterfalls"]),
    ])
    #expect(try index.ids("beahc") == ["short"])  // a swap is one edit
    #expect(try index.ids("bxaxh").isEmpty)  // two edits in five letters: no
    #expect(try index.ids("wxtervalls") == ["long"])  // two edits in ten letters
  }

  @Test func prefixAppliesToTheLastWordOnlyAndCanBeTurnedOff() throws {
    let index = try makeIndex([
      Photo(id: "both", tags: ["sunset", "waterfall"]), Photo(id: "one", tags: ["waterfall"]),
    ])
    #expect(try index.ids("sunset", "wat") == ["both"])
    #expect(try index.ids("wat", "sunset").isEmpty == false)  // "wat" typo-less, unmatched
    #expect(try index.search(PhotoQuery(searchTerms: ["wat", "sunset"])).unmatchedTerms == ["wat"])
    #expect(
      try index.ids("sunset", "wat", options: SearchOptions(prefixMatches: false)) == ["both"])
  }

  @Test func strongerTiersRankFirst() throws {
    let index = try makeIndex([
      Photo(id: "prefix-a", tags: ["dogz"]), Photo(id: "broader", tags: ["poodle"]),
      Photo(id: "exact", tags: ["dog"]), Photo(id: "lemma", tags: ["dogs"]),
      Photo(id: "prefix-b", tags: ["dogwood"]), Photo(id: "none", tags: ["cat"]),
    ])
    #expect(try index.ids("dog") == ["exact", "lemma", "broader", "prefix-a", "prefix-b"])
    let typos = try makeIndex([
      Photo(id: "typo", tags: ["waterfal"]), Photo(id: "prefix", tags: ["waterfalls"]),
    ])
    // "waterfall" has a match (a prefix of "waterfalls"), so no typo matching happens.
    #expect(try typos.ids("waterfall") == ["prefix"])
    #expect(try typos.ids("waterfall", options: SearchOptions(prefixMatches: false)) == ["prefix"])
  }

  @Test func nearerBroaderTermsRankFirst() throws {
    let index = try makeIndex([
      Photo(id: "far", tags: ["golden retriever"]), Photo(id: "near", tags: ["poodle"]),
      Photo(id: "self", tags: ["dog"]),
    ])
    #expect(try index.ids("dog") == ["self", "near", "far"])
  }

  @Test func broaderTermsSkipPeopleAndPlaces() throws {
    let index = try makeIndex([
      Photo(id: "person", people: ["Poodle Smith"]), Photo(id: "place", location: "Poodle Bay"),
      Photo(id: "tag", tags: ["poodle"]),
    ])
    #expect(try index.ids("dog") == ["tag"])
  }

  @Test func multiWordTagsMatchThePhraseAndTheirWords() throws {
    let index = try makeIndex([
      Photo(id: "phrase", tags: ["red barn"]), Photo(id: "apart", tags: ["red sky", "barn"]),
      Photo(id: "other", tags: ["labrador"]),
    ])
    #expect(try index.ids("red barn") == ["phrase", "apart"])
    #expect(try index.ids("Red Barns") == ["phrase", "apart"])
    #expect(Set(try index.ids("barn")) == ["phrase", "apart"])
  }

  @Test func knownCompoundsAreOneWord() throws {
    let index = try makeIndex([
      Photo(id: "compound", tags: ["golden retriever"]),
      Photo(id: "apart", tags: ["golden hour", "retriever"]),
      Photo(id: "poodle", tags: ["poodle"]),
    ])
    // The thesaurus knows "golden retriever": the query asks for the breed, and then for any
    // retriever (its head), never for "golden" alone.
    #expect(try index.ids("golden retriever") == ["compound", "apart"])
    #expect(try index.ids("Golden Retrievers") == ["compound", "apart"])
    // Its head keeps full weight ("a golden retriever is a retriever")…
    #expect(Set(try index.ids("retriever")) == ["compound", "apart"])
    // …its modifier is only a part, ranked below the word on its own.
    #expect(try index.ids("golden") == ["apart", "compound"])
  }

  @Test func compoundsThatAreNotAKindOfTheirHeadDoNotMatchItsBroaderTerms() throws {
    let thesaurus = TableThesaurus(parents: [
      "hot dog": ["sandwich"], "dog": ["animal"], "zebra crossing": ["crossing"],
      "zebra": ["animal"],
    ])
    let index = try makeIndex(
      [
        Photo(id: "food", caption: "a hot dog with mustard"),
        Photo(id: "street", caption: "a zebra crossing downtown"),
        Photo(id: "pet", caption: "a dog on a leash"),
      ], thesaurus: thesaurus)
    #expect(try index.ids("animal") == ["pet"])
    #expect(try index.ids("dog") == ["pet", "food"])
    #expect(try index.ids("hot dog") == ["food"])
    #expect(try index.ids("sandwich") == ["food"])
  }

  /// A compound met only in the plural ("Golden Retrievers") is found through the broader
  /// terms of its lemma ("golden retriever" is a dog), added in a batch or photo by photo.
  @Test func aPluralCompoundTakesTheBroaderTermsOfItsLemma() throws {
    let thesaurus = TableThesaurus(parents: ["golden retriever": ["dog"], "dog": ["animal"]])
    let photos = [
      Photo(id: "plural", caption: "two Golden Retrievers running"),
      Photo(id: "other", caption: "a cat asleep"),
    ]
    var single = PhotoIndex(thesaurus: thesaurus)
    for photo in photos { try single.add(photo) }
    for index in [try makeIndex(photos, thesaurus: thesaurus), single] {
      #expect(try index.ids("animal") == ["plural"])
      #expect(try index.ids("dog") == ["plural"])
    }
  }

  @Test func verbFormsDoNotTakeTheBroaderTermsOfNouns() throws {
    let thesaurus = TableThesaurus(parents: ["stand": ["table"], "park": ["area"]])
    let index = try makeIndex(
      [
        Photo(id: "verb", caption: "a man standing"), Photo(id: "noun", caption: "a fruit stand"),
      ], thesaurus: thesaurus)
    #expect(try index.ids("table") == ["noun"])
    #expect(try index.ids("stand") == ["noun", "verb"])
  }
}

extension SearchOptions {
  init(prefixMatches: Bool) {
    self.init()
    prefixMatchesLastWord = prefixMatches
  }
}
