internal import CStemmaData
public import Linguistics
import Synchronization

/// Given names and their nicknames, both ways: "bill" ↔ "william", "liz" ↔ "elizabeth",
/// "peggy" ↔ "margaret"; the shipped list is `dictionaries/nicknames/` (source and license in its
/// README).
///
/// The relation is symmetric but not transitive: a name's variants are the name itself, its
/// nicknames and the given names it is a nickname of, so "bill" reaches "william" and "robert"
/// but not "bob". A nickname may stand for several given names ("sandy" → "alexandra",
/// "sandra"); the resolver lets the vocabulary decide which one the user has.
///
/// ```swift
/// let table = NicknameTable(language: try Language("en"))
/// table.variants(of: "Bill")  // ["bill", "william", "robert", "will", "willis", …]
/// ```
public struct NicknameTable: Sendable {
  /// Every folded name → the folded names it can stand for or be shortened to.
  private let related: [String: Set<String>]
  /// The folding applied to names, both when building and when looking up with ``variants(of:)``.
  private let fold: @Sendable (String) -> String
  /// The number of distinct (given name, nickname) pairs the table was built from.
  public let pairCount: Int

  /// The shipped list for `language`, compared lowercased; empty where none is shipped (only
  /// English has one).
  /// - Parameter language: The language whose list to read.
  /// - Complexity: O(*n*) in the list's length the first time per language, O(1) after.
  public init(language: Language) {
    self = NicknameTable.cache.withLock { cache in
      if let table = cache[language.code] { return table }
      let table = NicknameTable(pairs: NicknameTable.shippedPairs(language.code))
      cache[language.code] = table
      return table
    }
  }

  /// A table of (given name, nickname) pairs such as `("william", "bill")`, folded by `fold`;
  /// pairs with an empty side or the same name on both sides are ignored.
  /// - Parameters:
  ///   - pairs: Given names and their nicknames, in any case.
  ///   - fold: The folding applied to both names, and to every name looked up (lowercasing
  ///     and trimming spaces by default; a store passes its normalizer).
  /// - Complexity: O(*n* log *n*) in the number of pairs.
  public init(
    pairs: some Sequence<(String, String)>,
    fold: @escaping @Sendable (String) -> String = NicknameTable.lowercased
  ) {
    var related: [String: Set<String>] = [:]
    var count = 0
    for (given, nickname) in pairs {
      let given = fold(given)
      let nickname = fold(nickname)
      guard !given.isEmpty, !nickname.isEmpty, given != nickname else { continue }
      if related[given, default: []].insert(nickname).inserted { count += 1 }
      related[nickname, default: []].insert(given)
    }
    self.related = related
    self.fold = fold
    self.pairCount = count
  }

  /// Parses the shipped format: one `given<TAB>nickname` pair a line; other lines are ignored.
  /// - Parameters:
  ///   - text: The list's text.
  ///   - fold: The folding applied to both names.
  /// - Complexity: O(*n* log *n*) in the length of `text`.
  public init(
    tabSeparated text: String,
    fold: @escaping @Sendable (String) -> String = NicknameTable.lowercased
  ) {
    self.init(pairs: NicknameTable.parse(Array(text.utf8)), fold: fold)
  }

  /// An empty table.
  public static let empty = NicknameTable(pairs: [])

  /// The default folding: surrounding white space removed, then lowercased.
  /// - Parameter name: A name.
  /// - Returns: The name trimmed and lowercased.
  @Sendable public static func lowercased(_ name: String) -> String {
    var trimmed = Substring(name)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    return trimmed.lowercased()
  }

  /// The name itself (folded) with every nickname of it and every given name it is a nickname
  /// of; just the folded name when the table does not know it, and nothing for an empty name.
  /// - Parameter name: A single given name or nickname, in any case.
  /// - Complexity: O(*k*) in the number of variants.
  public func variants(of name: String) -> Set<String> {
    let key = fold(name)
    guard !key.isEmpty else { return [] }
    var variants = related[key] ?? []
    variants.insert(key)
    return variants
  }

  /// The names an already folded `name` can stand for or be shortened to, itself excluded;
  /// empty when none.
  /// - Parameter name: A name folded as the table's names are.
  /// - Complexity: O(1).
  public func names(relatedTo name: String) -> Set<String> { related[name] ?? [] }

  /// Whether folded `lhs` and `rhs` are a given name and one of its nicknames (either way round).
  /// - Complexity: O(1) on average.
  public func areRelated(_ lhs: String, _ rhs: String) -> Bool {
    related[lhs]?.contains(rhs) ?? false
  }

  /// Whether `name` is a given name or a nickname in the table.
  /// - Parameter name: A single name, in any case.
  /// - Complexity: O(1) on average.
  public func contains(_ name: String) -> Bool { related[fold(name)] != nil }

  /// The number of distinct names in the table.
  public var count: Int { related.count }

  /// Whether the table has no pairs.
  public var isEmpty: Bool { related.isEmpty }
}

extension NicknameTable {
  /// The English given-name nicknames shipped with Stemma, folded by `analyzer`.
  /// - Parameter analyzer: The analyzer whose ``Analyzer/normalize(_:)`` folds the names.
  /// - Complexity: O(*n* log *n*) in the list's length.
  static func english(fold analyzer: Analyzer) -> NicknameTable {
    NicknameTable(pairs: shippedPairs("en"), fold: { analyzer.normalize($0) })
  }

  private static let cache = Mutex<[String: NicknameTable]>([:])

  /// The shipped pairs for a language code; empty where no list is shipped.
  static func shippedPairs(_ code: String) -> [(String, String)] {
    var length = 0
    guard let pointer = stemma_data_nicknames(code, &length), length > 0 else { return [] }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
    return parse(bytes)
  }

  /// One `given<TAB>nickname` pair a line (LF or CRLF); lines without exactly one tab are
  /// skipped.
  private static func parse(_ bytes: some BidirectionalCollection<UInt8>) -> [(String, String)] {
    var pairs: [(String, String)] = []
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      var line = line
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count == 2 else { continue }
      pairs.append(
        (String(decoding: fields[0], as: UTF8.self), String(decoding: fields[1], as: UTF8.self)))
    }
    return pairs
  }
}

extension NicknameTable {
  /// The names two links away from an already folded `name` and not one: "bill" from "will"
  /// (both nicknames of "william"). The resolver takes them as weak matches.
  /// - Parameter name: A name folded as the table's names are.
  /// - Complexity: O(*k*²) in the number of variants per name.
  func names(twoLinksFrom name: String) -> Set<String> {
    let direct = names(relatedTo: name)
    var further: Set<String> = []
    for middle in direct { further.formUnion(names(relatedTo: middle)) }
    further.subtract(direct)
    further.remove(name)
    return further
  }
}
