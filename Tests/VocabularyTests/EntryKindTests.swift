import Foundation
import Testing
import Vocabulary

@Suite struct EntryKindTests {
  @Test(arguments: EntryKind.builtIn)
  func builtInKindsRoundTripThroughJSON(kind: EntryKind) throws {
    let data = try JSONEncoder().encode([kind])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(kind.rawValue)\"]")
    #expect(try JSONDecoder().decode([EntryKind].self, from: data) == [kind])
  }

  @Test func appDefinedKindsAreDistinctFromBuiltIns() {
    let custom = EntryKind(rawValue: "recipeName")
    #expect(!EntryKind.builtIn.contains(custom))
    #expect(custom == EntryKind(rawValue: "recipeName"))
    #expect(Set(EntryKind.builtIn).count == 6)
  }
}
