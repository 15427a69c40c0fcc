import Linguistics
import Matcher
import StemmaTestSupport
import Testing

@Suite struct HypernymsTests {
  let hypernyms = Hypernyms.english

  func distance(from word: String, to broader: String) -> Int? {
    hypernyms.broaderTerms(of: word).first { $0.term == broader }?.distance
  }

  @Test(arguments: [
    ("golden retriever", "animal"), ("bus", "vehicle"), ("pizza", "food"), ("sofa", "furniture"),
  ])
  func theFourCategoriesAreReachable(word: String, category: String) {
    #expect(distance(from: word, to: category) != nil)
    #expect(hypernyms.narrowerTerms(than: category).contains { $0.term == word })
  }

  @Test(arguments: [
    (
      "animal",
      "dog cat horse cow bird fish zebra elephant lion giraffe bear sheep insect butterfly spider puppy kitten duck eagle owl snake frog monkey rabbit squirrel deer pig chicken goat dolphin whale shark turtle penguin bee"
    ),
    (
      "vehicle",
      "car truck bus van taxi train tram bicycle bike motorcycle scooter boat ship airplane plane helicopter tractor ambulance locomotive sled canoe kayak yacht sailboat ferry jeep limousine minivan"
    ),
    (
      "food",
      "pizza cake bread sandwich salad apple banana hamburger burger coffee wine sushi pasta soup steak cheese egg chocolate cookie pie taco rice fruit vegetable strawberry carrot"
    ),
    ("furniture", "sofa couch chair table bed desk bench cabinet wardrobe dresser stool armchair"),
    ("plant", "tree flower rose tulip grass palm cactus fern oak pine daisy sunflower moss shrub"),
    ("building", "house church castle skyscraper barn cathedral temple mosque hotel hospital"),
  ])
  func everydayWordsReachTheirCategory(category: String, words: String) {
    for word in words.split(separator: " ").map(String.init) {
      #expect(distance(from: word, to: category) != nil, "\(word) → \(category)")
    }
  }

  @Test(arguments: [
    ("person", "man woman child boy girl baby tourist surfer skier adult teenager"),
    ("people", "man woman child boy girl baby tourist surfer skier adult teenager"),
    (
      "electronics", "laptop computer television tv cellphone mobile_phone telephone camera monitor"
    ),
    ("device", "remote control keyboard"), ("container", "bottle cup bowl box basket"),
    ("structure", "building bridge tower"), ("clothing", "shirt dress hat jacket"),
    ("tool", "hammer screwdriver"), ("equipment", "camera telephone"),
    ("instrument", "guitar violin piano"), ("sport", "football tennis skiing surfing"),
  ])
  func everydayCategoriesAboveTheCountsReachTheirWords(category: String, words: String) {
    // Words are space-separated; "_" joins a multi-word name.
    for word in words.split(separator: " ").map({ $0.replacingOccurrences(of: "_", with: " ") }) {
      #expect(distance(from: word, to: category) != nil, "\(word) → \(category)")
    }
  }

  @Test func personIsNearForPeopleAndFarForSecondaryReadings() throws {
    // "people" is a main word of the person synset: a synonym, at the same distances.
    #expect(hypernyms.synonyms(of: "people").contains("person"))
    for word in ["man", "woman", "child", "surfer"] {
      #expect(distance(from: word, to: "people") == distance(from: word, to: "person"))
    }
    #expect(try #require(distance(from: "man", to: "person")) <= 2)
    #expect(try #require(distance(from: "child", to: "person")) <= 2)
    // "dog" is a person only in its rare "informal term for a man" reading, which weighs little.
    let share = { (word: String) in
      hypernyms.weightedBroaderTerms(of: word).first { $0.term == "person" }?.share ?? 0
    }
    #expect(share("dog") < share("man") / 10)
    // The person synset's other words stay out of it: "soul" keeps soul music and the psyche
    // but does not name every person.
    #expect(hypernyms.contains("soul"))
    #expect(!hypernyms.narrowerTerms(than: "soul").contains { $0.term == "man" })
    #expect(!hypernyms.synonyms(of: "person").contains("soul"))
    #expect(distance(from: "man", to: "soul") == nil)
  }

  @Test func electronicsIsTheShopCategory() {
    // WordNet's "electronics" is a branch of physics; the patch adds the consumer category.
    for word in ["laptop", "television", "mobile phone", "camera"] {
      #expect(hypernyms.narrowerTerms(than: "electronics").contains { $0.term == word }, "\(word)")
    }
    #expect(distance(from: "telephone", to: "electronics") == 1)
    #expect(distance(from: "pizza", to: "electronics") == nil)
  }

  static let tooGeneral = [
    "entity", "physical entity", "object", "physical object", "whole", "abstraction", "artifact",
    "artefact", "organism", "living thing", "causal agent", "thing", "matter", "substance",
    "instrumentality", "event", "group", "unit", "part", "mortal", "someone", "somebody",
  ]

  @Test(arguments: tooGeneral)
  func tooGeneralWordsMatchNothing(word: String) {
    #expect(!hypernyms.contains(word))
    #expect(hypernyms.narrowerTerms(than: word).isEmpty)
    #expect(hypernyms.broaderTerms(of: word).isEmpty)
  }

  @Test func noChainReachesTheCutOff() {
    let general = Set(Self.tooGeneral)
    for word in [
      "golden retriever", "bus", "pizza", "sofa", "car", "beach", "mountain", "sunset", "man",
      "surfer", "laptop",
    ] {
      let broader = hypernyms.broaderTerms(of: word).map(\.term)
      #expect(!broader.isEmpty, "\(word)")
      #expect(general.isDisjoint(with: broader), "\(word): \(broader)")
    }
  }

  @Test func distancesCountLinksNearestFirst() {
    let broader = hypernyms.broaderTerms(of: "golden retriever")
    #expect(broader.first?.term == "retriever")
    #expect(broader.first?.distance == 1)
    #expect(distance(from: "golden retriever", to: "dog") == 4)
    #expect(distance(from: "golden retriever", to: "animal") == 6)
    #expect(broader.map(\.distance) == broader.map(\.distance).sorted())
    #expect(!broader.contains { $0.term == "golden retriever" })
  }

  @Test func distancesCountLinksWhateverTheSense() {
    // "bus" is mostly the vehicle; the computer-bus reading is as near, and weighs less.
    #expect(distance(from: "bus", to: "motor vehicle") == 1)
    #expect(distance(from: "bus", to: "vehicle") == 4)
    #expect(distance(from: "bus", to: "topology") == 1)
    // "van" was never sense-tagged: its vehicle and vanguard readings weigh the same.
    #expect(distance(from: "van", to: "truck") == 1)
  }

  @Test(arguments: [
    ("sofa", "couch"), ("couch", "sofa"), ("car", "automobile"), ("automobile", "car"),
    ("dog", "domestic dog"),
  ])
  func synonymsShareAMainSense(word: String, synonym: String) {
    #expect(hypernyms.synonyms(of: word).contains(synonym))
    #expect(!hypernyms.synonyms(of: word).contains(word))
  }

  @Test func synonymsLeaveOutSecondarySenses() {
    // "coach" is in the bus synset only as a rare sense of "coach".
    #expect(!hypernyms.synonyms(of: "bus").contains("coach"))
    #expect(hypernyms.synonyms(of: "bus").contains("autobus"))
  }

  @Test(arguments: [
    "Golden Retriever", "golden_retriever", "golden-retriever", " golden  retriever ",
  ])
  func lookupsAcceptOtherSpellings(spelling: String) {
    #expect(
      hypernyms.broaderTerms(of: spelling).map(\.term)
        == hypernyms.broaderTerms(of: "golden retriever").map(\.term))
  }

  @Test func hyphenatedWordsAreSpacedKeys() {
    #expect(distance(from: "car", to: "self propelled vehicle") != nil)
    #expect(distance(from: "car", to: "self-propelled vehicle") == nil)
  }

  @Test func narrowerIsTheInverseOfBroader() {
    var generator = SeededGenerator(seed: 5)
    let words = ["golden retriever", "bus", "pizza", "sofa", "tulip", "kayak", "cathedral", "owl"]
    for word in words {
      let broader = hypernyms.broaderTerms(of: word)
      for _ in 0..<3 {
        guard let pick = broader.randomElement(using: &generator) else { continue }
        let narrower = hypernyms.narrowerTerms(than: pick.term)
        let found = narrower.first { $0.term == word }
        #expect(found?.distance == pick.distance, "\(word) ↔ \(pick.term)")
      }
    }
  }

  @Test func unknownWordsHaveNoRelations() {
    for word in ["", "xyzzy", "\u{0}", String(repeating: "a", count: 10_000), "ÿ-_ -"] {
      #expect(hypernyms.broaderTerms(of: word).isEmpty)
      #expect(hypernyms.narrowerTerms(than: word).isEmpty)
      #expect(hypernyms.synonyms(of: word).isEmpty)
    }
  }

  @Test func languagesWithoutATableHaveNone() throws {
    #expect(Hypernyms(language: try Language("de")) == nil)
    #expect(Hypernyms(language: try Language("en")) != nil)
    #expect(hypernyms.wordCount > 90_000)
  }

  @Test func customTablesToleratesMalformedLines() {
    let table = """
      puppy,Pup\t1
      dog,~Hound\t2,99,x,
      animal\t0
      no tab here
      \t\t\t
      ,,,\t-1
      """
    let custom = Hypernyms(table: table)
    // "~Hound" is a secondary sense of "hound": as near, only weighed by its share.
    #expect(custom.broaderTerms(of: "puppy").map(\.term) == ["dog", "hound", "animal"])
    #expect(custom.broaderTerms(of: "puppy").map(\.distance) == [1, 1, 2])
    // The cycle animal → puppy → dog → animal ends.
    #expect(
      custom.narrowerTerms(than: "animal").map(\.term).sorted() == ["dog", "hound", "pup", "puppy"])
    #expect(custom.synonyms(of: "pup") == ["puppy"])
    #expect(Hypernyms(table: "").wordCount == 0)
  }

  @Test func concurrentLookupsAgree() async {
    let expected = hypernyms.broaderTerms(of: "golden retriever").map(\.term)
    await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask { Hypernyms.english.broaderTerms(of: "golden retriever").map(\.term) }
      }
      for await result in group { #expect(result == expected) }
    }
  }
}
