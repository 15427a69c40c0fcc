// The only file in Linguistics that calls ICU (through the CStemmaICU shim).
internal import CStemmaICU
import Synchronization

/// An ICU word-break iterator, owned and freed here, used by one thread at a time through
/// ``HandlePool``.
final class WordBreakerHandle: @unchecked Sendable {
  private let breaker: OpaquePointer

  init?(locale: String) {
    var status: Int32 = 0
    guard let breaker = stemma_word_breaker_open(locale, &status), status == 0 else { return nil }
    self.breaker = breaker
  }

  deinit { stemma_word_breaker_close(breaker) }

  /// Calls `visit(start, end, ruleStatus)` for each segment of `text` (UTF-8 byte offsets).
  func forEachSegment(
    in text: UnsafeBufferPointer<UInt8>, _ visit: (Int, Int, Int32) -> Void
  ) {
    var status: Int32 = 0
    text.withMemoryRebound(to: CChar.self) { chars in
      stemma_word_breaker_set_text(breaker, chars.baseAddress, Int64(chars.count), &status)
    }
    guard status == 0 else { return }
    var start = 0
    while true {
      let end = stemma_word_breaker_next(breaker)
      if end < 0 { break }
      visit(start, Int(end), stemma_word_breaker_rule_status(breaker))
      start = Int(end)
    }
  }
}

/// Word-break rule status ranges (ICU's UWordBreak).
enum WordBreakStatus {
  static let numberRange: Range<Int32> = 100..<200
  static let letterRange: Range<Int32> = 200..<300
  static let kanaRange: Range<Int32> = 300..<400
  static let ideographRange: Range<Int32> = 400..<500
}

enum ICU {
  private static let breakerPools = Mutex<[String: HandlePool<WordBreakerHandle>]>([:])

  static func breakerPool(locale: String) -> HandlePool<WordBreakerHandle> {
    breakerPools.withLock { pools in
      if let pool = pools[locale] { return pool }
      let pool = HandlePool { WordBreakerHandle(locale: locale) }
      pools[locale] = pool
      return pool
    }
  }

  /// NFKC_Casefold.
  static func nfkcCasefold(_ text: String) -> String {
    transform(text) { input, length, output, capacity, status in
      stemma_nfkc_casefold(input, length, output, capacity, status)
    }
  }

  /// NFC.
  static func nfc(_ text: String) -> String {
    transform(text) { input, length, output, capacity, status in
      stemma_nfc(input, length, output, capacity, status)
    }
  }

  /// NFKC applied to the Halfwidth and Fullwidth Forms only.
  static func foldWidth(_ text: String) -> String {
    transform(text) { input, length, output, capacity, status in
      stemma_fold_width(input, length, output, capacity, status)
    }
  }

  /// Strips combining diacritics except from the code points in `keep` (sorted), and the
  /// Arabic or Hebrew marks the flags ask for.
  static func foldDiacritics(
    _ text: String, keep: [Int32], stripArabic: Bool, stripHebrew: Bool
  ) -> String {
    let flags =
      (stripArabic ? Int32(STEMMA_STRIP_ARABIC_MARKS) : 0)
      | (stripHebrew ? Int32(STEMMA_STRIP_HEBREW_POINTS) : 0)
    return keep.withUnsafeBufferPointer { keep in
      transform(text) { input, length, output, capacity, status in
        stemma_fold_diacritics(
          input, length, keep.baseAddress, Int32(keep.count), flags, output,
          capacity, status)
      }
    }
  }

  static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    stemma_is_extended_pictographic(Int32(scalar.value)) != 0
  }

  /// The ICU library version, e.g. "72.1".
  static var version: String { String(cString: stemma_icu_version()) }

  /// The Unicode version of ICU's data, e.g. "15.0".
  static var unicodeVersion: String { String(cString: stemma_unicode_version()) }

  /// Runs a shim function with the buffer protocol of stemma_icu.h: try a buffer sized for the
  /// common case, and retry once with the size the shim asks for. On failure the input is
  /// returned unchanged, so text is never lost.
  private static func transform(
    _ text: String,
    _ call: (
      UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32
  ) -> String {
    var text = text
    return text.withUTF8 { utf8 -> String in
      // Beyond what ICU's 32-bit lengths can take, keep the text as it is rather than lose it.
      guard utf8.count < Int(Int32.max) / 4 else { return String(decoding: utf8, as: UTF8.self) }
      guard let base = utf8.baseAddress else { return "" }
      let length = Int32(utf8.count)
      var capacity = utf8.count + utf8.count / 2 + 16
      for _ in 0..<2 {
        var status: Int32 = 0
        var produced: Int32 = 0
        let result = String(unsafeUninitializedCapacity: capacity) { buffer in
          buffer.withMemoryRebound(to: CChar.self) { output in
            guard let output = output.baseAddress else {
              status = 4
              return
            }
            base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { input in
              produced = call(input, length, output, Int32(capacity), &status)
            }
          }
          return status == 0 ? Int(produced) : 0
        }
        if status == 0 { return result }
        if status == 2 && Int(produced) > capacity {
          capacity = Int(produced)
          continue
        }
        break
      }
      return String(decoding: utf8, as: UTF8.self)
    }
  }
}
