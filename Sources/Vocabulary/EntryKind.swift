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
