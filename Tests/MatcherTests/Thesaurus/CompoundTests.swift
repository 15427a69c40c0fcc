import Matcher
import Testing

/// How a two-word query is matched as a compound (see ``CompoundTable`` and the
/// BroaderTerms article): one term, its head alone below it, unless it is not a kind of its head.
@Suite struct CompoundTests {
  static let thesaurus = TableThesaurus(
    parents: [
      "dining table": ["table"], "table": ["furniture"], "hot dog": ["sausage"],
      "skateboard": ["sports equipment"], "sports equipment": ["equipment"],
      "cellphone": ["phone"],
    ],
    synonymGroups: [])

  @Test func aCompoundAlsoMatchesItsHeadBelowTheWholeCompound() throws {
    let index = try makeIndex(
      [
        Photo(id: "table", tags: ["table"]), Photo(id: "dining", tags: ["dining table"]),
        Photo(id: "chair", tags: ["chair"]),
      ], thesaurus: Self.thesaurus)
    #expect(try index.ids("dining table") == ["dining", "table"])
  }

  @Test func aCompoundThatIsNotAKindOfItsHeadDoesNotMatchTheHead() throws {
    let index = try makeIndex(
      [Photo(id: "dog", tags: ["dog"]), Photo(id: "hot dog", tags: ["hot dog"])],
      thesaurus: Self.thesaurus)
    #expect(try index.ids("hot dog") == ["hot dog"])
  }

  @Test func aKnownCompoundIsOneTermWhenNoPhotoHoldsIt() throws {
    let index = try makeIndex(
      [
        Photo(id: "sports", tags: ["sports"]), Photo(id: "skateboard", tags: ["skateboard"]),
        Photo(id: "equipment", tags: ["equipment"]),
      ], thesaurus: Self.thesaurus)
    let found = try index.ids("sports equipment")
    #expect(found == ["skateboard", "equipment"], "\(found)")
  }

  @Test func aCompoundWordNetWritesClosedMatchesTheHead() throws {
    let index = try makeIndex(
      [
        Photo(id: "phone", caption: "my phone"), Photo(id: "cell phone", caption: "my cell phone"),
        Photo(id: "cell", tags: ["cell"]),
      ], thesaurus: Self.thesaurus)
    let found = try index.ids("cell phone")
    #expect(found == ["cell phone", "phone"], "\(found)")
  }

  /// Two words WordNet does not know as a compound stay two words, each required wherever it
  /// stands: neither the second alone ("dog") nor only the photos holding the pair side by side.
  @Test func aPairWordNetDoesNotKnowStaysTwoWords() throws {
    let index = try makeIndex(
      [
        Photo(id: "dog", tags: ["dog"]), Photo(id: "beach dog", caption: "a beach dog"),
        Photo(id: "beach", tags: ["beach"]), Photo(id: "both", tags: ["dog", "beach"]),
      ], thesaurus: Self.thesaurus)
    let found = try index.ids("beach dog")
    #expect(Set(found) == ["beach dog", "both"], "\(found)")
  }

  @Test func anAdjectiveBeforeANounStaysRequired() throws {
    let index = try makeIndex(
      [Photo(id: "car", tags: ["car"]), Photo(id: "red car", caption: "a red car")],
      thesaurus: Self.thesaurus)
    #expect(try index.ids("red car") == ["red car"])
  }

  /// Words a stop word stands between are no compound ("a dog in the grass" is no dog grass):
  /// each keeps its broader terms, while "hot dog" side by side is still no animal. ("A bear in
  /// the grass" is no beargrass either, see ``KeyBuilderTests``; but "bear" in running text is
  /// read as the verb, so it reaches no animal.)
  @Test func wordsApartInACaptionKeepTheirBroaderTerms() throws {
    let index = try makeIndex(
      [
        Photo(id: "dog", caption: "a dog in the grass"),
        Photo(id: "hot dog", caption: "a hot dog on the grass"),
      ], thesaurus: Hypernyms.english)
    #expect(try index.ids("animal") == ["dog"])
    #expect(try index.ids("dog").first == "dog")
  }

  /// A query's words apart ("dog in grass", "dog, grass") are two required words, not the
  /// compound "dog grass".
  @Test(arguments: ["dog in grass", "dog, grass"])
  func queryWordsApartAreNoCompound(query: String) throws {
    let index = try makeIndex(
      [
        Photo(id: "both", tags: ["dog", "grass"]), Photo(id: "grass", tags: ["grass"]),
        Photo(id: "dog", tags: ["dog"]),
      ], thesaurus: Hypernyms.english)
    let found = try index.ids(query)
    #expect(found == ["both"], "\(found)")
  }
}
