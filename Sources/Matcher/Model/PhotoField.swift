/// A searchable text field of a ``Photo``. Each field has its own postings in a ``PhotoIndex``,
/// so a word in a tag can outweigh the same word in a caption (see ``ScoringWeights``).
public enum PhotoField: UInt8, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// ``Photo/tags``.
  case tag
  /// ``Photo/title``.
  case title
  /// ``Photo/albums``' names.
  case album
  /// ``Photo/location``.
  case location
  /// ``Photo/people``' names.
  case person
  /// ``Photo/caption``.
  case caption

  /// The number of fields.
  static let count = 6

  /// The field's name: `tag`, `title`, `album`, `location`, `person` or `caption`.
  public var description: String {
    switch self {
    case .tag: "tag"
    case .title: "title"
    case .album: "album"
    case .location: "location"
    case .person: "person"
    case .caption: "caption"
    }
  }
}
