// Token boundaries on Character boundaries. ICU's word boundaries sometimes fall inside a
// Swift grapheme cluster: a combining mark newer than ICU's Unicode data (U+1AD8 extends the
// letter before it in Swift, stands alone in ICU 72), a Hangul syllable followed by a trailing
// jamo, a prepended concatenation mark (U+0600) before a digit. A range there made
// `text[token.range]` round to a Character boundary and give another substring than the
// token's text. Segments that share a cluster are merged into one token instead.

extension Tokenizer {
  /// ICU's segments of `text`, merged where a boundary falls inside a Character, so that every
  /// segment starts and ends on a Character boundary of `text`.
  ///
  /// A boundary inside a cluster is dropped: the segment ending inside the cluster extends to
  /// the next boundary that is a Character boundary, taking in the segments up to it (the
  /// cluster's end, or further when the next segment also ends inside a cluster). The merged
  /// segment's kind is the first word-like kind among those merged (a word extended by a mark
  /// stays a word; a number sign merged with its digits is a number), else punctuation when one
  /// was punctuation, else white space. Segments stay in order and never overlap.
  /// - Parameters:
  ///   - utf8: The UTF-8 bytes of `text`.
  ///   - text: The string `utf8` holds, for its Character boundaries.
  ///   - visit: Called with each merged segment's byte range and kind, in order.
  /// - Complexity: O(*n*) in the length of the text.
  func forEachCharacterAlignedICUSegment(
    in utf8: UnsafeBufferPointer<UInt8>, text: String, _ visit: (Int, Int, Token.Kind) -> Void
  ) {
    var pending: (start: Int, end: Int, kind: Token.Kind)?
    forEachICUSegment(in: utf8) { start, end, kind in
      guard let current = pending else {
        pending = (start, end, kind)
        return
      }
      if Self.isCharacterBoundary(start, in: utf8, of: text) {
        visit(current.start, current.end, current.kind)
        pending = (start, end, kind)
      } else {
        pending = (current.start, end, Self.merged(current.kind, kind))
      }
    }
    if let pending { visit(pending.start, pending.end, pending.kind) }
  }

  /// Whether byte `offset` of `utf8` (a scalar boundary) is a Character boundary of `text`.
  static func isCharacterBoundary(
    _ offset: Int, in utf8: UnsafeBufferPointer<UInt8>, of text: String
  ) -> Bool {
    guard offset > 0 && offset < utf8.count else { return true }
    let (before, after) = (utf8[offset - 1], utf8[offset])
    // Between two ASCII characters only CR LF is one cluster: no Prepend, Extend, ZWJ,
    // SpacingMark, jamo or regional indicator is ASCII. The common case, without a lookup.
    if before < 0x80 && after < 0x80 { return before != 0x0D || after != 0x0A }
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return index.samePosition(in: text) != nil
  }

  /// The kind of two merged segments: the first word-like kind, else punctuation over space.
  static func merged(_ first: Token.Kind, _ second: Token.Kind) -> Token.Kind {
    func isWordLike(_ kind: Token.Kind) -> Bool {
      kind != .whitespace && kind != .punctuation
    }
    if isWordLike(first) { return first }
    if isWordLike(second) { return second }
    return first == .punctuation || second == .punctuation ? .punctuation : .whitespace
  }
}
