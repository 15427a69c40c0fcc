/// A property of a photo that a query can require or exclude: the media type, the capture mode,
/// the orientation and the filter, following the attributes SiriKit's photo search knows
/// (`INPhotoAttributeOptions`).
public enum PhotoAttribute: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  // Media type.
  /// A still photo.
  case photo
  /// A video.
  case video
  /// An animated GIF.
  case gif
  /// A time-lapse video.
  case timeLapse
  /// A slow-motion video.
  case slowMotion
  // Capture.
  /// A screenshot.
  case screenshot
  /// A selfie.
  case selfie
  /// A panorama.
  case panorama
  /// An HDR photo.
  case hdr
  /// A photo from a burst.
  case burst
  /// A Live Photo.
  case livePhoto
  /// A Live Photo played as a loop.
  case loop
  /// A Live Photo played back and forth.
  case bounce
  /// A long exposure.
  case longExposure
  /// A photo in portrait mode (depth effect).
  case portraitMode
  /// Taken with the front camera.
  case frontCamera
  /// Taken with the flash on.
  case flash
  // Orientation.
  /// Taller than wide.
  case portraitOrientation
  /// Wider than tall.
  case landscapeOrientation
  /// As wide as tall.
  case square
  // Filters.
  /// The Noir filter.
  case noir
  /// The Mono filter.
  case mono
  /// The Chrome filter.
  case chrome
  /// The Fade filter.
  case fade
  /// The Instant filter.
  case instant
  /// The Process filter.
  case process
  /// The Tonal filter.
  case tonal
  /// The Transfer filter.
  case transfer

  /// Orders attributes by their declaration order, so sets print the same way every time.
  public static func < (lhs: PhotoAttribute, rhs: PhotoAttribute) -> Bool {
    // `allCases` is in declaration order; both are always found.
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
