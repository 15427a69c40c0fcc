import Testing

@testable import Matcher
@testable import StemmaSupport

/// Prefetching is a hint: it reads nothing the tables hold, on empty tables as on full ones.
/// (It can only catch a prefetch that traps, such as one of an empty table's missing slots:
/// where a prefetch points has no effect a test can see; the build benchmark measures it.)
@Suite struct PrefetchTests {
  @Test func prefetchingEmptyAndFullTablesChangesNothing() {
    var memo = StringMemo(seed: 3)
    var map = IntegerMap()
    var keys = KeyTable()
    memo.prefetch("tag")
    map.prefetch(7)
    keys.prefetch(pair: 1, 2)
    var strings = InternTable()
    var ordinals = OrdinalTable(seed: 5)
    var ids: [String] = []
    strings.prefetch("Anne")
    ordinals.prefetch("IMG_1")
    for number in 0..<1_000 {
      memo.insert("tag \(number)", value: UInt64(number))
      map.set(UInt32(number), for: UInt64(number) << 32)
      _ = keys.intern("word\(number) other\(number)")
      strings.intern("Anne \(number)")
      ids.append("IMG_\(number)")
      _ = ordinals.insert(ids[number], at: UInt32(number), ids: ids)
    }
    for number in 0..<1_100 {
      memo.prefetch("tag \(number)")
      map.prefetch(UInt64(number) << 32)
      keys.prefetch(pair: UInt32(number), UInt32(number + 1))
      strings.prefetch("Anne \(number)")
      ordinals.prefetch("IMG_\(number)")
      ordinals.prefetch("Zoë \(number)")
    }
    #expect(memo["tag 999"] == 999)
    #expect(memo["tag 1000"] == nil)
    #expect(map[999 << 32] == 999)
    #expect(keys.intern("word999 other999").inserted == false)
    #expect(strings["Anne 999"] == 999)
    #expect(ordinals.ordinal(of: "IMG_999") { ids[Int($0)] } == 999)
  }
}
