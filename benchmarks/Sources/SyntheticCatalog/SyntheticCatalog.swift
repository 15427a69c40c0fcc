// A deterministic generator of realistic photo libraries for the Matcher benchmarks: tags,
// title and caption words drawn from a Zipf distribution over a vocabulary of real nouns
// (the most frequent) and made-up words (the long tail), albums, people and places also
// Zipf-distributed, creation dates over ten years, and the usual mix of favorites and
// attributes.
import Foundation
import Matcher
@_exported import Seeded

/// Draws ranks 0..<n with probability proportional to 1 / (rank + 1)^s.
public struct Zipf: Sendable {
  private let cumulative: [Double]

  /// A distribution over `count` ranks.
  public init(count: Int, exponent: Double = 1.0) {
    var total = 0.0
    var cumulative: [Double] = []
    cumulative.reserveCapacity(count)
    for rank in 0..<count {
      total += 1 / pow(Double(rank + 1), exponent)
      cumulative.append(total)
    }
    self.cumulative = cumulative.map { $0 / total }
  }

  /// A rank.
  public func draw(using random: inout some RandomNumberGenerator) -> Int {
    let point = Double.random(in: 0..<1, using: &random)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] < point { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Synthetic libraries and queries.
public enum SyntheticCatalog {
  /// Real nouns first (the head of the distribution), with some irregular plurals.
  public static let nouns = [
    "beach", "sunset", "dog", "mountain", "lake", "city", "tree", "car", "flower", "cat",
    "river", "snow", "bridge", "building", "food", "sky", "forest", "park", "street", "boat",
    "bird", "horse", "cake", "pizza", "coffee", "church", "castle", "garden", "waterfall",
    "desert", "island", "train", "bicycle", "bus", "airplane", "sofa", "chair", "table",
    "window", "door", "road", "field", "farm", "cow", "sheep", "goose", "mouse", "child",
    "party", "wedding", "birthday", "concert", "museum", "market", "restaurant", "kitchen",
    "bedroom", "office", "school", "stadium", "harbor", "lighthouse", "tower", "temple",
    "statue", "fountain", "cliff", "cave", "valley", "canyon", "glacier", "volcano", "ocean",
    "wave", "surfboard", "kayak", "tent", "campfire", "hiking", "skiing", "puppy", "kitten",
    "baby", "family", "friend", "selfie", "portrait", "night", "moon", "star", "rain", "fog",
    "autumn", "spring", "summer", "winter", "leaf", "pumpkin", "christmas", "fireworks",
    "balloon", "gift", "book", "guitar", "piano", "painting", "graffiti", "sculpture",
    "golden retriever", "hot dog", "teddy bear", "school bus", "ice cream", "cell phone",
  ]
  static let plurals = [
    "dog": "dogs", "mountain": "mountains", "goose": "geese", "mouse": "mice",
    "child": "children", "tree": "trees", "flower": "flowers", "bird": "birds", "car": "cars",
  ]
  static let syllables = [
    "ka", "lo", "mi", "ra", "te", "su", "no", "vi", "pe", "da", "ri", "go", "ba", "ne", "to",
    "shi", "ma", "lu", "ze", "fo",
  ]
  static let fillers = ["a", "the", "with", "of", "on", "in", "at", "and", "near", "by"]

  /// The vocabulary: the nouns, then made-up words to `size` words.
  public static func vocabulary(size: Int) -> [String] {
    var words = nouns
    var number = 0
    while words.count < size {
      var word = ""
      var rest = number
      repeat {
        word += syllables[rest % syllables.count]
        rest /= syllables.count
      } while rest > 0
      words.append(word + syllables[number % 7])
      number += 1
    }
    return words
  }

  /// A library and the names it was drawn from.
  public struct Library: Sendable {
    /// The photos.
    public var photos: [Photo]
    /// The words of tags, titles and captions, most frequent first.
    public var vocabulary: [String]
    /// The album names.
    public var albums: [String]
    /// The people's names.
    public var people: [String]
  }

  /// A library of `count` photos.
  public static func library(count: Int, seed: UInt64 = 1) -> Library {
    var random = SplitMix(seed: seed)
    let vocabulary = self.vocabulary(size: 50_000)
    let words = Zipf(count: vocabulary.count, exponent: 1.0)
    let albums = (0..<2_000).map { "Album \(vocabulary[($0 * 7) % 300]) \($0)" }
    let albumZipf = Zipf(count: albums.count)
    let first = ["Anne", "Bob", "Chen", "Dana", "Eli", "Fatima", "Goro", "Hana", "Ivan", "Jo"]
    let people = (0..<5_000).map {
      "\(first[$0 % first.count]) \(vocabulary[300 + $0 % 4000].capitalized)"
    }
    let peopleZipf = Zipf(count: people.count)
    let places = (0..<3_000).map {
      vocabulary[1000 + $0].capitalized + " " + ["Bay", "Park", "City", "Hills"][$0 % 4]
    }
    let placeZipf = Zipf(count: places.count)
    let start = 1_420_070_400.0  // 2015-01-01
    let tenYears = 10 * 365.25 * 86_400.0
    func word() -> String {
      let chosen = vocabulary[words.draw(using: &random)]
      if let plural = plurals[chosen], Bool.random(using: &random) { return plural }
      return chosen
    }
    var photos: [Photo] = []
    photos.reserveCapacity(count)
    for number in 0..<count {
      let tagCount = Int.random(in: 2...6, using: &random)
      let tags = (0..<tagCount).map { _ in word() }
      var title: String?
      if Double.random(in: 0..<1, using: &random) < 0.3 {
        title =
          (0..<Int.random(in: 2...4, using: &random)).map { _ in word() }.joined(separator: " ")
          .capitalized
      }
      var caption: String?
      if Double.random(in: 0..<1, using: &random) < 0.4 {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 5...10, using: &random) {
          if Double.random(in: 0..<1, using: &random) < 0.35 {
            parts.append(fillers.randomElement(using: &random) ?? "a")
          } else {
            parts.append(word())
          }
        }
        caption = parts.joined(separator: " ").capitalized + "."
      }
      var attributes: Set<PhotoAttribute> = [
        Double.random(in: 0..<1, using: &random) < 0.15 ? .video : .photo
      ]
      if Double.random(in: 0..<1, using: &random) < 0.05 { attributes.insert(.selfie) }
      if Double.random(in: 0..<1, using: &random) < 0.10 { attributes.insert(.hdr) }
      if Double.random(in: 0..<1, using: &random) < 0.02 { attributes.insert(.panorama) }
      if Double.random(in: 0..<1, using: &random) < 0.03 { attributes.insert(.screenshot) }
      photos.append(
        Photo(
          id: String(format: "IMG_%07d", number),
          created: Date(
            timeIntervalSince1970: start + Double.random(in: 0..<tenYears, using: &random)),
          favorite: Double.random(in: 0..<1, using: &random) < 0.1,
          albums: (0..<Int.random(in: 0...2, using: &random)).map { _ in
            albums[albumZipf.draw(using: &random)]
          },
          tags: tags,
          people: (0..<Int.random(in: 0...3, using: &random)).map { _ in
            people[peopleZipf.draw(using: &random)]
          },
          location: Double.random(in: 0..<1, using: &random) < 0.7
            ? places[placeZipf.draw(using: &random)] : nil,
          attributes: attributes, title: title, caption: caption))
    }
    return Library(photos: photos, vocabulary: vocabulary, albums: albums, people: people)
  }

  /// Three-term compound queries with filters: three words from the head of the vocabulary
  /// (where lists are long: the hard case), plus a year, a favorite flag or an attribute.
  public static func compoundQueries(count: Int, library: Library, seed: UInt64 = 2) -> [PhotoQuery]
  {
    var random = SplitMix(seed: seed)
    let head = Zipf(count: 400, exponent: 0.8)
    return (0..<count).map { number in
      let words = (0..<3).map { _ in library.vocabulary[head.draw(using: &random)] }
      var query = PhotoQuery(searchTerms: [words.joined(separator: " ")])
      switch number % 3 {
      case 0:
        let year = 2015 + Int.random(in: 0..<10, using: &random)
        query.created = DateRange(
          start: Date(timeIntervalSince1970: Double(year - 1970) * 365.2425 * 86_400),
          end: Date(timeIntervalSince1970: Double(year - 1969) * 365.2425 * 86_400))
      case 1: query.favorite = true
      default: query.includedAttributes = [.photo]
      }
      return query
    }
  }
}
