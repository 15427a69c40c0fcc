/// What ``PhotoIndex/lemmaOfKey`` holds besides a key: no word indexed under the key yet (as
/// for every pair of words), or words whose lemmas are not one indexed key.
enum KeyLemma {
  static let unseen = UInt32.max - 1
  static let many = UInt32.max
}
