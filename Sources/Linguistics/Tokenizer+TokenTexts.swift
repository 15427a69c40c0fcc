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
    if options.contains(.joinNames) && !names.isEmpty {
      // Joining names needs the tokens' ranges.
      for token in tokens(in: text) { body(token.text) }
      return
    }
    let (omitWhitespace, omitPunctuation) =
      (options.contains(.omitWhitespace), options.contains(.omitPunctuation))
    let maximumTokenLength = self.maximumTokenLength
    var source = text
    source.withUTF8 { utf8 in
      forEachSegment(in: utf8, of: text) { start, end, kind in
        if kind == .whitespace && omitWhitespace { return }
        if kind == .punctuation && omitPunctuation { return }
        var cut = end
        if end - start > maximumTokenLength {
          // As `makeToken`: back up to a scalar boundary, never split a UTF-8 sequence.
          cut = start + maximumTokenLength
          while cut > start && utf8[cut] & 0xC0 == 0x80 { cut -= 1 }
        }
        body(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<cut]), as: UTF8.self))
      }
    }
  }
}
