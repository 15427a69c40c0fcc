/// A value that one task at a time mutates, handed to concurrent work that shares nothing else
/// (the merge's two halves each own one, as does the index while its typo table is made beside
/// the lists).
final class Exclusive<Value>: @unchecked Sendable {
  var value: Value
  init(value: Value) { self.value = value }
}
