import Linguistics
import StemmaTestSupport
import Testing

@testable import Matcher
@testable import StemmaSupport

/// The batch builder derives each text's keys word by word, from memos of tokens and pairs:
/// it must give exactly the keys, forms, counts and lengths of the reference derivation
/// (``IndexedText``, which works on the whole text's strings).
@Suite struct KeyBuilderTests {
  static let words = [
    "hot", "dog", "Hot", "Dogs", "dog's", "golden", "retriever", "Golden", "Retrievers",
    "zebra", "crossing", "school", "bus", "buses", "teddy", "bear", "standing", "parked",
    "Running", "a", "the", "of", "on", "ＤＯＧ", "café", "Café", "mice", "geese", "beach",
    "sunset", "ice", "cream", "New", "York", "self-propelled", "vehicle", "photos", "2019",
    "xyzzy", "hiking", "hikes", "sofa", "couch", "mountain's",
  ]

  /// What a posting keeps of a key's occurrences: its forms, its frequency (saturating at 3)
  /// and whether every occurrence is a part of a compound.
  struct Keyed: Equatable, CustomStringConvertible {
    var forms: UInt8
    var frequency: Int
    var isPart: Bool
    var description: String { "forms \(forms) × \(frequency)\(isPart ? " (parts)" : "")" }
  }

  /// The reference: the whole text through ``IndexedText``.
  static func reference(_ text: String, _ field: PhotoField, in index: PhotoIndex)
    -> (keys: [String: Keyed], length: Int)
  {
    var cache = AnalysisCache()
    var compounds = CompoundTable(thesaurus: index.thesaurus)
    var analyzed = IndexedText()
    analyzed.append(
      text, to: field, analyzer: index.analyzer, cache: &cache, compounds: &compounds)
    let slot = Int(field.rawValue)
    var keys: [String: Keyed] = [:]
    for (key, entry) in analyzed.fields[slot] {
      keys[key] = Keyed(
        forms: entry.forms.rawValue, frequency: min(entry.frequency, 3),
        isPart: entry.parts == entry.frequency)
    }
    return (keys, analyzed.lengths[slot])
  }

  static func built(
    _ text: String, _ field: PhotoField, in index: inout PhotoIndex, builder: inout KeyBuilder
  ) -> (keys: [String: Keyed], length: Int) {
    var hits: [KeyHit] = []
    let length = index.appendTextKeys(text, field: field, builder: &builder, to: &hits)
    var keys: [String: Keyed] = [:]
    for hit in hits {
      let text = index.keys.text(of: hit.key)
      #expect(keys[text] == nil, "key \(text) listed twice")
      keys[text] = Keyed(
        forms: hit.forms.rawValue, frequency: Int(hit.frequency), isPart: hit.isPart)
    }
    return (keys, length)
  }

  static let thesauri: [(String, any Thesaurus)] = [
    ("WordNet", Hypernyms.english),
    (
      "table",
      TableThesaurus(parents: [
        "hot dog": ["food"], "golden retriever": ["dog"], "dog": ["animal"],
        "school bus": ["bus"], "teddy bear": ["toy"],
      ])
    ),
    ("none", EmptyThesaurus()),
  ]

  @Test(arguments: 0..<thesauri.count, [false, true])
  func wordByWordKeysEqualTheWholeTextsKeys(thesaurus: Int, batch: Bool) {
    var random = SeededGenerator(seed: UInt64(17 + thesaurus))
    var index = PhotoIndex(thesaurus: Self.thesauri[thesaurus].1)
    var builder = KeyBuilder(thesaurus: index.thesaurus, batch: batch, limit: 16)
    // Besides random texts: a word past the frequency a posting keeps, and a word that is a
    // part of a compound in some of its occurrences only.
    var texts: [String] = [
      "hot dog", "Golden Retrievers on the beach", "zebra crossing", "",
      "dog dog dogs dog dog", "hot dog and a dog, hot dog",
    ]
    for _ in 0..<300 {
      let count = Int.random(in: 1...7, using: &random)
      texts.append(
        (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(
          separator: Bool.random(using: &random) ? " " : ", "))
    }
    var compared = 0
    // Twice over, so that the second pass comes from the memos.
    for text in texts + texts {
      for field in PhotoField.allCases {
        builder.bound()
        let expected = Self.reference(text, field, in: index)
        let found = Self.built(text, field, in: &index, builder: &builder)
        #expect(found.length == expected.length, "\(text) in \(field)")
        #expect(found.keys == expected.keys, "\(text) in \(field)")
        compared += 1
      }
    }
    #expect(compared == 2 * texts.count * PhotoField.count)
    // The memos were small enough to start over along the way, and still agreed.
    #expect(builder.resets > 0)
  }

  /// An analyzer with multi-word names makes words with a space ("new york"): such a word is
  /// the pair its text reads as, whether met alone, first or second in a pair, or in a pair
  /// whose other word has a space too, and the batch builder must still agree with the
  /// reference.
  @Test(arguments: [false, true])
  func wordsWithASpaceGiveThePairsTheirTextsReadAs(batch: Bool) throws {
    let analyzer = Analyzer(
      language: try Language("en"), names: ["new york", "golden gate", "san francisco bay"])
    var index = PhotoIndex(analyzer: analyzer, thesaurus: EmptyThesaurus())
    var builder = KeyBuilder(thesaurus: index.thesaurus, batch: batch)
    let texts = [
      "New York", "New York City", "city of New York", "New York New York",
      "Golden Gate New York", "San Francisco Bay bridge", "new york", "York new",
    ]
    for text in texts + texts {
      for field in [PhotoField.caption, .tag, .album] {
        let expected = Self.reference(text, field, in: index)
        let found = Self.built(text, field, in: &index, builder: &builder)
        #expect(found.length == expected.length, "\(text) in \(field)")
        #expect(found.keys == expected.keys, "\(text) in \(field)")
      }
    }
    // The name is one word of the tokenizer, and its key is the pair of its two words.
    let name = try #require(index.keys["new york"])
    #expect(index.keys.text(of: name) == "new york")
    #expect(index.keys["new york city"] != nil)
  }

  /// Only words side by side make a compound: a stop word or punctuation between two words
  /// ("a bear in the grass", "dog, grass") leaves each its own word, not a part of WordNet's
  /// "beargrass" or "dog grass", in the reference and the batch builder alike; "hot dog" still
  /// merges.
  @Test(arguments: [false, true])
  func onlyWordsSideBySideMakeACompound(batch: Bool) {
    var index = PhotoIndex(thesaurus: Hypernyms.english)
    var builder = KeyBuilder(thesaurus: index.thesaurus, batch: batch)
    let cases: [(text: String, word: String, isPart: Bool)] = [
      ("a bear in the grass", "bear", false), ("a dog in the grass", "dog", false),
      ("dog, grass", "dog", false), ("dog grass", "dog", true), ("a hot dog", "hot", true),
      ("a hot dog", "dog", true), ("a hot-dog stand", "hot", true),
    ]
    for (text, word, isPart) in cases {
      let expected = Self.reference(text, .caption, in: index)
      let found = Self.built(text, .caption, in: &index, builder: &builder)
      #expect(expected.keys[word]?.isPart == isPart, "\(text): \(word)")
      #expect(found.keys[word]?.isPart == isPart, "\(text): \(word)")
    }
  }

  /// A text's keys are gathered and merged where they are appended, after the field's earlier
  /// texts' keys: those stay exactly as they were, and the text's own run is the one it gets
  /// alone, from first sight and from the memo alike.
  @Test(arguments: [PhotoField.tag, .caption])
  func aTextsKeysAfterEarlierKeysLeaveThemAsTheyWere(field: PhotoField) {
    var index = PhotoIndex(thesaurus: Hypernyms.english)
    var builder = KeyBuilder(thesaurus: index.thesaurus, batch: true)
    // Keys an earlier text would leave: out of key order, one repeated, so that a merge
    // reaching them would change them.
    let earlier = [
      KeyHit(key: 9, forms: .folded, isPart: false), KeyHit(key: 2, forms: .stem, isPart: true),
      KeyHit(key: 9, forms: .lemma, isPart: false),
    ]
    for text in ["dog dog hot dog", "Golden Retrievers on the beach", "dog dog hot dog"] {
      var alone: [KeyHit] = []
      let aloneLength = index.appendTextKeys(text, field: field, builder: &builder, to: &alone)
      var after = earlier
      let length = index.appendTextKeys(text, field: field, builder: &builder, to: &after)
      #expect(length == aloneLength, "\(text)")
      #expect(after.prefix(earlier.count).map(\.key) == earlier.map(\.key), "\(text)")
      #expect(after.prefix(earlier.count).map(\.forms) == earlier.map(\.forms), "\(text)")
      #expect(after.dropFirst(earlier.count).map(\.key) == alone.map(\.key), "\(text)")
      #expect(after.dropFirst(earlier.count).map(\.frequency) == alone.map(\.frequency))
      #expect(after.dropFirst(earlier.count).map(\.forms) == alone.map(\.forms), "\(text)")
    }
  }

  @Test func deferredInsertsWaitForOneMerge() {
    var table = SortedTable<DeletionEntry>()
    var random = SeededGenerator(seed: 9)
    let entries = (0..<10_000).map { _ in
      DeletionEntry(hash: UInt32.random(in: 0...1_000, using: &random), key: 1)
    }
    for entry in entries { table.insert(entry, deferringMerge: true) }
    #expect(table.sorted.isEmpty)
    #expect(table.pending.count == entries.count)
    table.consolidate()
    #expect(table.pending.isEmpty)
    #expect(table.sorted == entries.sorted())
    // Without deferring, the table merges as it grows.
    var merging = SortedTable<DeletionEntry>()
    for entry in entries { merging.insert(entry) }
    #expect(merging.pending.count < entries.count)
    var seen: [DeletionEntry] = []
    merging.forEach(from: DeletionEntry(hash: 0, key: 0), while: { _ in true }) { seen.append($0) }
    #expect(seen.sorted() == entries.sorted())
  }

  @Test func aBatchIndexEqualsOnePhotoAtATime() throws {
    var random = SeededGenerator(seed: 5)
    // Albums and people, some carried twice by one photo (under two spellings of one name, or
    // one spelling composed and decomposed).
    let albums = [
      ["Hot Dog Stand"], [], ["Trip", "Hot Dog Stand"], ["Trip", "TRIP", "trip"],
      ["Café", "Cafe\u{301}"], ["Cafe\u{301}"],
    ]
    let people = [["Anne"], [], ["Anne", "Bob", "anne"], ["Bob"]]
    var photos = (0..<200).map { number in
      Photo(
        id: "P\(number)",
        albums: albums.randomElement(using: &random) ?? [],
        tags: (0..<3).map { _ in Self.words.randomElement(using: &random) ?? "" },
        people: people.randomElement(using: &random) ?? [],
        title: (0..<4).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(
          separator: " "),
        caption: (0..<6).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(
          separator: " "))
    }
    // Some photos come again with other names: the batch replaces them, holding memberships.
    for number in [3, 8, 150] {
      photos.append(
        Photo(id: "P\(number)", albums: ["Trip", "Café"], tags: ["dog"], people: ["Bob", "Cy"]))
    }
    let batch = try PhotoIndex(photos)
    var single = PhotoIndex()
    for photo in photos { try single.add(photo) }
    for query in ["hot dog", "dog", "animal", "golden retriever", "bus", "teddy", "stand"] {
      let one = try batch.search(PhotoQuery(searchTerms: [query]), limit: 500)
      let other = try single.search(PhotoQuery(searchTerms: [query]), limit: 500)
      #expect(one.total == other.total, "\(query)")
      #expect(one.hits.map(\.id) == other.hits.map(\.id), "\(query)")
      #expect(one.hits.map(\.score) == other.hits.map(\.score), "\(query)")
    }
    #expect(batch.fingerprint == single.fingerprint)
    // Memberships held back by the batch are the ones added photo by photo, each photo once.
    #expect(batch.albums.members == single.albums.members)
    #expect(batch.people.members == single.people.members)
    #expect(batch.albums.spellingUses == single.albums.spellingUses)
    #expect(batch.people.spellingUses == single.people.spellingUses)
    // Canonically equivalent spellings are one spelling, as they are one Swift string.
    #expect(batch.albums.spellings.filter { $0.lowercased().hasPrefix("caf") } == ["Café"])
    #expect(batch.albums.spellingID(of: "Cafe\u{301}") == batch.albums.spellingID(of: "Café"))
    #expect(batch.albumNames.map(\.count) == single.albumNames.map(\.count))
    #expect(batch.personNames.map(\.name) == single.personNames.map(\.name))
  }

  @Test func phrasePrefixesAreFoundInTheTable() {
    let custom = Hypernyms(
      table: """
        golden retriever,retriever\t1
        dog\t2
        animal\t
        hot dog\t
        """)
    #expect(custom.mayHavePhrase(startingWith: "golden"))
    #expect(custom.mayHavePhrase(startingWith: "hot"))
    #expect(!custom.mayHavePhrase(startingWith: "dog"))
    #expect(!custom.mayHavePhrase(startingWith: "gold"))
    #expect(!custom.mayHavePhrase(startingWith: "zzz"))
    #expect(!custom.mayHavePhrase(startingWith: "a"))
    // Not in key spelling: the answer must not be a false "no".
    #expect(custom.mayHavePhrase(startingWith: "Golden"))
    let english = Hypernyms.english
    for word in ["golden", "school", "teddy", "ice", "zebra"] {
      #expect(english.mayHavePhrase(startingWith: word), "\(word)")
    }
    #expect(!english.mayHavePhrase(startingWith: "xyzzy"))
  }

  @Test(arguments: [
    ("dog", true), ("golden retriever", true), ("a b c", true), ("Dog", false),
    ("self-propelled", false), ("hot  dog", false), (" dog", false), ("dog ", false),
    ("", false), ("café", false), ("ice_cream", false), ("2019", true),
  ])
  func keySpellingIsRecognized(word: String, isKey: Bool) {
    #expect(Hypernyms.isKeySpelling(word) == isKey)
    if isKey { #expect(Hypernyms.key(word) == word) }
  }
}
