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
    lhs.ordinal < rhs.ordinal
  }

  /// The attribute's place in declaration order (in ``allCases``): its flag bit in an index,
  /// found without hashing.
  var ordinal: Int {
    switch self {
    case .photo: 0
    case .video: 1
    case .gif: 2
    case .timeLapse: 3
    case .slowMotion: 4
    case .screenshot: 5
    case .selfie: 6
    case .panorama: 7
    case .hdr: 8
    case .burst: 9
    case .livePhoto: 10
    case .loop: 11
    case .bounce: 12
    case .longExposure: 13
    case .portraitMode: 14
    case .frontCamera: 15
    case .flash: 16
    case .portraitOrientation: 17
    case .landscapeOrientation: 18
    case .square: 19
    case .noir: 20
    case .mono: 21
    case .chrome: 22
    case .fade: 23
    case .instant: 24
    case .process: 25
    case .tonal: 26
    case .transfer: 27
    }
  }
}
