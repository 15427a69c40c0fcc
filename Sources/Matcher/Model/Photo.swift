public import Foundation

/// A photo or video in an app's library, with the metadata Stemma searches.
///
/// Only ``id`` is required; everything else defaults to empty. The JSON form is one line of the
/// catalog format (<doc:CatalogFormat>):
/// `{"id": "IMG_0001", "created": "2019-07-04T10:22:00Z", "favorite": true, "albums": […],
/// "tags": […], "people": […], "location": "Yosemite", "attributes": ["panorama"], "title": "…"}`.
public struct Photo: Hashable, Sendable, Identifiable {
  /// The app's identifier for the item; unique within an index.
  public var id: String
  /// When it was taken, if known.
  public var created: Date?
  /// Whether the user marked it as a favorite.
  public var favorite: Bool
  /// The names of the albums it belongs to.
  public var albums: [String]
  /// Keywords, from the user or from an image classifier.
  public var tags: [String]
  /// The names of the people in it.
  public var people: [String]
  /// Where it was taken, as a place name.
  public var location: String?
  /// Its media type, capture mode, orientation and filter.
  public var attributes: Set<PhotoAttribute>
  /// A title, if it has one.
  public var title: String?
  /// A caption or description, if it has one.
  public var caption: String?

  /// Creates a photo.
  /// - Parameters:
  ///   - id: The app's identifier.
  ///   - created: When it was taken.
  ///   - favorite: Whether it is a favorite.
  ///   - albums: Album names.
  ///   - tags: Keywords.
  ///   - people: People's names.
  ///   - location: A place name.
  ///   - attributes: Media type, capture mode, orientation and filter.
  ///   - title: A title.
  ///   - caption: A caption.
  public init(
    id: String, created: Date? = nil, favorite: Bool = false, albums: [String] = [],
    tags: [String] = [], people: [String] = [], location: String? = nil,
    attributes: Set<PhotoAttribute> = [], title: String? = nil, caption: String? = nil
  ) {
    self.id = id
    self.created = created
    self.favorite = favorite
    self.albums = albums
    self.tags = tags
    self.people = people
    self.location = location
    self.attributes = attributes
    self.title = title
    self.caption = caption
  }
}
