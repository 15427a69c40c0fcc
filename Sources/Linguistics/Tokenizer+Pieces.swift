// Where a long text may be cut so that its pieces tokenize as the whole does: a batch job
// (`stemma normalize` on a 50 MB line) analyzes such a line a piece at a time and writes each
// piece's output before reading the next, so that memory stays a small multiple of the line.

extension Tokenizer {
  /// Whether cutting text at a ``pieceEnd(in:from:minimumLength:)`` gives the same tokens as
  /// the whole: true unless multi-word names are joined (a name may span the cut).
  package var tokenizesPiecesIndependently: Bool {
    !(options.contains(.joinNames) && !names.isEmpty)
  }

  /// The first place at or after `start + minimumLength` where `utf8` may be cut so that its
  /// two sides tokenize as the whole does (each token of the whole is a token of one side,
  /// at the same place), or `utf8.count` when there is none.
  ///
  /// A cut falls after an ASCII space or tab and before a printable ASCII character other
  /// than a space. No word-break rule joins across either: UAX #29 breaks around a tab (WB999)
  /// and after a space unless another space or an extending mark follows (WB3d, WB4), which a
  /// printable ASCII character is not; dictionary segmentation (Chinese, Japanese, Thai, …) runs
  /// within letters and never past a space. Both sides are valid UTF-8 and the cut is a
  /// grapheme-cluster boundary. Text without such a place (a Thai or Chinese run with no
  /// spaces) is not cut.
  /// - Parameters:
  ///   - utf8: UTF-8 text (or bytes that will be decoded as such: a cut never splits a
  ///     sequence, valid or not, since it falls between two ASCII bytes).
  ///   - start: Where the piece starts.
  ///   - minimumLength: The fewest bytes the piece should hold.
  /// - Complexity: O(*k*) in the bytes scanned past `start + minimumLength`.
  package static func pieceEnd(
    in utf8: UnsafeBufferPointer<UInt8>, from start: Int, minimumLength: Int
  ) -> Int {
    let count = utf8.count
    var index = max(start + max(minimumLength, 1), 1)
    while index < count {
      let before = utf8[index - 1]
      let after = utf8[index]
      if (before == UInt8(ascii: " ") || before == UInt8(ascii: "\t")) && after > 0x20
        && after < 0x7F
      {
        return index
      }
      index += 1
    }
    return count
  }
}
