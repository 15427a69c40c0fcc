/// A language Stemma can analyze: one of Snowball's 29 stemming algorithms, or a language that
/// Stemma tokenizes and folds without a stemmer (Japanese, Chinese, Thai, …).
///
/// Create one from a Snowball algorithm name (`"english"`, `"porter"`), a BCP-47 tag (`"en"`,
/// `"pt-BR"`, `"nb"`, `"zh-Hant"`) or an ISO 639-2 code (`"deu"`):
///
/// ```swift
/// let german = try Language("de-AT")   // german
/// ```
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The canonical name: the Snowball algorithm name where there is one (`"english"`).
  public let name: String
  /// The BCP-47 primary language code (`"en"`); `"en"` for Porter's algorithm as well.
  public let code: String
  /// The Snowball algorithm that stems this language, or `nil` where there is none.
  public let snowballAlgorithm: String?
  /// Other identifiers accepted for this language besides `name` and `code`.
  let aliases: [String]

  init(name: String, code: String, stemmed: Bool = true, aliases: [String] = []) {
    self.name = name
    self.code = code
    self.snowballAlgorithm = stemmed ? name : nil
    self.aliases = aliases
  }

  /// Looks a language up by Snowball name, BCP-47 tag or ISO 639-2 code, ignoring case.
  ///
  /// Region, script and variant subtags select nothing further (`pt-BR` is portuguese);
  /// `no`, `nb` and `nn` are norwegian.
  /// - Parameter identifier: The name or tag.
  /// - Throws: ``UnknownLanguageError`` naming the identifier and listing every supported language.
  /// - Complexity: O(*n*) in the number of supported languages.
  public init(_ identifier: String) throws(UnknownLanguageError) {
    let key = identifier.trimmingSpaces().lowercased().replacingUnderscores()
    if let match = Language.all.first(where: { $0.name == key || $0.code == key }) {
      self = match
      return
    }
    // A BCP-47 tag: a primary subtag of 2 or 3 letters, then non-empty subtags.
    let subtags = key.split(separator: "-", omittingEmptySubsequences: false)
    let primary = String(subtags.first ?? "")
    guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }),
      subtags.allSatisfy({
        !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { throw UnknownLanguageError(identifier: identifier) }
    if let match = Language.all.first(where: {
      $0.code == primary || $0.aliases.contains(key) || $0.aliases.contains(primary)
    }) {
      self = match
      return
    }
    throw UnknownLanguageError(identifier: identifier)
  }

  /// The name, e.g. `english`.
  public var description: String { name }

  /// Orders languages by name.
  public static func < (lhs: Language, rhs: Language) -> Bool { lhs.name < rhs.name }
}

/// The error thrown for a language identifier that Stemma does not know.
public struct UnknownLanguageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The identifier as it was given.
  public let identifier: String
  /// Every supported language as `name (code)`, sorted by name.
  public var supported: [String] { Language.all.map { "\($0.name) (\($0.code))" } }

  /// A message naming the identifier and listing the supported languages.
  public var description: String {
    "unknown language '\(identifier)'; supported: \(supported.joined(separator: ", "))"
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    // By indices: the reversed views made generic types at run time, a million instructions
    // for the first language a process names.
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " { formIndex(after: &start) }
    while end > start, self[index(before: end)] == " " { formIndex(before: &end) }
    return String(self[start..<end])
  }

  fileprivate func replacingUnderscores() -> String {
    String(self.map { $0 == "_" ? "-" : $0 })
  }
}
