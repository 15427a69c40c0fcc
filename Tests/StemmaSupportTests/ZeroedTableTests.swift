import Foundation
import Testing

@testable import StemmaSupport

/// The zeroed slot arrays the hash tables grow into, large ones advised onto huge pages.
@Suite struct ZeroedTableTests {
  @Test(arguments: [0, 1, 7, 4_096, 300_000, 1 << 21])
  func everyElementIsZero(count: Int) {
    let words = [UInt64].zeroedTable(count: count)
    #expect(words.count == count)
    #expect(words.allSatisfy { $0 == 0 })
    let bytes = [UInt8].zeroedTable(count: count)
    #expect(bytes.count == count)
    #expect(bytes.allSatisfy { $0 == 0 })
  }

  @Test func adviceLeavesTheBytesAsTheyWere() throws {
    // Unaligned, straddling 2 MiB boundaries, and too small to advise.
    for (offset, length) in [(0, 16), (3, 5 << 20), (4_097, 9 << 20), (1, (4 << 20) - 2)] {
      let region = UnsafeMutableRawBufferPointer.allocate(
        byteCount: offset + length, alignment: 4_096)
      defer { region.deallocate() }
      let pattern = (0..<(offset + length)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      pattern.withUnsafeBytes { region.copyMemory(from: $0) }
      let advisable = UnsafeMutableRawBufferPointer(rebasing: region[offset...])
      let advised = adviseHugePages(advisable)
      // Compared as Data (memcmp): a byte loop takes seconds in a debug build.
      #expect(Data(region) == Data(pattern))
      // Whole 2 MiB pages inside the region, whenever it holds two of them.
      let huge = 2 << 20
      guard length >= 2 * huge else {
        #expect(advised == nil)
        continue
      }
      #if os(Linux)
        let range = try #require(advised)
        let address = Int(bitPattern: advisable.baseAddress)
        #expect(range.lowerBound >= 0 && range.upperBound <= length && !range.isEmpty)
        #expect((address + range.lowerBound) % huge == 0 && range.count % huge == 0)
        #expect(range.lowerBound < huge && length - range.upperBound < huge)
      #endif
    }
  }
}
