// The tagger's features, exactly as dictionaries/build_tagger.py computes them: any change here
// must be made there too and the model retrained (the parity test compares the two). Features
// are hashed from bytes straight into integers: no string is built per feature or per word.

/// FNV-1a, 64 bits, over a feature's template name, a NUL and its value's UTF-8 bytes (a value
/// of several parts joins them with the byte 1).
struct FeatureHash {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// The hash of `template` and its NUL, to be fed the value.
  init(_ template: String) {
    feed(template)
    feed(byte: 0)
  }

  /// Continues from a hash of a template and perhaps part of a value (a seed).
  init(seed: UInt64) { value = seed }

  @inline(__always)
  mutating func feed(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  mutating func feed(_ text: String) {
    for byte in text.utf8 { feed(byte: byte) }
  }

  @inline(__always)
  mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes { feed(byte: byte) }
  }

  /// The hash of `template` with the value `parts` joined by U+0001.
  static func of(_ template: String, _ parts: String...) -> UInt64 {
    var hash = FeatureHash(template)
    for (index, part) in parts.enumerated() {
      if index > 0 { hash.feed(byte: 1) }
      hash.feed(part)
    }
    return hash.value
  }

  /// The hash of `seed` (a template's) fed `bytes`.
  @inline(__always)
  static func of(seed: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = FeatureHash(seed: seed)
    hash.feed(bytes)
    return hash.value
  }
}

/// The hash of each feature template and its NUL, computed once: a feature's hash goes on from
/// its template's seed with the value's bytes.
struct FeatureSeeds: Sendable {
  let word = FeatureHash("w").value
  let suffix1 = FeatureHash("s1").value
  let suffix2 = FeatureHash("s2").value
  let suffix3 = FeatureHash("s3").value
  let prefix1 = FeatureHash("p1").value
  let shape = FeatureHash("sh").value
  let flags = FeatureHash("fl").value
  let ambiguity = FeatureHash("a").value
  let previousWord = FeatureHash("w-1").value
  let wordBeforePrevious = FeatureHash("w-2").value
  let nextWord = FeatureHash("w+1").value
  let wordAfterNext = FeatureHash("w+2").value
  let previousSuffix = FeatureHash("s-1").value
  let nextSuffix = FeatureHash("s+1").value
  let previousAmbiguity = FeatureHash("a-1").value
  let nextAmbiguity = FeatureHash("a+1").value
  let ambiguityAndTag = FeatureHash("at1").value
  let tagDictionary = FeatureHash("td").value

  static let shared = FeatureSeeds()
}

/// UTF-8 helpers over a word's bytes, the unit the features are cut in.
enum FeatureBytes {
  /// Whether `byte` starts a Unicode scalar (is not a continuation byte).
  @inline(__always)
  static func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

  /// The last `count` Unicode scalars of valid UTF-8 `bytes` (all of them when shorter).
  @inline(__always)
  static func suffix(_ bytes: UnsafeBufferPointer<UInt8>, scalars count: Int)
    -> UnsafeBufferPointer<UInt8>
  {
    var start = bytes.count
    var found = 0
    while start > 0 && found < count {
      start -= 1
      if startsScalar(bytes[start]) { found += 1 }
    }
    return UnsafeBufferPointer(rebasing: bytes[start...])
  }

  /// The first Unicode scalar of valid UTF-8 `bytes` (none when empty).
  @inline(__always)
  static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard !bytes.isEmpty else { return bytes }
    var end = 1
    while end < bytes.count && !startsScalar(bytes[end]) { end += 1 }
    return UnsafeBufferPointer(rebasing: bytes[..<end])
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}

/// A word's shape: X for capitals, x for small letters, d for ASCII digits, other characters
/// as they are; a run of one class is cut at two.
struct WordShape {
  /// The shape's hash under the `sh` template.
  static func hash(of word: String, seed: UInt64) -> UInt64 {
    var hash = FeatureHash(seed: seed)
    var shape = WordShape()
    var word = word
    word.withUTF8 { bytes in
      if bytes.allSatisfy({ $0 < 0x80 }) {
        for byte in bytes { shape.append(Unicode.Scalar(byte), to: &hash) }
      } else {
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
          shape.append(scalar, to: &hash)
        }
      }
    }
    return hash.value
  }

  private var last: Unicode.Scalar?
  private var run = 0

  @inline(__always)
  private mutating func append(_ scalar: Unicode.Scalar, to hash: inout FeatureHash) {
    let mapped = Self.map(scalar)
    run = mapped == last ? run + 1 : 1
    last = mapped
    guard run <= 2 else { return }
    for byte in mapped.utf8 { hash.feed(byte: byte) }
  }

  @inline(__always)
  private static func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x30...0x39: return "d"
    // In ASCII only A-Z are uppercase and only a-z lowercase.
    case 0x41...0x5A: return "X"
    case 0x61...0x7A: return "x"
    case 0..<0x80: return scalar
    default:
      if scalar.properties.isUppercase { return "X" }
      if scalar.properties.isLowercase { return "x" }
      return scalar
    }
  }
}
