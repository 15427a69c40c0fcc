internal import StemmaSupport

// The words of a line without the tokens around them: a batch job that writes one form per
// word (`stemma normalize`) needs neither ranges nor kinds, and building a `Token` per word
// (two string indices, a range, a kind) cost it as much as segmenting the line.

extension Tokenizer {
  /// Calls `body` with the text of each token ``tokens(in:)`` gives, in order: the same
  /// strings, cut to ``maximumTokenLength`` alike, without building the tokens.
  /// - Parameters:
  ///   - text: Any string.
  ///   - body: Called with each token's ``Token/text``.
  /// - Complexity: O(*n*) in the length of `text`.
  package func forEachTokenText(in text: String, _ body: (String) -> Void) {
    forEachTokenUTF8(in: text) { body(String(decoding: $0, as: UTF8.self)) }
  }

  /// Calls `body` with the UTF-8 bytes of each token ``tokens(in:)`` gives, in order: those of
  /// the strings ``forEachTokenText(in:_:)`` gives, in place in `text` (a word that a memo
  /// finds by its bytes is then never made a `String`).
  /// - Parameters:
  ///   - text: Any string.
  ///   - body: Called with each token's text as UTF-8, valid only during the call.
  /// - Complexity: O(*n*) in the length of `text`.
  package func forEachTokenUTF8(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if options.contains(.joinNames) && !names.isEmpty {
      // Joining names needs the tokens' ranges.
      for token in tokens(in: text) { token.text.withUTF8Bytes(body) }
      return
    }
    let (omitWhitespace, omitPunctuation) =
      (options.contains(.omitWhitespace), options.contains(.omitPunctuation))
    let maximumTokenLength = self.maximumTokenLength
    text.withUTF8Bytes { utf8 in
      forEachSegment(in: utf8, of: text) { start, end, kind in
        if kind == .whitespace && omitWhitespace { return }
        if kind == .punctuation && omitPunctuation { return }
        var cut = end
        if end - start > maximumTokenLength {
          // As `makeToken`: back up to a scalar boundary, never split a UTF-8 sequence.
          cut = start + maximumTokenLength
          while cut > start && utf8[cut] & 0xC0 == 0x80 { cut -= 1 }
        }
        body(UnsafeBufferPointer(rebasing: utf8[start..<cut]))
      }
    }
  }
}
