import Matcher
import Testing

/// The everyday photo taxonomy of dictionaries/hypernyms/en-patches.tsv (COCO's
/// supercategories over WordNet): each case fails when its patch line is removed.
@Suite struct PhotoTaxonomyTests {
  let hypernyms = Hypernyms.english

  func reaches(_ word: String, _ category: String) -> Bool {
    hypernyms.broaderTerms(of: word).contains { $0.term == category }
  }

  @Test(arguments: [
    ("skateboard", "sports equipment"), ("ski", "sports equipment"),
    ("snowboard", "sports equipment"), ("surfboard", "sports equipment"),
    ("frisbee", "sports equipment"), ("kite", "sports equipment"),
    ("tennis racket", "sports equipment"),
    ("cup", "kitchenware"), ("bowl", "kitchenware"), ("fork", "kitchenware"),
    ("spoon", "kitchenware"), ("plate", "kitchenware"), ("pot", "kitchenware"),
    ("pan", "kitchenware"), ("frying pan", "kitchenware"), ("bottle", "kitchenware"),
    ("wineglass", "kitchenware"),
    ("remote control", "electronics"), ("remote", "electronics"),
    ("computer keyboard", "electronics"),
  ])
  func cocoCategoriesReachTheirSupercategory(word: String, category: String) {
    #expect(reaches(word, category), "\(word) → \(category)")
  }

  @Test func aSkateboardIsNotAVehicle() {
    #expect(!reaches("skateboard", "vehicle"))
    #expect(!hypernyms.narrowerTerms(than: "vehicle").contains { $0.term == "skateboard" })
  }
}
