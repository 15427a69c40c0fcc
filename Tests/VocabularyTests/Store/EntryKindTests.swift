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

  @Test(
    "A name close to a built-in kind, but not it, names the kind it resembles",
    arguments: [
      ("contactname", EntryKind?.some(.contactName)), ("PHOTOTAG", .photoTag),
      ("photoTags", .photoTag), ("photAlbumName", .photoAlbumName),
      ("contactGroupNam", .contactGroupName), ("contactName", nil), ("photoTag", nil),
      ("recipeName", nil), ("tag", nil), ("", nil), ("contact", nil),
    ])
  func resemblance(name: String, expected: EntryKind?) {
    #expect(EntryKind.builtInKind(resembling: name) == expected)
  }
}
