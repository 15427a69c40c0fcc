internal import StemmaSupport

/// What a vocabulary entry names: SiriKit's kinds of user-specific vocabulary, plus any kind an
/// app defines.
///
/// ```swift
/// let kind = EntryKind.photoAlbumName
/// let custom = EntryKind(rawValue: "recipeName")
/// ```
public struct EntryKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The kind's name, as used in files and on the command line (`photoTag`, `contactName`, …).
  public let rawValue: String

  /// Creates a kind from its name; any non-empty name is an app-defined kind.
  /// - Parameter rawValue: The kind's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A keyword attached to photos ("Tahoe 2019", "sunset").
  public static let photoTag = EntryKind(rawValue: "photoTag")
  /// The name of a photo album ("Vignette Picks").
  public static let photoAlbumName = EntryKind(rawValue: "photoAlbumName")
  /// A person's name from the user's contacts or people albums ("Anne Johnson", "太郎").
  public static let contactName = EntryKind(rawValue: "contactName")
  /// The name of a group of contacts ("Climbing Club").
  public static let contactGroupName = EntryKind(rawValue: "contactGroupName")
  /// The name of a workout ("Morning HIIT").
  public static let workoutActivityName = EntryKind(rawValue: "workoutActivityName")
  /// The name of a car profile ("Weekend").
  public static let carProfileName = EntryKind(rawValue: "carProfileName")

  /// SiriKit's six kinds, in the order SiriKit documents them.
  public static let builtIn: [EntryKind] = [
    .photoTag, .photoAlbumName, .contactName, .contactGroupName, .workoutActivityName,
    .carProfileName,
  ]

  /// The kind's name.
  public var description: String { rawValue }
}

extension EntryKind {
  /// Creates a kind from its encoded name.
  /// - Parameter decoder: A decoder holding a single string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the kind as its name.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension EntryKind {
  /// The built-in kind that `name` most likely misspells: one that `name` equals ignoring
  /// case, or is within two edits of ignoring case, without being that kind exactly
  /// ("contactname", "photoTags", "photAlbumName"). `nil` for a built-in kind itself and for
  /// a name no built-in kind resembles, which is an app-defined kind ("recipeName").
  ///
  /// Apps that take kinds from people use it to turn a typo into a question instead of a
  /// silent `unsupported`; a consequence is that an app cannot define a kind this close to a
  /// built-in one.
  /// - Parameter name: A kind's name as given.
  /// - Returns: The closest built-in kind (fewest edits, then SiriKit's order), or `nil`.
  /// - Complexity: O(*n*) for a name of *n* characters.
  public static func builtInKind(resembling name: String) -> EntryKind? {
    guard !builtIn.contains(where: { $0.rawValue == name }) else { return nil }
    let folded = Array(name.lowercased().unicodeScalars)
    var best: (kind: EntryKind, edits: Int)?
    for kind in builtIn {
      let candidate = Array(kind.rawValue.lowercased().unicodeScalars)
      guard let edits = EditDistance.distance(folded, candidate, limit: 2) else { continue }
      if edits < best?.edits ?? Int.max { best = (kind, edits) }
    }
    return best?.kind
  }
}
