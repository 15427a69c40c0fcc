internal import CStemmaSupport

/// CRC-32C (Castagnoli, the polynomial iSCSI, ext4 and RocksDB use): a checksum of each section
/// of a snapshot file, so that a flipped bit or a torn write is found before the bytes are used.
///
/// Computed by the processor's CRC-32C instruction where it has one (SSE 4.2 on x86-64, the
/// CRC extension on ARMv8: several bytes a cycle), and otherwise in software, eight bytes a
/// step (slicing-by-8, as in RocksDB's and the Linux kernel's portable paths).
/// Known answer: `CRC32C.checksum("123456789")` is `0xE306_9283`.
package enum CRC32C {
  /// Whether the processor's instruction is used.
  package static let usesHardware = stemma_crc32c_hardware_available() != 0

  /// The reflected polynomial 0x1EDC6F41.
  private static let polynomial: UInt32 = 0x82F6_3B78

  /// Eight tables of 256 entries: table *t* advances the CRC over a byte followed by *t* zero
  /// bytes.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ polynomial : crc >> 1 }
      tables[byte] = crc
    }
    for table in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(table - 1) * 256 + byte]
        tables[table * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// The CRC-32C of `bytes`, continuing from `crc` (the checksum of the bytes before them; 0
  /// to start).
  /// - Complexity: O(*n*) in the number of bytes.
  package static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0)
    -> UInt32
  {
    guard usesHardware, let base = bytes.baseAddress else {
      return softwareChecksum(bytes, continuing: crc)
    }
    return ~stemma_crc32c_update(~crc, base, bytes.count)
  }

  /// The CRC-32C of `bytes` computed in software (``checksum(_:continuing:)`` uses it where the
  /// processor has no CRC-32C instruction).
  /// - Complexity: O(*n*) in the number of bytes.
  package static func softwareChecksum(
    _ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0
  ) -> UInt32 {
    var state = ~crc
    tables.withUnsafeBufferPointer { table in
      var position = 0
      let count = bytes.count
      while count - position >= 8 {
        let low =
          state ^ bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian
        let high = bytes.loadUnaligned(fromByteOffset: position + 4, as: UInt32.self).littleEndian
        state =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        position += 8
      }
      while position < count {
        state = (state >> 8) ^ table[Int((state ^ UInt32(bytes[position])) & 0xFF)]
        position += 1
      }
    }
    return ~state
  }

  /// The CRC-32C of `bytes`.
  package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    let array = Array(bytes)
    return array.withUnsafeBytes { checksum($0) }
  }
}
