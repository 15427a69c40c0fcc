import Linguistics
import Testing

@testable import Vocabulary

@Suite struct NicknameTableTests {
  static func english() throws -> NicknameTable { NicknameTable(language: try Language("en")) }

  /// A nickname and a given name it stands for, both ways round, from the shipped list.
  @Test(arguments: [
    ("bill", "william"), ("will", "william"), ("billy", "william"), ("liz", "elizabeth"),
    ("beth", "elizabeth"), ("betty", "elizabeth"), ("bob", "robert"), ("peggy", "margaret"),
    ("meg", "margaret"), ("kate", "katherine"), ("cathy", "catherine"), ("jim", "james"),
    ("jack", "john"), ("dick", "richard"), ("chuck", "charles"), ("mike", "michael"),
    ("tom", "thomas"), ("sandy", "alexandra"),
  ])
  func shippedListRelatesNicknameAndGivenName(nickname: String, given: String) throws {
    let table = try Self.english()
    #expect(table.variants(of: nickname).contains(given))
    #expect(table.variants(of: given).contains(nickname))
  }

  @Test func williamHasItsNicknames() throws {
    let table = try Self.english()
    let variants = table.variants(of: "William")
    #expect(variants.isSuperset(of: ["william", "bill", "billy", "will", "willie", "willy"]))
    // Not transitive: "bill" is also Robert's nickname, but Robert is not William's variant.
    #expect(!variants.contains("robert"))
    #expect(!variants.contains("bob"))
  }

  @Test func relationIsNotTransitive() throws {
    let table = try Self.english()
    let bill = table.variants(of: "bill")
    #expect(bill.isSuperset(of: ["bill", "william", "robert"]))
    #expect(!bill.contains("bob"))
  }

  @Test(arguments: ["Zyxwv", "Tanaka", "太郎", "Ōtani"])
  func unknownNameIsOnlyItself(name: String) throws {
    let table = try Self.english()
    #expect(table.variants(of: name) == [name.lowercased()])
    #expect(!table.contains(name))
  }

  @Test(arguments: ["BILL", "Bill", "bIlL", "  bill\t"])
  func lookupIgnoresCaseAndSurroundingSpace(spelling: String) throws {
    let table = try Self.english()
    #expect(table.variants(of: spelling) == table.variants(of: "bill"))
    #expect(table.contains(spelling))
  }

  @Test func emptyNameHasNoVariants() throws {
    let table = try Self.english()
    #expect(table.variants(of: "").isEmpty)
    #expect(table.variants(of: "   ").isEmpty)
  }

  @Test func embeddedListHasThousandsOfPairs() throws {
    let table = try Self.english()
    #expect(table.pairCount > 2_500)
    #expect(!table.isEmpty)
    // Every line of the shipped list is a lowercase pair the table relates.
    #expect(table.variants(of: "aaron").isSuperset(of: ["erin", "ron", "ronnie"]))
  }

  @Test func languagesWithoutAListGiveAnEmptyTable() throws {
    let japanese = NicknameTable(language: try Language("ja"))
    #expect(japanese.isEmpty)
    #expect(japanese.pairCount == 0)
    #expect(japanese.variants(of: "Bill") == ["bill"])
  }

  @Test func pairsAreLowercasedAndDeduplicated() {
    let table = NicknameTable(pairs: [
      ("William", "Bill"), ("william", "BILL"), ("Robert", "Bill"), ("Robert", "Bob"), ("", "x"),
      ("Ann", "ann"),
    ])
    #expect(table.pairCount == 3)
    #expect(table.count == 4)
    #expect(table.variants(of: "bill") == ["bill", "william", "robert"])
    #expect(table.variants(of: "Robert") == ["robert", "bill", "bob"])
    #expect(table.variants(of: "bob") == ["bob", "robert"])
    #expect(table.variants(of: "ann") == ["ann"])
    #expect(!table.contains("x"))
  }

  @Test func foldedLookupsGiveRelatedNames() {
    let table = NicknameTable(pairs: [("William", "Bill"), ("Robert", "Bill"), ("Robert", "Bob")])
    #expect(table.names(relatedTo: "bill") == ["robert", "william"] as Set)
    #expect(table.names(relatedTo: "Bill").isEmpty)  // expects an already folded name
    #expect(table.areRelated("bob", "robert"))
    #expect(table.areRelated("robert", "bob"))
    #expect(!table.areRelated("bob", "william"))
    #expect(NicknameTable.empty.isEmpty)
  }

  @Test func customFoldingAppliesToBuildingAndLookup() {
    let table = NicknameTable(
      pairs: [("Zoë", "Zozo")], fold: { NicknameTable.lowercased($0).replacing("ë", with: "e") })
    #expect(table.variants(of: "ZOË") == ["zoe", "zozo"])
    #expect(table.names(relatedTo: "zozo") == ["zoe"])
  }

  @Test func tabSeparatedTextSkipsMalformedLines() {
    let text = "william\tbill\r\nno tab here\na\tb\tc\n\nmargaret\tpeggy"
    let table = NicknameTable(tabSeparated: text)
    #expect(table.pairCount == 2)
    #expect(table.variants(of: "bill") == ["bill", "william"])
    #expect(table.variants(of: "peggy") == ["peggy", "margaret"])
  }

  @Test func englishTableFoldsWithTheAnalyzer() throws {
    let table = NicknameTable.english(fold: Analyzer(language: try Language("en")))
    #expect(table.pairCount == (try Self.english()).pairCount)
    #expect(table.names(relatedTo: "liz").contains("elizabeth"))
    #expect(table.areRelated("peggy", "margaret"))
  }

  @Test func tablesAreSharedAcrossThreads() async throws {
    let language = try Language("en")
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { NicknameTable(language: language).variants(of: "liz").count }
      }
      return await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    #expect(counts.count == 1)
  }
}
