internal import Foundation

/// The catalog line format (<doc:CatalogFormat>): only `id` is required; unknown fields are
/// ignored.
///
/// - `created`: an ISO 8601 timestamp (see ``CatalogDate``).
/// - `tags`: strings, or classifier labels as objects `{"text": "golden retriever",
///   "confidence": 0.92}` (the text is kept; the confidence is read and checked but a ``Photo``
///   does not store it).
/// - `attributes`: ``PhotoAttribute`` names, compared ignoring case, spaces, `-` and `_`
///   (`"HDR"`, `"live-photo"`, `"time lapse"`); an unknown name is an error, so a typo is
///   reported rather than silently dropped.
/// - `location`, `title` and `caption`: strings or `null`.
extension Photo: Codable {
  enum CodingKeys: String, CodingKey {
    case id, created, favorite, albums, tags, people, location, attributes, title, caption
  }

  /// Decodes a photo from a catalog object.
  /// - Parameter decoder: A decoder holding one catalog object.
  /// - Throws: `DecodingError` naming the field that is missing, of the wrong type or invalid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    guard !id.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: Photo.emptyIDDetail)
    }
    var created: Date?
    if let text = try container.decodeIfPresent(String.self, forKey: .created) {
      guard let date = CatalogDate.parse(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .created, in: container, debugDescription: Photo.notADateDetail(text))
      }
      created = date
    }
    let tags = try container.decodeIfPresent([CatalogTag].self, forKey: .tags) ?? []
    let attributeNames = try container.decodeIfPresent([String].self, forKey: .attributes) ?? []
    var attributes: Set<PhotoAttribute> = []
    for name in attributeNames {
      guard let attribute = PhotoAttribute(catalogName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .attributes, in: container,
          debugDescription: Photo.unknownAttributeDetail(name))
      }
      attributes.insert(attribute)
    }
    self.init(
      id: id, created: created,
      favorite: try container.decodeIfPresent(Bool.self, forKey: .favorite) ?? false,
      albums: try container.decodeIfPresent([String].self, forKey: .albums) ?? [],
      tags: tags.map(\.text),
      people: try container.decodeIfPresent([String].self, forKey: .people) ?? [],
      location: try container.decodeIfPresent(String.self, forKey: .location),
      attributes: attributes,
      title: try container.decodeIfPresent(String.self, forKey: .title),
      caption: try container.decodeIfPresent(String.self, forKey: .caption))
  }

  /// Encodes the photo as a catalog object, leaving out empty fields.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    if let created { try container.encode(CatalogDate.format(created), forKey: .created) }
    if favorite { try container.encode(true, forKey: .favorite) }
    if !albums.isEmpty { try container.encode(albums, forKey: .albums) }
    if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
    if !people.isEmpty { try container.encode(people, forKey: .people) }
    try container.encodeIfPresent(location, forKey: .location)
    if !attributes.isEmpty {
      try container.encode(attributes.sorted().map(\.rawValue), forKey: .attributes)
    }
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(caption, forKey: .caption)
  }
}

/// A tag as the catalog may write it: a plain string or a classifier label with a confidence.
private struct CatalogTag: Decodable {
  let text: String

  enum CodingKeys: String, CodingKey { case text, confidence }

  init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self.text = text
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    if let confidence = try container.decodeIfPresent(Double.self, forKey: .confidence),
      !(0...1).contains(confidence)
    {
      throw DecodingError.dataCorruptedError(
        forKey: .confidence, in: container, debugDescription: Photo.confidenceRangeDetail)
    }
  }
}

extension PhotoAttribute {
  /// Reads an attribute name as a catalog writes it, ignoring case, spaces, `-` and `_`.
  /// - Parameter catalogName: `"hdr"`, `"HDR"`, `"live-photo"`, `"time lapse"`, `"live"`, …
  public init?(catalogName: String) {
    // Most catalogs write the names as they are spelled here: one lookup, nothing folded.
    if let attribute = PhotoAttribute.byExactName[catalogName] {
      self = attribute
      return
    }
    let key = String(
      catalogName.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
    if let attribute = PhotoAttribute.byCatalogKey[key] {
      self = attribute
    } else {
      return nil
    }
  }

  private static let byCatalogKey: [String: PhotoAttribute] = {
    var table: [String: PhotoAttribute] = [:]
    for attribute in PhotoAttribute.allCases { table[attribute.rawValue.lowercased()] = attribute }
    table["live"] = .livePhoto
    table["slomo"] = .slowMotion
    table["landscape"] = .landscapeOrientation
    table["portraitorientation"] = .portraitOrientation
    table["depth"] = .portraitMode
    return table
  }()

  /// The catalog keys and the names as spelled (`"livePhoto"`), each read as
  /// `init(catalogName:)` reads it.
  private static let byExactName: [String: PhotoAttribute] = {
    var table = byCatalogKey
    for attribute in PhotoAttribute.allCases { table[attribute.rawValue] = attribute }
    return table
  }()
}
