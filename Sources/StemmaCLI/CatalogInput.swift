import Foundation
import Matcher

/// Reading a photo catalog for the commands that take `--catalog`.
enum CatalogInput {
  /// The photos of `catalog` ("-" is standard input), in order, each malformed line reported
  /// on standard error as FILE:LINE: reason and skipped.
  /// - Returns: The photos and the number of malformed lines.
  /// - Throws: ``CLIError`` with exit 66 when the catalog cannot be opened or is a directory,
  ///   74 when it cannot be read.
  static func photos(from catalog: String) throws(CLIError) -> (photos: [Photo], malformed: Int) {
    var photos: [Photo] = []
    let malformed = try read(catalog) { line in
      if case .photo(let photo, _) = line { photos.append(photo) }
    }
    return (photos, malformed)
  }

  /// Calls `body` with each photo line of `catalog` ("-" is standard input); malformed lines
  /// are reported on standard error and counted.
  /// - Parameters:
  ///   - catalog: The path, or "-".
  ///   - bytes: The catalog's bytes when the caller has them already.
  /// - Returns: The number of malformed lines.
  static func read(
    _ catalog: String, bytes: [UInt8]? = nil, _ body: (CatalogLine) -> Void
  ) throws(CLIError) -> Int {
    var reader: CatalogReader
    if let bytes {
      reader = CatalogReader(bytes: bytes)
    } else {
      // Opened as every input is first, so that a missing file or a directory gets the same
      // message and exit status as elsewhere.
      let input = try LineReader(path: catalog)
      if catalog == "-" {
        var bytes: [UInt8] = []
        while let chunk = try input.nextChunk(chunkSize: 1 << 20) { bytes += chunk.bytes }
        reader = CatalogReader(bytes: bytes)
      } else {
        do {
          reader = try CatalogReader(contentsOf: URL(fileURLWithPath: catalog))
        } catch {
          throw CLIError.noInput(error.description)
        }
      }
    }
    var malformed = 0
    do {
      while let line = try reader.next() {
        if case .malformed(let error) = line {
          malformed += 1
          System.writeError("stemma: \(catalog):\(error)")
        } else {
          body(line)
        }
      }
    } catch {
      throw CLIError.ioError(error.description)
    }
    if malformed > 0 {
      System.writeError("stemma: \(catalog): \(malformed) malformed line(s) skipped")
    }
    return malformed
  }
}
