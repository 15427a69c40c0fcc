import Linguistics
import Matcher
import Testing

/// Broader terms weighted by how often each sense is used (see the BroaderTerms article).
@Suite struct SenseSharesTests {
  let hypernyms = Hypernyms.english

  func share(_ word: String, _ broader: String, in hypernyms: Hypernyms = .english) -> Float {
    hypernyms.weightedBroaderTerms(of: word).first { $0.term == broader }?.share ?? 0
  }

  @Test func rareSensesOpenTheirHierarchiesAtTheirRareShare() {
    // The caterpillar tractor, the hawk, Homo and the chessman: senses SemCor never tagged
    // (or tagged rarely) beside a common one.
    #expect(share("cat", "vehicle") < share("cat", "animal") / 10)
    #expect(share("kite", "animal") <= 0.25)
    #expect(share("man", "animal") < 0.05)
    #expect(share("man", "game equipment") < 0.01)
    #expect(share("man", "person") > 0.9)
  }

  @Test func sharesAreAddOneSmoothedTagCounts() {
    // "cat" has 8 noun senses; SemCor tagged the feline 18 times and the others never. With
    // one added to each count the feline gets 19/26 and "big cat" (also a feline) 1/26:
    // "feline" is reached at 20/26, not at the 18/18 of the raw counts.
    #expect(abs(share("cat", "feline") - 20.0 / 26) < 0.002)
  }

  @Test func neverTaggedSensesShareEqually() {
    // "kite" was never tagged: each of its 4 senses (toy, hawk, and two cheques) is 1/4, and
    // only the hawk is an animal.
    #expect(abs(share("kite", "animal") - 0.25) < 0.001)
    let table = Hypernyms(table: "kite\t2\nkite\t3\nbird\t\ntoy\t\n")
    #expect(share("kite", "bird", in: table) == 0.5)
    #expect(share("kite", "toy", in: table) == 0.5)
  }

  @Test func sharesAddUpOverTheSensesThatReachATerm() {
    // Two readings of "a" below the same "b": the word means some kind of "b" either way.
    let table = Hypernyms(table: "a:300\t2\na:700\t2\nb,c\t\n")
    #expect(abs(share("a", "b", in: table) - 1) < 0.001)
  }

  @Test func theBroaderWordsOwnShareCounts() {
    // "b" means this synset in a fifth of its uses: a query for "b" reaches "a" at 0.2.
    let table = Hypernyms(table: "a\t1\nb:200,c\t\nb:800\t\n")
    #expect(abs(share("a", "b", in: table) - 0.2) < 0.001)
    #expect(share("a", "c", in: table) == 1)
  }

  @Test(arguments: [
    ("young", false), ("white", false), ("stand", false), ("dog", true), ("orange", true),
    ("kite", true), ("table", true),
  ])
  func theMostFrequentPartOfSpeechIsKnown(word: String, isNoun: Bool) {
    #expect(hypernyms.isUsuallyNoun(word) == isNoun)
  }

  @Test func wordsThatAreUsuallyNotNounsOpenNoHierarchyInRunningText() throws {
    let index = try PhotoIndex([
      Photo(id: "young-caption", caption: "A young woman on the beach"),
      Photo(id: "stands-title", title: "She stands by the door"),
      Photo(id: "young-tag", tags: ["young"]),
      Photo(id: "stand-tag", tags: ["stand"]),
    ])
    // A tag names what the photo shows: its words keep their noun readings.
    #expect(try index.ids("animal") == ["young-tag"])
    #expect(try index.ids("furniture") == ["stand-tag"])
  }

  @Test func depthDoesNotBuryCommonKinds() throws {
    // A sheep is 9 links below "animal", "young" (offspring) 1 link, and half the time.
    let index = try PhotoIndex([
      Photo(id: "young", tags: ["young"]), Photo(id: "sheep", tags: ["sheep"]),
    ])
    #expect(try index.ids("animal") == ["sheep", "young"])
  }

  @Test func aRareReadingRanksBelowTheCommonOne() throws {
    // On a tie the first id would come first: the caterpillar reading must weigh less.
    let index = try PhotoIndex([
      Photo(id: "a-cat", tags: ["cat"]), Photo(id: "b-bus", tags: ["bus"]),
    ])
    #expect(try index.ids("vehicle") == ["b-bus", "a-cat"])
  }

  /// A query for a broad term weighs each narrower word by the probability that the word means
  /// a sense below it: "man" is game equipment only as a chessman (1 of its uses in a
  /// thousand), so the man ranks below a chessman and a ball, and a poodle (always a dog) above
  /// a puppy (a young dog in three uses of four, also a young seal or a conceited man).
  @Test func narrowerWordsWeighByTheirSenseShares() throws {
    let index = try PhotoIndex([
      Photo(id: "a-man", tags: ["man"]), Photo(id: "b-ball", tags: ["ball"]),
      Photo(id: "c-chessman", tags: ["chessman"]), Photo(id: "d-puppy", tags: ["puppy"]),
      Photo(id: "e-poodle", tags: ["poodle"]),
    ])
    #expect(try index.ids("game equipment") == ["c-chessman", "b-ball", "a-man"])
    #expect(try index.ids("dog") == ["e-poodle", "d-puppy"])
  }
}
