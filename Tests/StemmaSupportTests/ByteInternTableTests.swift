import StemmaTestSupport
import Testing

@testable import StemmaSupport

/// The analysis cache's byte-keyed table against a Swift dictionary of byte arrays: the same
/// ids for every lookup, through growth and starting over.
@Suite struct ByteInternTableTests {
  /// Interns `text`'s bytes, hashed by the table.
  private static func intern(_ text: String, in table: inout ByteInternTable) -> (UInt32, Bool) {
    text.withUTF8Bytes { table.intern($0, hash: table.hash($0)) }
  }

  private static func id(of text: String, in table: ByteInternTable) -> UInt32? {
    text.withUTF8Bytes { table.id(of: $0, hash: table.hash($0)) }
  }

  @Test(arguments: [1, 2, 3])
  func internGivesDenseIDsInOrderOfFirstSight(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var table = ByteInternTable(seed: seed)
    var reference: [[UInt8]: UInt32] = [:]
    var order: [[UInt8]] = []
    for text in hashTableTexts(count: 5_000, using: &random) {
      let bytes = Array(text.utf8)
      let expected = reference[bytes]
      #expect(Self.id(of: text, in: table) == expected, "\(text.debugDescription) before")
      let (id, inserted) = Self.intern(text, in: &table)
      #expect(inserted == (expected == nil), "\(text.debugDescription)")
      if let expected {
        #expect(id == expected)
      } else {
        #expect(id == UInt32(order.count))
        reference[bytes] = id
        order.append(bytes)
      }
    }
    #expect(table.count == order.count)
    #expect(table.byteCount == order.reduce(0) { $0 + $1.count })
    for (index, bytes) in order.enumerated() {
      #expect(table.withKey(UInt32(index)) { Array($0) } == bytes)
    }
    #expect(Self.id(of: "never interned \u{1F600}", in: table) == nil)
  }

  /// Keys of one length that differ in one byte, at every place (within the eight-byte words
  /// compared together and in the bytes after them), are told apart.
  @Test func keysDifferingInOneByteAreDistinct() {
    var table = ByteInternTable(seed: 9)
    let base = Array("abcdefghijklmnopqrs".utf8)
    var keys: [[UInt8]] = [base]
    for index in base.indices {
      var key = base
      key[index] ^= 0x01
      keys.append(key)
    }
    for (index, key) in keys.enumerated() {
      let (id, inserted) = key.withUnsafeBufferPointer { table.intern($0, hash: table.hash($0)) }
      #expect(id == UInt32(index) && inserted)
    }
    for (index, key) in keys.enumerated() {
      #expect(
        key.withUnsafeBufferPointer { table.id(of: $0, hash: table.hash($0)) } == UInt32(index))
    }
  }

  @Test func removeAllForgetsEveryKeyAndStartsIDsOver() {
    var table = ByteInternTable(seed: 4)
    for number in 0..<1_000 { _ = Self.intern("word \(number)", in: &table) }
    table.removeAll()
    #expect(table.count == 0 && table.byteCount == 0)
    #expect(Self.id(of: "word 5", in: table) == nil)
    #expect(Self.intern("word 5", in: &table) == (0, true))
    #expect(Self.intern("new", in: &table) == (1, true))
    #expect(Self.id(of: "word 5", in: table) == 0)
  }

  /// Tables of one seed hash alike, so that a caller can hash once for two of them.
  @Test func tablesOfOneSeedHashAlike() {
    let (first, second) = (ByteInternTable(seed: 11), ByteInternTable(seed: 11))
    let other = ByteInternTable(seed: 12)
    "generation".withUTF8Bytes { bytes in
      #expect(first.hash(bytes) == second.hash(bytes))
      #expect(first.hash(bytes) != other.hash(bytes))
    }
  }
}
