// The only file in Linguistics that calls libstemmer.
internal import CLibstemmer
import Synchronization

/// One `sb_stemmer`: owned, freed in `deinit`, and used by one thread at a time through
/// ``HandlePool``. `@unchecked Sendable` because the pool, not the type, guarantees exclusivity.
final class SnowballHandle: @unchecked Sendable {
  private let stemmer: OpaquePointer

  init?(algorithm: String) {
    guard let stemmer = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
    self.stemmer = stemmer
  }

  deinit { sb_stemmer_delete(stemmer) }

  /// Stems UTF-8 bytes into a string, copying the result out at once (libstemmer reuses its
  /// buffer). Returns `nil` when libstemmer fails (out of memory).
  /// - Parameter unchanged: The string `bytes` are the UTF-8 of, returned as it is where the
  ///   stem is the same bytes (most short words: "the", "of", "is"), without a new string.
  func stemString(_ bytes: UnsafeBufferPointer<UInt8>, unchanged: String) -> String? {
    guard bytes.count <= Int(Int32.max) else { return nil }
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
    guard let result = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else { return nil }
    let length = Int(sb_stemmer_length(stemmer))
    if length == bytes.count {
      var index = 0
      while index < length && result[index] == base[index] { index += 1 }
      if index == length { return unchanged }
    }
    return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
  }

  /// Stems UTF-8 bytes, copying the result out at once (libstemmer reuses its buffer).
  /// Returns `nil` when libstemmer fails (out of memory).
  func stem(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard bytes.count <= Int(Int32.max) else { return nil }
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
    guard let result = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else {
      return nil
    }
    let length = Int(sb_stemmer_length(stemmer))
    return Array(UnsafeBufferPointer(start: result, count: length))
  }
}

/// The process-wide pools of Snowball stemmers, one per algorithm.
enum Snowball {
  private static let pools = Mutex<[String: HandlePool<SnowballHandle>]>([:])

  /// The algorithms libstemmer reports, e.g. `["arabic", "armenian", …]`.
  static var algorithms: [String] {
    guard var cursor = sb_stemmer_list() else { return [] }
    var names: [String] = []
    while let name = cursor.pointee {
      names.append(String(cString: name))
      cursor += 1
    }
    return names
  }

  static func pool(for algorithm: String) -> HandlePool<SnowballHandle> {
    pools.withLock { pools in
      if let pool = pools[algorithm] { return pool }
      let pool = HandlePool { SnowballHandle(algorithm: algorithm) }
      pools[algorithm] = pool
      return pool
    }
  }
}
