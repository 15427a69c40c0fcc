import Foundation
import Testing

/// Every target of the package lists, in `Package.swift`, each of the package's modules it
/// imports. The incremental build recompiles a target when a module it depends on directly
/// changes, but can miss a stored-property change in a module it reaches only through another
/// one (swiftlang/swift#89636): the target then keeps that type's old size and overwrites
/// memory (VocabularyTests, which imported Linguistics only through Vocabulary, smashed its
/// stack after `TaggerModel` grew, until a clean build).
@Suite("Package dependencies") struct PackageDependencyTests {
  /// The package's Swift targets: each folder of `Sources/` and `Tests/`.
  static let targets: [String] = ["Sources", "Tests"].flatMap { folder in
    let directory = Examples.packageRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test(arguments: targets)
  func listsEveryImportedModule(target: String) throws {
    let manifest = try String(
      contentsOf: Examples.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let modules = Set(Self.targets)
    let imported = try Self.imports(of: target).filter { modules.contains($0) && $0 != target }
    let listed = Self.dependencies(of: target, in: manifest)
    for module in imported.sorted() {
      #expect(listed.contains(module), "\(target) imports \(module) without depending on it")
    }
  }

  /// The modules the Swift files of `target` import.
  static func imports(of target: String) throws -> Set<String> {
    let root = Examples.packageRoot
    var imported: Set<String> = []
    for folder in ["Sources", "Tests"] {
      let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
      guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
            words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "internal" || $0 == "public" })
          else { continue }
          imported.insert(String(words[index + 1]))
        }
      }
    }
    return imported
  }

  /// The quoted names in the `dependencies:` list of target `name` in `manifest` (empty where
  /// it lists none).
  static func dependencies(of name: String, in manifest: String) -> Set<String> {
    // The last mention: the products, which name the targets too, come first.
    guard let declared = manifest.range(of: "name: \"\(name)\"", options: .backwards) else {
      return []
    }
    let rest = manifest[declared.upperBound...]
    // The declaration ends where the next target's begins.
    let end = rest.range(of: "name: \"")?.lowerBound ?? rest.endIndex
    let declaration = rest[..<end]
    guard let list = declaration.range(of: "dependencies:") else { return [] }
    let quoted = declaration[list.upperBound...].split(separator: "\"")
    // Every second piece lies between quotes.
    return Set(stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) })
  }
}
