extension PhotoIndex {
  /// The five sections of a name table: spellings, the name of each, each name's photos, each
  /// spelling's uses, each name's key.
  typealias NameSections = (
    SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection, SnapshotSection
  )

  /// The album keys read in place (see ``MappedAlbumKeys``): the sections' counts are checked
  /// now, their entries as they are read (or by ``MappedAlbumKeys/materialized()``).
  static func mappedAlbumKeys(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    albumCount: Int, keyCount: Int
  ) throws(SnapshotError) -> MappedAlbumKeys {
    let nameKeys = try file.mappedLists(
      .albumNameKeys, count: try file.listCount(.albumNameKeys), owner: mapping, checks: checks)
    guard nameKeys.count >= albumCount else {
      throw .malformed(section: "albumNameKeys", reason: "\(nameKeys.count) albums")
    }
    let byKeyKeys = try file.mappedColumn(.albumsByKeyKeys, as: UInt32.self, checks: checks)
    let byKeyLists = try file.mappedLists(
      .albumsByKeyLists, count: byKeyKeys.count, owner: mapping, checks: checks)
    return MappedAlbumKeys(
      nameKeys: nameKeys, byKeyKeys: byKeyKeys, byKeyLists: byKeyLists,
      albumCount: albumCount, keyCount: keyCount)
  }

  /// A name table's sections read in place (see ``MappedNames``): their counts are checked
  /// now, what they hold when it is read.
  static func mappedNames(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    photoCount: Int, sections: NameSections
  ) throws(SnapshotError) -> MappedNames {
    let spellings = try file.mappedStringList(sections.0, checks: checks)
    let keys = try file.mappedStringList(sections.4, checks: checks)
    return MappedNames(
      spellings: spellings,
      nameOfSpelling: try file.mappedColumn(
        sections.1, as: UInt32.self, count: spellings.count, checks: checks),
      spellingUses: try file.mappedColumn(
        sections.3, as: Int32.self, count: spellings.count, checks: checks),
      members: try file.mappedLists(sections.2, count: keys.count, owner: mapping, checks: checks),
      keys: keys, photoCount: photoCount, sections: sections)
  }

  /// A name table read on first use from `mapping` (the bytes `file` reads), and its sections
  /// read in place for a search's reads of single names (`nil` when they do not read at open:
  /// a section's layout or count, or the checksum of a section of one block or less; the
  /// table's reading then refuses them where the index first needs the table). A problem
  /// is recorded in `checks` (the search throws it), and the table then holds as many names,
  /// each without photos or spellings, so that the album keys that name them stay in range.
  static func lazyNameTable(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    photoCount: Int, sections: NameSections
  ) throws(SnapshotError) -> (table: LazyTable<NameTable>, mapped: MappedNames?) {
    // The keys' checksum is checked now (they are counted), a section of one block or less
    // too, as the sections read in place are.
    let nameCount = try file.listCount(sections.4)
    var parts: [SnapshotDecoder.Deferred] = []
    for section in [sections.0, sections.1, sections.2, sections.3] {
      parts.append(try file.deferred(section))
    }
    let mapped: Result<MappedNames, SnapshotError> = Result { () throws(SnapshotError) in
      try mappedNames(
        file, mapping: mapping, checks: checks, photoCount: photoCount, sections: sections)
    }
    let table = LazyTable(
      loader: LazyLoader { [parts] () -> NameTable in
        do throws(SnapshotError) {
          // Each section's checksum whole first, so that a damaged one is named as it is
          // (``SnapshotError/checksumMismatch(section:)``), not by the first block a read
          // found damaged.
          for part in parts { _ = try part.checkedBytes(in: mapping) }
          return try mapped.get().materialized()
        } catch {
          checks.record(error)
          var table = NameTable()
          table.members = Array(repeating: [], count: nameCount)
          table.spellingsOfName = table.members
          table.keys = (0..<nameCount).map { "\u{0}\($0)" }
          for (name, key) in table.keys.enumerated() { table.nameIDs[key] = UInt32(name) }
          return table
        }
      }, placeholder: NameTable())
    return (table, try? mapped.get())
  }
}
