/// Strings of every shape the build sees: empty, short, exactly eight bytes, long, with
/// multi-byte scalars, and pairs that differ only in their last byte or their length.
public func hashTableTexts(count: Int, using random: inout SeededGenerator) -> [String] {
  let alphabet: [String] = ["a", "b", "z", " ", "é", "ß", "日", "😀", "\u{301}", "0"]
  var texts = ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgh\u{0}", "abcdefgi"]
  for _ in 0..<count {
    let length = Int.random(in: 0...24, using: &random)
    texts.append((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined())
  }
  return texts
}
